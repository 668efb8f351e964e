import Foundation
import GestureKit
import GestureRender
import GestureTestSupport
import Testing

/// `gesturekit render --scene`: where every view of a scene is drawn (nested frames, hit
/// outsets, a zoomed page's content), which moments of the nested hand-over are marked, and the
/// command's refusals — checked against numbers worked out by hand, not against a stored picture.
@Suite struct SceneRendererTests {
    static let photoPager = SharedRecordings.trace("scenes/photo-pager.yaml")
    static let peeking = SharedRecordings.trace("scenes/peeking-gallery.yaml")

    static func state(x: Double, y: Double = 0, zoom: Double = 1) -> ScrollZoomState {
        ScrollZoomState(time: .zero, contentOffset: Point(x: x, y: y), zoomScale: zoom, page: 0, isTracking: false,
                        isDragging: false, isDecelerating: false, isZooming: false, isZoomBouncing: false)
    }

    static func record(_ trace: String, scene: String, everyFrame: Bool = true) throws -> RenderRecording {
        let description = try SceneDescription.load(path: scene)
        return try RenderRecording.replay(path: SharedRecordings.trace(trace)) { _ in
            var configuration = PipelineConfiguration(graph: .viewer, everyFrame: everyFrame)
            configuration.scene = description
            return configuration
        }
    }

    static func box(_ boxes: [SceneGeometry.Box], _ name: String) throws -> SceneGeometry.Box {
        try #require(boxes.first { $0.name == name }, "no box for \(name)")
    }

    // MARK: Geometry

    @Test func aPageMovesWithThePagersOffsetAndItsZoomedContentReachesBeyondItsFrame() throws {
        let scene = try SceneDescription.load(path: Self.photoPager)
        // The pager half a page on (160), page 0 zoomed 1.5 at its right edge (160, 120).
        let boxes = SceneGeometry.boxes(
            scene, states: ["pager": Self.state(x: 160), "page0": Self.state(x: 160, y: 120, zoom: 1.5)])
        #expect(boxes.map(\.name) == ["pager", "page0", "page1", "page2"])
        let pager = try Self.box(boxes, "pager")
        #expect(pager.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(pager.content == Rect(x: -160, y: 0, width: 960, height: 480))
        let page0 = try Self.box(boxes, "page0")
        #expect(page0.frame == Rect(x: -160, y: 0, width: 320, height: 480))
        // Content 320×480 × 1.5 = 480×720, shifted by the page's offset: −160 − 160, −120.
        #expect(page0.content == Rect(x: -320, y: -120, width: 480, height: 720))
        #expect(page0.zoom == 1.5)
        #expect(try Self.box(boxes, "page1").frame == Rect(x: 160, y: 0, width: 320, height: 480))
        #expect(!page0.hasOutset)
    }

    @Test func aZoomedParentScalesItsChildrensFramesAndTheirContent() throws {
        let scene = SceneDescription(views: [
            .init(
                name: "outer", frame: Rect(x: 10, y: 20, width: 200, height: 200),
                content: Size(width: 400, height: 400), maxZoom: 4,
                children: [
                    .init(
                        name: "inner", frame: Rect(x: 10, y: 10, width: 50, height: 50),
                        content: Size(width: 80, height: 60))
                ])
        ])
        let boxes = SceneGeometry.boxes(
            scene, states: ["outer": Self.state(x: 5, y: 5, zoom: 2), "inner": Self.state(x: 10)])
        // Inner's origin: 10 + (10·2 − 5), 20 + (10·2 − 5) = (25, 35); its size doubles to 100×100.
        let inner = try Self.box(boxes, "inner")
        #expect(inner.frame == Rect(x: 25, y: 35, width: 100, height: 100))
        // Its content 80×60 at zoom 1, offset 10 in its own points, 2 surface points each: x 25 − 20.
        #expect(inner.content == Rect(x: 5, y: 35, width: 160, height: 120))
        #expect(inner.depth == 1)
    }

    @Test func aPeekingPagersHitOutsetCoversTheNeighboursStrips() throws {
        let scene = try SceneDescription.load(path: Self.peeking)
        let pager = try Self.box(SceneGeometry.boxes(scene, states: [:]), "pager")
        #expect(pager.frame == Rect(x: 48, y: 0, width: 224, height: 480))
        #expect(pager.hitArea == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(pager.hasOutset)
    }

    // MARK: Marks and moments

