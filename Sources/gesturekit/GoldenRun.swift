import ArgumentParser
import Foundation
import GestureKit
import Synchronization

/// Replays one `GoldenCase` in-process exactly as `gesturekit replay --output jsonl --no-did-scroll
/// ARGS TRACE` would (`Replay.replay(write:note:)`, with the arguments parsed by `Replay` itself)
/// and compares the output with the expectation.
struct GoldenRun: Sendable {
    /// The options every golden replay gets before its `.args` (`scripts/new-expectation.sh` and
    /// `GoldenTraceTests` give the same): JSON Lines, without per-frame didScroll/didZoom.
    static let replayOptions = ["--output", "jsonl", "--no-did-scroll"]

    /// The comparison rules.
    var comparison: ExpectationComparison
    /// `--update`: a differing or missing expectation is to be written instead of failing.
    var update: Bool

    /// Tests `golden`.
    ///
    /// - Parameter golden: the case.
    /// - Returns: its outcome; every problem (no trace, no or a garbled expectation, bad `.args`, a
    ///   trace the replay refuses) is a failed verdict naming the file (and line).
    func run(_ golden: GoldenCase) -> GoldenOutcome {
        let start = ContinuousClock.now
        let verdict = self.verdict(golden)
        let elapsed = start.duration(to: .now).components
        return GoldenOutcome(golden: golden, verdict: verdict,
                             seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
    }

    private func verdict(_ golden: GoldenCase) -> GoldenOutcome.Verdict {
        guard let trace = golden.trace else {
            return .failed(["\(golden.expectation): no trace beside it (a file named like it ending in .gktrace, "
                            + ".yaml, .yml, .evemu, .evtest or .txt)"])
        }
        // The expectation is read first: a garbled one fails without a replay.
        var expectation: [JSONLine]?
        if FileManager.default.fileExists(atPath: golden.expectation) {
            let text: String
            do {
                text = try String(contentsOfFile: golden.expectation, encoding: .utf8)
            } catch {
                return .failed(["\(golden.expectation): cannot read it as UTF-8 text"])
            }
            do {
                expectation = try JSONLine.parse(text)
            } catch {
                return .failed(["\(golden.expectation):\(error.line): \(error.message)"])
            }
            if expectation?.isEmpty == true && !update {
                return .failed(["\(golden.expectation): no records: an expectation lists the records the replay "
                                + "must print (`gesturekit test --update \(trace)` writes one)"])
            }
        } else if !update {
            return .failed(["\(golden.expectation): no such file: `gesturekit test --update \(trace)` writes it "
                            + "from the replay (review every line before committing it)"])
        }
        let output: [JSONLine]
        switch replay(golden, trace: trace) {
        case .success(let records): output = records
        case .failure(let failure): return .failed(failure.lines)
        }
        guard let expectation, !expectation.isEmpty else {
            let contents = output.map { $0.text + "\n" }.joined()
            return .update(contents: contents, records: output.count, isNew: true)
        }
        guard let mismatch = comparison.firstDifference(expectation: expectation, output: output) else {
            return .passed(compared: expectation.count)
        }
        if update {
            let kept = comparison.compared(output, against: expectation)
            return .update(contents: kept.map { $0.text + "\n" }.joined(), records: kept.count, isNew: false)
        }
        var types: [String] = []
        for type in expectation.compactMap(\.type) where !types.contains(type) { types.append(type) }
        return .failed(mismatch.report(expectationFile: golden.expectation, types: types))
    }

    /// Why a replay produced no records to compare: the report's lines.
    private struct ReplayFailure: Error {
        var lines: [String]
    }

    /// The records the replay of `trace` printed, or the lines saying why there are none.
    private func replay(_ golden: GoldenCase, trace: String) -> Result<[JSONLine], ReplayFailure> {
        var extra: [String] = []
        if FileManager.default.fileExists(atPath: golden.arguments) {
            guard let text = try? String(contentsOfFile: golden.arguments, encoding: .utf8) else {
                return .failure(ReplayFailure(lines: ["\(golden.arguments): cannot read it as UTF-8 text"]))
            }
            // Split at spaces and newlines, as `scripts/new-expectation.sh` reads it (no quoting).
            extra = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                .map(String.init)
        }
        let blame = extra.isEmpty ? trace : golden.arguments
        let arguments = ArgumentRewriting.rewrite(["replay"] + Self.replayOptions + extra + [trace]).dropFirst()
        if let error = ArgumentRewriting.nonDecimalNumberError(in: Array(arguments)) {
            return .failure(ReplayFailure(lines: ["\(blame): \(error.message)"]))
        }
        var command: Replay
        do {
            command = try Replay.parse(Array(arguments))
        } catch {
            return .failure(ReplayFailure(lines: ["\(blame): \(Replay.message(for: error))"]))
        }
        guard command.report.output == .jsonl else {
            return .failure(ReplayFailure(lines: [
                "\(blame): --output \(command.report.output.rawValue): `gesturekit test` compares JSON Lines; "
                    + "leave --output out of the .args file",
            ]))
        }
        // The traces run in parallel already: one thread each (the output is the same, `Replay.threads`).
        command.threads = .one
        let sink = ByteSink()
        var notes: [String] = []
        do {
            try command.replay(write: { sink.append($0) }, note: { notes.append($0) })
        } catch {
            // An error in the trace names it already; one in another file (a scene, a configuration)
            // gets the trace's name in front.
            let message = CLIError(error).description
            let named = message.hasPrefix(trace + ":") ? message : "\(trace): \(message)"
            return .failure(ReplayFailure(lines: [named] + notes))
        }
        do {
            return .success(try JSONLine.parse(sink.text))
        } catch {
            return .failure(ReplayFailure(lines: ["\(trace): replay line \(error.line): \(error.message)"] + notes))
        }
    }
}

/// The bytes a replay writes, collected (from whichever thread writes them).
private final class ByteSink: Sendable {
    private let bytes = Mutex<[UInt8]>([])

    func append(_ chunk: Span<UInt8>) {
        bytes.withLock { bytes in
            for i in chunk.indices { bytes.append(chunk[i]) }
        }
    }

    var text: String { bytes.withLock { String(decoding: $0, as: UTF8.self) } }
}
