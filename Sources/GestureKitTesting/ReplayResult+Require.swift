import GestureKit

/// The throwing questions: an answer, or a `ReplayExpectationFailure` that shows the outputs.
extension ReplayResult {
    /// The first output of `recognizer` in `state` at or after `time`, or a failure showing the
    /// outputs from `time` on.
    ///
    /// ```swift
    /// let tap = try result.require("doubleTap", after: .milliseconds(400))
    /// #expect(tap.taps == 2)
    /// ```
    ///
    /// - Parameters:
    ///   - recognizer: a recognizer's name.
    ///   - state: the state required; `recognized` by default.
    ///   - time: the earliest event time; nil = from the beginning.
    /// - Returns: the event.
    /// - Throws: `ReplayExpectationFailure` when there is none.
    @discardableResult
    public func require(_ recognizer: String, _ state: GestureState = .recognized,
                        after time: Timestamp? = nil) throws(ReplayExpectationFailure) -> GestureEvent {
        if let g = first(state, of: recognizer, after: time) { return g }
        let when = time.map { " at or after \(Double($0.microseconds) / 1000) ms" } ?? ""
        throw failure("\(recognizer) \(state.rawValue)\(when)", around: time)
    }

    /// Nothing of `recognizer` in `state`, or a failure showing the outputs around the first one.
    ///
    /// - Parameters:
    ///   - recognizer: a recognizer's name.
    ///   - state: the state that must not appear; `recognized` by default.
    /// - Throws: `ReplayExpectationFailure` when one appears.
    public func requireNone(_ recognizer: String, _ state: GestureState = .recognized)
        throws(ReplayExpectationFailure)
    {
        guard let g = first(state, of: recognizer) else { return }
        throw failure("no \(recognizer) \(state.rawValue), found one at \(Double(g.time.microseconds) / 1000) ms",
                      around: g.time)
    }

    /// The recognizers that reported `recognized` or `began`, in order, equal `names`; or a
    /// failure showing every output.
    ///
    /// - Parameter names: the expected recognizer names, one per gesture.
    /// - Throws: `ReplayExpectationFailure` when they differ.
    public func requireGestureSequence(_ names: [String]) throws(ReplayExpectationFailure) {
        let seen = gestures.filter { $0.state == .recognized || $0.state == .began }.map(\.recognizer)
        guard seen != names else { return }
        let index = zip(seen, names).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(seen.count, names.count)
        let started = gestures.filter { $0.state == .recognized || $0.state == .began }
        let around = index < started.count ? started[index].time : nil
        throw failure("gestures \(names), got \(seen)", around: around)
    }

    /// A failure about `expectation` showing the outputs around `time`.
    ///
    /// - Parameters:
    ///   - expectation: what was asked for, in words.
    ///   - time: the time it is about; nil = the beginning.
    /// - Returns: the failure, to throw or to record.
    public func failure(_ expectation: String, around time: Timestamp? = nil) -> ReplayExpectationFailure {
        ReplayExpectationFailure(expectation: expectation, source: source,
                                 timeline: OutputTimeline.text(of: outputs, around: time))
    }
}
