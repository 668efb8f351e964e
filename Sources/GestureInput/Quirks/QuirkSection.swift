/// One `[Name]` section of a quirks file: its `Match…` rules and its `Model…`/`Attr…` properties,
/// in file order.
public struct QuirkSection: Hashable, Sendable, CustomStringConvertible {
    /// The name between the brackets.
    public var name: String
    /// The file it came from (its last path component, as `libinput quirks list` names it).
    public var file: String
    /// The line of its `[Name]` header (1-based).
    public var line: Int
    /// Its `Match…` rules; all must match.
    public var rules: [QuirkMatchRule]
    /// Its `Model…=0|1` and `Attr…=value` lines as key and value, in file order.
    public var properties: [(key: String, value: String)]

    /// A section from its parts.
    ///
    /// - Parameters:
    ///   - name: the name between the brackets.
    ///   - file: the file it came from.
    ///   - line: the line of its header (1-based).
    ///   - rules: its `Match…` rules.
    ///   - properties: its `Model…` and `Attr…` lines, in file order.
    public init(name: String, file: String, line: Int, rules: [QuirkMatchRule],
                properties: [(key: String, value: String)]) {
        self.name = name; self.file = file; self.line = line; self.rules = rules; self.properties = properties
    }

    /// `Name (file)`, as libinput's debug log names sections.
    public var description: String { "\(name) (\(file))" }

    /// Equal when every field is (properties compared key by key, value by value, in order).
    public static func == (a: QuirkSection, b: QuirkSection) -> Bool {
        a.name == b.name && a.file == b.file && a.line == b.line && a.rules == b.rules
            && a.properties.map(\.key) == b.properties.map(\.key)
            && a.properties.map(\.value) == b.properties.map(\.value)
    }

    /// Hashes the name, file and line, which tell sections apart.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name); hasher.combine(file); hasher.combine(line)
    }
}
