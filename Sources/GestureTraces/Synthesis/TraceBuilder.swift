import Foundation

/// Builds realistic synthetic input in a few lines, for tests, examples and the `Traces/` corpus.
///
/// Each gesture starts at the builder's clock (`now`) and leaves it where the gesture ended, so
/// calls read as a script: `b.tap(at: p); b.wait(.milliseconds(500)); b.pan(from: a, to: c)`.
/// Touches are reported like a touchscreen at `reportRate` (default 120 Hz): every report
/// ends with a frame; still fingers send nothing unless `jitter` is on, in which case they wobble
/// by up to ± `jitter` points per report from a seeded `SplitMix64`. Slots are allocated like the
/// kernel does (lowest free). Positions are rounded to 0.01 pt and times are exact microseconds,
/// so a builder script gives byte-identical `.gktrace` files everywhere.
public struct TraceBuilder: Sendable {
    /// A direction on the screen (y grows downward).
    public enum Direction: String, Sendable, CaseIterable {
        /// Towards smaller x.
        case left
        /// Towards larger x.
        case right
        /// Towards smaller y (up the screen).
        case up
        /// Towards larger y (down the screen).
        case down

        /// The unit vector pointing that way.
        public var unit: Vector {
            switch self {
            case .left: Vector(dx: -1, dy: 0)
            case .right: Vector(dx: 1, dy: 0)
            case .up: Vector(dx: 0, dy: -1)
            case .down: Vector(dx: 0, dy: 1)
            }
        }
    }

    /// Default finger contact time for a tap (ms): a brisk human tap is 50–120 ms.
    public static let defaultPress = TimeSpan.milliseconds(80)
    /// Default lift-to-down gap between taps of a multi-tap (ms): well inside UIKit's and
    /// Flutter's 300 ms double-tap window.
    public static let defaultTapInterval = TimeSpan.milliseconds(150)
    /// Default touchscreen surface (points): a 13" laptop panel at 1× scale.
    public static let defaultSurface = Size(width: 1280, height: 800)

    /// Reports per second (Hz) for touches, gesture updates and scrolls.
    public let reportRate: Double
    /// Maximum positional noise (points) added to every reported touch position.
    public let jitter: Double
    /// The seed of the jitter generator, recorded in the header's `meta`.
    public let seed: UInt64
    /// The clock: where the next gesture starts.
    public private(set) var now: Timestamp
    /// Everything built so far, in time order.
    public private(set) var events: [InputEvent] = []
    /// Devices by `DeviceID.rawValue`.
    public private(set) var devices: [DeviceInfo] = []
    /// The device new events come from.
    public private(set) var currentDevice = DeviceID(0)
    /// The surface touch positions are in (points).
    public let surface: Size?
    /// A readable log of the calls made, for `meta["calls"]`.
    public private(set) var calls: [String] = []
    /// Extra metadata for the header (e.g. `recipe`).
    public var meta: [String: String] = [:]

    private var random: SplitMix64
    /// Ideal (unjittered) positions of the fingers down, per device and slot.
    private var fingers: [[Int: Point]] = []

    /// A builder whose first event adds `device` at `start`.
    ///
    /// - Parameters:
    ///   - device: the device the events come from until `addDevice(_:)` or `use(_:)` says otherwise.
    ///   - surface: the surface the trace's points are in, written to its header; nil for none.
    ///   - reportRate: reports per second (Hz), > 0.
    ///   - jitter: maximum noise per coordinate (points), ≥ 0.
    ///   - seed: seed of the jitter generator.
    ///   - start: the time of the first event.
    public init(device: DeviceInfo = TraceBuilder.touchscreen(), surface: Size? = TraceBuilder.defaultSurface,
                reportRate: Double = 120, jitter: Double = 0, seed: UInt64 = 1, start: Timestamp = .zero) {
        precondition(
            reportRate.isFinite && reportRate > 0,
            "TraceBuilder: reportRate must be a positive number of Hz, got \(reportRate)")
        precondition(jitter.isFinite && jitter >= 0, "TraceBuilder: jitter must be ≥ 0 points, got \(jitter)")
        self.reportRate = reportRate
        self.jitter = jitter
        self.seed = seed
        self.surface = surface
        self.now = start
        self.random = SplitMix64(seed: seed)
        _ = addDevice(device)
        calls.removeAll()
    }

