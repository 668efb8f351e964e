import GestureTraces
import Yams

/// A configuration file as a tree that remembers where each value was written (1-based line and
/// column), so that every problem found later — a wrong type, an unknown key, a value out of
/// range — can be reported as `file:line:column`. JSON is read as YAML (its flow style), so both
/// formats give the same tree and the same messages.
///
/// The text is held to `StructuredTextLimits` before Yams sees it, and the tree to its depth and
/// expanded-node limits as aliases are followed. Merge keys (`<<: *defaults`, or a list of aliases)
/// copy the keys of the mappings they name that the mapping does not set itself.
struct ConfigNode {
    /// What the node holds.
    enum Value {
        /// Key/value pairs in file order; each key with its own position.
        case mapping([(key: String, at: Position, value: ConfigNode)])
        /// Items in order.
        case sequence([ConfigNode])
        /// A scalar's text; `plain` when unquoted (only plain scalars can be numbers or booleans).
        case scalar(String, plain: Bool)
        /// An empty value, `null` or `~`.
        case null
    }

    /// Where a node starts in the file (1-based).
    struct Position: Comparable {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    var value: Value
    var position: Position?

    /// A problem with the text itself (not YAML or JSON), located.
    struct SyntaxError: Error {
        var position: Position?
        var message: String
    }

    /// Parses `text`; nil for a document with no content (empty, or comments only). Throws a located
    /// `SyntaxError` for text that is not YAML or JSON or that passes one of `limits`.
    static func parse(_ text: String, limits: StructuredTextLimits = .configuration)
        throws(SyntaxError) -> ConfigNode?
    {
        do {
            try limits.check(text)
        } catch {
            throw SyntaxError(position: error.line > 0 ? Position(line: error.line, column: 1) : nil,
                              message: error.message)
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.describe(error)
        } catch {
            throw SyntaxError(position: nil, message: "not valid YAML or JSON: \(error)")
        }
        guard let node else { return nil }
        var budget = Budget(limits: limits)
        return try ConfigNode(node, depth: 1, budget: &budget)
    }

    /// What building the tree may still spend: nodes (aliases are expanded, so a short text can
    /// describe a huge tree) and depth (an alias nests its anchor's whole depth).
    private struct Budget {
        var limits: StructuredTextLimits
        var nodes = 0

        mutating func spend(_ node: Node, depth: Int) throws(SyntaxError) {
            nodes += 1
            let limit: StructuredTextLimitError.Limit
            if nodes > limits.maximumExpandedNodes {
                limit = .expandedNodes(limits.maximumExpandedNodes)
            } else if depth > limits.maximumDepth {
                limit = .depth(limits.maximumDepth)
            } else {
                return
            }
            let mark = node.mark
            let refusal = StructuredTextLimitError(line: mark?.line ?? 0, limit: limit)
            throw SyntaxError(
                position: mark.map { Position(line: $0.line, column: $0.column) }, message: refusal.message)
        }
    }

    private init(_ node: Node, depth: Int, budget: inout Budget) throws(SyntaxError) {
        try budget.spend(node, depth: depth)
        position = node.mark.map { Position(line: $0.line, column: $0.column) }
        switch node {
        case .scalar(let s):
            let plain = s.style == .plain || s.style == .any
            if plain, ["", "null", "Null", "NULL", "~"].contains(s.string) {
                value = .null
            } else {
                value = .scalar(s.string, plain: plain)
            }
        case .sequence(let items):
            var children: [ConfigNode] = []
            for item in items { children.append(try ConfigNode(item, depth: depth + 1, budget: &budget)) }
            value = .sequence(children)
        case .mapping(let pairs):
            var children: [(key: String, at: Position, value: ConfigNode)] = []
            var merged: [(key: String, at: Position, value: ConfigNode)] = []
            for (k, v) in pairs {
                let at = k.mark.map { Position(line: $0.line, column: $0.column) } ?? Position(line: 0, column: 0)
                guard case .scalar(let key) = k else {
                    throw SyntaxError(position: at, message: "a key must be a plain name")
                }
                if key.string == "<<", key.style == .plain || key.style == .any {
                    // A merge key: the first mapping naming a key gives its value (YAML's merge type).
                    for source in v.sequence.map(Array.init) ?? [v] {
                        let mapping = try ConfigNode(source, depth: depth, budget: &budget)
                        guard case .mapping(let sourcePairs) = mapping.value else {
                            throw SyntaxError(
                                position: at,
                                message:
                                    "a merge key `<<` takes a mapping or a list of mappings, such as `<<: *defaults`")
                        }
                        for pair in sourcePairs where !merged.contains(where: { $0.key == pair.key }) {
                            merged.append(pair)
                        }
                    }
                    continue
                }
                if children.contains(where: { $0.key == key.string }) {
                    throw SyntaxError(position: at, message: "duplicate key `\(key.string)`")
                }
                children.append((key.string, at, try ConfigNode(v, depth: depth + 1, budget: &budget)))
            }
            for pair in merged where !children.contains(where: { $0.key == pair.key }) { children.append(pair) }
            value = .mapping(children)
        }
    }

    /// The child at `key` (a mapping key, or an index into a sequence).
    func child(_ key: any CodingKey) -> ConfigNode? {
        switch value {
        case .mapping(let pairs): return pairs.first { $0.key == key.stringValue }?.value
        case .sequence(let items):
            guard let i = key.intValue, items.indices.contains(i) else { return nil }
            return items[i]
        case .scalar, .null: return nil
        }
    }

    /// The deepest node along `path` and how many of its keys were found.
    func descend(_ path: [any CodingKey]) -> (node: ConfigNode, depth: Int) {
        var node = self
        for (i, key) in path.enumerated() {
            guard let next = node.child(key) else { return (node, i) }
            node = next
        }
        return (node, path.count)
    }

    /// Where the key `key` of this mapping is written.
    func keyPosition(_ key: String) -> Position? {
        guard case .mapping(let pairs) = value else { return nil }
        return pairs.first { $0.key == key }?.at
    }

    /// The value as a person would recognize it in the file: `2.5`, `middle`, a mapping, a list.
    var shown: String {
        switch value {
        case .scalar(let s, _): "`\(s)`"
        case .null: "nothing (null)"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    private static func describe(_ error: YamlError) -> SyntaxError {
        func at(_ mark: Mark) -> Position { Position(line: mark.line, column: mark.column) }
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return SyntaxError(position: at(mark), message: "not valid YAML or JSON: \(problem)")
        case .reader(let problem, _, _, _):
            return SyntaxError(position: nil, message: "cannot read the text: \(problem)")
        default:
            return SyntaxError(position: nil, message: "not valid YAML or JSON: \(error)")
        }
    }
}
