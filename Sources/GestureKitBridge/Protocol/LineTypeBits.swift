/// A set of line types (`BridgeCommand.LineType`) as one bit per type: whether a client wants
/// every line of a step is then one test of its subscription (`isSubset(of:)`), not a set lookup
/// per line and client, which a flush to 1,000 clients would make ten thousand times a step.
struct LineTypeBits: Hashable, Sendable {
    /// Bit i stands for `LineType.allCases[i]` (there are fewer than 32 types).
    private(set) var rawValue: UInt32 = 0

    /// No type.
    init() {}

    /// The given types.
    init(_ types: some Sequence<BridgeCommand.LineType>) {
        for type in types { insert(type) }
    }

    /// Adds `type`.
    mutating func insert(_ type: BridgeCommand.LineType) {
        rawValue |= Self.allTypes.firstIndex(of: type).map { 1 << UInt32($0) } ?? 0
    }

    /// Every type of this set is in `other`.
    func isSubset(of other: LineTypeBits) -> Bool {
        rawValue & ~other.rawValue == 0
    }

    private static let allTypes = BridgeCommand.LineType.allCases
}