    // MARK: - Devices

    /// A synthetic touchscreen: 10 slots, sized to `surface` at 96 dpi.
    ///
    /// - Parameter surface: the surface in points; the device's size is that at 96 dpi.
    /// - Returns: the device's description.
    public static func touchscreen(surface: Size = defaultSurface) -> DeviceInfo {
        DeviceInfo(name: "GestureKit synthetic touchscreen", kind: .touchscreen,
            sizeMillimetres: Size(width: round2(surface.width * 25.4 / 96), height: round2(surface.height * 25.4 / 96)),
                   slotCount: 10, capabilities: [.touch])
    }

    /// A synthetic libinput touchpad (pointer and gesture events, 100 × 60 mm).
    ///
    /// - Returns: the device's description.
    public static func touchpad() -> DeviceInfo {
        DeviceInfo(
            name: "GestureKit synthetic touchpad", kind: .touchpad, sizeMillimetres: Size(width: 100, height: 60),
                   slotCount: 5, capabilities: [.pointer, .gesture])
    }

    /// Adds a device now and makes it current; returns its id.
    ///
    /// - Parameter info: the device's description.
    /// - Returns: the new device's id, its index in the header's devices.
    public mutating func addDevice(_ info: DeviceInfo) -> DeviceID {
        let id = DeviceID(devices.count)
        devices.append(info)
        fingers.append([:])
        currentDevice = id
        emit(.deviceAdded(info))
        calls.append("addDevice(\(info.name))")
        return id
    }

    /// Makes `id` the device that new events come from.
    ///
    /// - Parameter id: a device added before.
    public mutating func use(_ id: DeviceID) {
        precondition(id.rawValue >= 0 && id.rawValue < devices.count, "TraceBuilder.use: no device \(id)")
        currentDevice = id
    }

    /// Removes device `id` now (its fingers are forgotten, as the kernel would).
    ///
    /// - Parameter id: a device added before.
    public mutating func removeDevice(_ id: DeviceID) {
        precondition(id.rawValue >= 0 && id.rawValue < devices.count, "TraceBuilder.removeDevice: no device \(id)")
        events.append(InputEvent(time: now, device: id, kind: .deviceRemoved))
        fingers[id.rawValue].removeAll()
        calls.append("removeDevice(\(id))")
    }

    // MARK: - Time

    /// Advances the clock by `span` (no events).
    ///
    /// - Parameter span: how long to wait.
    public mutating func wait(_ span: TimeSpan) {
        precondition(span >= .zero, "TraceBuilder.wait: span must be ≥ 0, got \(span)")
        now += span
        calls.append("wait(\(span.milliseconds)ms)")
    }

    /// One report period (µs, rounded).
    public var period: TimeSpan { TimeSpan(microseconds: .saturating((1_000_000 / reportRate).rounded())) }

    /// The offsets of the samples that cover `duration` at the report rate: k·duration/n for
    /// k = 1…n, n = round(duration × rate) (at least 1), so the last one lands on `duration`.
    func sampleOffsets(_ duration: TimeSpan) -> [TimeSpan] {
        let n = max(1, Int.saturating((duration.seconds * reportRate).rounded()))
        return (1...n).map { k in
            TimeSpan(microseconds: .saturating((Double(k) * Double(duration.microseconds) / Double(n)).rounded()))
        }
    }

    // MARK: - Raw touches

    /// Puts a finger down at `point` in the lowest free slot (no frame); returns the slot.
    ///
    /// - Parameter point: where the finger lands, in points.
    /// - Returns: the slot it took, for `touchMove`, `touchUp`, `hold`, `move` and `lift`.
    @discardableResult
    public mutating func touchDown(at point: Point) -> Int {
        let d = currentDevice.rawValue
        var slot = 0
        while fingers[d][slot] != nil { slot += 1 }
        fingers[d][slot] = point
        emit(.touch(.down(slot: slot, point: reported(point))))
        return slot
    }

