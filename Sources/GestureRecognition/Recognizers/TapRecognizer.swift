import GestureInput

/// Recognizes taps: `tapsRequired` taps of `touchesRequired` fingers each (UIKit
/// `UITapGestureRecognizer`), discrete, with two counting policies (`TapCountPolicy`):
/// `exclusive` (UIKit: recognizes once at exactly `tapsRequired`) and `serial` (GTK `n_press`,
/// Flutter SerialTap: every tap reported at once with its running count).
///
/// Location = centroid of each finger's position at its lift, so a two-finger tap reports the
/// midpoint even when the fingers lift in separate frames. Fails when a finger moves beyond
/// `slop`, an extra finger lands, the press is too long, the fingers arrive too far apart, or the
/// next tap comes too late or too far (exclusive). A next tap sooner than `minimumTapInterval` is
/// a bounce: it restarts the sequence as its first tap (Flutter). All limits are exclusive: a lift exactly
/// `maximumPressDuration` after the first down, or a down exactly `maximumTapInterval` after the
/// lift, is too late (the timer at that deadline fires first). Diagram: `docs/recognition.md`.
public struct TapRecognizer: Recognizer {
    /// Timer ids.
    enum Timers {
        /// First down + `maximumPressDuration`.
        static let press: TimerID = 0
        /// First down + `fingerArrivalWindow` (only when more than one finger is required).
        static let arrival: TimerID = 1
        /// Last lift + `maximumTapInterval`: the window for the next tap.
        static let interval: TimerID = 2
    }

    /// One tap in progress.
    struct Press: Equatable {
        /// Taps completed before this one in the sequence.
        var completed: Int
        /// Where the first tap of the sequence was (centroid at lift); nil for the first tap.
        var firstTapLocation: Point?
        /// When the first finger of this tap landed (µs).
        var start: Timestamp
        /// Fingers landed so far (entries in `fingers`).
        var landed: Int
        /// Fingers lifted so far.
        var lifted: Int
        /// The device the tap is on.
        var device: DeviceID
    }

    /// Between taps of a sequence.
    struct Gap: Equatable {
        /// Taps completed.
        var count: Int
        /// When the last tap's last finger lifted (µs).
        var lastLift: Timestamp
        /// Where the first tap was (centroid at lift).
        var firstTapLocation: Point
        /// The device of the sequence.
        var device: DeviceID
        /// True when this sequence was already reported (serial policy keeps counting after that).
        var reported: Bool
    }

    /// The tap state machine.
    enum State: Equatable {
        /// No touch, no sequence.
        case idle
        /// Fingers of one tap are down or lifting.
        case pressing(Press)
        /// A tap finished; waiting for the next down until `lastLift + maximumTapInterval`.
        case waiting(Gap)
        /// Decided (recognized or failed): waiting for the graph's `.reset`.
        case done
    }

    /// One finger of the current tap.
    struct Finger {
        var id: TouchID
        var start: Point
        var location: Point
        var lifted: Bool
    }

    /// Tunables.
    public let configuration: TapConfiguration
    private(set) var state: State = .idle
    /// Fingers of the current tap: a buffer reused across taps (never more than touchesRequired).
    private var fingers: [Finger] = []

    /// Creates a tap recognizer.
    ///
    /// - Parameter configuration: its tunables (`TapConfiguration`): distances, durations and
    ///   touch counts, each defaulting as its property says.
    public init(configuration: TapConfiguration = TapConfiguration()) {
        self.configuration = configuration
        fingers.reserveCapacity(max(1, configuration.touchesRequired))
    }

    /// Always `.tap`.
    public var kind: GestureKind { .tap }
    /// Always discrete.
    public var behavior: RecognizerBehavior { .discrete }

    /// Taps counted in the current sequence (completed taps), for inspection.
    public var currentCount: Int {
        switch state {
        case .idle, .done: 0
        case .pressing(let p): p.completed
        case .waiting(let g): g.count
        }
    }

