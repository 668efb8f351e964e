import GestureKit
import GestureTestSupport
import Testing

/// `Pipeline.withScene(at:emit:_:)`: a command from outside enters a scene on the same event-time
/// loop as input, its lines come out as the scene's own, and an animation it starts runs on the
/// pipeline's frames (docs/bridge.md, "Scenes").
@Suite struct PipelineSceneCommandTests {
    /// pager (320×480, three pages, paging) over page0…page2 (zoomable 1…4).
    func pipeline() throws -> Pipeline {
        var configuration = PipelineConfiguration(graph: nil, scrollZoom: nil)
        configuration.scene = try SceneDescription.load(path: SharedRecordings.trace("scenes/photo-pager.yaml"))
        return try Pipeline(configuration: configuration)
    }

    static func sceneLines(_ outputs: [PipelineOutput]) -> [SceneOutput] {
        outputs.compactMap { if case .scene(let s) = $0 { return s }; return nil }
    }

    @Test func anAnimatedPageTurnRunsOnThePipelinesFramesAndReportsTheScenesLines() throws {
        let pipeline = try pipeline()
        var outputs: [PipelineOutput] = []
        let known = try pipeline.withScene(at: Timestamp(microseconds: 1_000), emit: { outputs.append($0) }) { scene in
            scene.command("pager") { $0.scrollToPage(1, animated: true) } != nil
        }
        #expect(known == true)
        #expect(pipeline.nextDeadline != nil, "a frame is scheduled for the animation")
        pipeline.finish { outputs.append($0) }
        #expect(pipeline.scene?.controller(named: "pager")?.contentOffset == Point(x: 320, y: 0))
        let lines = Self.sceneLines(outputs)
        #expect(
            lines.contains {
                if case .visiblePages(let view, _, let pages) = $0 { view == "pager" && pages == 0...2 } else { false }
            })
        #expect(lines.contains {
            if case .scroll(let view, .didEndScrollingAnimation(_), _) = $0 { view == "pager" } else { false }
        })
    }

    @Test func aRefusedCommandChangesNothingAndRethrows() throws {
        struct Refused: Error {}
        let pipeline = try pipeline()
        #expect(throws: Refused.self) {
            try pipeline.withScene(at: .zero, emit: { _ in }) { _ in throw Refused() }
        }
        #expect(pipeline.scene?.controllers.allSatisfy { $0.contentOffset == .zero && $0.zoomScale == 1 } == true)
        #expect(pipeline.nextDeadline == nil)
    }
}

/// What `Pipeline.withScene(at:emit:_:)` does whether or not the hook is enabled.
@Suite struct PipelineWithoutSceneTests {
    @Test func withoutASceneThereIsNothingToCommand() throws {
        let pipeline = try Pipeline(configuration: PipelineConfiguration(graph: nil))
        #expect(try pipeline.withScene(at: .zero, emit: { _ in }) { _ in 1 } == nil)
    }
}