    /// Moves the finger in `slot` to `point` (no frame).
    ///
    /// - Parameters:
    ///   - slot: a slot `touchDown(at:)` returned.
    ///   - point: where the finger is now, in points.
    public mutating func touchMove(slot: Int, to point: Point) {
        precondition(fingers[currentDevice.rawValue][slot] != nil, "TraceBuilder.touchMove: slot \(slot) has no finger")
        fingers[currentDevice.rawValue][slot] = point
        emit(.touch(.motion(slot: slot, point: reported(point))))
    }

    /// Lifts the finger in `slot` (no frame).
    ///
    /// - Parameter slot: a slot `touchDown(at:)` returned.
    public mutating func touchUp(slot: Int) {
        precondition(fingers[currentDevice.rawValue][slot] != nil, "TraceBuilder.touchUp: slot \(slot) has no finger")
        fingers[currentDevice.rawValue][slot] = nil
        emit(.touch(.up(slot: slot)))
    }

    /// Cancels the touch in `slot` (no frame).
    ///
    /// - Parameter slot: a slot `touchDown(at:)` returned.
    public mutating func touchCancel(slot: Int) {
        precondition(
            fingers[currentDevice.rawValue][slot] != nil, "TraceBuilder.touchCancel: slot \(slot) has no finger")
        fingers[currentDevice.rawValue][slot] = nil
        emit(.touch(.cancel(slot: slot)))
    }

    /// Ends the current hardware report.
    public mutating func frame() { emit(.touch(.frame)) }

    /// Keeps the fingers in `slots` still for `span`: with jitter, they report at the report rate.
    ///
    /// - Parameters:
    ///   - slots: the fingers' slots.
    ///   - span: how long they stay.
    public mutating func hold(slots: [Int], for span: TimeSpan) {
        let start = now
        if jitter > 0 {
            var k: Int64 = 1
            while period * k < span {
                now = start + period * k
                for slot in slots { if let p = fingers[currentDevice.rawValue][slot] { touchMove(slot: slot, to: p) } }
                frame()
                k += 1
            }
        }
        now = start + span
    }

    /// Moves the fingers in `slots` over `duration`, one report per sample, to `path(progress)`.
    ///
    /// - Parameters:
    ///   - slots: the fingers' slots.
    ///   - duration: how long the motion lasts.
    ///   - path: the fingers' positions (in `slots` order) at progress 0…1.
    public mutating func move(slots: [Int], duration: TimeSpan, path: (Double) -> [Point]) {
        let start = now
        for offset in sampleOffsets(duration) {
            now = start + offset
            let points = path(Double(offset.microseconds) / Double(max(duration.microseconds, 1)))
            for (slot, p) in zip(slots, points) { touchMove(slot: slot, to: p) }
            frame()
        }
        now = start + duration
    }

    /// Lifts the fingers in `slots` together in one report.
    ///
    /// - Parameter slots: the fingers' slots.
    public mutating func lift(slots: [Int]) {
        for slot in slots { touchUp(slot: slot) }
        frame()
    }

    // MARK: - Touchscreen gestures

    /// One or more taps at `point`: finger down for `press`, `interval` between lift and next down.
    ///
    /// - Parameters:
    ///   - point: where, in points.
    ///   - count: how many taps, at least 1.
    ///   - press: how long each finger stays down.
    ///   - interval: the time from a lift to the next touch.
    public mutating func tap(
        at point: Point, count: Int = 1, press: TimeSpan = defaultPress, interval: TimeSpan = defaultTapInterval
    ) {
        precondition(count >= 1, "TraceBuilder.tap: count must be ≥ 1")
        calls.append(
            "tap(at: \(point), count: \(count), press: \(press.milliseconds)ms, interval: \(interval.milliseconds)ms)")
        for i in 0..<count {
            if i > 0 { now += interval }
            let slot = touchDown(at: point)
            frame()
            hold(slots: [slot], for: press)
            lift(slots: [slot])
        }
    }

