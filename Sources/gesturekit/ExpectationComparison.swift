import GestureKitBridge
import GestureOutput
import GestureTraces

/// The rules `gesturekit test` compares a replay's output with an expectation by (docs/testing.md):
///
/// - only the records whose `type` appears in the expectation are compared: an expectation of
///   `gesture` lines alone ignores the `scroll` and `state` lines;
/// - the compared records are paired in order, line by line; the first pair that differs, or the
///   first record one side has and the other lacks, is the difference reported;
/// - two records are equal when they have the same members (in any order) with equal values:
///   numbers within `tolerance` of each other (absolute), strings, booleans and `null` exactly,
///   arrays element by element; the members that say which record it is are compared first
///   (`leadingMembers`).
struct ExpectationComparison: Sendable {
    /// The default `--tolerance`. The output prints numbers with at most 3 decimals
    /// (docs/output-format.md), so any tolerance below 0.001 compares them as printed; this one
    /// forgives only a number's spelling (`1`, `1.0`, `1e0`). 0.001 forgives a last digit rounded
    /// the other way.
    static let defaultTolerance = 1e-6

    /// Records shown before and after the first difference, on each side.
    static let contextLines = 2

    /// The largest absolute difference between two numbers that still counts as equal.
    var tolerance: Double = Self.defaultTolerance

    /// Where and why the compared records first differ.
    struct Mismatch: Equatable, Sendable {
        /// The expectation's differing record; nil when the expectation ended first.
        var expected: JSONLine?
        /// The replay's differing record; nil when the replay ended first.
        var actual: JSONLine?
        /// What differs, e.g. `"x": expected 160, the replay has 161`.
        var reason: String
        /// The compared expectation records around `expected` (or the last ones), in order.
        var expectedContext: [JSONLine]
        /// The compared replay records around `actual` (or the last ones), in order.
        var actualContext: [JSONLine]
    }

    /// The records of `output` that the expectation compares: those of the types it has.
    ///
    /// - Parameters:
    ///   - output: the replay's records.
    ///   - expectation: the expectation's records.
    /// - Returns: the records of `output` whose type appears in `expectation`, in order.
    func compared(_ output: [JSONLine], against expectation: [JSONLine]) -> [JSONLine] {
        let types = Set(expectation.compactMap(\.type))
        return output.filter { $0.type.map(types.contains) ?? false }
    }

    /// The first difference between `expectation` and the records of `output` it compares.
    ///
    /// - Parameters:
    ///   - expectation: the expectation's records.
    ///   - output: every record the replay printed.
    /// - Returns: nil when they match.
    func firstDifference(expectation: [JSONLine], output: [JSONLine]) -> Mismatch? {
        let actual = compared(output, against: expectation)
        let count = min(expectation.count, actual.count)
        var index = count
        var reason: String?
        for i in 0..<count {
            if let why = difference(expectation[i].value, actual[i].value, at: "") {
                index = i
                reason = why
                break
            }
        }
        if reason == nil {
            guard expectation.count != actual.count else { return nil }
            reason = actual.count > expectation.count
                ? "the replay has more records than the expectation: it ends at line \(expectation.last?.number ?? 0)"
                : "the replay ended after \(actual.count) compared records; the expectation has more"
        }
        let window = max(0, index - Self.contextLines)..<(index + Self.contextLines + 1)
        return Mismatch(
            expected: index < expectation.count ? expectation[index] : nil,
            actual: index < actual.count ? actual[index] : nil,
            reason: reason ?? "",
            expectedContext: Array(expectation[window.clamped(to: 0..<expectation.count)]),
            actualContext: Array(actual[window.clamped(to: 0..<actual.count)]))
    }

