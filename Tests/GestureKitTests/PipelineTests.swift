import Foundation
import GestureKitTesting
import Testing

/// The pipeline's own wiring: what it adds on top of the modules it connects.
@Suite struct PipelineTests {
    let surface = Size(width: 1280, height: 800)

    /// `builder`'s trace replayed through a controller the size of `surface` (GestureKitTesting).
    func run(_ builder: TraceBuilder, graph: GraphConfiguration? = .viewer, everyFrame: Bool = false,
             binding: ScrollZoomBinding.Configuration = .init()) throws -> ReplayResult {
        try Recording(builder).replay(PipelineConfiguration(
            graph: graph, scrollZoom: ScrollZoomSetup(viewport: surface), binding: binding,
            everyFrame: everyFrame, surface: surface))
    }

    /// A tap on a device that only the header declares (no `added` event).
    static let headerOnlyTap = [
        #"{"gktrace":1,"devices":[{"capabilities":["touch"],"kind":"touchscreen","name":"screen","slots":10}],"#
            + #""surface":{"width":1280,"height":800}}"#,
        #"{"t":100000,"dev":0,"type":"down","slot":0,"x":640,"y":400}"#,
        #"{"t":100000,"dev":0,"type":"frame"}"#,
        #"{"t":180000,"dev":0,"type":"up","slot":0}"#,
        #"{"t":180000,"dev":0,"type":"frame"}"#,
    ]

    static func temporaryTrace(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "header-only-\(UUID().uuidString).gktrace"
        ).path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func infoCountsTheFramesOfADeviceDeclaredOnlyInTheHeader() throws {
        let path = try Self.temporaryTrace(Self.headerOnlyTap)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var source = try TraceFile.open(path: path)
        let stats = try TraceStatistics.gather(from: &source)
        #expect(stats.diagnostics.isEmpty)
        #expect(stats.touchesPerFrame == [1: 2])
    }

    /// A `.gktrace` whose header declares the device, with no `added` event, replays
    /// (docs/trace-format.md) instead of dropping every event as `unknownDevice`.
    @Test func aDeviceDeclaredOnlyInTheGktraceHeaderIsReplayed() throws {
        let path = try Self.temporaryTrace(Self.headerOnlyTap)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Recording.load(path).replay(PipelineConfiguration(graph: .viewer, surface: surface))
        #expect(result.summary.diagnostics.isEmpty)
        #expect(result.gestures.map(\.recognizer) == ["singleTap"])
    }

    /// Frames run only while something animates: a resting finger gives none (otherwise 120 a
    /// second — and a timestamp jump of years in a fuzzed trace would mean billions).
    @Test func aRestingFingerCostsNoControllerFrames() throws {
        var b = TraceBuilder()
        let slot = b.touchDown(at: Point(x: 100, y: 100))
        b.frame()
        b.wait(.seconds(10))
        b.touchUp(slot: slot)
        b.frame()
        let outputs = try run(b, graph: nil, everyFrame: true).outputs
        let states = outputs.filter { if case .state = $0 { return true } else { return false } }
        #expect(states.count == 1, "only the final state: nothing animates while a finger rests")
    }

    @Test func kioskEdgePanStartsAtTheSurfaceEdgeWithoutConfiguredBounds() throws {
        var b = TraceBuilder()
        b.pan(from: Point(x: 5, y: 400), to: Point(x: 300, y: 400), duration: .milliseconds(400))
        let events = try run(b, graph: .kiosk).gestures
        #expect(events.first { $0.recognizer == "edgePanLeft" }?.state == .began)
        #expect(events.contains { $0.recognizer == "edgePanLeft" && $0.state == .ended })
    }

    @Test func touchpadPinchZoomsTheControllerAboutTheViewportCentre() throws {
        var b = TraceBuilder(device: TraceBuilder.touchpad())
        b.touchpadPinch(scale: 2)
        let result = try run(b)
        #expect(result.gestures(of: "touchpadPinch").contains { $0.state == .ended })
        let state = try #require(result.finalState)
        #expect(abs(state.zoomScale - 2) < 1e-9)
        // Content 2× the viewport at zoom 1, offset 0: the centre (640, 400) stays put, so at zoom
        // 2 the offset is (640, 400).
        #expect(abs(state.contentOffset.x - 640) < 1e-6 && abs(state.contentOffset.y - 400) < 1e-6)
    }

    @Test func aNewTouchStopsAFlingBeforeAnyRecognizerDecides() throws {
        var b = TraceBuilder()
        b.fling(from: Point(x: 640, y: 600), velocity: Vector(dx: 0, dy: -2000))
        b.wait(.milliseconds(100))
        let slot = b.touchDown(at: Point(x: 640, y: 400))
        b.frame()
        b.wait(.milliseconds(50))
        b.touchUp(slot: slot)
        b.frame()
        let result = try run(b)
        #expect(result.delegateSequence().contains(.didEndDecelerating))
        let state = try #require(result.finalState)
        #expect(!state.isDecelerating)
        // A fling of 2000 pt/s would travel ≈ 1000 pt; it stopped well short of that.
        #expect(state.contentOffset.y < 700)
    }
}
