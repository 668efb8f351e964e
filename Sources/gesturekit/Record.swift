import ArgumentParser
import GestureKit

/// `gesturekit record` (being built).
struct Record: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Record (being built)")
    func run() async throws { throw ValidationError("record is not built yet") }
}
