/// A YAML or JSON text refused by `StructuredTextLimits` before parsing: which limit, and where the
/// text passed it.
public struct StructuredTextLimitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A limit and its value.
    public enum Limit: Hashable, Sendable {
        /// The document's size in bytes.
        case bytes(Int)
        /// The nesting depth of collections.
        case depth(Int)
        /// The number of aliases.
        case aliases(Int)
        /// The number of nodes once aliases are expanded.
        case expandedNodes(Int)
    }

    /// 1-based line where the limit was passed; 0 when it concerns the whole document (its size).
    public var line: Int
    /// The limit passed.
    public var limit: Limit
    /// What the text has (a size in bytes); nil where counting on would be the harm the limit avoids.
    public var found: Int?

    /// A refusal at `line` (0: the whole document).
    ///
    /// - Parameters:
    ///   - line: the 1-based line where the limit was passed; 0 for the whole document.
    ///   - limit: which limit, with its value.
    ///   - found: what the text has, where it was counted.
    public init(line: Int, limit: Limit, found: Int? = nil) {
        self.line = line; self.limit = limit; self.found = found
    }

    /// The refusal in words, without the file and line (the reader adds those): `nested more than
    /// 64 levels deep (the limit for YAML and JSON input)`.
    public var message: String {
        switch limit {
        case .bytes(let most):
            "the document is \(found.map { "\($0) bytes" } ?? "too large"), more than the \(most)-byte limit for "
                + "YAML and JSON input"
        case .depth(let most):
            "nested more than \(most) levels deep (the limit for YAML and JSON input)"
        case .aliases(let most):
            "more than \(most) aliases (`*name`) in one document (the limit for YAML input)"
        case .expandedNodes(let most):
            "the aliases expand to more than \(most) values (the limit for YAML input; a document that "
                + "refers to its anchors over and over)"
        }
    }

    /// `line N: message`, or the message alone for the whole document.
    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}