    /// Consumes one input (frames, its timers, reset, cancel); see the type's summary.
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .frame(let frame):
            for touch in frame.touches {
                handle(touch: touch, in: frame, context: &context)
                if case .done = state { return }
            }
        case .timer(let id, _):
            timerFired(id, context: &context)
        case .reset:
            // Serial counting survives the reset that follows each reported tap.
            if case .waiting(let gap) = state, configuration.countPolicy == .serial {
                context.schedule(Timers.interval, at: gap.lastLift + configuration.maximumTapInterval)
            } else {
                state = .idle
            }
        case .cancel:
            state = .idle
        case .pointer, .touchpadGesture:
            return
        }
    }

    private mutating func handle(touch: Touch, in frame: TouchFrame, context: inout RecognizerContext) {
        let device = frame.device
        // A touch that landed and lifted (or was cancelled) within one report arrives already
        // finished: it lands first, then its lift is processed as a finger of the press.
        let landed = frame.landed(touch) && !fingers.contains { $0.id == touch.id }
        switch state {
        case .idle:
            guard landed else { return }
            beginPress(touch, device: device, completed: 0, firstTapLocation: nil, context: &context)
        case .waiting(let gap):
            guard landed else { return }
            nextDown(touch, device: device, gap: gap, context: &context)
        case .pressing(var press):
            if landed && !fingers.contains(where: { $0.id == touch.id }) {
                if press.lifted > 0 || press.landed >= configuration.touchesRequired {
                    fail(.tooManyTouches, value: Double(press.landed - press.lifted + 1),
                         limit: Double(configuration.touchesRequired), context: &context)
                    return
                }
                let late = touch.startTime - press.start
                if late > configuration.fingerArrivalWindow {
                    fail(.fingersArrivedTooSlowly, value: late.milliseconds,
                         limit: configuration.fingerArrivalWindow.milliseconds, context: &context)
                    return
                }
                fingers.append(Finger(id: touch.id, start: touch.startLocation, location: touch.location,
                                      lifted: false))
                press.landed += 1
                state = .pressing(press)
                if touch.phase == .began { return }
            }
            switch touch.phase {
            case .began:
                return
            case .moved, .stationary, .ended:
                guard let k = fingers.firstIndex(where: { $0.id == touch.id }), !fingers[k].lifted else { return }
                fingers[k].location = touch.location
                let moved = touch.location.distance(to: fingers[k].start)
                if moved > configuration.slop {
                    fail(.movedBeyondSlop, value: moved, limit: configuration.slop, context: &context)
                    return
                }
                guard touch.phase == .ended else { return }
                fingers[k].lifted = true
                press.lifted += 1
                state = .pressing(press)
                if press.lifted == press.landed { tapFinished(press, at: context.time, context: &context) }
            case .cancelled:
                fail(.touchCancelled, context: &context)
            }
            return
        case .done:
            return
        }
        // The first finger of a press that also lifted in this report: process its lift now.
        if touch.phase.isFinished, case .pressing = state { handle(touch: touch, in: frame, context: &context) }
    }

    /// First finger of a tap.
    private mutating func beginPress(_ touch: Touch, device: DeviceID, completed: Int, firstTapLocation: Point?,
                                     context: inout RecognizerContext) {
        fingers.removeAll(keepingCapacity: true)
        fingers.append(Finger(id: touch.id, start: touch.startLocation, location: touch.location, lifted: false))
        let start = touch.startTime
        state = .pressing(Press(completed: completed, firstTapLocation: firstTapLocation, start: start,
                                landed: 1, lifted: 0, device: device))
        context.cancelTimer(Timers.interval)
        context.schedule(Timers.press, at: start + configuration.maximumPressDuration)
        if configuration.touchesRequired > 1 {
            context.schedule(Timers.arrival, at: start + configuration.fingerArrivalWindow)
        }
    }

    /// A down while waiting for the next tap of a sequence.
    private mutating func nextDown(_ touch: Touch, device: DeviceID, gap: Gap, context: inout RecognizerContext) {
        let interval = touch.startTime - gap.lastLift
        let distance = touch.startLocation.distance(to: gap.firstTapLocation)
        var problem: FailureReason?
        if device != gap.device {
            problem = FailureReason(.tapTooFarFromPrevious)
        } else if interval < configuration.minimumTapInterval {
            // A bounce (a touchscreen losing and finding the finger): the sequence restarts with
            // this tap as its first, as Flutter's DoubleTapGestureRecognizer does ("touch screens
            // often detect touches intermittently"), so taps 2 and 3 can still make a double tap.
            beginPress(touch, device: device, completed: 0, firstTapLocation: nil, context: &context)
            return
        } else if distance > configuration.multiTapSlop {
            problem = FailureReason(.tapTooFarFromPrevious, value: distance, limit: configuration.multiTapSlop)
        }
        guard let problem else {
            beginPress(touch, device: device, completed: gap.count, firstTapLocation: gap.firstTapLocation,
                       context: &context)
            return
        }
        switch configuration.countPolicy {
        case .exclusive where !gap.reported:
            fail(problem.code, value: problem.value, limit: problem.limit, context: &context)
        case .exclusive, .serial:
            // Serial counting: this down starts a new sequence.
            beginPress(touch, device: device, completed: 0, firstTapLocation: nil, context: &context)
        }
    }

    /// Every finger of the tap lifted.
    private mutating func tapFinished(_ press: Press, at time: Timestamp, context: inout RecognizerContext) {
        if press.landed < configuration.touchesRequired {
            fail(.tooFewTouches, value: Double(press.landed), limit: Double(configuration.touchesRequired),
                 context: &context)
            return
        }
        let duration = time - press.start
        if duration >= configuration.maximumPressDuration {
            fail(.pressTooLong, value: duration.milliseconds, limit: configuration.maximumPressDuration.milliseconds,
                 context: &context)
            return
        }
        var sum = Vector.zero
        for f in fingers { sum += f.location - .zero }
        let location = Point.zero + sum / Double(fingers.count)
        let count = press.completed + 1
        let first = press.firstTapLocation ?? location
        context.cancelTimer(Timers.press)
        context.cancelTimer(Timers.arrival)
        let sample = GestureSample(location: location, touches: press.landed, device: press.device, taps: count)
        let gap = Gap(count: count, lastLift: time, firstTapLocation: first, device: press.device, reported: false)
        switch configuration.countPolicy {
        case .exclusive:
            if count >= configuration.tapsRequired {
                state = .done
                context.recognize(sample)
            } else {
                state = .waiting(gap)
                context.schedule(Timers.interval, at: time + configuration.maximumTapInterval)
            }
        case .serial:
            var next = gap
            next.reported = count >= configuration.tapsRequired
            state = .waiting(next)
            context.schedule(Timers.interval, at: time + configuration.maximumTapInterval)
            if next.reported { context.recognize(sample) }
        }
    }

    private mutating func timerFired(_ id: TimerID, context: inout RecognizerContext) {
        switch state {
        case .pressing(let press):
            if id == Timers.press {
                fail(.pressTooLong, value: (context.time - press.start).milliseconds,
                     limit: configuration.maximumPressDuration.milliseconds, context: &context)
            } else if id == Timers.arrival, press.landed < configuration.touchesRequired {
                fail(.tooFewTouches, value: Double(press.landed), limit: Double(configuration.touchesRequired),
                     context: &context)
            }
        case .waiting(let gap):
            guard id == Timers.interval else { return }
            if gap.reported {
                state = .idle   // serial: the sequence was reported; it just ends.
            } else {
                fail(.tapIntervalTooLong, value: (context.time - gap.lastLift).milliseconds,
                     limit: configuration.maximumTapInterval.milliseconds, context: &context)
            }
        case .idle, .done:
            return
        }
    }

    private mutating func fail(_ code: FailureReason.Code, value: Double? = nil, limit: Double? = nil,
                               context: inout RecognizerContext) {
        state = .done
        context.fail(code, value: value, limit: limit)
    }
}
