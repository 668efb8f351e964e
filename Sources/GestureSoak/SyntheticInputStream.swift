import GestureInput
import GestureKit
import GestureTraces

/// An endless, seeded stream of realistic input for soak runs, benchmarks and `gesturekit synth`:
/// taps, multi-taps, long presses, pans, flings, pinches, rotations, swipes and five-finger drags on
/// a 120 Hz touchscreen, swipes/pinches/holds/finger scrolls on a touchpad, optionally mixed with
/// device hot-plugs and malformed sequences (impossible slots, unknown devices, time going back,
/// updates without a begin, truncated gestures, absurd coordinates).
///
/// Each gesture is scripted with `TraceBuilder` on its own (an "episode") and spliced in at the
/// stream's clock, so memory stays bounded however long the stream runs. The same seed and
/// configuration always give the same events.
public struct SyntheticInputStream: Sendable {
    /// What the stream mixes in besides well-formed gestures.
    public struct Configuration: Hashable, Sendable {
        /// Chance (0…1) that an episode is a malformed sequence instead of a gesture.
        public var malformedFraction: Double
        /// Chance (0…1) that an episode ends with its device unplugged mid-gesture and plugged back.
        public var hotplugFraction: Double
        /// Chance (0…1) that an episode happens on the touchpad rather than the touchscreen.
        public var touchpadFraction: Double

        /// Well-formed input only: what a healthy device produces (benchmarks, `synth`).
        public static let wellFormed = Configuration(malformedFraction: 0, hotplugFraction: 0, touchpadFraction: 0.2)
        /// The soak mix: one episode in ten malformed, one in twenty-five cut short by an unplug.
        public static let soak = Configuration(malformedFraction: 0.1, hotplugFraction: 0.04, touchpadFraction: 0.25)

        /// A mix; fractions are clamped to 0…1.
        ///
        /// - Parameters:
        ///   - malformedFraction: the chance that an episode is a malformed sequence.
        ///   - hotplugFraction: the chance that an episode ends with its device unplugged and plugged back.
        ///   - touchpadFraction: the chance that an episode happens on the touchpad.
        public init(malformedFraction: Double, hotplugFraction: Double, touchpadFraction: Double) {
            self.malformedFraction = min(max(malformedFraction, 0), 1)
            self.hotplugFraction = min(max(hotplugFraction, 0), 1)
            self.touchpadFraction = min(max(touchpadFraction, 0), 1)
        }
    }

    /// The touchscreen's id in the stream.
    public static let touchscreen = DeviceID(0)
    /// The touchpad's id in the stream.
    public static let touchpad = DeviceID(1)
    /// A device id the stream never adds: malformed episodes send events from it.
    public static let unknownDevice = DeviceID(9)
    /// The touchscreen surface (points): TraceBuilder's default 13" panel.
    public static let surface = TraceBuilder.defaultSurface

    /// The mix.
    public let configuration: Configuration
    /// The seed the stream was made from.
    public let seed: UInt64
    /// Devices (touchscreen, touchpad) and surface, as a trace header.
    public let header: TraceHeader
    /// Episodes generated so far.
    public private(set) var episodes = 0

    private var random: SplitMix64
    private var now: Timestamp
    private var pending: [InputEvent] = []
    private var cursor = 0
    private var startedDevices = false
    private let screenInfo = TraceBuilder.touchscreen()
    private let padInfo = TraceBuilder.touchpad()

    /// A stream starting at `start` (the devices are added at that time).
    ///
    /// - Parameters:
    ///   - seed: the seed; the same seed and configuration give the same events.
    ///   - configuration: what the stream mixes in.
    ///   - start: the time of the first events.
    public init(seed: UInt64, configuration: Configuration = .soak, start: Timestamp = .zero) {
        self.seed = seed
        self.configuration = configuration
        self.random = SplitMix64(seed: seed)
        self.now = start
        header = TraceHeader(devices: [screenInfo, padInfo], surface: Self.surface,
                             meta: ["generator": "GestureKit.SyntheticInputStream", "seed": String(seed)])
        pending.reserveCapacity(4096)
    }

