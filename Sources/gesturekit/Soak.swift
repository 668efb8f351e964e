import ArgumentParser
import GestureKit
import GestureSoak

/// `gesturekit soak --events N`: a seeded random stream (gestures, hot-plugs, malformed input)
/// through the whole pipeline, checking invariants and resident memory; exits 1 on a violation.
struct Soak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Soak the pipeline with N random events; check invariants and that memory stays flat.",
        discussion: "The full run is `gesturekit soak --events 10000000` (release build).")

    @Option(help: "Number of input events.")
    var events: Int = 1_000_000

    @Option(help: "Seed of the input stream.")
    var seed: UInt64 = 1

    @Option(help: "Events between quiet points (all devices unplugged, invariants checked).")
    var quietInterval: Int = 50_000

    func validate() throws {
        guard events >= 0 else { throw ValidationError("--events must be ≥ 0, got \(events)") }
        guard quietInterval >= 1 else { throw ValidationError("--quiet-interval must be ≥ 1") }
    }

    func run() throws {
        let soak = SoakRun(configuration: .init(events: events, seed: seed, quietInterval: quietInterval))
        let report = try soak.run { sample in
            StandardOutput.print("  after \(sample.events) events: RSS \(Self.mebibytes(sample.residentBytes)) MiB")
        }
        let hours = String(format2: report.simulatedSeconds / 3600)
        StandardOutput.print("events: \(report.events) (\(hours) h simulated)")
        StandardOutput.print("gestures: \(report.gestures)")
        let diagnostics = report.diagnostics.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: " ")
        StandardOutput.print("diagnostics: \(diagnostics.isEmpty ? "none" : diagnostics)")
        StandardOutput.print("quiet points checked: \(report.quietChecks)")
        if let rss = report.residentFirstAndLast {
            StandardOutput.print(
                "RSS after warm-up: \(Self.mebibytes(rss.first)) MiB, at the end: \(Self.mebibytes(rss.last)) MiB")
        }
        StandardOutput.print("violations: \(report.violationCount)")
        for v in report.violations { StandardOutput.print("  \(v)") }
        if !report.passed { throw ExitCode(1) }
    }

    static func mebibytes(_ bytes: Int) -> String { String(format2: Double(bytes) / 1_048_576) }
}

extension String {
    /// A number with two decimals, without Foundation's formatter.
    init(format2 value: Double) {
        let scaled = (value * 100).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { self = "\(value)"; return }
        let n = Int(scaled)
        let sign = n < 0 ? "-" : ""
        let m = abs(n)
        let frac = m % 100
        self = "\(sign)\(m / 100).\(frac < 10 ? "0" : "")\(frac)"
    }
}
