import Foundation

/// libinput's touchpad gesture state machine (`src/evdev-mt-touchpad-gestures.c`, libinput 1.22),
/// run on raw touchpad fingers: it decides whether the fingers on a pad are a hold, a two-finger
/// scroll, a pinch (two or more fingers) or a swipe (three or more), and produces the gesture and
/// scroll events libinput would (docs/touchpad-gestures.md has the diagram and the rules).
///
/// A value type: `handle(_:)` takes one input (a report's fingers, or a deadline passing) and
/// returns the actions it causes; the deadlines it waits for are `nextDeadline`. Positions are
/// millimetres of the pad; the deltas it reports are in libinput's units
/// (`Configuration.unitsPerMillimetre`).
public struct TouchpadGestureMachine: Sendable {
    /// One finger on the pad in a report.
    public struct Finger: Hashable, Sendable {
        /// The touch it is.
        public var id: TouchID
        /// Where it is (millimetres from the pad's top-left corner).
        public var position: Point
        /// A finger in a report.
        ///
        /// - Parameters:
        ///   - id: the touch it is, the same from landing to lifting.
        ///   - position: where it is, in millimetres from the pad's top-left corner.
        public init(id: TouchID, position: Point) { self.id = id; self.position = position }
    }

    /// What the machine is told.
    public enum Input: Hashable, Sendable {
        /// A report: the fingers touching after it (lifted and cancelled ones left out), in landing order.
        case frame(time: Timestamp, fingers: [Finger])
        /// Time reached `time` with no report: a due hold or finger-count deadline fires.
        case deadline(Timestamp)
    }

    /// What the machine does.
    public enum Action: Hashable, Sendable {
        /// A touchpad gesture event, as libinput's `gesture_notify_*`.
        case gesture(TouchpadGestureEvent)
        /// A two-finger scroll step (libinput's `evdev_post_scroll` with the finger source).
        case scroll(Vector)
        /// The two-finger scroll ended (`evdev_stop_scroll`: an axis stop on both axes).
        case scrollStop
    }

    /// What libinput knows of the pad that changes the rules.
    public struct Configuration: Hashable, Sendable {
        /// False on semi-MT pads and pads with one slot (`tp_gesture_are_gestures_enabled`): two
        /// fingers only scroll, and there are no swipes, pinches or holds.
        public var gesturesEnabled: Bool
        /// Touch slots: more fingers than slots are a swipe (their positions are unknown).
        public var slots: Int
        /// Hold gestures on (libinput's default wherever gestures are).
        public var holdEnabled: Bool
        /// A tap (all fingers lifted soon and still) ends a hold as cancelled, as libinput's tap
        /// state machine does when tapping is on.
        public var tapCancelsHold: Bool
        /// Units of a swipe or pinch delta per millimetre of finger motion.
        public var unitsPerMillimetre: Double
        /// Units of a scroll step per millimetre of finger motion.
        public var scrollUnitsPerMillimetre: Double

        /// The configuration for a pad; the units default to libinput's (see `libinputUnitsPerMillimetre`).
        ///
        /// - Parameters:
        ///   - gesturesEnabled: false for a semi-MT or one-slot pad: two fingers only scroll.
        ///   - slots: the pad's touch slots; more fingers than this are taken as a swipe.
        ///   - holdEnabled: hold gestures on; nil means on exactly when `gesturesEnabled` is.
        ///   - tapCancelsHold: whether a tap (fingers lifted soon and still) ends a hold as cancelled.
        ///   - unitsPerMillimetre: swipe and pinch delta units per millimetre of finger motion.
        ///   - scrollUnitsPerMillimetre: scroll step units per millimetre of finger motion.
        public init(gesturesEnabled: Bool, slots: Int, holdEnabled: Bool? = nil, tapCancelsHold: Bool = true,
                    unitsPerMillimetre: Double = TouchpadGestureMachine.libinputUnitsPerMillimetre,
                    scrollUnitsPerMillimetre: Double = TouchpadGestureMachine.libinputScrollUnitsPerMillimetre) {
            self.gesturesEnabled = gesturesEnabled; self.slots = slots
            self.holdEnabled = holdEnabled ?? gesturesEnabled; self.tapCancelsHold = tapCancelsHold
            self.unitsPerMillimetre = unitsPerMillimetre; self.scrollUnitsPerMillimetre = scrollUnitsPerMillimetre
        }
    }

