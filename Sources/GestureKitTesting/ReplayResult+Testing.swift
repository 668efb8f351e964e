import GestureKit
import Testing

extension ReplayResult {
    /// Swift Testing's form of `require(_:_:after:)`: the event, or nil with an issue recorded
    /// at the caller that shows the outputs around `time`.
    ///
    /// - Parameters:
    ///   - recognizer: a recognizer's name.
    ///   - state: the state expected; `recognized` by default.
    ///   - time: the earliest event time; nil = from the beginning.
    ///   - sourceLocation: where the issue is reported (the caller).
    /// - Returns: the event, or nil after recording an issue.
    @discardableResult
    public func expect(_ recognizer: String, _ state: GestureState = .recognized, after time: Timestamp? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) -> GestureEvent? {
        do {
            return try require(recognizer, state, after: time)
        } catch {
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Swift Testing's form of `requireNone(_:_:)`: records an issue at the caller showing the
    /// outputs around the first unwanted event.
    ///
    /// - Parameters:
    ///   - recognizer: a recognizer's name.
    ///   - state: the state that must not appear; `recognized` by default.
    ///   - sourceLocation: where the issue is reported (the caller).
    public func expectNone(_ recognizer: String, _ state: GestureState = .recognized,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            try requireNone(recognizer, state)
        } catch {
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        }
    }
}
