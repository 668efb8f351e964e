import GestureInput

/// Recognizes pointer scrolls (`PointerEvent.scroll`) from the accepted `sources`.
///
/// **Finger** scrolls (two fingers or an edge on a touchpad) become a pan-like continuous gesture:
/// `began` on the first event with a non-zero delta, `changed` per delta, `ended` at libinput's
/// axis stop — an event whose `stopped` names every axis that has scrolled, with zero delta on
/// those axes (the fingers lifted). `translation` is the cumulative delta including the first
/// one (scroll units, libinput's sign: +y scrolls down, the content moves up); `velocity` (units/s)
/// comes from a `VelocityTracker` of the cumulative delta at event times, and the `ended` velocity
/// is the release velocity (zero when the last delta is older than 40 ms at the stop): the
/// velocity that starts kinetic scrolling.
///
/// **Wheel** and **continuous** scrolls have no lift and no kinetic phase. A continuous recognizer
/// cannot `recognize`, so each event is reported as a `began` + `ended` pair at the same time,
/// both carrying the event's delta as `translation` (no `changed`, no velocity) — for wheels in
/// detents (v120 / 120, or degrees / 15), the unit `ScrollZoomBinding`'s line step multiplies. While a finger
/// scroll is in progress, wheel/continuous events (and events from another device) are skipped.
///
/// A touchpad has no absolute position here: `location` is `.zero + translation` and `touches` 0
/// (libinput does not report the finger count of a scroll). Events from sources not in `sources`
/// and events with non-finite deltas are skipped; touch frames are ignored
/// (`RecognizerContext.ignore`).
///
/// Diagram and design choices: `docs/continuous-recognizers.md`.
public struct ScrollRecognizer: Recognizer {
    /// A finger scroll in progress.
    struct Scroll {
        /// The touchpad.
        var device: DeviceID
        /// Sum of the deltas (scroll units).
        var translation: Vector
        /// Axes that have had a non-zero delta.
        var active: ScrollAxes
        /// Axes stopped since their last non-zero delta.
        var stopped: ScrollAxes = []
        /// Translation over time.
        var tracker = VelocityTracker()

        /// What one finger-scroll event did to a scroll in progress.
        enum Step {
            /// Every axis that scrolled has stopped: the release sample.
            case ended(GestureSample)
            /// It moved: the new sample.
            case changed(GestureSample)
            /// Neither (a stop on some axes only, or a zero delta).
            case unchanged
        }

        /// Folds in one finger-scroll event with `delta` (scroll units) and the axes it `stopped`
        /// at `time` (µs): an axis that moves is active and no longer stopped; the scroll ends
        /// when a stop leaves every active axis stopped.
        mutating func fold(delta: Vector, stopped: ScrollAxes, time: Timestamp) -> Step {
            let moving = ScrollRecognizer.axes(of: delta)
            active.formUnion(moving)
            self.stopped.subtract(moving)
            self.stopped.formUnion(stopped.subtracting(moving))
            if !moving.isEmpty {
                translation += delta
                tracker.add(.zero + translation, at: time)
            }
            if !stopped.isEmpty, self.stopped.isSuperset(of: active) {
                return .ended(sample(velocity: tracker.releaseVelocity(at: time)))
            }
            return moving.isEmpty ? .unchanged : .changed(sample(velocity: tracker.velocity))
        }

        /// The gesture sample of the scroll so far, with `velocity`.
        func sample(velocity: Vector) -> GestureSample {
            GestureSample(location: .zero + translation, touches: 0, device: device,
                          translation: translation, velocity: velocity)
        }
    }

    /// The scroll state machine.
    enum State {
        /// No finger scroll.
        case idle
        /// A finger scroll began; `scroll` measures it.
        case scrolling
        /// A wheel report or a finger scroll finished: waiting for the graph's `.reset`.
        case done
    }

