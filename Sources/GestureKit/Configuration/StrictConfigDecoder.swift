/// A `Decoder` over a `ConfigNode` that accepts nothing it was not asked for: a key no
/// `init(from:)` looked at is an unknown key (with the closest known one suggested), a scalar is
/// a number only when it is written as one, numbers are finite, and an enum value not among its
/// cases names the allowed ones. Every problem carries the key path and the position in the file.
///
/// The configuration types keep their ordinary `Decodable` conformances (every key optional with
/// a documented default); strictness lives here, once, for all of them.
struct StrictConfigDecoder {
    /// Decodes `T` from `root`; throws the first problem (type errors first, then unknown keys in
    /// file order).
    static func decode<T: Decodable>(_ type: T.Type, from root: ConfigNode) throws(ConfigProblem) -> T {
        let audit = KeyAudit()
        let value: T
        do {
            value = try ConfigValueDecoder(node: root, codingPath: [], audit: audit).decodeValue(T.self)
        } catch let problem as ConfigProblem {
            throw audit.misspelling(of: problem) ?? problem
        } catch let error as DecodingError {
            let problem = ConfigProblem(error, root: root)
            throw audit.misspelling(of: problem) ?? problem
        } catch {
            throw ConfigProblem(path: [], position: root.position, kind: .invalid("\(error)"))
        }
        if let unknown = audit.firstUnknownKey() { throw unknown }
        return value
    }
}

/// A key of a configuration path: a mapping key or a list index.
struct ConfigKey: CodingKey, Hashable, Sendable {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
    init(_ key: any CodingKey) {
        if let i = key.intValue { self.init(intValue: i) } else { self.init(stringValue: key.stringValue) }
    }
}

/// One thing wrong in a configuration file, before it is put into words (`ConfigurationFile`).
struct ConfigProblem: Error {
    /// What was wrong.
    enum Kind: Sendable {
        /// The value has the wrong type: what was expected and what was written.
        case type(expected: String, got: String)
        /// A key nothing reads; the closest known key, and all known keys of that mapping.
        case unknownKey(String, suggestion: String?, known: [String])
        /// A required key is missing.
        case missingKey(String)
        /// A value out of range or otherwise unusable: what was expected.
        case invalid(String)
    }

    /// Where in the tree: the value's path (for `unknownKey` and `missingKey`, the mapping's).
    var path: [ConfigKey]
    /// Where in the file, when known.
    var position: ConfigNode.Position?
    var kind: Kind

    init(path: [ConfigKey], position: ConfigNode.Position?, kind: Kind) {
        self.path = path; self.position = position; self.kind = kind
    }

    /// A `DecodingError` thrown by a configuration's own `init(from:)` (a fractional duration, an
    /// unknown `kind`), located through its coding path.
    init(_ error: DecodingError, root: ConfigNode) {
        let context: DecodingError.Context
        var kind: Kind
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c): context = c; kind = .invalid(c.debugDescription)
        case .keyNotFound(let key, let c): context = c; kind = .missingKey(key.stringValue)
        case .dataCorrupted(let c): context = c; kind = .invalid(c.debugDescription)
        @unknown default: self.init(path: [], position: root.position, kind: .invalid("\(error)")); return
        }
        if case .invalid(let text) = kind, text.isEmpty { kind = .invalid("a valid value") }
        let path = context.codingPath.map(ConfigKey.init)
        self.init(path: path, position: root.descend(path).node.position, kind: kind)
    }
}

/// Which keys of each mapping some `init(from:)` asked about; the rest are unknown keys.
private final class KeyAudit {
    private var mappings: [String: (node: ConfigNode, path: [ConfigKey], asked: Set<String>)] = [:]

    func asked(_ key: String, in node: ConfigNode, at path: [ConfigKey]) {
        let id = path.map(\.stringValue).joined(separator: "/")
        mappings[id, default: (node, path, [])].asked.insert(key)
    }

    func opened(_ node: ConfigNode, at path: [ConfigKey]) {
        let id = path.map(\.stringValue).joined(separator: "/")
        if mappings[id] == nil { mappings[id] = (node, path, []) }
    }

    /// For a missing key: the unknown key of the same mapping that is a misspelling of it
    /// (`orign` for `origin`), which is the real mistake.
    func misspelling(of problem: ConfigProblem) -> ConfigProblem? {
        guard case .missingKey(let missing) = problem.kind,
              let m = mappings[problem.path.map(\.stringValue).joined(separator: "/")],
              case .mapping(let pairs) = m.node.value else { return nil }
        let unknown = pairs.filter { !m.asked.contains($0.key) }
        guard let typo = Spelling.closest(to: missing, among: unknown.map(\.key)),
              let pair = unknown.first(where: { $0.key == typo }) else { return nil }
        return ConfigProblem(
            path: m.path, position: pair.at, kind: .unknownKey(typo, suggestion: missing, known: m.asked.sorted()))
    }

    /// The unknown key written first in the file.
    func firstUnknownKey() -> ConfigProblem? {
        var found: [ConfigProblem] = []
        for (_, m) in mappings {
            guard case .mapping(let pairs) = m.node.value else { continue }
            let known = m.asked.sorted()
            for pair in pairs where !m.asked.contains(pair.key) {
                found.append(ConfigProblem(path: m.path, position: pair.at, kind: .unknownKey(
                    pair.key, suggestion: Spelling.closest(to: pair.key, among: known), known: known)))
            }
        }
        return found.min { ($0.position ?? .init(line: 0, column: 0)) < ($1.position ?? .init(line: 0, column: 0)) }
    }
}

