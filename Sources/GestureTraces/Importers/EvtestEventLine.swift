/// One event line of `evtest` output (`evtest.c`, `print_events`), as a raw evdev row:
///
///     Event: time 1382621585.519425, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 883
///     Event: time 1382621585.519425, -------------- SYN_REPORT ------------
///     Event: time 1382621585.519425, ++++++++++++++ SYN_MT_REPORT ++++++++++++
///     Event: time 1382621585.519425, >>>>>>>>>>>>>> SYN_DROPPED <<<<<<<<<<<<
///
/// `MSC_SCAN` and `MSC_RAW` values are printed in hex (`value %02x`); every other value in decimal.
enum EvtestEventLine {
    /// The `EV_SYN` codes evtest names in its separator lines (`linux/input-event-codes.h`).
    static let synCodes: [Substring: UInt16] = ["SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3]
    /// `EV_MSC` and its codes whose values evtest prints in hex.
    static let msc: UInt16 = 0x04, mscHexCodes: Set<UInt16> = [0x03, 0x04]

    /// True when `trimmed` is an event line (starts with `Event: time`).
    static func isEvent(_ trimmed: Substring) -> Bool { trimmed.hasPrefix("Event: time ") }

    /// The row of the event line `trimmed` (without leading blanks); throws `TraceError` at
    /// `path`:`line` naming the part that is wrong.
    static func parse(_ trimmed: Substring, path: String, line: Int) throws -> EvdevRow {
        func fail(_ what: String) -> TraceError {
            TraceError(file: path, line: line, column: 1, message: """
                \(what) in evtest event line '\(trimmed.prefix(80))': expected 'Event: time SEC.USEC, type T (…), \
                code C (…), value V' or 'Event: time SEC.USEC, -------------- SYN_REPORT ------------'
                """)
        }
        let body = trimmed.dropFirst("Event: time ".count)
        guard let comma = body.firstIndex(of: ",") else { throw fail("no ',' after the time") }
        let timeText = Array(body[..<comma].utf8)
        let time = try EvemuReader.parseTime(timeText, 0..<timeText.count, path: path, line: line)
        let rest = body[body.index(after: comma)...].drop { $0 == " " }
        if let first = rest.first, "-+>".contains(first) {
            let words = rest.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 3, let code = synCodes[words[1]] else { throw fail("unknown EV_SYN separator") }
            return EvdevRow(time: Timestamp(microseconds: time), type: EvdevCode.EV_SYN, code: code, value: 0)
        }
        guard let (type, afterType) = EvtestHeader.numbered(rest, "type") else { throw fail("no 'type N'") }
        guard let typeEnd = afterType.firstIndex(of: ",") else { throw fail("no ',' after the type") }
        let codePart = afterType[afterType.index(after: typeEnd)...].drop { $0 == " " }
        guard let (code, afterCode) = EvtestHeader.numbered(codePart, "code") else { throw fail("no 'code N'") }
        guard let codeEnd = afterCode.lastIndex(of: ",") else { throw fail("no ',' after the code") }
        let valuePart = afterCode[afterCode.index(after: codeEnd)...].drop { $0 == " " }
        guard valuePart.hasPrefix("value ") else { throw fail("no 'value V'") }
        let valueText = valuePart.dropFirst("value ".count)
        let hex = type == msc && mscHexCodes.contains(code)
        let parsed = hex ? UInt32(valueText, radix: 16).map { Int32(bitPattern: $0) } : Int32(valueText)
        guard let value = parsed else {
            throw fail("value '\(valueText.prefix(20))' is not a\(hex ? " hex" : "") 32-bit integer")
        }
        return EvdevRow(time: Timestamp(microseconds: time), type: type, code: code, value: value)
    }
}
