import Foundation
import GestureKit
import GestureRender
import GestureTestSupport
import Testing

/// Pictures of real recordings: the layout rules of `gesturekit render`, checked on the
/// SVG itself — labels never overlap or leave the canvas, every mark stays inside its panel,
/// touchpad gestures are never drawn at the origin, `--from`/`--to` keeps only its window, and a
/// long trace is summarized within a bounded height.
@Suite struct PictureLayoutTests {
    /// Traces of the package and real recordings (those present) that crowded or clipped labels.
    static let pictures: [String] = [
        SharedRecordings.trace("touchscreen/photo-viewer.gktrace"),
        SharedRecordings.trace("touchscreen/serial-taps.gktrace"),
        SharedRecordings.trace("touchscreen/pinch-rotate.gktrace"),
        SharedRecordings.trace("touchpad/pinch-rotate.gktrace"),
        ]
        + SharedRecordings.files(in: "evemu-devices").filter {
            $0.contains("fast-taps") || $0.contains("2-finger-scroll")
        }
      + SharedRecordings.files(in: "inputactions").filter { $0.contains("rotate") || $0.contains("swipe") }
        + SharedRecordings.files(in: "libinput-debug-events", suffix: ".txt").filter {
            $0.contains("rotate") || $0.contains("atmeltaps")
        }

    static func render(_ path: String, from: TimeSpan? = nil, to: TimeSpan? = nil) throws -> (
        svg: String, doc: SVGInspector
    ) {
        var recording = try RenderRecording.replay(path: path) { header in
            PipelineConfiguration(
                graph: .viewer, scrollZoom: ScrollZoomSetup(viewport: TraceReplay.defaultSurface(for: header)))
        }
        if from != nil || to != nil { recording = recording.window(from: from, to: to) }
        let svg = TraceRenderer.render(recording)
        return (svg, try #require(SVGInspector.parse(svg), "not well-formed XML"))
    }

    /// The box a `<text>` element occupies, by the same metrics the renderer placed it with.
    static func box(_ e: SVGInspector.Element) -> Rect {
        let size = Double(e.attributes["font-size"] ?? "12") ?? 12
        let bold = e.attributes["font-weight"] == "bold" ? 1.1 : 1
        let base = TextMetrics.box(
            e.text, x: Double(e.attributes["x"] ?? "0") ?? 0, y: Double(e.attributes["y"] ?? "0") ?? 0,
                                   size: size, anchor: e.attributes["text-anchor"] ?? "start")
        let width = base.width * bold
        let left = e.attributes["text-anchor"] == "end" ? base.maxX - width : base.minX
        return Rect(x: left, y: base.minY, width: width, height: base.height)
    }

    static func number(_ s: String?) -> Double { Double(s ?? "") ?? .nan }

    /// Every (x, y) of a path's `d` or a polygon's `points`.
    static func points(of e: SVGInspector.Element) -> [Point] {
        let raw = e.attributes["d"] ?? e.attributes["points"] ?? ""
        let numbers = raw.split(whereSeparator: { " ,ML".contains($0) }).compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
    }

    static func inside(_ p: Point, _ r: Rect, slack: Double = 0.5) -> Bool {
        p.x >= r.minX - slack && p.x <= r.maxX + slack && p.y >= r.minY - slack && p.y <= r.maxY + slack
    }

    @Test(arguments: pictures)
    func noTwoLabelsOverlapAndNoneLeavesTheCanvas(_ path: String) throws {
        let (_, doc) = try Self.render(path)
        let labelled = [
            "gesture-label", "lane-label", "lane-name", "legend-label", "viewport-label", "surface-note", "title",
            "summary", "heading"
        ]
        let labels = doc.elements.filter { $0.name == "text" && labelled.contains($0.attributes["class"] ?? "") }
        #expect(!labels.isEmpty)
        let boxes = labels.map(Self.box)
        for (i, a) in boxes.enumerated() {
            #expect(a.minX >= 0 && a.maxX <= TraceRenderer.width, "\"\(labels[i].text)\" leaves the canvas: \(a)")
            for j in boxes.indices where j > i {
                #expect(!LabelPlacer.overlaps(a, boxes[j]), "\"\(labels[i].text)\" overlaps \"\(labels[j].text)\"")
            }
        }
    }

    @Test(arguments: pictures)
    func everyDrawnPointLiesInsideItsPanel(_ path: String) throws {
        let (_, doc) = try Self.render(path)
        let frame = try #require(doc.elements.first { $0.attributes["data-panel"] == "surface" })
        let surface = Rect(x: Self.number(frame.attributes["x"]), y: Self.number(frame.attributes["y"]),
            width: Self.number(frame.attributes["width"]), height: Self.number(frame.attributes["height"]))
        for e in doc.elements(class: "touch-path") + doc.elements(class: "gesture-mark")
            + doc.elements(class: "gesture-path")
        {
            for p in Self.points(of: e) {
                #expect(Self.inside(p, surface), "\(e.attributes["class"] ?? "") point \(p) outside \(surface)")
            }
        }
        for e in doc.elements(class: "touch-start") + doc.elements(class: "touch-end") {
            let c = Point(x: Self.number(e.attributes["cx"]), y: Self.number(e.attributes["cy"]))
            #expect(Self.inside(c, surface), "touch marker \(c) outside \(surface)")
        }
        for e in doc.elements(class: "gesture-label") { #expect(Self.inside(Self.box(e).origin, surface)) }
        // Each viewport panel's gesture diamonds lie inside that panel.
        var panel: Rect?
        for e in doc.elements {
            if e.attributes["data-panel"] == "viewport" {
                panel = Rect(x: Self.number(e.attributes["x"]), y: Self.number(e.attributes["y"]),
                             width: Self.number(e.attributes["width"]), height: Self.number(e.attributes["height"]))
            } else if e.attributes["class"] == "content-anchor", let panel {
                for p in Self.points(of: e) {
                    #expect(Self.inside(p, panel), "anchor \(p) outside its viewport panel \(panel)")
                }
            }
        }
    }

    /// Real evemu recordings (touchscreens without resolution, touchpads in millimetres): every
    /// touch lands on the surface the picture draws (the Synaptics pad then reports one finger
    /// below its own axis minimum, which the picture names as outside).
    @Test(arguments: SharedRecordings.files(in: "evemu-devices") + SharedRecordings.files(in: "inputactions"))
    func theSurfaceOfARawRecordingHoldsWhereItsTouchesLanded(_ path: String) throws {
        let recording = try RenderRecording.replay(path: path) { _ in PipelineConfiguration(graph: .viewer) }
        let surface = Rect(origin: .zero, size: recording.surface)
        let landings = recording.touches.compactMap(\.samples.first)
        #expect(!landings.isEmpty)
        #expect(landings.allSatisfy { $0.x >= 0 && $0.y >= 0 && $0.x <= surface.maxX && $0.y <= surface.maxY },
                "surface \(recording.surface), landings \(landings)")
        #expect(!recording.surfaceIsAssumed)
    }

    @Test func aSurfaceTheTraceDoesNotGiveIsCalledAssumedAndTheTouchesOutsideItAreNamed() throws {
        var recording = RenderRecording(surface: Size(width: 1280, height: 800), setup: nil)
        recording.surfaceIsAssumed = true
        let device = DeviceID(0)
        for (i, p) in [Point(x: 100, y: 100), Point(x: 1400, y: 900), Point(x: 1500, y: 100)].enumerated() {
            let id = TouchID(device: device, serial: UInt64(i + 1))
            recording.append(.frame(TouchFrame(time: .milliseconds(Int64(i) * 100), device: device,
                        touches: [
                            Touch(id: id, slot: 0, location: p, startLocation: p, startTime: .zero, phase: .began)
                        ])))
        }
        let doc = try #require(SVGInspector.parse(TraceRenderer.render(recording)))
        #expect(doc.texts.contains("Touch surface 1280×800 pt (assumed: the trace gives no size)"))
        #expect(
            doc.elements(class: "surface-note").map(\.text) == [
                "touches 2, 3 (in landing order) fell outside the assumed surface: drawn beyond its box"
            ])
    }