    /// Two taps at `point`, `interval` from the first lift to the second touch.
    ///
    /// - Parameters:
    ///   - point: where, in points.
    ///   - interval: the time from the first lift to the second touch.
    public mutating func doubleTap(at point: Point, interval: TimeSpan = defaultTapInterval) {
        tap(at: point, count: 2, interval: interval)
    }

    /// Two fingers `spread` points apart (horizontally, centred on `center`) land together; the
    /// left one lifts after `press`, the right one `liftApart` later (same report when zero).
    ///
    /// - Parameters:
    ///   - center: the midpoint of the two fingers, in points.
    ///   - spread: the distance between them, in points.
    ///   - liftApart: how much later the right finger lifts than the left.
    ///   - press: how long the left finger stays down.
    public mutating func twoFingerTap(
        at center: Point, spread: Double = 40, liftApart: TimeSpan = .zero, press: TimeSpan = defaultPress
    ) {
        calls.append("twoFingerTap(at: \(center), spread: \(spread), liftApart: \(liftApart.milliseconds)ms)")
        let a = touchDown(at: center + Vector(dx: -spread / 2, dy: 0))
        let b = touchDown(at: center + Vector(dx: spread / 2, dy: 0))
        frame()
        hold(slots: [a, b], for: press)
        if liftApart > .zero {
            lift(slots: [a])
            hold(slots: [b], for: liftApart)
            lift(slots: [b])
        } else {
            lift(slots: [a, b])
        }
    }

    /// Three fingers land together in a shallow arc `spread` points apart and lift together.
    ///
    /// - Parameters:
    ///   - center: the middle finger's position, in points.
    ///   - spread: the distance between neighbouring fingers, in points.
    ///   - press: how long the fingers stay down.
    public mutating func threeFingerTap(at center: Point, spread: Double = 40, press: TimeSpan = defaultPress) {
        calls.append("threeFingerTap(at: \(center), spread: \(spread))")
        let offsets = [Vector(dx: -spread, dy: 0), Vector(dx: 0, dy: -spread / 4), Vector(dx: spread, dy: 0)]
        let slots = offsets.map { touchDown(at: center + $0) }
        frame()
        hold(slots: slots, for: press)
        lift(slots: slots)
    }

    /// A finger held still at `point` for `duration`, then lifted.
    ///
    /// - Parameters:
    ///   - point: where, in points.
    ///   - duration: how long the finger stays down.
    public mutating func longPress(at point: Point, duration: TimeSpan = .milliseconds(800)) {
        calls.append("longPress(at: \(point), duration: \(duration.milliseconds)ms)")
        let slot = touchDown(at: point)
        frame()
        hold(slots: [slot], for: duration)
        lift(slots: [slot])
    }

    /// A one-finger drag that eases in and out (smoothstep) and comes to rest before lifting one
    /// report later, so it carries no fling velocity.
    ///
    /// - Parameters:
    ///   - start: where the finger lands, in points.
    ///   - end: where it comes to rest and lifts, in points.
    ///   - duration: how long the motion lasts.
    public mutating func pan(from start: Point, to end: Point, duration: TimeSpan = .milliseconds(500)) {
        calls.append("pan(from: \(start), to: \(end), duration: \(duration.milliseconds)ms)")
        let slot = touchDown(at: start)
        frame()
        move(slots: [slot], duration: duration) { p in [start + (end - start) * Self.smoothstep(p)] }
        hold(slots: [slot], for: period)
        lift(slots: [slot])
    }

    /// A drag at constant `velocity` (points per second) for `duration`, lifted one report after
    /// the last motion while still moving: what a fling looks like to a velocity tracker.
    ///
    /// - Parameters:
    ///   - start: where the finger lands, in points.
    ///   - velocity: the finger's constant velocity, in points per second.
    ///   - duration: how long it moves.
    public mutating func fling(from start: Point, velocity: Vector, duration: TimeSpan = .milliseconds(150)) {
        calls.append("fling(from: \(start), velocity: \(velocity), duration: \(duration.milliseconds)ms)")
        let slot = touchDown(at: start)
        frame()
        let seconds = duration.seconds
        move(slots: [slot], duration: duration) { p in [start + velocity * (p * seconds)] }
        now += period
        lift(slots: [slot])
    }

