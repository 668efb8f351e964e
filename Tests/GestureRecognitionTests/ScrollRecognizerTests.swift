import GestureInput
import Testing
@testable import GestureRecognition

struct ScrollRecognizerTests {
    /// Finger scroll: 10 deltas of `delta` every 10 ms, then the axis stop `stopAfter` ms later.
    func fingerScroll(_ r: GestureRun, delta: Vector, stopAfter: Double, stopped: ScrollAxes) {
        for k in 1...10 { r.send(scroll(.finger, delta, at: msec(10 * Double(k)))) }
        r.send(scroll(.finger, .zero, stopped: stopped, at: msec(100 + stopAfter)))
    }

    @Test func aFingerScrollEndsAtTheAxisStopWithTheReleaseVelocity() throws {
        let r = try GestureRun([("scroll", ScrollRecognizer())])
        fingerScroll(r, delta: Vector(dx: 0, dy: 8), stopAfter: 10, stopped: .vertical)
        let events = r.events(of: "scroll")
        #expect(events.map(\.state) == [.began] + Array(repeating: .changed, count: 9) + [.ended])
        #expect(events.first?.translation == Vector(dx: 0, dy: 8))
        let last = try #require(events.last)
        #expect(last.translation == Vector(dx: 0, dy: 80))
        // 8 units per 10 ms = 800 units/s: the velocity that starts kinetic scrolling.
        let v = try #require(last.velocity)
        #expect((v - Vector(dx: 0, dy: 800)).length < 1e-6)
        #expect(r.graph.isIdle)
    }

    @Test func anAxisStopAfterTheFingersRestedReleasesWithZeroVelocity() throws {
        let r = try GestureRun([("scroll", ScrollRecognizer())])
        fingerScroll(r, delta: Vector(dx: 0, dy: 8), stopAfter: 60, stopped: .vertical)
        #expect(r.events(of: "scroll").last?.state == .ended)
        #expect(r.events(of: "scroll").last?.velocity == .zero)
    }

    @Test func aTwoAxisScrollEndsOnlyWhenBothAxesStopped() throws {
        let r = try GestureRun([("scroll", ScrollRecognizer())])
        r.send(scroll(.finger, Vector(dx: 3, dy: 4), at: msec(10)))
        r.send(scroll(.finger, Vector(dx: 3, dy: 4), at: msec(20)))
        r.send(scroll(.finger, .zero, stopped: .horizontal, at: msec(30)))
        #expect(r.states(of: "scroll") == [.began, .changed])
        r.send(scroll(.finger, .zero, stopped: .vertical, at: msec(35)))
        #expect(r.states(of: "scroll") == [.began, .changed, .ended])
    }

    @Test(arguments: [ScrollSource.wheel, .continuous])
    func aWheelOrContinuousScrollIsABeganEndedPairCarryingTheDelta(source: ScrollSource) throws {
        let r = try GestureRun([("scroll", ScrollRecognizer())])
        r.send(scroll(source, Vector(dx: 0, dy: 15), at: msec(10)))
        r.send(scroll(source, Vector(dx: 0, dy: -15), at: msec(20)))
        let events = r.events(of: "scroll")
        #expect(events.map(\.state) == [.began, .ended, .began, .ended])
        // A wheel reports detents (15° without v120 is one detent); a continuous source its delta.
        let unit: Double = source == .wheel ? 1 : 15
        #expect(events.map { $0.translation?.dy } == [unit, unit, -unit, -unit])
        #expect(events.map(\.time) == [msec(10), msec(10), msec(20), msec(20)])
    }

    @Test func aHighResolutionWheelReportsFractionsOfADetentFromV120() throws {
        let r = try GestureRun([("wheel", ScrollRecognizer())])
        r.send(.pointer(msec(10), DeviceID(1), .scroll(source: .wheel, delta: Vector(dx: 0, dy: 3.75),
                                                       v120: Vector(dx: 0, dy: 30), stopped: [])))
        #expect(r.events(of: "wheel").first?.translation == Vector(dx: 0, dy: 0.25))
    }

    @Test func sourcesOutsideTheFilterAreSkipped() throws {
        let r = try GestureRun([("scroll", ScrollRecognizer(configuration: ScrollConfiguration(sources: [.finger])))])
        r.send(scroll(.wheel, Vector(dx: 0, dy: 15), at: msec(10)))
        #expect(r.events.isEmpty)
    }

    @Test func removingTheDeviceCancelsAFingerScroll() throws {
        let r = try GestureRun([("scroll", ScrollRecognizer())])
        r.send(scroll(.finger, Vector(dx: 0, dy: 8), at: msec(10)))
        r.send(.deviceRemoved(msec(20), DeviceID(1)))
        #expect(r.states(of: "scroll") == [.began, .cancelled])
        #expect(r.graph.isIdle)
    }
}
