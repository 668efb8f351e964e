import ArgumentParser
import GestureKit

/// `gesturekit devices` (being built).
struct Devices: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Devices (being built)")
    func run() async throws { throw ValidationError("devices is not built yet") }
}
