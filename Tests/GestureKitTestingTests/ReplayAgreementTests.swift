import Foundation
import GestureKitTesting
import GestureOutput
import GestureTestSupport
import Testing

/// A recording replayed with GestureKitTesting reports exactly what `gesturekit replay --output
/// jsonl` prints for it: the same reader, header devices and surface, pipeline and encoder.
@Suite struct ReplayAgreementTests {
    /// Real recordings of other people's devices, one per reader and device kind.
    static let recordings = [
        "evemu-devices/touchscreens--EP0430M09.2-finger-scroll-down.evemu",
        "evemu-devices/touchscreens--Atmel_maXTouch_Touchscreen.1-finger-drag-up-down.evemu",
        "inputactions/touchpad--synaptics-tm3276--pinch_in_2.evemu",
        "libinput-debug-events/atmeltaps.debug-events.txt",
    ]

    static func path(_ relative: String) -> String {
        SharedRecordings.sharedFolder.appendingPathComponent("recordings").appendingPathComponent(relative).path
    }

    /// The outputs as `replay --output jsonl` encodes them.
    static func jsonLines(_ outputs: [PipelineOutput]) -> String {
        var encoder = OutputEncoder(format: .jsonl)
        for output in outputs { encoder.append(output, flushingAt: .max) { _ in } }
        return String(decoding: encoder.bytes, as: UTF8.self)
    }

    @Test(arguments: recordings)
    func aRecordingReplaysAsTheCommandLinePrintsIt(_ relative: String) throws {
        let path = Self.path(relative)
        try #require(FileManager.default.fileExists(atPath: path), "missing shared recording \(path)")
        let printed = try CommandLineTool.run(["replay", "--output", "jsonl", path])
        #expect(printed.status == 0, "\(printed.stderr)")

        let result = try Recording.load(path).replay()

        #expect(Self.jsonLines(result.outputs) == printed.stdout)
        #expect(!result.gestures.isEmpty)
    }

    /// The README's "In code" example, as written there: the header's devices and surface make
    /// it agree with `gesturekit replay` (without `devices:` the thresholds are not fitted to the
    /// device, and an EP0430M09 recording recognizes other gestures).
    @Test func theReadmeExampleReportsWhatReplayPrints() throws {
        let path = Self.path(Self.recordings[0])
        try #require(FileManager.default.fileExists(atPath: path), "missing shared recording \(path)")
        var outputs: [PipelineOutput] = []

        // From README.md, "In code".
        var source = try TraceFile.open(path: path)
        let pipeline = try Pipeline(configuration: PipelineConfiguration(replaying: source.header),
                                    devices: source.header.devices)
        while let item = try source.next() {
            try pipeline.process(item) { output in outputs.append(output) }
        }
        pipeline.finish { output in outputs.append(output) }

        let printed = try CommandLineTool.run(["replay", "--output", "jsonl", path])
        #expect(Self.jsonLines(outputs) == printed.stdout)
    }
}