    /// Tunables.
    public let configuration: ScrollConfiguration
    private(set) var state: State = .idle
    /// The finger scroll in progress, while `state` is `.scrolling` (nil otherwise). Kept beside
    /// the enum rather than as its payload so that each event mutates it in place: a payload is
    /// copied out and back on every event, ≈ 500 bytes with its velocity ring (as
    /// `TouchpadGestureLifecycle` keeps its progress).
    private var scroll: Scroll?

    /// Creates a scroll recognizer.
    ///
    /// - Parameter configuration: its tunables (`ScrollConfiguration`): the scroll sources it
    ///   accepts (finger, wheel and continuous by default).
    public init(configuration: ScrollConfiguration = ScrollConfiguration()) { self.configuration = configuration }

    /// Always `.scroll`.
    public var kind: GestureKind { .scroll }
    /// Always continuous.
    public var behavior: RecognizerBehavior { .continuous }

    /// Degrees of wheel rotation per detent when a device reports no v120: libinput's default
    /// `MOUSE_WHEEL_CLICK_ANGLE` (15°).
    public static let degreesPerDetent = 15.0

    /// A wheel report in detents: libinput's v120 / 120 (high-resolution wheels give fractions),
    /// else the angle / `degreesPerDetent`.
    static func detents(delta: Vector, v120: Vector) -> Vector {
        v120 != .zero ? v120 / 120 : delta / degreesPerDetent
    }

    /// Consumes one input and asks for transitions (see `Recognizer`).
    ///
    /// - Parameters:
    ///   - input: the input the graph routed to it.
    ///   - context: records the transitions and timers it asks for.
    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch input {
        case .pointer(let time, let device, let event):
            guard case .scroll(let source, var delta, let v120, let stopped) = event,
                  configuration.sources.contains(source), delta.isFinite, v120.isFinite else { return }
            if source == .wheel { delta = Self.detents(delta: delta, v120: v120) }
            handle(source: source, delta: delta, stopped: stopped, time: time, device: device, context: &context)
        case .frame(let frame):
            for touch in frame.touches { context.ignore(touch.id) }
        case .reset, .cancel:
            state = .idle
            scroll = nil
        case .touchpadGesture, .timer:
            return
        }
    }

    private mutating func handle(source: ScrollSource, delta: Vector, stopped: ScrollAxes, time: Timestamp,
                                 device: DeviceID, context: inout RecognizerContext) {
        switch state {
        case .idle:
            switch source {
            case .wheel, .continuous:
                guard delta != .zero else { return }
                state = .done
                let sample = GestureSample(location: .zero + delta, touches: 0, device: device, translation: delta)
                context.begin(sample)
                context.end(sample)
            case .finger:
                let moving = Self.axes(of: delta)
                guard !moving.isEmpty else { return }
                var began = Scroll(device: device, translation: delta, active: moving)
                began.tracker.add(.zero + delta, at: time)
                state = .scrolling
                context.begin(began.sample(velocity: .zero))
                scroll = began
            }
        case .scrolling:
            // `fold` mutates the scroll in place (binding it would copy it, ring and all).
            guard source == .finger, device == scroll?.device,
                  let step = scroll?.fold(delta: delta, stopped: stopped, time: time) else { return }
            switch step {
            case .ended(let sample):
                state = .done
                scroll = nil
                context.end(sample)
            case .changed(let sample):
                context.change(sample)
            case .unchanged:
                return
            }
        case .done:
            return
        }
    }

    /// The axes on which `delta` is non-zero.
    static func axes(of delta: Vector) -> ScrollAxes {
        var axes: ScrollAxes = []
        if delta.dx != 0 { axes.insert(.horizontal) }
        if delta.dy != 0 { axes.insert(.vertical) }
        return axes
    }

}

extension ScrollRecognizer: DeviceInputSelective {
    /// Scrolls from its `sources` only: `handle` returns at once from every other device input.
    var deviceInputs: DeviceInputs {
        configuration.sources.reduce(into: []) { $0.insert(DeviceInputs(scrollFrom: $1)) }
    }
}