    // MARK: Constants (libinput 1.22, src/evdev-mt-touchpad-gestures.c unless said)

    /// Hold begins after this long for one or two fingers (`QUICK_GESTURE_HOLD_TIMEOUT`).
    public static let quickHoldTimeout = TimeSpan.milliseconds(40)
    /// Hold begins after this long for three or more fingers (`DEFAULT_GESTURE_HOLD_TIMEOUT`).
    public static let holdTimeout = TimeSpan.milliseconds(180)
    /// A change of finger count during a gesture waits this long (`DEFAULT_GESTURE_SWITCH_TIMEOUT`).
    public static let switchTimeout = TimeSpan.milliseconds(100)
    /// Fingers close together for this long are a scroll or swipe (`DEFAULT_GESTURE_SWIPE_TIMEOUT`).
    public static let swipeTimeout = TimeSpan.milliseconds(150)
    /// A scroll may still turn into a pinch within this time (`DEFAULT_GESTURE_PINCH_TIMEOUT`).
    public static let pinchTimeout = TimeSpan.milliseconds(300)
    /// One finger moving less than this keeps a hold (`HOLD_AND_MOTION_THRESHOLD`, mm).
    public static let holdAndMotionMillimetres = 0.5
    /// Both fingers must move this far before a scroll turns into a pinch
    /// (`PINCH_DISAMBIGUATION_MOVE_THRESHOLD`, mm).
    public static let pinchDisambiguationMillimetres = 1.5
    /// Fingers within this box of each other are a scroll or swipe after `swipeTimeout`
    /// (`tp_gesture_detect_motion_gestures`: 40 mm across, 7 mm down).
    public static let closeFingers = Vector(dx: 40, dy: 7)
    /// No gestures with more fingers than this (`tp_gesture_post_events`).
    public static let maximumFingers = 4
    /// A tap lifts within this time of landing (`TAP_TIMEOUT`, `src/evdev-mt-touchpad-tap.c`).
    public static let tapTimeout = TimeSpan.milliseconds(180)
    /// A tap's fingers move less than this (`DEFAULT_TAP_MOVE_THRESHOLD`, mm, same file).
    public static let tapMoveMillimetres = 1.3

    /// libinput's unaccelerated touchpad motion per millimetre: normalised to 1000 dpi
    /// (`tp_normalize_delta`) and slowed by `TP_MAGIC_SLOWDOWN` 0.2968 (`src/filter-private.h`,
    /// applied by the touchpad's constant filter, `tp_filter_motion_unaccelerated`).
    public static let libinputUnitsPerMillimetre = 1000 / 25.4 * 0.2968
    /// libinput's two-finger scroll per millimetre: scrolling is not accelerated
    /// (`tp_filter_scroll`), so the same units as motion.
    public static let libinputScrollUnitsPerMillimetre = libinputUnitsPerMillimetre

    // MARK: State

    /// The fingers a gesture follows, and the bookkeeping every state with fingers down shares.
    public struct Contacts: Hashable, Sendable {
        /// Fingers the gesture is for (`finger_count`).
        public var count: Int
        /// A different count seen during a started gesture, and when it takes over
        /// (`finger_count_pending` and the switch timer).
        public var pending: PendingCount?
        /// True once the gesture's begin was reported (`started`).
        public var started = false
        /// When the tracked fingers were chosen (`initial_time`).
        public var initialTime: Timestamp
        /// The first tracked finger and where it was when chosen (`touches[0]`, `gesture.initial`):
        /// the top-most of three or more.
        public var first: Finger
        /// The second tracked finger likewise (`touches[1]`): the bottom-most of three or more.
        public var second: Finger?
        /// When a hold begins if nothing else happens (the hold timer).
        public var holdDeadline: Timestamp?
        /// Every finger's position in the last report, for deltas.
        public var positions: [Finger]
        /// Where each finger landed, when the first did, and the farthest any finger got from
        /// where it landed (mm): whether a lift is a tap.
        public var landings: [Finger]
        public var landed: Timestamp
        public var farthest = 0.0