    /// Why `expected` and `actual` differ, naming the member (`touches[1].x`), or nil when equal.
    func difference(_ expected: JSONValue, _ actual: JSONValue, at path: String) -> String? {
        let label = path.isEmpty ? "the record" : "\"\(path)\""
        switch (expected, actual) {
        case (.integer(let e), .integer(let a)):
            if e == a || (Double(a) - Double(e)).magnitude <= tolerance { return nil }
            return "\(label): expected \(e), the replay has \(a)"
        case (.integer, .number), (.number, .integer), (.number, .number):
            let e = expected.number ?? 0, a = actual.number ?? 0
            if (e - a).magnitude <= tolerance { return nil }
            return "\(label): expected \(Self.spell(expected)), the replay has \(Self.spell(actual))"
        case (.object(let e), .object(let a)):
            for key in Self.order(e.keys) {
                let member = path.isEmpty ? key : "\(path).\(key)"
                guard let value = a[key] else {
                    return "\"\(member)\": expected \(Self.spell(e[key] ?? .null)), the replay's record has none"
                }
                if let why = difference(e[key] ?? .null, value, at: member) { return why }
            }
            if let extra = a.keys.filter({ e[$0] == nil }).sorted().first {
                let member = path.isEmpty ? extra : "\(path).\(extra)"
                return "\"\(member)\": not in the expectation, the replay has \(Self.spell(a[extra] ?? .null))"
            }
            return nil
        case (.array(let e), .array(let a)):
            for (i, (x, y)) in zip(e, a).enumerated() {
                if let why = difference(x, y, at: "\(path)[\(i)]") { return why }
            }
            if e.count == a.count { return nil }
            return "\(label): expected \(e.count) elements, the replay has \(a.count)"
        default:
            if expected == actual { return nil }
            let sameType = expected.typeName == actual.typeName
            return sameType
                ? "\(label): expected \(Self.spell(expected)), the replay has \(Self.spell(actual))"
                : "\(label): expected \(expected.typeName), the replay has \(actual.typeName) \(Self.spell(actual))"
        }
    }

    /// Members that say which record a line is, compared first so that a difference names the
    /// most telling one (a record of another recognizer differs in `t` or `recognizer` first).
    static let leadingMembers = ["type", "t", "recognizer", "kind", "state", "event", "view"]

    /// `keys` in the order they are compared: `leadingMembers`, then the others sorted.
    static func order(_ keys: Dictionary<String, JSONValue>.Keys) -> [String] {
        leadingMembers.filter(keys.contains) + keys.filter { !leadingMembers.contains($0) }.sorted()
    }

    /// `value` as JSON, compactly (members in sorted order), for messages.
    static func spell(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .integer(let i): return "\(i)"
        case .number(let d):
            if d == d.rounded(), d.magnitude < 1e15 { return "\(Int64(d))" }
            return "\(d)"
        case .string(let s): return JSONString.quoted(s)
        case .array(let a): return "[" + a.map(spell).joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.keys.sorted().map { "\"\($0)\":\(spell(o[$0] ?? .null))" }.joined(separator: ",") + "}"
        }
    }
}

extension ExpectationComparison.Mismatch {
    /// The report of a failing trace: the first differing line of both sides with their line
    /// numbers and the compared records around them, e.g.
    ///
    ///     Traces/tap.expected.jsonl:3, replay line 5: "x": expected 160, the replay has 161
    ///       expected (Traces/tap.expected.jsonl):
    ///            2  {"t":…}
    ///         >  3  {"t":…}
    ///       replay (gesture records):
    ///            4  {"t":…}
    ///         >  5  {"t":…}
    ///
    /// - Parameters:
    ///   - expectationFile: the expectation's path, as the user should see it.
    ///   - types: the record types compared, in the order to name them.
    /// - Returns: the lines of the report, without newlines.
    func report(expectationFile: String, types: [String]) -> [String] {
        let expectedPlace = expected.map { "\(expectationFile):\($0.number)" }
            ?? "\(expectationFile) (ended at line \(expectedContext.last?.number ?? 0))"
        let actualPlace = actual.map { "replay line \($0.number)" }
            ?? "replay (ended at line \(actualContext.last?.number ?? 0))"
        var lines = ["\(expectedPlace), \(actualPlace): \(reason)"]
        lines.append("  expected (\(expectationFile)):")
        lines += Self.excerpt(expectedContext, marking: expected)
        lines.append("  replay (\(types.joined(separator: ", ")) records):")
        lines += Self.excerpt(actualContext, marking: actual)
        return lines
    }

    /// `records` numbered, the marked one with `>`; a side that ended gets a marked `(end)` line.
    private static func excerpt(_ records: [JSONLine], marking marked: JSONLine?) -> [String] {
        let width = String(records.last?.number ?? 0).count
        var lines = records.map { record in
            let number = String(record.number)
            let padding = String(repeating: " ", count: max(0, width - number.count))
            return "  \(record == marked ? ">" : " ") \(padding)\(number)  \(record.text)"
        }
        if marked == nil { lines.append("  > " + String(repeating: " ", count: width) + "  (end)") }
        return lines
    }
}
