import Foundation
import GestureInput
import GestureKit
import GestureOutput
import GestureTestSupport
import GestureTraces
import Synchronization
import Testing

/// `TraceReplay.run(…encoder:…)` with `.three` threads encodes and writes the output on a thread
/// of its own (`WriteBehindEncoder`), handing it only the time of the outputs the selection leaves
/// out: the bytes must be exactly those of encoding inline (`.one`), in every format and selection
/// that changes what crosses (frames printed or not, gestures left out, diagnostics timed by the
/// outputs before them, the text table's clock), and an error must come after all of them.
@Suite struct WriteBehindEncoderTests {
    /// Every trace under `Traces/` (scenes need their `.args`; the golden tests replay them through
    /// the CLI, whose default is `.three`) and every shared recording.
    static let traces: [String] = {
        let endings = [".gktrace", ".evemu", ".evtest", ".yaml", ".txt"]
        func files(under root: URL, skipping: [String]) -> [String] {
            (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
                .filter { path in
                    endings.contains { path.hasSuffix($0) } && !skipping.contains { path.hasPrefix($0) }
                        && !path.hasSuffix("README.txt") && !path.hasSuffix(".events.evemu")
                }
                .map { root.appendingPathComponent($0).path }
        }
        let local = files(under: SharedRecordings.packageRoot.appendingPathComponent("Traces"),
                          skipping: ["configs/", "scenes/", "daemon/desktop.yaml"])
        let shared = files(under: SharedRecordings.sharedFolder.appendingPathComponent("recordings"), skipping: [])
        return (local + shared).sorted()
    }()

    /// Formats and selections, each changing what the pipeline's thread hands over.
    static let variants: [(OutputFormat, OutputSelection)] = [
        (.jsonl, OutputSelection()),
        (.text, OutputSelection()),
        (.jsonl, OutputSelection(input: true, explain: true)),
        (.text, OutputSelection(input: true, explain: true, explainRoutine: true)),
        (.text, OutputSelection(gestures: false, state: false, perFrameScroll: false)),
        (.jsonl, OutputSelection(gestures: false, scroll: false, state: false, diagnostics: true)),
    ]

    /// The bytes `write` was given, from whichever thread.
    final class Sink: Sendable {
        let bytes = Mutex<[UInt8]>([])
        func write(_ chunk: Span<UInt8>) {
            bytes.withLock { bytes in
                for i in chunk.indices { bytes.append(chunk[i]) }
            }
        }
    }

    /// Replays `path` into an encoder of `format` and `selection` with `threads`; the bytes written
    /// and the error, if any. A small flush threshold makes the writer flush many times.
    static func replay(_ path: String, threads: TraceReplay.Threads, _ format: OutputFormat,
                       _ selection: OutputSelection) throws -> (bytes: [UInt8], error: String?) {
        let sink = Sink()
        var source = try TraceFile.open(path: path)
        var error: String?
        do {
            try TraceReplay.run(source: &source, threads: threads, configure: { header in
                PipelineConfiguration(
                    graph: .viewer, scrollZoom: ScrollZoomSetup(viewport: TraceReplay.defaultSurface(for: header)),
                    explain: selection.explain)
            }, encoder: OutputEncoder(format: format, selection: selection), flushingAt: 4096,
                                write: { sink.write($0) })
        } catch let e {
            error = "\(e)"
        }
        return (sink.bytes.withLock { $0 }, error)
    }

    @Test func thereAreTracesToReplay() {
        #expect(Self.traces.count >= 20)
    }

    @Test(arguments: traces)
    func aThirdThreadWritesTheBytesOfEncodingInline(_ path: String) throws {
        for (format, selection) in Self.variants {
            let inline = try Self.replay(path, threads: .one, format, selection)
            let behind = try Self.replay(path, threads: .three, format, selection)
            #expect(behind.error == inline.error, "\(format) \(selection)")
            #expect(behind.bytes == inline.bytes,
                    "\(path), \(format), \(selection): \(behind.bytes.count) bytes against \(inline.bytes.count)")
        }
    }

