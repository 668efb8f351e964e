import GestureKitTesting
import GestureTestSupport
import Testing

/// Recordings built or loaded, sliced in time, and replayed through a configured pipeline.
@Suite struct RecordingTests {
    /// A double tap, then a pan 600 ms later.
    static func tapsThenPan() -> Recording {
        var builder = TraceBuilder()
        builder.doubleTap(at: Point(x: 400, y: 300))
        builder.wait(.milliseconds(600))
        builder.pan(from: Point(x: 600, y: 400), to: Point(x: 300, y: 400))
        return Recording(builder)
    }

    @Test func aSliceKeepsOnlyTheEventsInItsSpan() throws {
        let recording = Self.tapsThenPan()
        let start = try #require(recording.startTime)
        let cut = start + .milliseconds(500)

        let before = recording.slice(to: cut)
        let after = recording.slice(from: cut)

        #expect(before.items.count + after.items.count == recording.items.count)
        for case .event(let e) in before.items { #expect(e.time < cut) }
        for case .event(let e) in after.items { #expect(e.time >= cut) }
        #expect(before.header == recording.header)
    }

    @Test func aPrefixReplaysOnlyWhatHappenedInIt() throws {
        let recording = Self.tapsThenPan()

        let whole = try recording.replay()
        let first = try recording.prefix(.milliseconds(500)).replay()

        try whole.require("pan", .began)
        try first.require("doubleTap")
        try first.requireNone("pan", .began)
    }

    @Test func theConfigurationStartsFromWhatReplayBuilds() throws {
        let recording = Self.tapsThenPan()
        var seen: PipelineConfiguration?
        _ = try recording.replay(configure: { seen = $0 })

        let configuration = try #require(seen)
        #expect(configuration.surface == recording.surface)
        #expect(configuration.scrollZoom == ScrollZoomSetup(viewport: recording.surface))
        #expect(configuration.graph == .viewer)
    }

    @Test func theControllerStateIsAnsweredAtATimeAndAtTheEnd() throws {
        let result = try Self.tapsThenPan().replay()
        let zoomed = try result.require("doubleTap")
        let panned = try result.require("pan", .began)

        #expect(result.controllerState(at: zoomed.time) == nil)   // nothing reported before the zoom
        let beforePan = try #require(result.controllerState(at: panned.time - .milliseconds(1)))
        let end = try #require(result.finalState)
        #expect(beforePan.zoomScale > 1)
        #expect(end.contentOffset.x > beforePan.contentOffset.x)   // dragged leftwards: content moves right
        // An animated zoom, as UIKit's `setZoomScale(_:animated:)`: no willBeginZooming.
        #expect(result.delegateSequence(dropping: [.didScroll, .didZoom]).prefix(2)
            == [.didEndZooming, .didEndScrollingAnimation])
    }

    @Test func aSceneIsConfiguredAndItsViewsAnswered() throws {
        let scene = try SceneDescription.load(path: SharedRecordings.trace("scenes/photo-pager.yaml"))
        let result = try Self.tapsThenPan().replay(configure: { $0.scene = scene })
        let view = try #require(scene.views.first?.name)

        #expect(result.finalSceneState(of: view) != nil)
        #expect(result.finalState == nil)
    }
}
