import ArgumentParser
import Dispatch
import Foundation
import GestureKit
import Synchronization

/// `gesturekit test PATH…`: the golden-trace convention as a command. Every trace `X.<ext>` under
/// the paths with an expectation `X.expected.jsonl` beside it is replayed in-process as
/// `gesturekit replay --output jsonl --no-did-scroll $(cat X.args) X.<ext>` would be, and its output
/// compared with the expectation (`ExpectationComparison`; docs/testing.md, "From the command line").
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay golden traces (X.gktrace + X.expected.jsonl [+ X.args]) and compare their output.",
        discussion: """
        Each trace is replayed as `gesturekit replay --output jsonl --no-did-scroll ARGS TRACE` (ARGS: the words \
        of X.args, paths in it relative to the current folder). Only the record types the expectation has are \
        compared. Prints each trace's result, a failure's first difference with context, then `N passed, M \
        failed`; exits 0 when all pass, 1 when any fails. See docs/testing.md.
        Examples:
          gesturekit test Traces/
          gesturekit test --update my-traces/swipe.evemu
          gesturekit test --junit report.xml --tolerance 0.001 my-traces/
        """)

    @Argument(help: """
        Traces, expectations (.expected.jsonl), .args files or folders (searched recursively; there, a trace without \
        an expectation is not a test).
        """)
    var paths: [String] = []

    @Option(help: """
        Largest difference between two numbers that still counts as equal (absolute; numbers are printed with at \
        most 3 decimals, so the default compares them as printed).
        """)
    var tolerance: Double = ExpectationComparison.defaultTolerance

    @Flag(help: """
        Write the replay's output as the expectation of every trace that differs (keeping the expectation's record \
        types) or, for a trace named on the command line, has none. Review the changes before committing them.
        """)
    var update = false

    @Option(help: ArgumentHelp("Also write a JUnit XML report to FILE.", valueName: "FILE"))
    var junit: String?

    @Option(help: "Traces replayed at once (default: the number of processors).")
    var jobs: Int?

    func validate() throws {
        if paths.isEmpty {
            throw ValidationError("give the traces or folders to test, e.g. `gesturekit test Traces/`")
        }
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance \(tolerance): expected a number ≥ 0, e.g. 1e-6 or 0.001")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs \(jobs): expected at least 1") }
    }

    func run() throws {
        let cases = try GoldenDiscovery.cases(under: paths)
        if cases.isEmpty {
            throw ValidationError("""
                no golden traces under \(paths.joined(separator: ", ")): a test is a trace X.gktrace (or .evemu, \
                .yaml, …) with X.expected.jsonl beside it (docs/testing.md)
                """)
        }
        let run = GoldenRun(comparison: ExpectationComparison(tolerance: tolerance), update: update)
        let progress = Progress(count: cases.count)
        // libdispatch's pool (which an idle service must not start, `GestureKitCommand`) is fine for a
        // command that ends when the replays do; each worker takes the next case until none is left.
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, cases.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = progress.next() {
                progress.finish(index, with: run.run(cases[index]))
            }
        }
        let outcomes = progress.outcomes
        let failed = outcomes.filter { if case .failed = $0.verdict { true } else { false } }.count
        var reportError: (any Error)?
        if let junit {
            do {
                try AtomicFile.write(junit, contents: Array(JUnitReport.document(outcomes).utf8))
                StandardOutput.print("wrote \(junit) (JUnit XML)")
            } catch {
                reportError = error
            }
        }
        StandardOutput.print("\(outcomes.count - failed) passed, \(failed) failed")
        if let reportError { throw CLIError(reportError) }
        if failed > 0 { throw ExitCode(1) }
    }

    /// Prints an outcome: `ok`, `FAIL` and its report indented, or the expectation written.
    /// An update is written here, one at a time (`AtomicFile` handles one temporary file at once);
    /// a write that fails turns the outcome into a failure.
    static func report(_ outcome: GoldenOutcome) -> GoldenOutcome {
        var outcome = outcome
        let name = outcome.golden.name
        switch outcome.verdict {
        case .passed(let compared):
            StandardOutput.print("ok    \(name) (\(compared) records)")
        case .failed(let lines):
            StandardOutput.print("FAIL  \(name)")
            for line in lines { StandardOutput.print("  " + line) }
        case .update(let contents, let records, let isNew):
            let file = outcome.golden.expectation
            do {
                try AtomicFile.write(file, contents: Array(contents.utf8))
                StandardOutput.print("\(isNew ? "wrote  " : "updated") \(file) (\(records) records)")
            } catch {
                outcome.verdict = .failed(["\(file): \(CLIError(error).description)"])
                StandardOutput.print("FAIL  \(name)\n  \(file): \(CLIError(error).description)")
            }
        }
        return outcome
    }
}

/// The cases' progress across the workers: the next case to take, the outcomes, and printing them
/// in the cases' order (sorted by path) as soon as every case before them is done.
private final class Progress: Sendable {
    private struct State {
        var next = 0
        var printed = 0
        var outcomes: [GoldenOutcome?]
    }

    private let state: Mutex<State>

    init(count: Int) { state = Mutex(State(outcomes: Array(repeating: nil, count: count))) }

    /// The index of a case no worker has taken yet, or nil when all are taken.
    func next() -> Int? {
        state.withLock { s in
            guard s.next < s.outcomes.count else { return nil }
            defer { s.next += 1 }
            return s.next
        }
    }

    /// Records the outcome of case `index` and prints every outcome now due, in order.
    func finish(_ index: Int, with outcome: GoldenOutcome) {
        state.withLock { s in
            s.outcomes[index] = outcome
            while s.printed < s.outcomes.count, let due = s.outcomes[s.printed] {
                s.outcomes[s.printed] = TestCommand.report(due)
                s.printed += 1
            }
        }
    }

    /// Every outcome, in the cases' order (after the workers are done).
    var outcomes: [GoldenOutcome] { state.withLock { $0.outcomes.compactMap { $0 } } }
}