    /// A quick straight one-finger swipe of `distance` points in `direction`, lifted while moving
    /// (the start first, as in `pan(from:to:)`).
    ///
    /// - Parameters:
    ///   - start: where the finger lands (surface points).
    ///   - direction: where it moves.
    ///   - distance: how far it moves (points).
    ///   - duration: how long it moves before lifting.
    public mutating func swipe(
        from start: Point, direction: Direction, distance: Double = 200, duration: TimeSpan = .milliseconds(120)
    ) {
        calls.append("""
            swipe(from: \(start), direction: \(direction.rawValue), distance: \(distance), duration: \
            \(duration.milliseconds)ms)
            """)
        let slot = touchDown(at: start)
        frame()
        move(slots: [slot], duration: duration) { p in [start + direction.unit * (distance * p)] }
        now += period
        lift(slots: [slot])
    }

    /// Two fingers on a line through `center` at `angle` (radians, clockwise) whose distance
    /// eases from `fromSpan` to `toSpan` points; both lift together one report after resting.
    ///
    /// - Parameters:
    ///   - center: the midpoint of the two fingers, in points.
    ///   - fromSpan: the fingers' distance at the start, in points.
    ///   - toSpan: their distance at the end, in points (larger than `fromSpan` zooms in).
    ///   - duration: how long the motion lasts.
    ///   - angle: the angle of the line through the fingers, in radians, clockwise.
    public mutating func pinch(
        center: Point, fromSpan: Double, toSpan: Double, duration: TimeSpan = .milliseconds(400), angle: Double = 0
    ) {
        calls.append(
            "pinch(center: \(center), fromSpan: \(fromSpan), toSpan: \(toSpan), duration: \(duration.milliseconds)ms)")
        twoFingerMotion(center: center, duration: duration) { p in
            (fromSpan + (toSpan - fromSpan) * Self.smoothstep(p), angle)
        } start: { (fromSpan, angle) }
    }

    /// Two fingers `span` points apart around `center` turning by `radians` (clockwise positive,
    /// y down) from `startAngle`; both lift together one report after resting.
    ///
    /// - Parameters:
    ///   - center: the midpoint of the two fingers, in points.
    ///   - span: the fingers' distance, in points.
    ///   - radians: how far they turn, clockwise positive.
    ///   - duration: how long the motion lasts.
    ///   - startAngle: the angle of the line through the fingers at the start, in radians.
    public mutating func rotate(
        center: Point, span: Double = 160, by radians: Double, duration: TimeSpan = .milliseconds(500),
        startAngle: Double = 0
    ) {
        calls.append("rotate(center: \(center), span: \(span), by: \(radians), duration: \(duration.milliseconds)ms)")
        twoFingerMotion(center: center, duration: duration) { p in
            (span, startAngle + radians * Self.smoothstep(p))
        } start: { (span, startAngle) }
    }

    private mutating func twoFingerMotion(
        center: Point, duration: TimeSpan, at: (Double) -> (span: Double, angle: Double),
                                          start: () -> (span: Double, angle: Double)) {
        func ends(_ s: (span: Double, angle: Double)) -> [Point] {
            let half = Vector(dx: cos(s.angle), dy: sin(s.angle)) * (s.span / 2)
            return [center - half, center + half]
        }
        let initial = ends(start())
        let slots = initial.map { touchDown(at: $0) }
        frame()
        move(slots: slots, duration: duration) { p in ends(at(p)) }
        hold(slots: slots, for: period)
        lift(slots: slots)
    }

    // MARK: - Touchpad (libinput) sequences