    @Test func aTouchpadGestureWithNoFingersIsOnTheTimelineOnlyNotAtTheOrigin() throws {
        let (_, doc) = try Self.render(SharedRecordings.trace("touchpad/pinch.gktrace"))
        #expect(doc.elements(class: "gesture-mark").isEmpty)
        #expect(doc.elements(class: "lane").contains { $0.attributes["data-recognizer"] == "touchpadPinch" })
        #expect(doc.texts.contains { $0.contains("1 touchpad gesture with no finger position: timeline only") })
    }

    @Test func aTouchpadGestureIsMarkedWhereTheFingersWere() throws {
        var recording = RenderRecording(surface: Size(width: 300, height: 200), setup: nil)
        let device = DeviceID(0)
        let fingers = [Point(x: 100, y: 80), Point(x: 200, y: 120)].enumerated().map { i, p in
            Touch(
                id: TouchID(device: device, serial: UInt64(i + 1)), slot: i, location: p, startLocation: p,
                startTime: .zero, phase: .began)
        }
        recording.append(.frame(TouchFrame(time: .zero, device: device, touches: fingers)))
        recording.append(
            .gesture(
                GestureEvent(
                    time: .milliseconds(50), recognizer: "touchpadPinch", kind: .touchpadPinch,
                                               state: .began, location: .zero, touches: 2, device: device, scale: 1)))
        recording.append(
            .gesture(
                GestureEvent(
                    time: .milliseconds(90), recognizer: "touchpadPinch", kind: .touchpadPinch,
                    state: .ended, location: Point(x: 10, y: 0), touches: 2, device: device, scale: 2)))
        let mark = try #require(GestureMark.marks(in: recording).first)
        #expect(mark.hasPosition)
        #expect(mark.location == Point(x: 150, y: 100))
        #expect(mark.path == [Point(x: 150, y: 100), Point(x: 160, y: 100)])
        let doc = try #require(SVGInspector.parse(TraceRenderer.render(recording)))
        #expect(doc.elements(class: "gesture-mark").count == 1)
    }

