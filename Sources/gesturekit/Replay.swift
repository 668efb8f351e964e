import ArgumentParser
import GestureKit

/// `gesturekit replay` (being built).
struct Replay: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Replay (being built)")
    func run() async throws { throw ValidationError("replay is not built yet") }
}
