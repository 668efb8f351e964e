import NIOCore

/// A step's broadcast lines as the clients that keep up are written them: joined into one buffer
/// for each set of line types some client takes, once, and that same buffer written to every
/// client that takes the set (`BridgeHub.flush()`).
struct SharedStep {
    /// What a client that keeps up is written this step.
    enum Write {
        /// These bytes: the lines it takes, one after the other.
        case bytes(ByteBuffer)
        /// Nothing: it takes none of the lines.
        case nothing
        /// Its lines are chosen one by one: it takes some scene views and a line names one.
        case oneByOne
    }

    private let lines: [BridgeLine]
    /// The types of the lines, and whether any names a scene view.
    private let types: LineTypeBits
    private let namingAView: Bool
    /// Every line joined (what a client taking every type is written), nil for no lines.
    private let all: ByteBuffer?
    /// The lines of the types a subscription takes, joined, by those types: built the first time
    /// a client with that set is written.
    private var byTypes: [LineTypeBits: ByteBuffer] = [:]

    init(lines: [BridgeLine]) {
        self.lines = lines
        var types = LineTypeBits()
        for line in lines { if let type = line.type { types.insert(type) } }
        self.types = types
        namingAView = lines.contains { $0.view != nil }
        all = Self.joined(lines)
    }

    /// What a client subscribed to `subscription` is written, if it keeps up.
    mutating func write(for subscription: BridgeSubscription) -> Write {
        if subscription.includesEvery(types: types, namingAView: namingAView) {
            return all.map(Write.bytes) ?? .nothing
        }
        // Without a view to choose by, a line is taken by its type alone.
        if namingAView, subscription.views != nil { return .oneByOne }
        let key = subscription.typeBits
        if let joined = byTypes[key] { return .bytes(joined) }
        guard let joined = Self.joined(lines.filter { subscription.includes($0) }) else { return .nothing }
        byTypes[key] = joined
        return .bytes(joined)
    }

    /// The lines' bytes one after the other (the line's own bytes for one line); nil for none.
    private static func joined(_ lines: [BridgeLine]) -> ByteBuffer? {
        guard let first = lines.first else { return nil }
        guard lines.count > 1 else { return first.bytes }
        var buffer = ByteBufferAllocator().buffer(capacity: lines.reduce(0) { $0 + $1.bytes.readableBytes })
        for line in lines { buffer.writeImmutableBuffer(line.bytes) }
        return buffer
    }
}
