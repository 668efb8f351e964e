import ArgumentParser
import GestureKit

/// `gesturekit convert` (being built).
struct Convert: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Convert (being built)")
    func run() async throws { throw ValidationError("convert is not built yet") }
}
