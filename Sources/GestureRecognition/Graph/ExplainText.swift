/// An explain record in words, the one formatter of `ExplainRecord`s (its `description` and the
/// text table of `gesturekit replay --explain`): what was measured, in its unit, rounded for
/// reading, against the limit it crossed ("no next tap within 300 ms", "moved 14.2 pt (slop 10 pt)"),
/// with the stable code in brackets for searching. JSON Lines keeps the raw `reason`/`value`/`limit`.
public enum ExplainText {
    /// One word for what happened: the "what" column of the text table.
    ///
    /// - Parameter event: what an explain record says happened.
    /// - Returns: the word.
    public static func summary(_ event: ExplainRecord.Event) -> String {
        switch event {
        case .failed: "failed"
        case .held: "held"
        case .released: "released"
        case .cancelled: "cancelled"
        case .illegalTransition: "illegal"
        case .published: "published"
        case .reset: "reset"
        }
    }

    /// The details column of an explain record.
    ///
    /// - Parameter event: what an explain record says happened.
    /// - Returns: the details in words.
    public static func details(_ event: ExplainRecord.Event) -> String {
        switch event {
        case .failed(let reason, let by): failure(reason, by: by)
        case .held(let deps): "waiting for \(deps.joined(separator: ", ")) to fail"
        case .released(let after): "\(after) failed, so its held result fires"
        case .cancelled(let code, let by): cancellation(code, by: by)
        case .illegalTransition(let from, let kind): "\(kind.rawValue) from \(from.rawValue) (a recognizer bug)"
        case .published(let state): state.rawValue
        case .reset: "back to possible"
        }
    }

    /// A failure: the measurement and the limit in words and units, then `[code]`.
    ///
    /// - Parameters:
    ///   - reason: why the recognizer failed.
    ///   - by: the recognizer whose success made it fail, if one did.
    /// - Returns: the failure in words, ending with its code in brackets.
    public static func failure(_ reason: FailureReason, by: String?) -> String {
        let v = reason.value, l = reason.limit
        let text: String
        switch reason.code {
        case .movedBeyondSlop: text = "moved \(pt(v)) from where it landed\(limit("slop", l, pt))"
        case .pressTooLong:
            text = v != nil && v == l ? "still down after \(ms(l))" : "pressed \(ms(v))\(limit("longest", l, ms))"
        case .pressTooShort: text = "lifted after \(ms(v))\(limit("needs", l, ms))"
        case .tooManyTouches: text = "\(count(v, "touch", "touches"))\(limit("at most", l, number))"
        case .tooFewTouches: text = "\(count(v, "touch", "touches"))\(limit("needs", l, number))"
        case .fingersArrivedTooSlowly: text = "a finger landed \(ms(v)) after the first\(limit("window", l, ms))"
        case .tapIntervalTooLong:
            // The interval timer fires at the limit: no next tap came in time (a later one is a new tap).
            text = v == nil || v == l
                ? "no next tap within \(ms(l ?? v))"
                : "next tap \(ms(v)) after the lift\(limit("at most", l, ms))"
        case .tapTooFarFromPrevious:
            text = v == nil
                ? "next tap on another device"
                : "next tap \(pt(v)) from the first\(limit("at most", l, pt))"
        case .touchCancelled: text = "a touch was cancelled (palm or device)"
        case .distanceTooShort: text = "moved \(pt(v))\(limit("needs", l, pt))"
        case .velocityTooLow: text = "\(speed(v)) at lift\(limit("needs", l, speed))"
        case .durationTooLong: text = "took \(ms(v))\(limit("at most", l, ms))"
        case .wrongDirection: text = "\(degrees(v)) off an accepted direction\(limit("at most", l, degrees))"
        case .outsideEdgeZone: text = "landed \(pt(v)) from the edge\(limit("zone", l, pt))"
        case .notAccepted: text = "not a kind, finger count or source it accepts"
        case .liftedBeforeRecognized: text = "every touch lifted before it decided"
        case .dependencyRecognized: text = "\(by ?? "a recognizer it requires to fail") recognized first"
        case .excluded: text = "\(by ?? "another recognizer") won the touches"
        case .deviceRemoved: text = "the device was removed"
        case .illegalTransition: text = "it asked for an illegal transition (a recognizer bug)"
        case .removed: text = "it was removed from the graph"
        case .custom:
            // The recognizer's own reason: its name says what, the numbers are in its own units.
            text = [v.map { "measured \(number($0))" }, l.map { "limit \(number($0))" }].compactMap { $0 }
                .joined(separator: ", ")
        }
        return text.isEmpty ? "[\(reason.code.rawValue)]" : "\(text) [\(reason.code.rawValue)]"
    }

    private static func cancellation(_ code: FailureReason.Code, by: String?) -> String {
        switch code {
        case .excluded: "\(by ?? "another recognizer") won the touches [excluded]"
        case .dependencyRecognized: "\(by ?? "a dependency") recognized first [dependencyRecognized]"
        default: "\(failure(FailureReason(code), by: by))"
        }
    }

    private static func limit(_ word: String, _ value: Double?, _ format: (Double?) -> String) -> String {
        value.map { " (\(word) \(format($0)))" } ?? ""
    }

    /// A number for reading: whole when it is, else at most one decimal.
    static func number(_ v: Double?) -> String {
        guard let v, v.isFinite else { return v.map { "\($0)" } ?? "?" }
        let r = (v * 10).rounded() / 10 + 0
        return r == r.rounded() && abs(r) < 1e15 ? String(Int64(r)) : String(r)
    }

    private static func ms(_ v: Double?) -> String { "\(number(v)) ms" }
    private static func pt(_ v: Double?) -> String { "\(number(v)) pt" }
    private static func speed(_ v: Double?) -> String { "\(number(v)) pt/s" }
    private static func degrees(_ v: Double?) -> String { "\(number(v.map { $0 * 180 / .pi }))°" }
    private static func count(_ v: Double?, _ one: String, _ many: String) -> String {
        "\(number(v)) \(v == 1 ? one : many)"
    }
}
