/// The limits every YAML or JSON text a user supplies is held to before it reaches a parser:
/// configurations (`--config`), scenes (`--scene`), the header and rows of a `libinput record` file,
/// and any other structured text read from outside. Yams composes a document recursively, so a text
/// nested a few thousand levels deep (a 6 KB file of `[`) overflows the stack; a handful of anchors
/// and aliases ("billion laughs") describes a tree of 10⁹ nodes. `check(_:)` scans the bytes once,
/// without parsing, and refuses such a text with its line and the limit it broke.
///
/// The numbers are far above what any real input needs and far below what hurts: see each constant.
public struct StructuredTextLimits: Sendable, Hashable {
    /// The most bytes a document may have.
    public var maximumBytes: Int
    /// The deepest nesting of collections (block indentation levels, `- ` entries on one line and
    /// `[`/`{` brackets together).
    public var maximumDepth: Int
    /// The most aliases (`*name`) a document may use.
    public var maximumAliases: Int
    /// The most nodes the tree may have once its aliases are expanded; enforced by the readers that
    /// walk a whole tree (`ConfigNode`), since only they expand aliases.
    public var maximumExpandedNodes: Int

    /// Limits with every value given.
    ///
    /// - Parameters:
    ///   - maximumBytes: the most bytes a document may have.
    ///   - maximumDepth: the deepest nesting of collections.
    ///   - maximumAliases: the most aliases a document may use.
    ///   - maximumExpandedNodes: the most nodes once aliases are expanded.
    public init(maximumBytes: Int, maximumDepth: Int, maximumAliases: Int, maximumExpandedNodes: Int) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumAliases = maximumAliases
        self.maximumExpandedNodes = maximumExpandedNodes
    }

    /// Nesting deeper than this is refused. As this scan counts, the deepest shipped scene nests 6
    /// levels (pages inside a pager), a configuration 4, a `libinput record` file 5.
    /// Yams overflowed the 8 MiB main-thread stack at about 3,000 levels, and a thread's stack can
    /// be far smaller, so the limit stays two orders of magnitude below.
    public static let defaultMaximumDepth = 64

    /// More aliases than this are refused. Configurations use them to share settings (`<<: *tap`),
    /// one per recognizer or view at most; real ones have a handful.
    public static let defaultMaximumAliases = 1_000

    /// A tree with more nodes than this once aliases are expanded is refused: 500 recognizers with
    /// every key written out make about 10,000 nodes; a billion-laughs text makes 10⁹.
    public static let defaultMaximumExpandedNodes = 1_000_000

    /// A configuration or scene file larger than this is refused: the shipped ones are under 8 KiB;
    /// Yams needs roughly 50 times a document's size in memory to compose it.
    public static let defaultMaximumConfigurationBytes = 4 << 20

    /// A YAML document read whole as a recording (a `libinput record` from standard input, or one
    /// whose rows do not stand on their own lines) larger than this is refused: Yams holds it all
    /// in memory, about 50 times over. Files `libinput record` writes are streamed and never meet
    /// this limit.
    public static let defaultMaximumRecordingBytes = 256 << 20

    /// The limits for `--config` and `--scene` files (and other settings files).
    public static let configuration = StructuredTextLimits(
        maximumBytes: defaultMaximumConfigurationBytes, maximumDepth: defaultMaximumDepth,
        maximumAliases: defaultMaximumAliases, maximumExpandedNodes: defaultMaximumExpandedNodes)

    /// The limits for YAML read as a recording (a `libinput record` header, rows, or whole document).
    public static let recording = StructuredTextLimits(
        maximumBytes: defaultMaximumRecordingBytes, maximumDepth: defaultMaximumDepth,
        maximumAliases: defaultMaximumAliases, maximumExpandedNodes: defaultMaximumExpandedNodes)

    /// Checks `text` (YAML or JSON) against the limits without parsing it.
    ///
    /// - Parameter text: the whole document.
    /// - Throws: `StructuredTextLimitError` naming the 1-based line where a limit was passed (0 for
    ///   the document's size) and the limit.
    public func check(_ text: String) throws(StructuredTextLimitError) {
        var text = text
        let result = text.withUTF8 { scan($0) }
        if let error = result { throw error }
    }

    /// Checks UTF-8 bytes as `check(_:)` checks text.
    ///
    /// - Parameter bytes: the whole document, UTF-8.
    /// - Throws: `StructuredTextLimitError` as `check(_:)` does.
    public func check(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(StructuredTextLimitError) {
        if let error = scan(bytes) { throw error }
    }

    private func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> StructuredTextLimitError? {
        guard bytes.count <= maximumBytes else {
            return StructuredTextLimitError(line: 0, limit: .bytes(maximumBytes), found: bytes.count)
        }
        var scanner = StructuredTextScanner(bytes: bytes, limits: self)
        return scanner.run()
    }
}
