import Foundation
import GestureTestSupport
import Testing

/// `gesturekit daemon` as a real process: reloads on a change of its file and on SIGHUP, keeps
/// its rules when the new file is bad, and ends within a second on SIGTERM. Waits are bounded.
@Suite struct DaemonProcessTests {
    /// Polls `condition` until it holds or `seconds` pass.
    static func eventually(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return condition()
    }

    static func rules(named name: String) -> Data {
        Data("rules:\n  - name: \(name)\n    gesture: swipe\n    keys: ctrl+alt+Right\n".utf8)
    }

    @Test func aChangedFileReloadsABadOneIsRefusedAndSIGTERMEndsItWithinASecond() throws {
        let executable = try #require(CommandLineTool.executable, "gesturekit is not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gk-daemon-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("gestures.yaml")
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        try Self.rules(named: "first").write(to: config)
        try Data().write(to: out)
        try Data().write(to: err)

        let process = Process()
        process.executableURL = executable
        process.arguments = ["daemon", "--replay", SharedRecordings.trace("touchpad/swipe-3.gktrace"), "--loop",
                             "--speed", "4", "--config", config.path, "--no-touchegg"]
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

        #expect(Self.eventually(10) { text(out).contains("\"rule\":\"first\"") })
        // An editor's save: a new file renamed over the old one.
        let staged = folder.appendingPathComponent("gestures.yaml.new")
        try Self.rules(named: "second").write(to: staged)
        #expect(rename(staged.path, config.path) == 0)
        #expect(Self.eventually(10) { text(err).contains("reloaded \(config.path)") })
        #expect(Self.eventually(10) { text(out).contains("\"rule\":\"second\"") })

        try Data("rules:\n  - gesture: swipe\n    keys: ctlr\n".utf8).write(to: config)
        #expect(Self.eventually(10) { text(err).contains("keeping the rules in force") })
        #expect(text(err).contains("\(config.path):3:11: `rules[0].keys`: unknown key 'ctlr'"))

        try Self.rules(named: "third").write(to: config)
        #expect(Self.eventually(10) { text(out).contains("\"rule\":\"third\"") })
        kill(process.processIdentifier, SIGHUP)
        #expect(Self.eventually(10) { text(err).components(separatedBy: "reloaded").count >= 4 })
        #expect(process.isRunning, "SIGHUP reloads; it does not end the daemon")

        let stop = Date()
        process.terminate()
        #expect(Self.eventually(5) { !process.isRunning })
        #expect(Date().timeIntervalSince(stop) < 1)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