    /// The next event; the stream never ends.
    ///
    /// - Returns: the next event, in time order.
    public mutating func next() -> InputEvent {
        while cursor >= pending.count {
            pending.removeAll(keepingCapacity: true)
            cursor = 0
            refill()
        }
        defer { cursor += 1 }
        return pending[cursor]
    }

    /// A quiet point: every device unplugged at the stream's clock, `span` of silence, then both
    /// plugged back. Returns the unplug events, the time the silence ends, and the re-plug events
    /// (the stream continues after them). After the unplugs and the silence no touch, gesture,
    /// timer or animation may remain.
    ///
    /// - Parameter span: how long the silence lasts.
    /// - Returns: the unplug events, the time the silence ends, and the re-plug events.
    public mutating func quiesce(for span: TimeSpan) -> (unplug: [InputEvent], until: Timestamp, replug: [InputEvent]) {
        // Drop what is left of the current episode: it belongs to devices about to go away.
        pending.removeAll(keepingCapacity: true)
        cursor = 0
        let t = now
        now = t + span
        return ([InputEvent(time: t, device: Self.touchscreen, kind: .deviceRemoved),
                 InputEvent(time: t, device: Self.touchpad, kind: .deviceRemoved)],
                now,
                [InputEvent(time: now, device: Self.touchscreen, kind: .deviceAdded(screenInfo)),
                 InputEvent(time: now, device: Self.touchpad, kind: .deviceAdded(padInfo))])
    }

    // MARK: - Episodes

    private mutating func refill() {
        if !startedDevices {
            startedDevices = true
            pending.append(InputEvent(time: now, device: Self.touchscreen, kind: .deviceAdded(screenInfo)))
            pending.append(InputEvent(time: now, device: Self.touchpad, kind: .deviceAdded(padInfo)))
            return
        }
        episodes += 1
        if random.nextUnit() < configuration.malformedFraction {
            malformedEpisode()
        } else {
            gestureEpisode()
        }
        // Pause between gestures: 30 ms (inside multi-tap windows) to 1.2 s (timers expire).
        now += .microseconds(30_000 + Int64(random.nextUnit() * 1_170_000))
    }

    private mutating func gestureEpisode() {
        let onPad = random.nextUnit() < configuration.touchpadFraction
        let device = onPad ? Self.touchpad : Self.touchscreen
        var b = TraceBuilder(device: onPad ? padInfo : screenInfo, surface: Self.surface, reportRate: 120,
                             jitter: random.nextUnit() < 0.5 ? 0 : 0.6, seed: random.next(), start: now)
        if onPad { touchpadGesture(&b) } else { touchscreenGesture(&b) }
        // The builder's first event adds its own device 0: the stream's devices already exist.
        var events = b.events.dropFirst()
        if random.nextUnit() < configuration.hotplugFraction, events.count > 2 {
            // Unplugged mid-gesture, plugged back 50 ms later.
            events = events.prefix(1 + Int(random.next() % UInt64(events.count - 1)))
            let cut = events.last?.time ?? now
            splice(events, as: device)
            pending.append(InputEvent(time: cut, device: device, kind: .deviceRemoved))
            pending.append(InputEvent(time: cut + .milliseconds(50), device: device,
                                      kind: .deviceAdded(onPad ? padInfo : screenInfo)))
            now = cut + .milliseconds(50)
            return
        }
        splice(events, as: device)
        now = max(now, b.now)
    }

    private mutating func splice(_ events: ArraySlice<InputEvent>, as device: DeviceID) {
        for var e in events {
            e.device = device
            pending.append(e)
        }
    }

    private mutating func point(margin: Double = 120) -> Point {
        Point(x: margin + random.nextUnit() * (Self.surface.width - 2 * margin),
              y: margin + random.nextUnit() * (Self.surface.height - 2 * margin))
    }

