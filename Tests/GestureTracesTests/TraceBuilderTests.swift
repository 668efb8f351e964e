import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// Facts about synthesized input: counts, timings, slots, jitter bounds and determinism.
@Suite struct TraceBuilderTests {
    static func touches(_ b: TraceBuilder) -> [(Timestamp, TouchEvent)] {
        b.events.compactMap { if case .touch(let t) = $0.kind { ($0.time, t) } else { nil } }
    }

    static func motions(_ b: TraceBuilder) -> [(Timestamp, Int, Point)] {
        touches(b).compactMap { if case .motion(let s, let p) = $0.1 { ($0.0, s, p) } else { nil } }
    }

    static func ups(_ b: TraceBuilder) -> [(Timestamp, Int)] {
        touches(b).compactMap { if case .up(let s) = $0.1 { ($0.0, s) } else { nil } }
    }

    static func downs(_ b: TraceBuilder) -> [(Timestamp, Int, Point)] {
        touches(b).compactMap { if case .down(let s, let p) = $0.1 { ($0.0, s, p) } else { nil } }
    }

    @Test func panOf500msAt120HzHas60MotionFrames() {
        var b = TraceBuilder()
        b.pan(from: Point(x: 100, y: 100), to: Point(x: 500, y: 100), duration: .milliseconds(500))
        let motions = Self.motions(b)
        #expect(abs(motions.count - 60) <= 1)
        #expect(motions.last?.2 == Point(x: 500, y: 100))
        #expect(motions.last?.0 == Timestamp(microseconds: 500_000))
        // Eased: it starts and ends slowly, fastest in the middle.
        let steps = zip(motions.dropFirst(), motions).map { $0.0.2.x - $0.1.2.x }
        #expect(steps.first! < steps[steps.count / 2] && steps.last! < steps[steps.count / 2])
        // Lifts one report after coming to rest.
        #expect(Self.ups(b).first?.0 == Timestamp(microseconds: 500_000 + 8333))
    }

    @Test(arguments: [60.0, 90.0, 120.0, 240.0])
    func reportRateSetsTheNumberOfSamples(_ rate: Double) {
        var b = TraceBuilder(reportRate: rate)
        b.pan(from: .zero, to: Point(x: 100, y: 0), duration: .seconds(1))
        #expect(Self.motions(b).count == Int(rate))
    }

    @Test func twoFingerTapLiftApartLiftsTheFingers60msApart() {
        var b = TraceBuilder()
        b.twoFingerTap(at: Point(x: 640, y: 400), spread: 60, liftApart: .milliseconds(60))
        let ups = Self.ups(b)
        #expect(ups.count == 2)
        #expect(ups[1].0 - ups[0].0 == .milliseconds(60))
        #expect(Self.downs(b).map(\.2) == [Point(x: 610, y: 400), Point(x: 670, y: 400)])
        #expect(Self.downs(b).map(\.0) == [.zero, .zero])
    }

    @Test func twoFingerTapWithoutLiftApartLiftsInOneFrame() {
        var b = TraceBuilder()
        b.twoFingerTap(at: Point(x: 640, y: 400))
        let tail = Self.touches(b).suffix(3).map(\.1)
        #expect(tail == [.up(slot: 0), .up(slot: 1), .frame])
    }

    @Test func tapTimesAreExactMicroseconds() {
        var b = TraceBuilder()
        b.doubleTap(at: Point(x: 10, y: 20))
        #expect(Self.downs(b).map(\.0.microseconds) == [0, 230_000])
        #expect(Self.ups(b).map(\.0.microseconds) == [80_000, 310_000])
        #expect(b.now == Timestamp(microseconds: 310_000))
        #expect(Self.motions(b).isEmpty, "a still finger without jitter sends no reports")
    }

    @Test func tripleTapHasThreeTapsAtThePoint() {
        var b = TraceBuilder()
        b.tap(at: Point(x: 5, y: 6), count: 3)
        #expect(Self.downs(b).map(\.2) == Array(repeating: Point(x: 5, y: 6), count: 3))
    }

