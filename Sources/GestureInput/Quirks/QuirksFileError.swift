/// A quirks file that breaks libinput's format rules (`docs/live-input.md`, "libinput's quirks
/// database"): names the file and line (1-based), what was wrong and what was expected.
public struct QuirksFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as given to the parser.
    public var file: String
    /// The 1-based line, or 0 for the file as a whole (an empty file).
    public var line: Int
    /// What was wrong and what was expected.
    public var message: String

    /// An error at `file`:`line`.
    ///
    /// - Parameters:
    ///   - file: the file's name.
    ///   - line: the 1-based line.
    ///   - message: what was wrong and what was expected.
    public init(file: String, line: Int, message: String) {
        self.file = file; self.line = line; self.message = message
    }

    /// `file:line: message` (`file: message` for the whole file).
    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