    private mutating func touchscreenGesture(_ b: inout TraceBuilder) {
        let p = point()
        switch random.next() % 11 {
        case 0: b.tap(at: p)
        case 1: b.doubleTap(at: p, interval: .milliseconds(60 + Int64(random.next() % 200)))
        case 2: b.tap(at: p, count: 3)
        case 3: b.longPress(at: p, duration: .milliseconds(500 + Int64(random.next() % 700)))
        case 4: b.pan(from: p, to: point(), duration: .milliseconds(150 + Int64(random.next() % 900)))
        case 5: b.fling(from: p, velocity: Vector(dx: random.nextSymmetric(3000), dy: random.nextSymmetric(3000)))
        case 6:
            let from = 80 + random.nextUnit() * 200, to = 60 + random.nextUnit() * 400
            b.pinch(center: p, fromSpan: from, toSpan: to, duration: .milliseconds(200 + Int64(random.next() % 600)),
                    angle: random.nextSymmetric(3))
        case 7:
            b.rotate(center: p, by: random.nextSymmetric(2), duration: .milliseconds(300 + Int64(random.next() % 500)))
        case 8: b.swipe(from: point(margin: 300), direction: TraceBuilder.Direction.allCases[Int(random.next() % 4)])
        case 9: random.nextUnit() < 0.5 ? b.twoFingerTap(at: p) : b.threeFingerTap(at: p)
        default: fiveFingerDrag(&b, at: p)
        }
    }

    /// Five fingers down together, dragged, lifted: the most a hand does at once.
    private mutating func fiveFingerDrag(_ b: inout TraceBuilder, at center: Point) {
        let offsets = [Vector(dx: -80, dy: 20), Vector(dx: -40, dy: -30), Vector(dx: 0, dy: -40),
                       Vector(dx: 40, dy: -30), Vector(dx: 90, dy: 40)]
        let slots = offsets.map { b.touchDown(at: center + $0) }
        b.frame()
        let delta = Vector(dx: random.nextSymmetric(100), dy: random.nextSymmetric(100))
        b.move(slots: slots, duration: .milliseconds(200 + Int64(random.next() % 600))) { progress in
            offsets.map { center + $0 + delta * progress }
        }
        b.lift(slots: slots)
    }

    private mutating func touchpadGesture(_ b: inout TraceBuilder) {
        let cancelled = random.nextUnit() < 0.1
        switch random.next() % 4 {
        case 0: b.touchpadSwipe(fingers: 3 + Int(random.next() % 2),
                by: Vector(dx: random.nextSymmetric(300), dy: random.nextSymmetric(300)), cancelled: cancelled)
        case 1:
            b.touchpadPinch(
                scale: 0.4 + random.nextUnit() * 2, rotation: random.nextSymmetric(60), cancelled: cancelled)
        case 2: b.touchpadHold(duration: .milliseconds(100 + Int64(random.next() % 800)), cancelled: cancelled)
        default: b.fingerScroll(by: Vector(dx: random.nextSymmetric(200), dy: random.nextSymmetric(600)))
        }
    }

