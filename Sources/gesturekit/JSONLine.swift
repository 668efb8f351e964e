import GestureKitBridge

/// One record of a JSON Lines text (an expectation, a replay's `--output jsonl`): where it was, its
/// text as written and its parsed value.
struct JSONLine: Sendable, Equatable {
    /// Its line number in the text, from 1 (blank lines count, as an editor counts them).
    var number: Int
    /// The line as written, without its newline.
    var text: String
    /// The parsed record.
    var value: JSONValue

    /// The record's `type` member (`gesture`, `scroll`, `state`, … docs/output-format.md).
    var type: String? {
        guard case .object(let members) = value, case .string(let type)? = members["type"] else { return nil }
        return type
    }

    /// Why a text is not JSON Lines of records: the line and what was wrong with it.
    struct ParseError: Error, Equatable, Sendable {
        /// The line, from 1.
        var line: Int
        /// What was wrong and what was expected.
        var message: String
    }

    /// The records of `text`, one JSON object with a string `type` per line; blank lines are skipped
    /// (their numbers still count) and a line's trailing carriage return is ignored.
    ///
    /// - Parameter text: JSON Lines.
    /// - Returns: the records in order.
    /// - Throws: `ParseError` at the first line that is not JSON, not an object or has no `type`.
    static func parse(_ text: String) throws(ParseError) -> [JSONLine] {
        var records: [JSONLine] = []
        // Split as bytes: a `String` holds "\r\n" as one character, which a split at "\n" misses.
        for (index, raw) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated() {
            let line = raw.last == UInt8(ascii: "\r") ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
            let value: JSONValue
            do {
                value = try JSONValue.parse(line)
            } catch {
                throw ParseError(line: index + 1, message: "\(error.reason): expected one JSON object a line")
            }
            let record = JSONLine(number: index + 1, text: String(decoding: line, as: UTF8.self), value: value)
            guard case .object = value else {
                throw ParseError(line: index + 1, message: "\(value.typeName), expected one JSON object a line")
            }
            guard record.type != nil else {
                throw ParseError(
                    line: index + 1,
                    message: "no \"type\" string: every record names its type (gesture, scroll, state, …)")
            }
            records.append(record)
        }
        return records
    }
}