    @Test func everyReportEndsWithAFrameBeforeTimeMoves() {
        var b = TraceBuilder(jitter: 1, seed: 3)
        b.twoFingerTap(at: Point(x: 640, y: 400), liftApart: .milliseconds(30))
        b.wait(.milliseconds(200))
        b.rotate(center: Point(x: 640, y: 400), by: 1)
        let touches = Self.touches(b)
        for (i, (time, event)) in touches.enumerated() where event != .frame {
            let next = touches[i + 1]
            #expect(next.0 == time, "a report must be closed by a frame at its own time")
        }
        #expect(touches.last?.1 == .frame)
    }

    @Test func slotsAreAllocatedLowestFreeFirst() {
        var b = TraceBuilder()
        let a = b.touchDown(at: .zero)
        let c = b.touchDown(at: .zero)
        b.frame()
        b.touchUp(slot: a)
        b.frame()
        let d = b.touchDown(at: .zero)
        let e = b.touchDown(at: .zero)
        let slots: [Int] = [a, c, d, e]
        #expect(slots == [0, 1, 0, 2])
    }

    @Test(arguments: [0.5, 2.0, 5.0])
    func jitterStaysWithinItsBound(_ jitter: Double) {
        var b = TraceBuilder(jitter: jitter, seed: 99)
        let p = Point(x: 300, y: 200)
        b.longPress(at: p, duration: .milliseconds(800))
        let reported = Self.downs(b).map(\.2) + Self.motions(b).map(\.2)
        #expect(reported.count >= 90)  // 800 ms at 120 Hz of wobbling reports
        let roundingSlack = 0.005 + 1e-9
        for q in reported {
            #expect(abs(q.x - p.x) <= jitter + roundingSlack && abs(q.y - p.y) <= jitter + roundingSlack, "\(q)")
        }
        #expect(reported.contains { $0 != p }, "jitter must actually move the finger")
        #expect(reported.map(\.x).max()! - reported.map(\.x).min()! > jitter)  // spread over the range
    }

    @Test func sameSeedGivesTheSameTraceAndAnotherSeedDoesNot() throws {
        func build(_ seed: UInt64) throws -> [UInt8] {
            var b = TraceBuilder(jitter: 1.5, seed: seed)
            b.pan(from: Point(x: 100, y: 100), to: Point(x: 300, y: 250))
            b.pinch(center: Point(x: 640, y: 400), fromSpan: 100, toSpan: 200)
            return try b.gktraceBytes()
        }
        #expect(try build(7) == build(7))
        #expect(try build(7) != build(8))
    }

    @Test func splitMix64MatchesItsReferenceSequence() {
        // Reference outputs of SplitMix64 seeded with 1234567 (Vigna's splitmix64.c).
        var g = SplitMix64(seed: 1234567)
        let outputs: [UInt64] = [g.next(), g.next(), g.next()]
        let expected: [UInt64] = [6457827717110365317, 3203168211198807973, 9817491932198370423]
        #expect(outputs == expected)
    }

    @Test func flingMovesAtConstantVelocityAndLiftsWhileMoving() {
        var b = TraceBuilder()
        b.fling(from: Point(x: 640, y: 600), velocity: Vector(dx: 0, dy: -1500), duration: .milliseconds(150))
        let m = Self.motions(b)
        #expect(m.count == 18)
        for (a, c) in zip(m, m.dropFirst()) {
            let v = (c.2.y - a.2.y) / (c.0 - a.0).seconds
            #expect(abs(v - -1500) < 5, "velocity \(v)")
        }
        #expect(m.last?.2 == Point(x: 640, y: 375))
        #expect(Self.ups(b).first!.0 - m.last!.0 == b.period)
    }

    @Test func swipeTravelsItsDistanceInItsDirection() {
        var b = TraceBuilder()
        b.swipe(from: Point(x: 840, y: 400), direction: .left, distance: 300, duration: .milliseconds(120))
        #expect(Self.motions(b).last?.2 == Point(x: 540, y: 400))
    }

    @Test func pinchChangesTheSpanAndRotateTheAngle() {
        var b = TraceBuilder()
        b.pinch(center: Point(x: 640, y: 400), fromSpan: 100, toSpan: 300)
        let m = Self.motions(b)
        #expect(m.suffix(2).map(\.2) == [Point(x: 490, y: 400), Point(x: 790, y: 400)])
        var r = TraceBuilder()
        r.rotate(center: Point(x: 640, y: 400), span: 200, by: .pi / 2)
        let last = Self.motions(r).suffix(2).map(\.2)
        // A quarter turn clockwise (y down): the finger that started on the left ends on top.
        #expect(abs(last[0].x - 640) < 0.01 && abs(last[0].y - 300) < 0.01)
        #expect(abs(last[1].x - 640) < 0.01 && abs(last[1].y - 500) < 0.01)
    }

