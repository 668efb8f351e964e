import ArgumentParser
import GestureKit

/// An error printed as `file:line:column: message` (or the error's own description) with exit 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ error: any Error) {
        if let e = error as? TraceError { description = e.description } else { description = "\(error)" }
    }
    init(message: String) { description = message }
}