/// The decoder proper: one per node.
private struct ConfigValueDecoder: Decoder {
    let node: ConfigNode
    let codingPath: [any CodingKey]
    let audit: KeyAudit
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var path: [ConfigKey] { codingPath.map(ConfigKey.init) }

    func problem(_ kind: ConfigProblem.Kind) -> ConfigProblem {
        ConfigProblem(path: path, position: node.position, kind: kind)
    }

    func typeMismatch(_ expected: String) -> ConfigProblem { problem(.type(expected: expected, got: node.shown)) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping = node.value else { throw typeMismatch("a mapping of keys to values") }
        audit.opened(node, at: path)
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let items) = node.value else { throw typeMismatch("a list") }
        return UnkeyedContainer(decoder: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueContainer(decoder: self) }

    /// A child's decoder.
    func child(_ node: ConfigNode, _ key: any CodingKey) -> ConfigValueDecoder {
        ConfigValueDecoder(node: node, codingPath: codingPath + [key], audit: audit)
    }

    /// Decodes any value: primitives strictly, enums of strings against their cases, everything
    /// else through its own `init(from:)`.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if let primitive = try decodePrimitive(type) { return primitive }
        if let cases = type as? any CaseIterable.Type {
            let allowed = Self.rawNames(cases)
            if !allowed.isEmpty {
                let text = try decodeString()
                guard allowed.contains(text) else {
                    throw problem(.type(expected: "one of \(allowed.joined(separator: ", "))", got: node.shown))
                }
            }
        }
        return try T(from: self)
    }

    /// `T` when it is a primitive (decoded strictly), else nil.
    private func decodePrimitive<T>(_ type: T.Type) throws -> T? {
        switch type {
        case is Bool.Type: try decodeBool() as? T
        case is String.Type: try decodeString() as? T
        case is Double.Type: try decodeDouble() as? T
        case is Float.Type: Float(try decodeDouble()) as? T
        case is Int.Type: try decodeInteger(Int.self) as? T
        case is Int64.Type: try decodeInteger(Int64.self) as? T
        case is Int32.Type: try decodeInteger(Int32.self) as? T
        case is UInt.Type: try decodeInteger(UInt.self) as? T
        case is UInt64.Type: try decodeInteger(UInt64.self) as? T
        default: nil
        }
    }

    private static func rawNames<C: CaseIterable>(_ type: C.Type) -> [String] {
        C.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
    }

    func decodeBool() throws -> Bool {
        guard case .scalar(let s, plain: true) = node.value, s == "true" || s == "false" else {
            throw typeMismatch("true or false")
        }
        return s == "true"
    }

    func decodeString() throws -> String {
        guard case .scalar(let s, _) = node.value else { throw typeMismatch("a string") }
        return s
    }

    /// A plain scalar written as a decimal number (JSON's grammar: no hex, no `.nan`, no `inf`).
    func decodeDouble() throws -> Double {
        guard case .scalar(let s, plain: true) = node.value, !s.isEmpty,
              s.allSatisfy({ "0123456789+-.eE".contains($0) }), let v = Double(s) else {
            throw typeMismatch(Self.isNonFinite(node) ? "a finite number" : "a number")
        }
        guard v.isFinite else { throw typeMismatch("a finite number") }
        return v
    }

    func decodeInteger<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .scalar(let s, plain: true) = node.value else { throw typeMismatch("a whole number") }
        if let v = I(s) { return v }
        if let d = Double(s), d.isFinite, d == d.rounded(), s.allSatisfy({ "0123456789+-.eE".contains($0) }) {
            throw typeMismatch("a whole number from \(I.min) to \(I.max)")
        }
        throw typeMismatch("a whole number")
    }

    private static func isNonFinite(_ node: ConfigNode) -> Bool {
        guard case .scalar(let s, plain: true) = node.value else { return false }
        return [".nan", ".inf", "+.inf", "-.inf", "nan", "inf", "-inf", "+inf", "infinity", "-infinity"].contains(
            s.lowercased())
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ConfigValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    private var pairs: [(key: String, at: ConfigNode.Position, value: ConfigNode)] {
        if case .mapping(let p) = decoder.node.value { p } else { [] }
    }

    var allKeys: [Key] { pairs.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool {
        note(key)
        return pairs.contains { $0.key == key.stringValue }
    }

    private func note(_ key: Key) { decoder.audit.asked(key.stringValue, in: decoder.node, at: decoder.path) }

    private func child(_ key: Key) throws -> ConfigValueDecoder {
        note(key)
        guard let node = pairs.first(where: { $0.key == key.stringValue })?.value else {
            throw decoder.problem(.missingKey(key.stringValue))
        }
        return decoder.child(node, key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        note(key)
        guard let node = pairs.first(where: { $0.key == key.stringValue })?.value else { return true }
        if case .null = node.value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(T.self) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: ConfigValueDecoder
    let items: [ConfigNode]
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(decoder: ConfigValueDecoder, items: [ConfigNode]) { self.decoder = decoder; self.items = items }

    private mutating func next() throws -> ConfigValueDecoder {
        guard !isAtEnd else { throw decoder.problem(.invalid("another item in the list")) }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], ConfigKey(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { return false }
        if case .null = items[currentIndex].value { currentIndex += 1; return true }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(T.self) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
        NestedKey
    > {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: ConfigValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .null = decoder.node.value { return true }
        return false
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(T.self) }
}
