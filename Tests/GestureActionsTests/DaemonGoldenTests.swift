import Foundation
import GestureTestSupport
import Testing

/// The golden dry runs of `Traces/daemon/`: each `X.replay` names a recording (in `Traces/`, or
/// `shared:…` in the shared recordings, skipped where they are absent), replayed by the real
/// `gesturekit daemon --replay … --dry-run` against `Traces/daemon/desktop.yaml`; it must print
/// exactly `X.dry-run.jsonl`. Each line was checked against what the recording's name says the
/// person did (docs/daemon.md, "Golden dry runs"); never regenerated to hide a bug.
@Suite struct DaemonGoldenTests {
    static let folder = SharedRecordings.packageRoot.appendingPathComponent("Traces/daemon")

    static let goldens: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".replay") }.map { String($0.dropLast(".replay".count)) }.sorted()
    }()

    /// The recording a `.replay` file names, or nil when it is a shared one that is absent.
    static func recording(_ name: String) throws -> String? {
        let line = try String(contentsOf: folder.appendingPathComponent(name + ".replay"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("shared:") {
            let relative = String(line.dropFirst("shared:".count))
            let path = SharedRecordings.sharedFolder.appendingPathComponent(relative).path
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
        return SharedRecordings.packageRoot.appendingPathComponent(line).path
    }

    @Test func thereAreGoldenDryRuns() {
        #expect(Self.goldens.count >= 8)
    }

    @Test(arguments: goldens)
    func aDryRunPrintsExactlyTheExpectedActions(_ name: String) throws {
        guard let recording = try Self.recording(name) else { return }
        let args = ["daemon", "--replay", recording, "--speed", "1000", "--config",
                    Self.folder.appendingPathComponent("desktop.yaml").path, "--no-touchegg", "--output", "jsonl"]
        let result = try CommandLineTool.run(args)
        #expect(result.status == 0, "gesturekit \(args.joined(separator: " ")): \(result.stderr)")
        let expected = try String(contentsOf: Self.folder.appendingPathComponent(name + ".dry-run.jsonl"),
                                  encoding: .utf8)
        #expect(result.stdout == expected)
    }

    @Test func aBadConfigurationStopsTheDaemonAtItsLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gk-daemon-bad-\(getpid()).yaml")
        try Data("rules:\n  - gesture: swipe\n    keys: ctlr+a\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CommandLineTool.run(["daemon", "--replay", SharedRecordings.trace("touchpad/swipe-3.gktrace"),
                                              "--config", file.path, "--no-touchegg"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(file.path):3:11: `rules[0].keys`: unknown key 'ctlr' (did you mean 'ctrl'?)"))
    }

    @Test func textOutputIsATable() throws {
        let result = try CommandLineTool.run([
            "daemon", "--replay", SharedRecordings.trace("touchpad/swipe-3.gktrace"), "--speed", "1000",
            "--config", Self.folder.appendingPathComponent("desktop.yaml").path, "--no-touchegg", "--output", "text",
        ])
        #expect(result.status == 0)
        #expect(result.stdout == "t (s)     rule                    gesture    fingers direction        phase  "
                    + "progress action\n"
                    + "0.408     workspace-next          swipe      3       left             end    "
                    + "19.1 %   keys: ctrl+alt+Right\n")
    }
}