    @Test func touchpadSequencesBeginUpdateAndEnd() {
        var b = TraceBuilder(device: TraceBuilder.touchpad(), surface: nil)
        b.touchpadPinch(fingers: 2, scale: 2, rotation: .pi / 6, duration: .milliseconds(400))
        let gestures = b.events.compactMap { if case .gesture(let g) = $0.kind { g } else { nil } }
        #expect(gestures.first?.phase == .begin)
        #expect(gestures.last?.phase == .end(cancelled: false))
        let updates = gestures.compactMap { if case .update(_, let s, let a) = $0.phase { (s, a) } else { nil } }
        #expect(updates.count == 48)
        #expect(updates.last?.0 == 2)
        let turned: Double = updates.map { $0.1 }.reduce(0, +)
        #expect(abs(turned - Double.pi / 6) < 1e-4)
        #expect(gestures.allSatisfy { $0.fingers == 2 && $0.kind == .pinch })
    }

    @Test func touchpadHoldCanBeCancelled() {
        var b = TraceBuilder(device: TraceBuilder.touchpad(), surface: nil)
        b.touchpadHold(fingers: 3, duration: .milliseconds(250), cancelled: true)
        #expect(b.events.suffix(2).map(\.kind) == [
            .gesture(TouchpadGestureEvent(kind: .hold, fingers: 3, phase: .begin)),
            .gesture(TouchpadGestureEvent(kind: .hold, fingers: 3, phase: .end(cancelled: true))),
        ])
        #expect(b.events.last!.time - b.events[b.events.count - 2].time == .milliseconds(250))
    }

    @Test func fingerScrollSumsToItsDistanceAndEndsWithAnAxisStop() {
        var b = TraceBuilder(device: TraceBuilder.touchpad(), surface: nil)
        b.fingerScroll(by: Vector(dx: 0, dy: -400), duration: .milliseconds(300))
        let scrolls = b.events.compactMap {
            if case .pointer(.scroll(let s, let d, _, let stop)) = $0.kind { (s, d, stop) } else { nil }
        }
        #expect(scrolls.allSatisfy { $0.0 == .finger })
        let total: Double = scrolls.map { $0.1.dy }.reduce(0, +)
        #expect(abs(total + 400) < 1e-9)
        #expect(scrolls.last?.1 == .zero)
        #expect(scrolls.last?.2 == [.vertical])
        #expect(scrolls.dropLast().allSatisfy { $0.2.isEmpty })
    }

    @Test func devicesCanBeAddedAndRemoved() {
        var b = TraceBuilder()
        let pad = b.addDevice(TraceBuilder.touchpad())
        b.touchpadHold(duration: .milliseconds(10))
        b.removeDevice(pad)
        #expect(pad == DeviceID(1))
        #expect(b.header.devices.count == 2)
        #expect(b.events.last?.kind == .deviceRemoved)
        #expect(b.events.last?.device == pad)
    }

    @Test func headerMetaSaysHowTheTraceWasMade() {
        var b = TraceBuilder(jitter: 0.5, seed: 42)
        b.tap(at: Point(x: 1, y: 2))
        let meta = b.header.meta
        #expect(meta["seed"] == "42")
        #expect(meta["generator"] == "GestureTraces.TraceBuilder")
        #expect(meta["reportRateHz"] == "120.0")
        #expect(meta["calls"]?.contains("tap(at: (1, 2)") == true)
    }

    @Test func builtTraceReadsBackEqual() throws {
        var b = TraceBuilder(jitter: 1, seed: 5)
        b.threeFingerTap(at: Point(x: 640, y: 400))
        b.wait(.milliseconds(300))
        b.fling(from: Point(x: 100, y: 100), velocity: Vector(dx: 2000, dy: 500))
        let path = try TraceTestSupport.temporaryFile([UInt8]())
        try b.write(to: path)
        let reader = try GktraceReader(path: path)
        #expect(reader.header == b.header)
        #expect(try TraceTestSupport.events(TraceTestSupport.readAll(reader)) == b.events)
    }
}
