import GestureKit
import GestureRender
import Testing

/// `gesturekit render --plot offset`: offset, velocity and zoom over time.
struct OffsetPlotTests {
    @Test func flingIntoTheBottomEdgeOvershootsItAndSpringsBackToRestOnIt() throws {
        let recording = try TraceRendererTests.record("touchscreen/fling-into-edge", everyFrame: true)
        let doc = try #require(SVGInspector.parse(OffsetPlot.render(recording)))
        let series = doc.elements(class: "series").compactMap { $0.attributes["data-series"] }
        // Only y moves (a vertical flick), and zoom does not change: no x and no zoom chart.
        #expect(series == ["offset y", "velocity y"])
        #expect(doc.elements(class: "chart").count == 2)
        #expect(doc.texts.contains("bottom edge (y = 800)"))
        // Content 2× the 1280×800 surface: the bottom edge is at y = 800. The flick carries past it
        // (rubber band) and the spring brings it back to rest exactly on it.
        let ys = recording.states.map(\.contentOffset.y)
        #expect((ys.max() ?? 0) > 800)
        #expect(abs((ys.last ?? 0) - 800) < 0.5)
        #expect(ScrollActivity.spans(in: recording).map(\.kind) == [.dragging, .decelerating])
    }

    @Test func pinchBelowTheMinimumShowsTheMinimumButNotTheFarMaximum() throws {
        let recording = try TraceRendererTests.record("touchscreen/pinch-in", everyFrame: true)
        let doc = try #require(SVGInspector.parse(OffsetPlot.render(recording)))
        #expect(doc.elements(class: "chart").count == 3)
        #expect(doc.texts.contains("minimum zoom"))
        #expect(!doc.texts.contains("maximum zoom"), "4 is far above the 1 → 0.33 pinch and would squash it")
        // The pinch went below the fit zoom 0.5 and bounced back to it.
        let zooms = recording.states.map(\.zoomScale)
        #expect((zooms.min() ?? 1) < 0.45)
        #expect(abs((zooms.last ?? 0) - 0.5) < 1e-6)
    }

    @Test func pinchPlotAddsAZoomChartWithTheZoomLimits() throws {
        let recording = try TraceRendererTests.record("touchscreen/pinch-out", everyFrame: true)
        let doc = try #require(SVGInspector.parse(OffsetPlot.render(recording)))
        #expect(doc.elements(class: "chart").count == 3)
        #expect(doc.texts.contains("maximum zoom"))
    }
}
