import GestureInput
import GestureRecognition

/// Drives a `RecognizerGraph` in tests: feeds frames and time, collects every `GestureEvent`.
/// The graph's `Scheduler` is the manual clock: time moves only with the inputs given here. For
/// testing one recognizer, yours included, without a tracker or a controller; frames come from a
/// `TouchFrameScript`.
///
/// ```swift
/// let harness = GraphHarness(RecognizerGraph())
/// try harness.graph.add(ThreeFingerTap(), name: "threeFingerTap")
/// var script = TouchFrameScript()
/// harness.send(script.frame(at: .ms(0), .down(0, .p(10, 10)), .down(1, .p(40, 10)), .down(2, .p(70, 10))))
/// harness.send(script.frame(at: .ms(90), .up(0), .up(1), .up(2)))
/// #expect(harness.timeline == ["90 threeFingerTap recognized"])
/// ```
public final class GraphHarness {
    /// The graph under test.
    public let graph: RecognizerGraph
    /// Every event emitted so far, in order.
    public private(set) var events: [GestureEvent] = []

    /// Wraps a graph.
    ///
    /// - Parameter graph: the graph under test; build it with `explain: true` for `failures(of:)`.
    public init(_ graph: RecognizerGraph) { self.graph = graph }

    /// Builds a graph from a configuration (explaining, for failure messages).
    ///
    /// - Parameter configuration: the recognizers as data.
    /// - Throws: `RecognizerGraphError` for an invalid configuration.
    public convenience init(_ configuration: GraphConfiguration) throws {
        self.init(try RecognizerGraph(configuration: configuration, explain: true))
    }

    /// Feeds frames in order.
    ///
    /// - Parameter frames: touch frames in time order.
    public func send(_ frames: [TouchFrame]) { for f in frames { graph.handle(.frame(f), into: &events) } }
    /// Feeds frames in order.
    ///
    /// - Parameter frames: touch frames in time order.
    public func send(_ frames: TouchFrame...) { send(frames) }
    /// Feeds any graph input.
    ///
    /// - Parameter input: a frame, a pointer event, a touchpad gesture or a device removal.
    public func send(_ input: GraphInput) { graph.handle(input, into: &events) }
    /// Lets time pass to `time`, firing due timers.
    ///
    /// - Parameter time: the new time; earlier than the graph's clock does nothing.
    public func advance(to time: Timestamp) { graph.advance(to: time, into: &events) }
    /// Fires every pending timer (end of a replay).
    public func finish() { graph.runUntilIdle(into: &events) }

    /// Events of one recognizer.
    ///
    /// - Parameter name: the recognizer's name in the graph.
    /// - Returns: its events, in order.
    public func events(of name: String) -> [GestureEvent] { events.filter { $0.recognizer == name } }

    /// Compact lines `"<ms> <name> <state>[ taps=n]"` for readable expectations.
    public var timeline: [String] {
        events.map { e in
            var s = "\(e.time.microseconds / 1000) \(e.recognizer) \(e.state.rawValue)"
            if let taps = e.taps { s += " taps=\(taps)" }
            return s
        }
    }

    /// Why a recognizer failed, in order (needs a graph made with `explain: true`).
    ///
    /// - Parameter name: the recognizer's name in the graph.
    /// - Returns: the reasons, oldest first.
    public func failures(of name: String) -> [FailureReason] {
        graph.explainRecords.compactMap { r in
            guard r.recognizer == name, case .failed(let reason, _) = r.event else { return nil }
            return reason
        }
    }

    /// Drops the collected events.
    public func clear() { events.removeAll() }
}
