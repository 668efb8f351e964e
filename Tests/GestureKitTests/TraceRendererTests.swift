import Foundation
import GestureRender
import GestureTestSupport
import GestureKit
import Testing

/// `gesturekit render`'s picture: well-formed SVG with one path per touch, one timeline lane per
/// recognizer that fired, gesture captions where they happened, and the viewport at key moments.
struct TraceRendererTests {
    static func record(_ trace: String, preset: GraphConfiguration = .viewer, everyFrame: Bool = false) throws
        -> RenderRecording
    {
        try RenderRecording.replay(path: SVGInspector.trace(trace)) { header in
            PipelineConfiguration(
                graph: preset, scrollZoom: ScrollZoomSetup(viewport: TraceReplay.defaultSurface(for: header)),
                                  everyFrame: everyFrame)
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var trace: String
        var touches: Int
        var recognizers: [String]
        var testDescription: String { trace }
    }

    @Test(arguments: [
        Case(trace: "touchscreen/tap", touches: 1, recognizers: ["singleTap"]),
        Case(trace: "touchscreen/double-tap", touches: 2, recognizers: ["doubleTap"]),
        Case(trace: "touchscreen/two-finger-tap", touches: 2, recognizers: ["twoFingerTap"]),
        Case(trace: "touchscreen/pinch-out", touches: 2, recognizers: ["pinch"]),
        Case(trace: "touchscreen/long-press", touches: 1, recognizers: ["longPress"]),
        Case(trace: "touchscreen/fling-into-edge", touches: 1, recognizers: ["pan", "swipeUp"]),
    ])
    func pictureHasOnePathPerTouchAndOneLanePerRecognizerThatFired(_ c: Case) throws {
        let svg = TraceRenderer.render(try Self.record(c.trace))
        let doc = try #require(SVGInspector.parse(svg), "not well-formed XML")
        #expect(doc.elements.first?.name == "svg")
        #expect(doc.elements(class: "touch-path").count == c.touches)
        #expect(doc.elements(class: "touch-start").count == c.touches)
        #expect(doc.elements(class: "touch-end").count == c.touches)
        #expect(doc.elements(class: "touch-down").count == c.touches)
        #expect(doc.elements(class: "touch-up").count == c.touches)
        let lanes = doc.elements(class: "lane").filter { $0.attributes["data-lane"] == "recognizer" }
        #expect(lanes.compactMap { $0.attributes["data-recognizer"] } == c.recognizers)
        #expect(doc.elements(class: "lane").contains { $0.attributes["data-lane"] == "scroll" })
    }

    @Test func doubleTapIsMarkedAtTheTapPointAndTheViewportZoomsToOneAndAHalf() throws {
        let recording = try Self.record("touchscreen/double-tap")
        let doc = try #require(SVGInspector.parse(TraceRenderer.render(recording)))
        #expect(doc.texts.contains("doubleTap: tap ×2, at the lift point"))
        #expect(doc.texts.contains("recognized: tap ×2"))
        let marks = GestureMark.marks(in: recording)
        #expect(marks.count == 1)
        #expect(marks.first?.location == Point(x: 640, y: 400))
        let panels = doc.elements(class: "viewport-panel").compactMap { $0.attributes["data-moment"] }
        #expect(panels == ["start", "after doubleTap (final)"])
        #expect(doc.texts.contains { $0.hasSuffix("zoom 1.5") })
        #expect(ScrollActivity.spans(in: recording).map(\.kind) == [.animating])
    }

    @Test func pinchIsMarkedAtItsFocalPointWithItsFinalScaleAndShowsAZoomingSpan() throws {
        let recording = try Self.record("touchscreen/pinch-out")
        let marks = GestureMark.marks(in: recording)
        let pinch = try #require(marks.first)
        #expect(marks.count == 1)
        #expect(abs(pinch.location.x - 640) < 1 && abs(pinch.location.y - 400) < 1)
        #expect(pinch.end != nil && !pinch.cancelled)
        #expect(pinch.caption == "pinch ×3")
        #expect(ScrollActivity.spans(in: recording).map(\.kind) == [.zooming])
        let frames = KeyMoment.moments(in: recording).map {
            ViewportPanels.viewportFrame($0.state, viewport: recording.setup?.viewport ?? .zero)
        }
        // Zoomed ×3 the viewport shows a third of its size of the content.
        #expect(frames.last.map { abs($0.width - 1280.0 / 3) < 0.01 } == true)
    }

    @Test func recordingWithoutAnyOutputStillRendersWellFormedSVG() throws {
        let empty = RenderRecording(surface: Size(width: 100, height: 50), setup: nil, title: "a <b> & \"c\"")
        #expect(SVGInspector.parse(TraceRenderer.render(empty)) != nil)
        #expect(SVGInspector.parse(OffsetPlot.render(empty)) != nil)
    }

    @Test(arguments: [
        ("<a & \"b\">", "&lt;a &amp; &quot;b&quot;&gt;"), ("plain", "plain"), ("it's", "it&apos;s"),
        ("one\ntwo\tthree\r", "one&#10;two&#9;three&#13;"), ("bell\u{07}", "bell\u{FFFD}"), ("→ ≥", "→ ≥"),
    ])
    func markupAndCharactersXMLCannotHoldAreEscapedForSVGAndJUnit(_ raw: String, _ escaped: String) {
        #expect(XMLText.escaped(raw) == escaped)
    }

    @Test(arguments: [(1000.0, 8, 100.0), (700.0, 8, 100.0), (1280.0, 8, 200.0), (3.0, 5, 0.5), (0.0, 5, 1.0)])
    func axisStepsAreOneTwoOrFiveTimesAPowerOfTen(_ range: Double, _ target: Int, _ step: Double) {
        #expect(AxisTicks.step(for: range, target: target) == step)
    }
}

/// The `gesturekit render` command end to end: the file it writes is the picture.
struct RenderCommandTests {
    @Test(arguments: [[String](), ["--plot", "offset"]])
    func renderWritesAWellFormedSVGFile(_ extra: [String]) throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent(
            "render-\(extra.count)-\(UInt32.random(in: 0...UInt32.max)).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandLineTool.run(
            ["render", SVGInspector.trace("touchscreen/double-tap"), "-o", out.path] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: out, encoding: .utf8)
        #expect(SVGInspector.parse(text) != nil)
    }

