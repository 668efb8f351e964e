import GestureKit
import GestureSoak
import Testing

/// The short soak: 10⁵ seeded events (gestures, hot-plugs, malformed sequences) through the whole
/// pipeline with every invariant checked. The 10⁷ run is `gesturekit soak --events 10000000`.
struct SoakTests {
    @Test(arguments: [UInt64(1), 2])
    func hundredThousandRandomEventsKeepEveryInvariant(seed: UInt64) throws {
        let report = try SoakRun(configuration: .init(events: 100_000, seed: seed, quietInterval: 10_000)).run()
        #expect(report.violations == [], "\(report.violationCount) violations")
        #expect(report.events == 100_000)
        #expect(report.quietChecks >= 10)
        // The mix really exercised recognition and the malformed paths.
        #expect(report.gestures > 1_000)
        #expect(report.diagnostics.values.reduce(0, +) > 100)
    }

    @Test func sameSeedGivesTheSameStream() {
        var a = SyntheticInputStream(seed: 7), b = SyntheticInputStream(seed: 7), c = SyntheticInputStream(seed: 8)
        var same = true, differs = false
        for _ in 0..<5_000 {
            let x = a.next(), y = b.next(), z = c.next()
            if x != y { same = false }
            if x != z { differs = true }
        }
        #expect(same)
        #expect(differs)
    }

    @Test func wellFormedStreamProducesNoDiagnostics() throws {
        var stream = SyntheticInputStream(seed: 3, configuration: .wellFormed)
        let pipeline = try Pipeline(configuration: PipelineConfiguration(graph: .viewer))
        for _ in 0..<50_000 { try pipeline.process(stream.next()) { _ in } }
        #expect(pipeline.diagnosticCounts == [:])
    }

    @Test func invariantsFlagABeganThatNeverCloses() {
        var invariants = SoakInvariants()
        let g = GestureEvent(time: .zero, recognizer: "pan", kind: .pan, state: .began, location: .zero, touches: 1)
        invariants.check(.gesture(g))
        invariants.check(.gesture(g))
        #expect(invariants.violationCount == 1)
    }
}
