import GestureKit
import GestureTestSupport
import Testing

/// Found by fuzzing (fuzz-evemu, docs/robustness.md): an evemu file whose clock jumps 12 years
/// while a finger is down made replay tick a controller frame every 1/120 s across the gap —
/// ~4.5·10¹⁰ frames, a hang. Frames now run only while the controller moves on its own.
struct PipelineTimeJumpTests {
    func pipeline() throws -> Pipeline {
        try Pipeline(configuration: PipelineConfiguration(
            graph: .viewer, scrollZoom: ScrollZoomSetup(viewport: Size(width: 1280, height: 800))))
    }

    @Test func aRestingFingerSchedulesNoControllerFrames() throws {
        let p = try pipeline()
        let dev = DeviceID(0)
        try p.process(InputEvent(time: .zero, device: dev, kind: .deviceAdded(TraceBuilder.touchscreen()))) { _ in }
        try p.process(InputEvent(time: .zero, device: dev, kind: .touch(.down(slot: 0, point: Point(x: 100, y: 100)))))
        { _ in }
        try p.process(InputEvent(time: .zero, device: dev, kind: .touch(.frame))) { _ in }
        // Only the long-press timer is due; no frame while nothing animates.
        if let due = p.nextDeadline { #expect(due <= .milliseconds(1_000)) }
        p.advance(to: .milliseconds(2_000)) { _ in }
        #expect(p.nextDeadline == nil)
    }

    @Test func aClockJumpOfYearsWithAFingerDownReplaysAtOnce() throws {
        let p = try pipeline()
        let dev = DeviceID(0)
        var outputs = 0
        try p.process(InputEvent(time: .zero, device: dev, kind: .deviceAdded(TraceBuilder.touchscreen()))) { _ in
            outputs += 1
        }
        try p.process(InputEvent(time: .zero, device: dev, kind: .touch(.down(slot: 0, point: Point(x: 100, y: 100)))))
        { _ in }
        try p.process(InputEvent(time: .zero, device: dev, kind: .touch(.frame))) { _ in }
        let years = Timestamp(microseconds: 400_000_000 * 1_000_000)
        try p.process(
            InputEvent(time: years, device: dev, kind: .touch(.motion(slot: 0, point: Point(x: 400, y: 300))))
        ) { _ in }
        try p.process(InputEvent(time: years, device: dev, kind: .touch(.frame))) { _ in }
        try p.process(InputEvent(time: years + .milliseconds(10), device: dev, kind: .touch(.up(slot: 0)))) { _ in }
        try p.process(InputEvent(time: years + .milliseconds(10), device: dev, kind: .touch(.frame))) { _ in }
        p.finish { _ in outputs += 1 }
        #expect(p.eventCount == 7)
        #expect(p.controller?.isIdle == true)
    }

    @Test func theFuzzedEvemuFileReplaysAtOnce() throws {
        let path = SharedRecordings.packageRoot
            .appendingPathComponent("Traces/fixtures/fuzz-evemu-clock-jumps-12-years.evemu").path
        var events = 0
        do {
            let summary = try TraceReplay.run(path: path, configure: { header in
                    PipelineConfiguration(
                        graph: .viewer, scrollZoom: ScrollZoomSetup(viewport: TraceReplay.defaultSurface(for: header)))
            }, emit: { _ in })
            events = summary.events
        } catch {
            // A clear error for the mangled lines is fine; the point is that it ends.
        }
        #expect(events >= 0)
    }

    /// docs/design.md, "Time": the pipeline, the first layer to see an event, reports a regression
    /// once and hands the tracker, graph and controller behind it the clamped time.
    @Test func anEventBeforeAWakeUpIsReportedOnceAndClampedForEveryLayerBehind() throws {
        let p = try pipeline()
        let dev = DeviceID(0)
        var regressions: [Diagnostic] = []
        var frameTimes: [Timestamp] = []
        func feed(_ ms: Int64, _ kind: InputEvent.Kind) throws {
            try p.process(InputEvent(time: .milliseconds(ms), device: dev, kind: kind)) { output in
                if case .diagnostic(let d) = output, d.code == .timeWentBackwards { regressions.append(d) }
                if case .frame(let f) = output { frameTimes.append(f.time) }
            }
        }
        try feed(0, .deviceAdded(TraceBuilder.touchscreen()))
        try feed(100, .touch(.down(slot: 0, point: Point(x: 100, y: 100))))
        try feed(100, .touch(.frame))
        p.advance(to: .milliseconds(200)) { _ in }
        try feed(150, .touch(.up(slot: 0)))
        try feed(150, .touch(.frame))
        #expect(regressions.map(\.time) == [.milliseconds(150), .milliseconds(150)])
        #expect(frameTimes == [.milliseconds(100), .milliseconds(200)])
        #expect(p.time == .milliseconds(200))
        #expect(p.controller?.clockRegressions == 0)
    }

    /// An animation that lasts days (a deceleration rate a hair under 1 per ms, a fling over a
    /// huge content) and an event a day later: at most `Pipeline.maximumCatchUpFrames` frames
    /// run before the event, on the frame grid, and the controller is where its physics put it.
    @Test func aDayLongFlingAndAnEventADayLaterRunTenMinutesOfFramesAtMost() throws {
        let p = try Pipeline(configuration: PipelineConfiguration(
            graph: .viewer,
            scrollZoom: ScrollZoomSetup(viewport: Size(width: 1280, height: 800),
                                        content: Size(width: 1280, height: 1e12))))
        _ = try p.withController(at: .zero, emit: { _ in }) {
            try $0.setDecelerationRate(DecelerationRate(perMillisecond: 0.999_999_999))
        }
        var b = TraceBuilder()
        b.fling(from: Point(x: 600, y: 700), velocity: Vector(dx: 0, dy: -3000))
        var scrolls: [Timestamp] = []
        for e in b.events {
            try p.process(e) { if case .scroll(.didScroll(let t, _), _) = $0 { scrolls.append(t) } }
        }
        let flingFrames = scrolls.count
        let aDayLater = b.now + .seconds(86_400)
        try p.process(InputEvent(time: aDayLater, device: DeviceID(0), kind: .touch(.frame))) {
            if case .scroll(.didScroll(let t, _), _) = $0 { scrolls.append(t) }
        }
        let caughtUp = scrolls.count - flingFrames
        #expect(caughtUp > 0 && Int64(caughtUp) <= Pipeline.maximumCatchUpFrames + 1, "\(caughtUp) frames")
        // The last frames run are the ones just before the event, a frame period apart.
        if let last = scrolls.last { #expect(aDayLater - last < .milliseconds(17), "\(last)") }
        #expect(p.nextDeadline.map { $0 > aDayLater } ?? false, "the fling still moves: frames go on")
    }
}