    /// What is left out still times what follows: a diagnostic without a time of its own takes
    /// the last frame's or gesture's, and the text table's clock starts at the first frame of an
    /// absolute clock, whatever runs of left-out outputs came between.
    @Test func leftOutOutputsStillTimeTheRecordsAfterThem() {
        let device = DeviceID(0)
        func frame(_ s: Int64) -> PipelineOutput {
            .frame(TouchFrame(time: Timestamp(microseconds: s * 1_000_000), device: device, touches: []))
        }
        let untimed = PipelineOutput.diagnostic(Diagnostic(code: .unknownDevice, message: "no time of its own"))
        let outputs: [PipelineOutput] = [
            frame(100), frame(101), untimed, frame(102), frame(103), frame(104), untimed, untimed, frame(105),
        ]
        for format in OutputFormat.allCases {
            for selection in [OutputSelection(), OutputSelection(input: true)] {
                var inline = OutputEncoder(format: format, selection: selection)
                for output in outputs { inline.append(output) }
                let expected = inline.bytes
                let sink = Sink()
                var behind = WriteBehindEncoder(OutputEncoder(format: format, selection: selection),
                                                flushingAt: 1, write: { sink.write($0) })
                for output in outputs { behind.append(output) }
                behind.finish()
                #expect(sink.bytes.withLock { $0 } == expected, "\(format) \(selection)")
                // The second diagnostic comes at the last frame before it: 104 s, 4 s after the clock starts.
                let timed = format == .jsonl ? "\"t\":104000000,\"type\":\"diagnostic\"" : "4000.000  diagnostic"
                #expect(String(decoding: expected, as: UTF8.self).contains(timed), "\(format)")
            }
        }
    }

    @Test func anErrorMidFileComesAfterEveryRecordBeforeItOverManyBatches() throws {
        // Well over `WriteBehindEncoder.batchSize` records (a fling per second, state and scroll
        // messages on every frame), then a line the reader refuses.
        var text = "# EVEMU 1.3\nN: Bench\nI: 0003 1234 5678 0100\nP: 02 00 00 00 00 00 00 00\n"
        text += "B: 00 0b 00 00 00 00 00 00 00\nB: 01 " + Array(repeating: "00", count: 41).joined(separator: " ")
            + " 04\nB: 03 03 00 00 00 00 80 60 02\nA: 00 0 4095 0 0 16\nA: 01 0 4095 0 0 16\n"
            + "A: 2f 0 1 0 0 0\nA: 35 0 4095 0 0 16\nA: 36 0 4095 0 0 16\nA: 39 0 65535 0 0 0\n"
        var ms = 0
        for stroke in 0..<40 {
            text += "E: \(ms / 1000).\(String(format: "%06d", (ms % 1000) * 1000)) 0003 0039 \(stroke)\n"
            for step in 0..<12 {
                let t = "\(ms / 1000).\(String(format: "%06d", (ms % 1000) * 1000))"
                text += "E: \(t) 0003 0035 \(2000 + step * 120)\nE: \(t) 0003 0036 2000\nE: \(t) 0000 0000 0\n"
                ms += 8
            }
            text += "E: \(ms / 1000).\(String(format: "%06d", (ms % 1000) * 1000)) 0003 0039 -1\n"
            text += "E: \(ms / 1000).\(String(format: "%06d", (ms % 1000) * 1000)) 0000 0000 0\n"
            ms += 1000
        }
        text += "E: 99.000000 0003 ZZ 5\n"
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("write-behind-\(ProcessInfo.processInfo.processIdentifier).evemu").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let everyFrame = OutputSelection(input: true)
        let inline = try Self.replay(path, threads: .one, .jsonl, everyFrame)
        let behind = try Self.replay(path, threads: .three, .jsonl, everyFrame)
        let error = try #require(behind.error)
        #expect(error == inline.error)
        #expect(error.contains("bad hex 'ZZ'"), "\(error)")
        #expect(behind.bytes == inline.bytes)
        let lines = behind.bytes.split(separator: UInt8(ascii: "\n")).count
        #expect(lines > WriteBehindEncoder.batchSize * 2, "\(lines) records")
    }
}