    @Test func renderRejectsAnUnknownPresetLikeReplay() throws {
        let result = try CommandLineTool.run([
            "render", SVGInspector.trace("touchscreen/tap"), "-o", "/dev/null", "--preset", "nope"
        ])
        #expect(result.status != 0)
        #expect(result.stderr.contains("unknown preset 'nope'"))
    }
}

/// A recording whose touches fall outside the assumed surface is drawn with them, not clipped.
struct SurfaceBoundsTests {
    @Test func touchesOutsideTheSurfaceGrowTheDrawnAreaWithAMargin() throws {
        var recording = RenderRecording(surface: Size(width: 100, height: 50), setup: nil)
        let id = TouchID(device: DeviceID(0), serial: 1)
        let touch = Touch(id: id, slot: 0, location: Point(x: 150, y: -10), startLocation: Point(x: 150, y: -10),
                          startTime: .zero, phase: .began)
        recording.append(.frame(TouchFrame(time: .zero, device: DeviceID(0), touches: [touch])))
        let area = SurfacePanel.bounds(of: recording)
        #expect(area == Rect(x: 0, y: -30, width: 170, height: 80))
        #expect(SVGInspector.parse(TraceRenderer.render(recording)) != nil)
    }

    @Test func touchesInsideTheSurfaceKeepItsExactBounds() throws {
        let recording = try TraceRendererTests.record("touchscreen/pinch-out")
        #expect(SurfacePanel.bounds(of: recording) == Rect(x: 0, y: 0, width: 1280, height: 800))
    }
}
