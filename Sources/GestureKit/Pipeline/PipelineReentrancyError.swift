/// A `Pipeline` method was called from one of its own output handlers (the `emit` closure of a
/// call still running). The pipeline is not re-entrant: the handler's call is refused and
/// nothing changes. Remember what the handler saw and act once the running call returned
/// (`Pipeline`, "Not re-entrant").
public struct PipelineReentrancyError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The method that was called from a handler, as `process(_:emit:)`.
    public var method: String

    /// An error naming the refused method.
    ///
    /// - Parameter method: the method, with its argument labels.
    public init(method: String) { self.method = method }

    /// What happened and what to do instead.
    public var description: String {
        """
        Pipeline.\(method) was called from an output handler while the pipeline was running; \
        call it after the running call returns (for example at the output's time with withController(at:emit:_:))
        """
    }
}