    @Test func theHandOverThePagersRestAndTheOffscreenResetAreMarkedWhenTheyHappen() throws {
        let recording = try Self.record("scenes/hand-over-right.gktrace", scene: Self.photoPager)
        let scene = try #require(recording.scene)
        let marks = SceneMark.marks(in: SceneSamples(recording), scene: scene)
        // Traces/README.md: the pager's willBeginDragging at 1 266 667 (page 0 at its edge), its
        // settle ends on page 1 at 2 847 409; the frame that notices it, 2 849 886 (the final
        // state lines' time), puts the pager at 320, page 0 has left the screen and returns to zoom 1.
        #expect(marks.map(\.label) == ["hand-over page0 → pager", "pager at rest on page 1", "page0 reset to zoom 1"])
        #expect(marks.map(\.time.microseconds) == [1_266_667, 2_847_409, 2_849_886])
        #expect(marks.map(\.stepTime.microseconds) == [1_266_667, 2_849_886, 2_849_886])
        let moments = SceneMoment.moments(SceneSamples(recording), marks: marks, end: recording.endTime)
        #expect(moments.map(\.title) == ["start", "hand-over page0 → pager", "pager at rest on page 1"])
        // At the hand-over page 0 is zoomed 1.5 at its right edge and the pager has just moved.
        #expect(moments[1].states["page0"]?.zoomScale == 1.5)
        #expect(moments[1].states["page0"]?.contentOffset.x == 160)
        #expect(abs((moments[1].states["pager"]?.contentOffset.x ?? 0) - 1.66) < 0.005)
        // At rest on page 1, page 0 is already back at zoom 1: no "final" panel repeats it.
        #expect(moments[2].states["pager"]?.contentOffset.x == 320)
        #expect(moments[2].states["page0"]?.zoomScale == 1)
    }

