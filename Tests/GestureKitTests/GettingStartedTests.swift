import Foundation
import GestureKit
import GestureTestSupport
import Testing

/// The code of the DocC article "Getting started" (Sources/GestureKit/GestureKit.docc/GettingStarted.md),
/// compiled and run: each test holds one of its listings as written there, between the marked lines,
/// and checks what the article says it does.
@Suite struct GettingStartedTests {
    static let doubleTap = SharedRecordings.packageRoot.appendingPathComponent(
        "Traces/touchscreen/double-tap.gktrace").path
    static let fling = SharedRecordings.packageRoot.appendingPathComponent("Traces/touchscreen/fling.gktrace").path

    @Test func replayingARecordingReportsItsGestures() throws {
        let path = Self.doubleTap
        // Listing "Replay a recording".
        var gestures: [GestureEvent] = []
        let summary = try TraceReplay.run(path: path, configure: { header in
            PipelineConfiguration(
                graph: .viewer,
                scrollZoom: ScrollZoomSetup(viewport: TraceReplay.defaultSurface(for: header)))
        }, emit: { output in
            if case .gesture(let gesture) = output { gestures.append(gesture) }
        })
        // End of listing.
        #expect(summary.events > 0)
        #expect(gestures.contains { $0.recognizer == "doubleTap" && $0.state == .recognized })
    }

    @Test func drivingThePipelineMovesTheController() throws {
        let path = Self.fling
        // Listing "Drive the pipeline".
        var source = try TraceFile.open(path: path)
        let surface = TraceReplay.defaultSurface(for: source.header)
        let pipeline = try Pipeline(
            configuration: PipelineConfiguration(
                graph: .viewer, scrollZoom: ScrollZoomSetup(viewport: surface, content: surface * 3)),
            devices: source.header.devices)
        var scrolls: [ScrollZoomEvent] = []
        while let item = try source.next() {
            try pipeline.process(item) { output in
                if case .scroll(let event, _) = output { scrolls.append(event) }
            }
        }
        pipeline.finish { _ in }
        let finalOffset = pipeline.controller?.state.contentOffset
        // End of listing.
        #expect(scrolls.contains { if case .willBeginDecelerating = $0 { true } else { false } })
        #expect(finalOffset != nil && finalOffset != Point(x: 0, y: 0))
    }

    @Test func synthesizedInputIsRecognizedToo() throws {
        // Listing "Synthesize input".
        var builder = TraceBuilder()
        builder.tap(at: Point(x: 640, y: 400))
        let pipeline = try Pipeline(configuration: PipelineConfiguration(graph: .viewer),
                                    devices: builder.header.devices)
        var recognized: [String] = []
        for event in builder.events {
            try pipeline.process(event) { output in
                if case .gesture(let g) = output, g.state == .recognized { recognized.append(g.recognizer) }
            }
        }
        pipeline.finish { output in
            if case .gesture(let g) = output, g.state == .recognized { recognized.append(g.recognizer) }
        }
        // End of listing.
        #expect(recognized == ["singleTap"])
    }

    @Test func aCommandZoomsTheControllerInEventTime() throws {
        // Listing "Command the controller".
        let pipeline = try Pipeline(configuration: PipelineConfiguration(
            graph: .viewer, scrollZoom: ScrollZoomSetup(viewport: Size(width: 1280, height: 800))))
        var events: [ScrollZoomEvent] = []
        let record: (PipelineOutput) -> Void = { output in
            if case .scroll(let event, _) = output { events.append(event) }
        }
        try pipeline.withController(at: Timestamp(microseconds: 0), emit: record) { controller in
            try controller.setZoomScale(2, animated: true)
        }
        pipeline.finish(emit: record)
        let zoomScale = pipeline.controller?.state.zoomScale
        // End of listing.
        #expect(zoomScale == 2)
        #expect(events.contains { if case .didZoom = $0 { true } else { false } })
    }

    /// The README's `AsyncStream` listing ("Using GestureKit from your package"), compiled here so a
    /// change of `LiveSession`'s API breaks the build; not run (it needs a live device).
    static func readmeAsyncStreamListing() async throws {
        let (outputs, continuation) = AsyncStream.makeStream(of: PipelineOutput.self,
                                                              bufferingPolicy: .bufferingOldest(65_536))
        let session = try LiveSession(backend: .evdev(paths: ["/dev/input/event5"], surface: nil),
                                      pipeline: PipelineConfiguration()) { continuation.yield($0) }
        try session.start()
        for await output in outputs {
            if case .gesture(let g) = output { print(g.recognizer, g.state) }
        }
    }
}