    /// A short sequence no healthy device sends: each is a defect readers and the tracker must
    /// count and survive.
    private mutating func malformedEpisode() {
        let dev = random.nextUnit() < 0.5 ? Self.touchscreen : Self.touchpad
        let t = now
        func touch(_ e: TouchEvent, at time: Timestamp? = nil, device: DeviceID? = nil) -> InputEvent {
            InputEvent(time: time ?? t, device: device ?? dev, kind: .touch(e))
        }
        let p = point(margin: 0)
        switch random.next() % 10 {
        case 0: // motion and lift of a finger that never landed
            pending.append(touch(.motion(slot: 3, point: p)))
            pending.append(touch(.up(slot: 4)))
            pending.append(touch(.frame))
        case 1: // two landings in one slot
            pending.append(touch(.down(slot: 0, point: p)))
            pending.append(touch(.down(slot: 0, point: p + Vector(dx: 5, dy: 5))))
            pending.append(touch(.frame))
            pending.append(touch(.up(slot: 0), at: t + .milliseconds(40)))
            pending.append(touch(.frame, at: t + .milliseconds(40)))
        case 2: // slots far outside any device
            pending.append(touch(.down(slot: -1, point: p)))
            pending.append(touch(.down(slot: 10_000, point: p)))
            pending.append(touch(.frame))
        case 3: // a device nobody added
            pending.append(touch(.down(slot: 0, point: p), device: Self.unknownDevice))
            pending.append(touch(.frame, device: Self.unknownDevice))
            pending.append(InputEvent(time: t, device: Self.unknownDevice, kind: .deviceRemoved))
        case 4: // time going backwards by a second, mid-touch
            pending.append(touch(.down(slot: 0, point: p)))
            pending.append(touch(.frame))
            pending.append(touch(.motion(slot: 0, point: p + Vector(dx: 30, dy: 0)), at: t - .seconds(1)))
            pending.append(touch(.frame, at: t - .seconds(1)))
            pending.append(touch(.up(slot: 0), at: t + .milliseconds(16)))
            pending.append(touch(.frame, at: t + .milliseconds(16)))
        case 5: // touchpad updates and ends without a begin
            pending.append(InputEvent(time: t, device: dev, kind: .gesture(TouchpadGestureEvent(
                kind: .pinch, fingers: 2, phase: .update(delta: Vector(dx: 3, dy: 1), scale: 1.2, angleDelta: 4)))))
            pending.append(InputEvent(time: t + .milliseconds(8), device: dev, kind: .gesture(TouchpadGestureEvent(
                kind: .swipe, fingers: 3, phase: .end(cancelled: false)))))
        case 6: // a gesture cut off: fingers land and move, the lift never comes (next episodes reuse the slot)
            pending.append(touch(.down(slot: 0, point: p)))
            pending.append(touch(.down(slot: 1, point: p + Vector(dx: 60, dy: 0))))
            pending.append(touch(.frame))
            for k in 1...6 {
                let time = t + .microseconds(Int64(k) * 8333)
                pending.append(touch(.motion(slot: 0, point: p + Vector(dx: Double(k) * 12, dy: 0)), at: time))
                pending.append(touch(.frame, at: time))
            }
        case 7: // absurd coordinates (a miscalibrated panel) and a frame that repeats its time
            pending.append(touch(.down(slot: 2, point: Point(x: 1e9, y: -1e9))))
            pending.append(touch(.frame))
            pending.append(touch(.motion(slot: 2, point: Point(x: -1e9, y: 1e9))))
            pending.append(touch(.frame))
            pending.append(touch(.up(slot: 2), at: t + .milliseconds(30)))
            pending.append(touch(.frame, at: t + .milliseconds(30)))
        case 8: // touch rows without a closing frame, then a pointer scroll with an absurd delta
            pending.append(touch(.down(slot: 5, point: p)))
            pending.append(touch(.motion(slot: 5, point: p + Vector(dx: 1, dy: 1))))
            pending.append(InputEvent(time: t + .milliseconds(5), device: dev, kind: .pointer(.scroll(
                source: .finger, delta: Vector(dx: 0, dy: 1e7), v120: .zero, stopped: []))))
            pending.append(InputEvent(time: t + .milliseconds(10), device: dev, kind: .pointer(.scroll(
                source: .finger, delta: .zero, v120: .zero, stopped: [.vertical]))))
            pending.append(touch(.cancel(slot: 5), at: t + .milliseconds(12)))
            pending.append(touch(.frame, at: t + .milliseconds(12)))
        default: // a device added twice, then removed and re-added (a replug storm)
            let info = dev == Self.touchscreen ? screenInfo : padInfo
            pending.append(InputEvent(time: t, device: dev, kind: .deviceAdded(info)))
            pending.append(InputEvent(time: t + .milliseconds(1), device: dev, kind: .deviceRemoved))
            pending.append(InputEvent(time: t + .milliseconds(2), device: dev, kind: .deviceAdded(info)))
        }
        now = max(now, pending.last?.time ?? now)
    }
}