    @Test func aSlowReleaseHandsOverButNeverLeavesThePageSoNothingIsReset() throws {
        let recording = try Self.record("scenes/slow-release-settles-back.gktrace", scene: Self.photoPager)
        let marks = SceneMark.marks(in: SceneSamples(recording), scene: try #require(recording.scene))
        #expect(marks.map(\.label) == ["hand-over page0 → pager", "pager at rest on page 0"])
    }

    @Test func aVerticalDragOnAZoomedPageHandsNothingToTheHorizontalPager() throws {
        let recording = try Self.record("scenes/vertical-drag-on-zoomed-page.gktrace", scene: Self.photoPager)
        #expect(SceneMark.marks(in: SceneSamples(recording), scene: try #require(recording.scene)).isEmpty)
    }

    // MARK: The picture

    @Test func thePictureDrawsEveryViewInEveryPanelAndChartsTheInnerAndOuterOffsets() throws {
        let recording = try Self.record("scenes/hand-over-right.gktrace", scene: Self.photoPager)
        let svg = SceneRenderer.render(recording)
        let doc = try #require(SVGInspector.parse(svg), "not well-formed XML")
        let panels = doc.elements(class: "scene-panel")
        #expect(
            panels.map { $0.attributes["data-moment"] ?? "" } == [
                "start", "hand-over page0 → pager", "pager at rest on page 1"
            ])
        // Four views in each of three panels; the pager's strip of pages and the zoomed page 0 (at
        // the hand-over only) reach beyond their frames.
        #expect(doc.elements(class: "view-frame").count == 12)
        #expect(doc.elements(class: "screen").count == 3)
        #expect(
            doc.elements(class: "view-content").map { $0.attributes["data-view"] ?? "" } == [
                "pager", "pager", "page0", "pager"
            ])
        let series = doc.elements(class: "series").map { $0.attributes["data-series"] ?? "" }
        #expect(series == ["pager x", "page0 x", "page0 y", "page0", ])
        let texts = Set(doc.texts)
        for label in [
            "hand-over page0 → pager", "pager at rest on page 1", "page0 reset to zoom 1", "doubleTap", "pan began",
                      "pager settles", "page0 dragged", "page0 ×1.5"] {
            #expect(texts.contains(label), "no \"\(label)\" in the picture")
        }
    }

    /// Traces/README.md, `peeking-outset-drags-pager`: the finger lands at x 290, in the pager's
    /// right outset (272…320), and drags to x 90 before the pager comes to rest.
    @Test func eachPanelShowsWhereTheFingersWentSinceThePreviousOneStartingInTheOutset() throws {
        let recording = try Self.record("scenes/peeking-outset-drags-pager.gktrace", scene: Self.peeking)
        let doc = try #require(SVGInspector.parse(SceneRenderer.render(recording)))
        #expect(doc.elements(class: "touch-start").count == 1)
        #expect(doc.elements(class: "touch-end").count == 1)
        // The landing dot lies inside a shaded outset strip of the panel it is drawn in.
        let dot = try #require(doc.elements(class: "touch-start").first)
        let p = Point(
            x: PictureLayoutTests.number(dot.attributes["cx"]), y: PictureLayoutTests.number(dot.attributes["cy"]))
        let strips = doc.elements(class: "hit-outset-strip").map { e in
            Rect(x: PictureLayoutTests.number(e.attributes["x"]), y: PictureLayoutTests.number(e.attributes["y"]),
                width: PictureLayoutTests.number(e.attributes["width"]),
                height: PictureLayoutTests.number(e.attributes["height"]))
        }
        #expect(
            strips.contains { PictureLayoutTests.inside(p, $0, slack: 0) }, "landing dot \(p) is in no outset strip")
    }

    /// hand-over-left's first flick drags the pager for 100 ms: its caption would run into the
    /// "pager settles" caption right after, so only the later, longer bands are named.
    @Test func aBandTooShortForItsCaptionBeforeTheNextIsLeftUnnamed() throws {
        let svg = SceneRenderer.render(try Self.record("scenes/hand-over-left.gktrace", scene: Self.photoPager))
        let texts = try #require(SVGInspector.parse(svg)).texts
        // Two charts (offset, zoom): the second drag's band named in each, both settles in each.
        #expect(texts.filter { $0 == "pager dragged" }.count == 2)
        #expect(texts.filter { $0 == "pager settles" }.count == 4)
    }

    /// A series of 10,000 samples (x 0…9999 ms, a spike of 500 at x 4321) keeps, per 10-ms slice
    /// of 1,000, its first, lowest, highest and last sample: at most 4,000 points, the spike, and
    /// both ends.
    @Test func aLongSeriesIsThinnedToItsExtremesPerSliceKeepingBothEnds() {
        let points = (0..<10_000).map { i in (x: Double(i), y: i == 4321 ? 500.0 : Double(i % 7)) }
        let thinned = SceneRenderer.thinned(points, upTo: 10_000)
        #expect(thinned.count <= 4 * SceneRenderer.slicesPerChart)
        #expect(thinned.count < points.count)
        #expect(thinned.contains { $0.x == 4321 && $0.y == 500 })
        #expect(thinned.first?.x == 0 && thinned.last?.x == 9999)
        #expect(zip(thinned, thinned.dropFirst()).allSatisfy { $0.0.x < $0.1.x })
        let short = Array(points.prefix(SceneRenderer.slicesPerChart))
        #expect(SceneRenderer.thinned(short, upTo: 10_000).count == short.count)
    }

    @Test func noTwoLabelsOfThePanelsOverlapAndNoneLeavesTheCanvas() throws {
        for trace in ["hand-over-right", "hand-over-left", "pinch-blocked-mid-transition"] {
            let svg = SceneRenderer.render(try Self.record("scenes/\(trace).gktrace", scene: Self.photoPager))
            let doc = try #require(SVGInspector.parse(svg))
            let labels = doc.elements.filter {
                ["view-name", "scene-caption", "heading", "title", "summary"].contains($0.attributes["class"] ?? "")
            }
            let boxes = labels.map(PictureLayoutTests.box)
            for (i, a) in boxes.enumerated() {
                #expect(
                    a.minX >= 0 && a.maxX <= SceneRenderer.width, "\(trace): \"\(labels[i].text)\" leaves the canvas")
                for j in boxes.indices where j > i {
                    #expect(
                        !LabelPlacer.overlaps(a, boxes[j]),
                        "\(trace): \"\(labels[i].text)\" overlaps \"\(labels[j].text)\"")
                }
            }
        }
    }

    @Test func aWindowStartsEachViewInTheStateItWasInWhenTheWindowOpened() throws {
        let recording = try Self.record("scenes/hand-over-right.gktrace", scene: Self.photoPager)
            .window(from: .milliseconds(1000), to: nil)
        let samples = SceneSamples(recording)
        let start = try #require(samples.states["page0"]?.first)
        // By 1 000 ms from the first touch (100 000 µs) page 0 is zoomed and dragged part way.
        #expect(start.zoomScale == 1.5)
        #expect(start.time.microseconds == 1_100_000)
        #expect(start.contentOffset.x > 80 && start.contentOffset.x < 160)
    }

    // MARK: The command

    @Test func renderSceneWritesThePicture() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gk-scene-render-\(getpid()).svg")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CommandLineTool.run([
            "render", "--scene", Self.photoPager, SharedRecordings.trace("scenes/hand-over-right.gktrace"),
                                              "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.contains("hand-over page0 → pager"))
    }

    @Test func aBadSceneFileIsOneLineAtItsPositionAndNothingIsWritten() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-render-scene-\(getpid()).yaml")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("gk-render-scene-\(getpid()).svg")
        try "views:\n  - name: a\n    frame: [0, 0, 10, -10]\n    content: [10, 10]\n".write(
            to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run([
            "render", "--scene", file.path, SharedRecordings.trace("scenes/hand-over-right.gktrace"), "-o", out.path
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("\(file.path):3:"), "\(result.stderr)")
        #expect(result.stderr.contains("must be greater than 0"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test(arguments: [
        (["--plot", "offset"], "--scene: --plot draws one controller's offset"),
        (["--viewport", "320x480"], "--viewport contradicts it"),
        (["--no-scroll"], "--no-scroll contradicts it"),
    ])
    func optionsThatMakeNoSenseWithASceneAreRefusedWithTheirReason(_ options: [String], _ reason: String) throws {
        let result = try CommandLineTool.run(["render", "--scene", Self.photoPager] + options
            + [SharedRecordings.trace("scenes/hand-over-right.gktrace"), "-o", "-"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(reason), "\(result.stderr)")
    }
}