    /// A libinput swipe: begin, one update per report moving by `delta` in total, end.
    ///
    /// - Parameters:
    ///   - fingers: the finger count, fixed for the gesture.
    ///   - delta: the total motion, in the touchpad's units.
    ///   - duration: how long it lasts.
    ///   - cancelled: end it as cancelled rather than completed.
    public mutating func touchpadSwipe(
        fingers: Int = 3, by delta: Vector, duration: TimeSpan = .milliseconds(300), cancelled: Bool = false
    ) {
        calls.append("touchpadSwipe(fingers: \(fingers), by: \(delta), duration: \(duration.milliseconds)ms)")
        gestureSequence(.swipe, fingers: fingers, duration: duration, cancelled: cancelled) { p in (delta * p, 1, 0) }
    }

    /// A libinput pinch: the absolute scale goes geometrically from 1 to `scale`, the angle turns
    /// by `rotation` radians (clockwise) in equal steps; begin, one update per report, end.
    ///
    /// - Parameters:
    ///   - fingers: the finger count, fixed for the gesture.
    ///   - scale: the absolute scale at the end, above 0.
    ///   - rotation: the total rotation, in radians, clockwise.
    ///   - duration: how long it lasts.
    ///   - cancelled: end it as cancelled rather than completed.
    public mutating func touchpadPinch(
        fingers: Int = 2, scale: Double, rotation: Double = 0, duration: TimeSpan = .milliseconds(400),
        cancelled: Bool = false
    ) {
        precondition(scale.isFinite && scale > 0, "TraceBuilder.touchpadPinch: scale must be > 0, got \(scale)")
        calls.append("""
            touchpadPinch(fingers: \(fingers), scale: \(scale), rotation: \(rotation), duration: \
            \(duration.milliseconds)ms)
            """)
        gestureSequence(.pinch, fingers: fingers, duration: duration, cancelled: cancelled) { p in
            (.zero, pow(scale, p), rotation * p)
        }
    }

    /// A libinput hold: begin, then end after `duration` (cancelled when motion interrupts it).
    ///
    /// - Parameters:
    ///   - fingers: the finger count.
    ///   - duration: how long the fingers rest.
    ///   - cancelled: end it as cancelled (motion interrupted it) rather than completed.
    public mutating func touchpadHold(
        fingers: Int = 2, duration: TimeSpan = .milliseconds(500), cancelled: Bool = false
    ) {
        calls.append("touchpadHold(fingers: \(fingers), duration: \(duration.milliseconds)ms, cancelled: \(cancelled))")
        emit(.gesture(TouchpadGestureEvent(kind: .hold, fingers: fingers, phase: .begin)))
        now += duration
        emit(.gesture(TouchpadGestureEvent(kind: .hold, fingers: fingers, phase: .end(cancelled: cancelled))))
    }

    /// A two-finger touchpad scroll (`finger` source) moving `delta` in total, one event per
    /// report, then the axis stop (zero on the axes that moved) one report later: the cue that
    /// starts kinetic scrolling.
    ///
    /// - Parameters:
    ///   - delta: the total scroll, in the touchpad's scroll units.
    ///   - duration: how long the scrolling lasts.
    public mutating func fingerScroll(by delta: Vector, duration: TimeSpan = .milliseconds(300)) {
        calls.append("fingerScroll(by: \(delta), duration: \(duration.milliseconds)ms)")
        let start = now
        var previous = Vector.zero
        var linear: [Vector] = []
        for offset in sampleOffsets(duration) {
            let p = Double(offset.microseconds) / Double(max(duration.microseconds, 1))
            let cumulative = Self.round2(delta * p)
            linear.append(cumulative - previous)
            previous = cumulative
        }
        for (offset, step) in zip(sampleOffsets(duration), linear) {
            now = start + offset
            emit(.pointer(.scroll(source: .finger, delta: Self.round2(step), v120: .zero, stopped: [])))
        }
        now = start + duration + period
        var axes: ScrollAxes = []
        if delta.dx != 0 { axes.insert(.horizontal) }
        if delta.dy != 0 { axes.insert(.vertical) }
        if axes.isEmpty { axes = [.horizontal, .vertical] }
        emit(.pointer(.scroll(source: .finger, delta: .zero, v120: .zero, stopped: axes)))
    }

