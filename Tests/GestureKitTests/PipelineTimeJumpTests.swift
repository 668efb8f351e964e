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

    /// DESIGN §3: the pipeline, the first layer to see an event, reports a regression once and
    /// hands the tracker, graph and controller behind it the clamped time.
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
}
