import GestureInput

/// Writes the `E:` lines umockdev replays into an emulated node, rebased onto CLOCK_MONOTONIC.
///
/// umockdev stamps each delivered event with the time written here and waits the difference between
/// consecutive times, starting as soon as umockdev-run has read the text (not when the device is
/// opened; `EventFeed` hands it over at `start`). So: a lone SYN_REPORT at `start`
/// (harmless if read early or lost), then the recording from `start + leadIn`, which gives the
/// program time to open the device before the first real event.
public struct EvemuEventWriter {
    /// The time of the lone SYN_REPORT (usually "now" plus the expected start-up of umockdev-run).
    public var start: Timestamp
    /// Quiet time before the first real row.
    public var leadIn: TimeSpan

    /// A writer whose lone report lands at `start` and first row at `start + leadIn`.
    ///
    /// - Parameters:
    ///   - start: when the lone lead report lands (CLOCK_MONOTONIC).
    ///   - leadIn: the time from it to the first row.
    public init(start: Timestamp, leadIn: TimeSpan = .milliseconds(500)) {
        self.start = start; self.leadIn = leadIn
    }

    /// The evemu text for `rows` (their own clock; the first row lands at `start + leadIn`).
    ///
    /// - Parameter rows: the rows, on their own clock.
    /// - Returns: the `E:` lines.
    public func text(for rows: [EvdevRow]) -> String {
        var out = ""
        out.reserveCapacity(rows.count * 28 + 64)
        out += line(start.microseconds, EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0)
        guard let first = rows.first?.time.microseconds else { return out }
        let base = start.microseconds + leadIn.microseconds
        var last = base
        for row in rows {
            // Keep time monotonic even if the recording is not.
            let t = max(last, base + (row.time.microseconds - first))
            last = t
            out += line(t, row.type, row.code, row.value)
        }
        return out
    }

    /// The time the last row will be delivered (for choosing how long to wait).
    ///
    /// - Parameter rows: the rows, on their own clock.
    /// - Returns: the time, on CLOCK_MONOTONIC.
    public func endTime(for rows: [EvdevRow]) -> Timestamp {
        guard let first = rows.first?.time, let lastRow = rows.last?.time else { return start + leadIn }
        return start + leadIn + .microseconds(max(0, (lastRow - first).microseconds))
    }

    private func line(_ t: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> String {
        let seconds = t / 1_000_000, micros = t % 1_000_000
        let us = String(micros)
        return
            "E: \(seconds).\(String(repeating: "0", count: 6 - us.count))\(us) \(hex4(type)) \(hex4(code)) \(value)\n"
    }

    private func hex4(_ v: UInt16) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 4 - s.count) + s
    }
}