    /// Begin at `now`, updates at the report rate with the deltas of `at(progress)` (cumulative
    /// motion, absolute scale, cumulative angle), end one report after the last update.
    private mutating func gestureSequence(
        _ kind: TouchpadGestureKind, fingers: Int, duration: TimeSpan, cancelled: Bool,
                                          at: (Double) -> (motion: Vector, scale: Double, angle: Double)) {
        precondition(fingers >= 1, "TraceBuilder: a touchpad gesture needs at least one finger")
        let start = now
        emit(.gesture(TouchpadGestureEvent(kind: kind, fingers: fingers, phase: .begin)))
        var previousMotion = Vector.zero
        var previousAngle = 0.0
        for offset in sampleOffsets(duration) {
            now = start + offset
            let s = at(Double(offset.microseconds) / Double(max(duration.microseconds, 1)))
            let motion = Self.round2(s.motion)
            let angle = (s.angle * 100_000).rounded() / 100_000
            let update = TouchpadGestureEvent.Phase.update(
                delta: Self.round2(motion - previousMotion), scale: (s.scale * 10_000).rounded() / 10_000,
                angleDelta: ((angle - previousAngle) * 100_000).rounded() / 100_000)
            emit(.gesture(TouchpadGestureEvent(kind: kind, fingers: fingers, phase: update)))
            previousMotion = motion
            previousAngle = angle
        }
        now = start + duration + period
        emit(.gesture(TouchpadGestureEvent(kind: kind, fingers: fingers, phase: .end(cancelled: cancelled))))
    }

    // MARK: - Output

    /// The header: devices, surface, and `meta` saying how the trace was made.
    public var header: TraceHeader {
        var m = meta
        m["generator"] = "GestureTraces.TraceBuilder"
        m["seed"] = String(seed)
        m["reportRateHz"] = reportRate.description
        m["jitter"] = jitter.description
        m["calls"] = calls.joined(separator: "; ")
        return TraceHeader(devices: devices, surface: surface, meta: m)
    }

    /// The trace as `.gktrace` bytes.
    ///
    /// - Returns: the header line, then one line per event (docs/trace-format.md).
    /// - Throws: `TraceError` for a number that is not finite (a device's size or resolution, an
    ///   event's coordinate).
    public func gktraceBytes() throws(TraceError) -> [UInt8] {
        var encoder = GktraceEncoder()
        try encoder.encode(header: header)
        for e in events { try encoder.encode(e) }
        return encoder.takeBytes()
    }

    /// Writes the trace to `path` as a `.gktrace`.
    ///
    /// - Parameter path: the file to create or replace.
    /// - Throws: `TraceError` naming the file when it cannot be written.
    public func write(to path: String) throws(TraceError) {
        let writer = try GktraceWriter(path: path, header: header)
        try writer.write(contentsOf: events)
        try writer.finish()
    }

    // MARK: - Helpers

    private mutating func emit(_ kind: InputEvent.Kind) {
        events.append(InputEvent(time: now, device: currentDevice, kind: kind))
    }

    /// `point` with jitter, rounded to 0.01 pt.
    private mutating func reported(_ point: Point) -> Point {
        guard jitter > 0 else { return Self.round2(point) }
        let dx = random.nextSymmetric(jitter)
        let dy = random.nextSymmetric(jitter)
        return Self.round2(Point(x: point.x + dx, y: point.y + dy))
    }

    /// 3p² − 2p³: starts and ends at rest.
    static func smoothstep(_ p: Double) -> Double { p * p * (3 - 2 * p) }

    static func round2(_ v: Double) -> Double { (v * 100).rounded() / 100 }
    static func round2(_ p: Point) -> Point { Point(x: round2(p.x), y: round2(p.y)) }
    static func round2(_ v: Vector) -> Vector { Vector(dx: round2(v.dx), dy: round2(v.dy)) }
}