    @Test func aWindowKeepsOnlyTheTouchesAndGesturesWithinIt() throws {
        // photo-viewer: double tap (≈ 0–400 ms), pinch out (≈ 800–1220 ms), pan and swipe, pinch in.
        let (_, doc) = try Self.render(SharedRecordings.trace("touchscreen/photo-viewer.gktrace"),
                                       from: .milliseconds(700), to: .milliseconds(1300))
        #expect(doc.elements(class: "touch-path").count == 2)
        let lanes = doc.elements(class: "lane").compactMap { $0.attributes["data-recognizer"] }
        #expect(lanes == ["pinch"])
        let ticks = doc.elements(class: "time-tick").compactMap { Double($0.text) }
        #expect(!ticks.isEmpty && ticks.allSatisfy { $0 >= 600 && $0 <= 1400 }, "\(ticks)")
    }

    @Test(arguments: [(["--from", "500", "--to", "200"], "--from 500.0 must be earlier than --to 200.0"),
                      (["--from", "nan"], "--from nan: expected a decimal number"),
                      (["--to=-5"], "--to -5.0 is out of range")])
    func aWindowThatIsEmptyOrNotANumberIsAnError(_ args: [String], _ message: String) throws {
        let result = try CommandLineTool.run(
            ["render", SVGInspector.trace("touchscreen/tap"), "-o", "/dev/null"] + args)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aHundredThousandEventTraceIsSummarizedWithinABoundedHeight() throws {
        let trace = FileManager.default.temporaryDirectory.appendingPathComponent(
            "long-\(UInt32.random(in: 0...UInt32.max)).gktrace")
        defer { try? FileManager.default.removeItem(at: trace) }
        let synth = try CommandLineTool.run(["synth", "--events", "100000", "-o", trace.path])
        #expect(synth.status == 0, "\(synth.stderr)")
        let (svg, doc) = try Self.render(trace.path)
        let root = try #require(doc.elements.first)
        // Was 960 × 21,776 px: one timeline row per touch. Now the rows are capped and the
        // surface, lanes and touches are summarized.
        #expect(Self.number(root.attributes["height"]) <= 1600)
        #expect(doc.elements(class: "touch-bar").isEmpty)
        #expect(!doc.elements(class: "density-cell").isEmpty)
        #expect(!doc.elements(class: "count-bar").isEmpty)
        #expect(doc.elements(class: "gesture-label").isEmpty)
        #expect(svg.utf8.count < 2_000_000)
    }

    @Test func touchesShareTimelineRowsAndNeverNeedMoreThanTheLimit() throws {
        var recording = RenderRecording(surface: Size(width: 100, height: 100), setup: nil)
        let device = DeviceID(0)
        // 40 overlapping touches: each lands 10 ms after the previous and lifts 200 ms later.
        for i in 0..<40 {
            let id = TouchID(device: device, serial: UInt64(i + 1))
            let p = Point(x: 50, y: 50)
            recording.append(.frame(TouchFrame(time: .milliseconds(Int64(i) * 10), device: device,
                        touches: [
                            Touch(id: id, slot: i % 10, location: p, startLocation: p, startTime: .zero, phase: .began)
                        ])))
            recording.append(.frame(TouchFrame(time: .milliseconds(Int64(i) * 10 + 200), device: device,
                        touches: [
                            Touch(id: id, slot: i % 10, location: p, startLocation: p, startTime: .zero, phase: .ended)
                        ])))
        }
        let doc = try #require(SVGInspector.parse(TraceRenderer.render(recording)))
        let rows = Set(doc.elements(class: "touch-bar").map { $0.attributes["y1"] ?? "" })
        #expect(doc.elements(class: "touch-bar").count == 40)
        #expect(rows.count == TimelinePanel.maximumTouchRows)
    }

    @Test(arguments: [
        ("rotation: rotation 60°, focal point where it began", 150.0, "rotation: rotation…"),
        ("rotation: rotation 60°, focal point where it began", 190.0, "rotation: rotation 60°…"),
        ("doubleTap: tap ×2, at the lift point", 100.0, "doubleTap…"),
        ("animating", 30.0, nil),
        ("short", 500.0, "short"),
    ] as [(String, Double, String?)])
    func abbreviationsDropWholeWordsNeverCutOne(_ text: String, _ width: Double, _ expected: String?) {
        let shortened = TextMetrics.abbreviate(text, toWidth: width, size: 12)
        #expect(shortened == expected)
        if let shortened, shortened.hasSuffix("…") {
            let kept = shortened.dropLast()
            #expect(
                text.hasPrefix(kept)
                    && [" ", ",", ":"].contains(text[text.index(text.startIndex, offsetBy: kept.count)]))
        }
    }
}