        init(time: Timestamp, fingers: [Finger]) {
            count = fingers.count; initialTime = time
            first = fingers.first ?? Finger(id: TouchID(device: DeviceID(0), serial: 0), position: .zero)
            positions = fingers; landings = fingers; landed = time
        }

        /// Where finger `id` is now.
        func position(of id: TouchID) -> Point? { positions.first { $0.id == id }?.position }

        /// The farthest any finger of `fingers` is from where it landed (mm).
        func travel(_ fingers: [Finger]) -> Double {
            var most = 0.0
            for f in fingers {
                if let start = landings.first(where: { $0.id == f.id }) {
                    most = max(most, f.position.distance(to: start.position))
                }
            }
            return most
        }
    }

    /// A finger count waiting to take over a started gesture.
    public struct PendingCount: Hashable, Sendable {
        /// The new count.
        public var count: Int
        /// When it takes over, if it lasts.
        public var deadline: Timestamp
    }

    /// A pinch's reference values (`initial_distance`, `angle`, `center`, `prev_scale`).
    public struct Pinch: Hashable, Sendable {
        /// Distance between the tracked fingers when the pinch was recognized (mm).
        public var initialDistance: Double
        /// Angle of the line between them at the last update (degrees, clockwise from east).
        public var angle: Double
        /// Their midpoint at the last update (mm).
        public var center: Point
        /// The scale last reported.
        public var previousScale: Double
    }

    /// libinput's `enum tp_gesture_state`, each case with what it needs.
    public enum State: Hashable, Sendable {
        /// No finger on the pad.
        case idle
        /// Fingers down, the fingers to track not chosen yet (`GESTURE_STATE_NONE`).
        case none(Contacts)
        /// Tracked fingers chosen, waiting for motion or the hold timer (`GESTURE_STATE_UNKNOWN`).
        case unknown(Contacts)
        /// Fingers held still: a hold gesture (`GESTURE_STATE_HOLD`).
        case hold(Contacts)
        /// One finger held, then moved a little: the hold goes on (`GESTURE_STATE_HOLD_AND_MOTION`).
        case holdAndMotion(Contacts)
        /// One finger moving the pointer: no gesture (`GESTURE_STATE_POINTER_MOTION`).
        case pointerMotion(Contacts)
        /// Two fingers scrolling (`GESTURE_STATE_SCROLL`), with the axes it keeps to.
        case scroll(Contacts, ScrollAxisLock)
        /// Fingers pinching or rotating (`GESTURE_STATE_PINCH`).
        case pinch(Contacts, Pinch)
        /// Three or more fingers swiping (`GESTURE_STATE_SWIPE`).
        case swipe(Contacts)

        /// The fingers of every state but `idle`.
        public var contacts: Contacts? {
            switch self {
            case .idle: nil
            case .none(let c), .unknown(let c), .hold(let c), .holdAndMotion(let c), .pointerMotion(let c),
                 .scroll(let c, _), .swipe(let c), .pinch(let c, _): c
            }
        }

        /// The same state with `contacts` replaced (`idle` stays `idle`).
        func with(_ c: Contacts) -> State {
            switch self {
            case .idle: .idle
            case .none: .none(c)
            case .unknown: .unknown(c)
            case .hold: .hold(c)
            case .holdAndMotion: .holdAndMotion(c)
            case .pointerMotion: .pointerMotion(c)
            case .scroll(_, let lock): .scroll(c, lock)
            case .swipe: .swipe(c)
            case .pinch(_, let p): .pinch(c, p)
            }
        }
    }

    /// What motion decided (libinput's `enum gesture_event`, the ones that change the state).
    enum Decision { case pointerMotion, holdAndMotion, scroll, swipe, pinch }

    /// The rules for this pad.
    public let configuration: Configuration
    /// Where the machine is.
    public private(set) var state: State = .idle

