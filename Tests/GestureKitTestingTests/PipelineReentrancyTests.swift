import GestureKitTesting
import Testing

/// The pipeline is not re-entrant: an output handler that calls back into it is refused, and the
/// documented way (act after the call returns, at the output's time) works.
@Suite struct PipelineReentrancyTests {
    static func tapEvents() -> (header: TraceHeader, events: [InputEvent]) {
        var builder = TraceBuilder()
        builder.doubleTap(at: Point(x: 400, y: 300))
        return (builder.header, builder.events)
    }

    static func pipeline(_ header: TraceHeader) throws -> Pipeline {
        try Pipeline(configuration: PipelineConfiguration(replaying: header), devices: header.devices)
    }

    @Test func aCommandFromAnOutputHandlerIsRefused() throws {
        let (header, events) = Self.tapEvents()
        let pipeline = try Self.pipeline(header)
        var refusals: [PipelineReentrancyError] = []

        for event in events {
            try pipeline.process(event) { output in
                guard case .gesture(let g) = output, g.state == .recognized else { return }
                do {
                    _ = try pipeline.withController(at: g.time, emit: { _ in }) { $0.zoomScale }
                } catch let error as PipelineReentrancyError {
                    refusals.append(error)
                } catch {
                    Issue.record("unexpected \(error)")
                }
            }
        }

        #expect(!refusals.isEmpty)
        #expect(refusals.allSatisfy { $0.method == "withController(at:emit:_:)" })
        #expect(refusals.first?.description.contains("called from an output handler") == true)
    }

    @Test(arguments: ["process", "advance", "finish"])
    func aNestedCallChangesNothing(_ call: String) throws {
        let (header, events) = Self.tapEvents()
        let plain = try Self.pipeline(header), nested = try Self.pipeline(header)
        var plainOutputs = 0, nestedOutputs = 0
        var threw = false
        for event in events {
            try plain.process(event) { _ in plainOutputs += 1 }
            try nested.process(event) { _ in
                nestedOutputs += 1
                switch call {
                case "process": do { try nested.process(event) { _ in } } catch { threw = true }
                case "advance": nested.advance(to: event.time + .seconds(5)) { _ in }
                default: nested.finish { _ in }
                }
            }
        }

        #expect(nestedOutputs == plainOutputs)
        #expect(nested.eventCount == plain.eventCount)
        #expect(threw == (call == "process"))
    }

    @Test func aCommandAfterProcessReturnsRunsAtTheGesturesTime() throws {
        let (header, events) = Self.tapEvents()
        let pipeline = try Self.pipeline(header)
        var pending: [GestureEvent] = []
        var messages: [ScrollZoomEvent.Name] = []

        for event in events {
            try pipeline.process(event) { output in
                if case .gesture(let g) = output, g.recognizer == "doubleTap", g.state == .recognized {
                    pending.append(g)
                }
            }
            for g in pending {
                _ = try pipeline.withController(at: g.time, emit: { output in
                    if case .scroll(let e, _) = output { messages.append(e.name) }
                }) { controller in try controller.setZoomScale(2, animated: false) }
            }
            pending.removeAll()
        }

        #expect(messages.contains(.didZoom))
    }
}
