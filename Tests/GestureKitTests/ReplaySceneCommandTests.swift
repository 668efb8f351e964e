import Foundation
import GestureTestSupport
import Testing

/// `gesturekit replay --scene FILE`: a scene of scroll views replaces the one controller; its
/// output lines name their view (docs/output-format.md), and a bad scene file or a flag that
/// contradicts it is an error before any output.
@Suite struct ReplaySceneCommandTests {
    static let scene = "Traces/scenes/photo-pager.yaml"
    static let trace = "Traces/scenes/hand-over-right.gktrace"

    @Test func everyScrollAndStateLineNamesItsViewAndTheEndStateComesOncePerViewInSceneOrder() throws {
        let result = try CommandLineTool.run([
            "replay", "--output", "jsonl", "--no-did-scroll", "--scene", Self.scene, Self.trace
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let scrollAndState = lines.filter { $0.contains("\"type\":\"scroll\"") || $0.contains("\"type\":\"state\"") }
        #expect(!scrollAndState.isEmpty)
        #expect(scrollAndState.allSatisfy { $0.contains("\"view\":\"") })
        let states = lines.filter { $0.contains("\"type\":\"state\"") }
        #expect(states.map { $0.contains("\"view\":\"pager\"") } == [true, false, false, false])
        #expect(states.last?.contains("\"view\":\"page2\"") == true)
        #expect(lines.contains { $0.hasSuffix("\"type\":\"visiblePages\",\"view\":\"pager\",\"pages\":[0,1,2]}") })
    }

    @Test func aViewportFlagContradictsTheSceneAndSaysWhy() throws {
        let result = try CommandLineTool.run(["replay", "--scene", Self.scene, "--viewport", "320x480", Self.trace])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--viewport contradicts it"), "\(result.stderr)")
    }

    @Test func aBadSceneFileExitsOneWithItsLineAndNoOutput() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-scene-\(getpid()).yaml")
        try "views:\n  - name: a\n    frame: [0, 0, 10, 10]\n    content: [10, 10]\n    zoom: 2\n"
            .write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(["replay", "--scene", file.path, Self.trace])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("\(file.path):5:5: unknown key `zoom` in view `a`"), "\(result.stderr)")
    }
}