    /// A machine for a pad with `configuration`, no finger down.
    ///
    /// - Parameter configuration: the pad's rules, e.g. `TouchpadGestureStage.configuration(for:)`.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// The next time a deadline (the hold timer, a finger-count switch) fires, if one is armed.
    public var nextDeadline: Timestamp? {
        guard let c = state.contacts else { return nil }
        switch (c.holdDeadline, c.pending?.deadline) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b): return b
        }
    }

    /// Handles one input and returns what it causes, in order.
    ///
    /// - Parameter input: a report's fingers, or a deadline passing; a frame first fires the
    ///   deadlines due by its time.
    /// - Returns: the gesture and scroll actions, in the order libinput would emit them; empty when
    ///   nothing changes.
    public mutating func handle(_ input: Input) -> [Action] {
        var actions: [Action] = []
        switch input {
        case .deadline(let time):
            fireDeadlines(at: time, into: &actions)
        case .frame(let time, let fingers):
            fireDeadlines(at: time, into: &actions)
            frame(time: time, fingers: fingers, into: &actions)
        }
        return actions
    }

    // MARK: Reports

    /// `tp_gesture_handle_state` (the finger count) then `tp_gesture_post_events`.
    private mutating func frame(time: Timestamp, fingers: [Finger], into actions: inout [Action]) {
        guard var c = state.contacts else {
            guard !fingers.isEmpty else { return }
            state = .none(Contacts(time: time, fingers: fingers))
            if fingers.count <= Self.maximumFingers { postGesture(time, .zero, &actions) }
            return
        }
        // The average motion of the fingers in this report (`tp_get_average_touches_delta`: the
        // moved fingers' deltas summed, divided by all fingers touching).
        var sum = Vector.zero
        for f in fingers {
            if let before = c.position(of: f.id) {
                sum = sum + (f.position - before)
            } else {
                c.landings.append(f)
            }
        }
        let delta = fingers.isEmpty ? .zero : sum * (1 / Double(fingers.count))
        c.farthest = max(c.farthest, c.travel(fingers))
        // Only the fingers still down keep a landing: a pad never fully lifted stays bounded.
        c.landings.removeAll { landing in !fingers.contains { $0.id == landing.id } }
        c.positions = fingers
        state = state.with(c)

        if fingers.count != c.count {
            if fingers.isEmpty {
                // All fingers lifted: the gesture ends at once (a tap cancels a hold).
                let tapped = configuration.tapCancelsHold && time - c.landed < Self.tapTimeout
                    && c.farthest < Self.tapMoveMillimetres
                end(time, cancelled: tapped && isHold, &actions)
                state = .idle
                return
            } else if !c.started {
                c.count = fingers.count; c.pending = nil
                switch state {
                case .unknown, .pointerMotion:
                    c.holdDeadline = nil
                    state = .none(c)
                default:
                    state = state.with(c)
                }
            } else if fingers.count != c.pending?.count {
                c.pending = PendingCount(count: fingers.count, deadline: time + Self.switchTimeout)
                state = state.with(c)
            }
        } else if c.pending != nil {
            c.pending = nil
            state = state.with(c)
        }
        guard let now = state.contacts, now.pending == nil, now.count <= Self.maximumFingers else { return }
        postGesture(time, delta, &actions)
    }

    private var isHold: Bool {
        switch state {
        case .hold, .holdAndMotion: true
        default: false
        }
    }

    /// `tp_gesture_post_gesture`: each state's handler in libinput's order, so that a state
    /// entered in this report is handled in it too.
    private mutating func postGesture(_ time: Timestamp, _ delta: Vector, _ actions: inout [Action]) {
        if case .none(let c) = state { chooseFingers(c, time) }
        if case .unknown = state { detectMotion(time, delta, &actions) }
        if case .hold = state {
            start(time, &actions)
            detectMotion(time, delta, &actions)
        }
        // POINTER_MOTION: the pointer moves; GestureKit's touch frames already carry that finger.
        if case .holdAndMotion = state { detectMotion(time, delta, &actions) }
        if case .scroll(let c, let lock) = state { scroll(c, lock, time, delta, &actions) }
        if case .swipe = state, delta != .zero {
            start(time, &actions)
            if let c = state.contacts {
                actions.append(.gesture(TouchpadGestureEvent(
                    kind: .swipe, fingers: c.count,
                    phase: .update(delta: delta * configuration.unitsPerMillimetre, scale: 1, angleDelta: 0))))
            }
        }
        if case .pinch(let c, let p) = state { pinch(c, p, time, &actions) }
    }

    /// `tp_gesture_handle_state_none`: the fingers to follow (the top-most and bottom-most of three
    /// or more), then `GESTURE_EVENT_FINGER_DETECTED` (or a scroll at once when gestures are off).
    private mutating func chooseFingers(_ contacts: Contacts, _ time: Timestamp) {
        var c = contacts
        let fingers = c.positions
        guard let head = fingers.first else { return }
        if fingers.count == 1 {
            c.first = head; c.second = nil
            detected(c, time)
            return
        }
        guard configuration.gesturesEnabled else {
            if fingers.count == 2 { c.first = head; c.second = fingers[1]; state = .scroll(c, ScrollAxisLock()) }
            return
        }
        var first = head, second = fingers[1]
        if fingers.count > 2 {
            second = head
            for f in fingers.dropFirst().prefix(max(configuration.slots - 1, 0)) {
                if f.position.y < first.position.y {
                    first = f
                } else if f.position.y >= second.position.y {
                    second = f
                }
            }
            if first.id == second.id { return }
        }
        c.initialTime = time
        c.first = first; c.second = second
        detected(c, time)
    }

    /// `GESTURE_EVENT_FINGER_DETECTED` in NONE: the hold timer starts, the state is UNKNOWN.
    private mutating func detected(_ contacts: Contacts, _ time: Timestamp) {
        var c = contacts
        if configuration.holdEnabled {
            c.holdDeadline = time + (c.count <= 2 ? Self.quickHoldTimeout : Self.holdTimeout)
        }
        state = .unknown(c)
    }

    /// How far finger `start` moved since it was chosen (mm), and where it is now.
    private func moved(_ start: Finger, in c: Contacts) -> (distance: Double, vector: Vector, now: Point) {
        let now = c.position(of: start.id) ?? start.position
        let v = now - start.position
        return (v.length, v, now)
    }

    /// `tp_gesture_detect_motion_gestures`: what the tracked fingers' motion makes of the gesture.
    private mutating func detectMotion(_ time: Timestamp, _ delta: Vector, _ actions: inout [Action]) {
        guard let c = state.contacts else { return }
        let first = moved(c.first, in: c)
        if c.count == 1 {
            guard delta != .zero else { return }
            let small = first.distance < Self.holdAndMotionMillimetres
            if case .hold = state, small { apply(.holdAndMotion, time, &actions); return }
            if case .holdAndMotion = state, small { return }
            apply(.pointerMotion, time, &actions)
            return
        }
        let enabled = configuration.gesturesEnabled
        if enabled && c.count > 2 && c.count > configuration.slots { apply(.swipe, time, &actions); return }
        guard let secondFinger = c.second else { return }
        let second = moved(secondFinger, in: c)
        // More fingers, more room for error (mm).
        let extra = Double(c.count - 2)
        let maxMove = 4.0 + 2.0 * extra, minMove = 1.5 + 0.5 * extra
        if first.distance < 1 && second.distance < 1 { return }
        // The lower finger is taken for the thumb.
        let fingerMoved = first.now.y > second.now.y ? second.distance : first.distance
        let apart = Vector(dx: abs(first.now.x - second.now.x), dy: abs(first.now.y - second.now.y))
        if (!enabled || (apart.dx < Self.closeFingers.dx && apart.dy < Self.closeFingers.dy))
            && time > c.initialTime + Self.swipeTimeout {
            apply(c.count == 2 ? .scroll : .swipe, time, &actions)
            return
        }
        if first.distance >= maxMove || second.distance >= maxMove {
            // One finger still while the other moves: one-finger scrolling (two fingers only).
            // libinput's thumb suppression is not modelled: `PalmDetector` already excludes thumbs.
            if (!enabled || fingerMoved < minMove) && c.count == 2 { apply(.scroll, time, &actions); return }
        }
        if first.distance < minMove || second.distance < minMove { return }
        let same = TouchpadDirection(dx: first.vector.dx, dy: first.vector.dy)
            .isSame(as: TouchpadDirection(dx: second.vector.dx, dy: second.vector.dy))
        if c.count > configuration.slots || same {
            if c.count == 2 { apply(.scroll, time, &actions); return }
            if enabled { apply(.swipe, time, &actions); return }
        }
        apply(.pinch, time, &actions)
    }

    /// `tp_gesture_handle_event` for the motion decisions: the per-state tables of
    /// `tp_gesture_handle_event_on_state_*`. A decision a state has no row for changes nothing
    /// (libinput logs it as a bug).
    private mutating func apply(_ decision: Decision, _ time: Timestamp, _ actions: inout [Action]) {
        guard var c = state.contacts else { return }
        switch (state, decision) {
        case (.none, .pointerMotion), (.unknown, .pointerMotion):
            state = .pointerMotion(c)    // the hold timer runs on: it may still become hold-and-motion
        case (.none, .scroll):
            state = .scroll(c, ScrollAxisLock())
        case (.unknown, .scroll), (.unknown, .swipe), (.unknown, .pinch):
            c.holdDeadline = nil
            state = Self.entering(decision, c)
        case (.hold, .holdAndMotion):
            state = .holdAndMotion(c)
        case (.hold, .pointerMotion), (.hold, .scroll), (.hold, .swipe), (.hold, .pinch),
             (.holdAndMotion, .pointerMotion), (.scroll, .pinch):
            end(time, cancelled: true, &actions)
            guard let after = state.contacts else { return }
            state = Self.entering(decision, after)
        default:
            return
        }
    }

    /// The state a decision enters, with a pinch's reference values taken now (`tp_gesture_init_pinch`).
    private static func entering(_ decision: Decision, _ c: Contacts) -> State {
        switch decision {
        case .pointerMotion: .pointerMotion(c)
        case .holdAndMotion: .holdAndMotion(c)
        case .scroll: .scroll(c, ScrollAxisLock())
        case .swipe: .swipe(c)
        case .pinch: .pinch(c, pinchInfo(c).map { Pinch(initialDistance: $0.distance, angle: $0.angle,
                                                         center: $0.center, previousScale: 1) }
                              ?? Pinch(initialDistance: 1, angle: 0, center: .zero, previousScale: 1))
        }
    }

    /// `tp_gesture_get_pinch_info`: distance (mm), angle (degrees) and midpoint of the tracked fingers.
    private static func pinchInfo(_ c: Contacts) -> (distance: Double, angle: Double, center: Point)? {
        guard let secondFinger = c.second,
              let a = c.position(of: c.first.id), let b = c.position(of: secondFinger.id) else { return nil }
        let v = a - b
        return (v.length, atan2(v.dy, v.dx) * 180 / Double.pi, Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2))
    }

    /// `tp_gesture_handle_state_scroll`: a scroll may still become a pinch early on
    /// (`tp_gesture_is_pinch`); otherwise each report's average motion, on the axes the scroll
    /// keeps to (`ScrollAxisLock`, fresh when the scroll starts), is a scroll step.
    private mutating func scroll(_ c: Contacts, _ axes: ScrollAxisLock, _ time: Timestamp, _ delta: Vector,
                                 _ actions: inout [Action]) {
        if time < c.initialTime + Self.pinchTimeout, isPinch(c) {
            apply(.pinch, time, &actions)
            return
        }
        guard delta != .zero else { return }
        var lock = c.started ? axes : ScrollAxisLock()
        start(time, &actions)
        let step = lock.constrain(delta, at: time)
        guard let now = state.contacts else { return }
        state = .scroll(now, lock)
        guard step != .zero else { return }
        actions.append(.scroll(step * configuration.scrollUnitsPerMillimetre))
    }

    /// `tp_gesture_is_pinch`: both tracked fingers moved far enough, in different directions.
    private func isPinch(_ c: Contacts) -> Bool {
        guard let secondFinger = c.second else { return false }
        let a = moved(c.first, in: c), b = moved(secondFinger, in: c)
        let same = TouchpadDirection(dx: a.vector.dx, dy: a.vector.dy)
            .isSame(as: TouchpadDirection(dx: b.vector.dx, dy: b.vector.dy))
        return !same && a.distance >= Self.pinchDisambiguationMillimetres
            && b.distance >= Self.pinchDisambiguationMillimetres
    }

    /// `tp_gesture_handle_state_pinch`: scale against the first distance, angle change (wrapped
    /// into ±180°) and midpoint motion, reported when any of them changed.
    private mutating func pinch(_ contacts: Contacts, _ reference: Pinch, _ time: Timestamp,
                                _ actions: inout [Action]) {
        guard let info = Self.pinchInfo(contacts) else { return }
        var p = reference
        let scale = p.initialDistance > 0 ? info.distance / p.initialDistance : 1
        var angleDelta = info.angle - p.angle
        if angleDelta > 180 { angleDelta -= 360 } else if angleDelta < -180 { angleDelta += 360 }
        let centre = info.center - p.center
        p.angle = info.angle; p.center = info.center
        state = .pinch(contacts, p)
        guard centre != .zero || scale != p.previousScale || angleDelta != 0 else { return }
        start(time, &actions)
        guard let c = state.contacts else { return }
        actions.append(.gesture(TouchpadGestureEvent(
            kind: .pinch, fingers: c.count,
            phase: .update(delta: centre * configuration.unitsPerMillimetre, scale: scale,
                           angleDelta: angleDelta * Double.pi / 180))))
        p.previousScale = scale
        state = .pinch(c, p)
    }

    /// `tp_gesture_start`: the begin of the current state's gesture, once.
    private mutating func start(_ time: Timestamp, _ actions: inout [Action]) {
        guard var c = state.contacts, !c.started else { return }
        switch state {
        case .hold, .holdAndMotion:
            actions.append(.gesture(TouchpadGestureEvent(kind: .hold, fingers: c.count, phase: .begin)))
        case .pinch:
            actions.append(.gesture(TouchpadGestureEvent(kind: .pinch, fingers: c.count, phase: .begin)))
        case .swipe:
            actions.append(.gesture(TouchpadGestureEvent(kind: .swipe, fingers: c.count, phase: .begin)))
        case .idle, .none, .unknown, .pointerMotion, .scroll:
            break
        }
        c.started = true
        state = state.with(c)
    }

    /// `tp_gesture_end`: the end of a started gesture, then back to NONE with the same fingers
    /// (`GESTURE_EVENT_RESET`, which also stops the hold timer).
    private mutating func end(_ time: Timestamp, cancelled: Bool, _ actions: inout [Action]) {
        guard var c = state.contacts else { return }
        if c.started {
            switch state {
            case .hold, .holdAndMotion:
                actions.append(.gesture(TouchpadGestureEvent(kind: .hold, fingers: c.count,
                                                             phase: .end(cancelled: cancelled))))
            case .pinch:
                actions.append(.gesture(TouchpadGestureEvent(kind: .pinch, fingers: c.count,
                                                             phase: .end(cancelled: cancelled))))
            case .swipe:
                actions.append(.gesture(TouchpadGestureEvent(kind: .swipe, fingers: c.count,
                                                             phase: .end(cancelled: cancelled))))
            case .scroll:
                actions.append(.scrollStop)
            case .idle, .none, .unknown, .pointerMotion:
                break
            }
        }
        c.started = false
        c.holdDeadline = nil
        state = .none(c)
    }

    // MARK: Deadlines

    /// Fires the deadlines due by `time`, earliest first.
    private mutating func fireDeadlines(at time: Timestamp, into actions: inout [Action]) {
        while let due = nextDeadline, due <= time, var c = state.contacts {
            if let pending = c.pending, pending.deadline == due {
                // `tp_gesture_finger_count_switch_timeout`: the gesture so far is cancelled and the
                // new count takes over.
                end(due, cancelled: true, &actions)
                guard var after = state.contacts else { return }
                after.count = pending.count; after.pending = nil
                state = state.with(after)
            } else {
                c.holdDeadline = nil
                state = state.with(c)
                holdTimeout(due, &actions)
            }
        }
    }

    /// `GESTURE_EVENT_HOLD_TIMEOUT`: fingers still in UNKNOWN are a hold; one finger that has
    /// barely moved since it landed is a hold with motion.
    private mutating func holdTimeout(_ time: Timestamp, _ actions: inout [Action]) {
        switch state {
        case .unknown(let c):
            state = .hold(c)
            start(time, &actions)
        case .pointerMotion(let c):
            guard c.count == 1, moved(c.first, in: c).distance < Self.holdAndMotionMillimetres else { return }
            state = .holdAndMotion(c)
            start(time, &actions)
        default:
            break
        }
    }
}
