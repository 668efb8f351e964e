import ArgumentParser
import GestureKit

/// An error printed as `file:line:column: message` (or the error's own description) with exit 1.
/// A trace error about the file as a whole (no line) prints as `file: message`, never `file:0:0:`.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ error: any Error) {
        if let e = error as? CLIError {
            description = e.description
        } else if let e = error as? TraceError {
            description =
                e.line > 0
                ? "\(e.file):\(e.line):\(e.column > 0 ? e.column : 1): \(e.message)" : "\(e.file): \(e.message)"
        } else {
            description = "\(error)"
        }
    }
    init(message: String) { description = message }
}
