import Foundation
import GestureKitTesting
import NIOPosix
import Testing

/// Every way a pipeline is built takes a hook that adds recognizers of your own before the first
/// event: `TraceReplay.run` and the live loop (a recording played in real time, as `serve` does).
@Suite struct PrepareHookTests {
    final class Collected: @unchecked Sendable {
        let lock = NSLock()
        var gestures: [GestureEvent] = []
        func append(_ output: PipelineOutput) {
            guard case .gesture(let g) = output else { return }
            lock.lock(); gestures.append(g); lock.unlock()
        }
    }

    static func threeFingerTrace() throws -> String {
        var builder = TraceBuilder()
        builder.wait(.milliseconds(50))
        builder.threeFingerTap(at: Point(x: 640, y: 400))
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("three-fingers-\(UUID().uuidString).gktrace").path
        try builder.write(to: path)
        return path
    }

    @Test func traceReplayRunsTheHookBeforeTheFirstEvent() throws {
        let path = try Self.threeFingerTrace()
        defer { try? FileManager.default.removeItem(atPath: path) }
        var recognized: [GestureEvent] = []

        try TraceReplay.run(path: path, configure: { PipelineConfiguration(replaying: $0) },
                            prepare: { try $0.graph.add(ThreeFingerTap(), name: "threeFingers") },
                            emit: { if case .gesture(let g) = $0, g.state == .recognized { recognized.append(g) } })

        #expect(recognized.map(\.recognizer) == ["threeFingers"])
    }

    @Test func theLiveLoopRunsTheHookOnItsPipeline() throws {
        let path = try Self.threeFingerTrace()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        defer { try? group.syncShutdownGracefully() }
        let collected = Collected()
        let header = try TraceFile.open(path: path).header

        let loop = try LiveLoop(
            source: .replay(path: path, format: nil, surface: nil, speed: 100, loops: false),
            pipeline: PipelineConfiguration(replaying: header), eventLoop: group.next(),
            prepare: { try $0.graph.add(ThreeFingerTap(), name: "threeFingers") }, output: collected.append)
        let finished = group.next().makePromise(of: Void.self)
        loop.whenFinished { finished.succeed() }
        try loop.start()
        loop.beginReplay()
        try finished.futureResult.wait()

        #expect(collected.gestures.filter { $0.state == .recognized }.map(\.recognizer) == ["threeFingers"])
    }

    @Test func anErrorOfTheHookReachesTheCaller() throws {
        let path = try Self.threeFingerTrace()
        defer { try? FileManager.default.removeItem(atPath: path) }

        #expect(throws: RecognizerGraphError.duplicateName("pan")) {
            try TraceReplay.run(path: path, configure: { PipelineConfiguration(replaying: $0) },
                                prepare: { try $0.graph.add(ThreeFingerTap(), name: "pan") }, emit: { _ in })
        }
    }
}
