import ArgumentParser
import GestureKit

/// `gesturekit listen` (being built).
struct Listen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Listen (being built)")
    func run() async throws { throw ValidationError("listen is not built yet") }
}
