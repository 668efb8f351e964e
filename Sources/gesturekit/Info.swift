import ArgumentParser
import GestureKit

/// `gesturekit info` (being built).
struct Info: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Info (being built)")
    func run() async throws { throw ValidationError("info is not built yet") }
}
