import GestureInput
import GestureKit
import GestureRecognition
import ScrollZoom

/// A soak run: a seeded `SyntheticInputStream` (touchscreen and touchpad gestures, hot-plugs,
/// malformed sequences) through the whole pipeline (tracker → `viewer` graph → binding →
/// controller), checking `SoakInvariants` on every output and at periodic quiet points, and
/// sampling resident memory so a leak shows as growth between the first and last samples.
///
/// Used by `gesturekit soak --events 10000000` (the full run) and by a short test.
public struct SoakRun: Sendable {
    /// What a soak run does.
    public struct Configuration: Hashable, Sendable {
        /// Input events to feed (quiet-point unplugs and re-plugs included).
        public var events: Int
        /// Seed of the input stream.
        public var seed: UInt64
        /// The input mix.
        public var mix: SyntheticInputStream.Configuration
        /// Events between quiet points (every device unplugged, time left to settle, invariants checked).
        public var quietInterval: Int
        /// Resident-memory samples taken over the run (evenly spaced).
        public var memorySamples: Int
        /// Simulated silence at a quiet point: far beyond any timer (long press ~0.5 s) or bounce.
        public var quietSpan: TimeSpan

        /// A run of `events` events; the other settings have soak defaults.
        ///
        /// - Parameters:
        ///   - events: the input events to feed, quiet-point unplugs and re-plugs included.
        ///   - seed: the seed of the input stream.
        ///   - mix: what the stream mixes in besides well-formed gestures.
        ///   - quietInterval: the events between quiet points.
        ///   - memorySamples: the resident-memory samples taken over the run.
        ///   - quietSpan: the simulated silence at a quiet point.
        public init(events: Int, seed: UInt64 = 1, mix: SyntheticInputStream.Configuration = .soak,
                    quietInterval: Int = 50_000, memorySamples: Int = 20, quietSpan: TimeSpan = .seconds(30)) {
            self.events = max(0, events); self.seed = seed; self.mix = mix
            self.quietInterval = max(1, quietInterval); self.memorySamples = max(2, memorySamples);
            self.quietSpan = quietSpan
        }
    }

    /// Resident memory after some number of events.
    public struct MemorySample: Hashable, Sendable {
        /// Events processed when sampled.
        public var events: Int
        /// Resident set size (bytes).
        public var residentBytes: Int
    }

    /// What a soak run saw.
    public struct Report: Sendable {
        /// Input events processed.
        public var events: Int
        /// Gesture events recognized.
        public var gestures: Int
        /// Input defects counted, by code.
        public var diagnostics: [Diagnostic.Code: Int]
        /// Quiet points checked.
        public var quietChecks: Int
        /// Invariant violations (0 for a pass).
        public var violationCount: Int
        /// The first violations, readable.
        public var violations: [String]
        /// Resident memory over the run (empty where it cannot be read).
        public var memory: [MemorySample]
        /// Simulated time covered (seconds).
        public var simulatedSeconds: Double

        /// True when no invariant was violated.
        public var passed: Bool { violationCount == 0 }
        /// Resident memory at the first sample after warm-up (the second sample) and at the last.
        public var residentFirstAndLast: (first: Int, last: Int)? {
            guard memory.count >= 2 else { return nil }
            return (memory[min(1, memory.count - 1)].residentBytes, memory[memory.count - 1].residentBytes)
        }
    }

    /// The run's settings.
    public let configuration: Configuration

    /// A run with `configuration`.
    ///
    /// - Parameter configuration: the events, seed, mix and quiet points.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// Runs the soak; `progress` gets each memory sample as it is taken. Throws only if the
    /// pipeline cannot be built.
    ///
    /// - Parameter progress: gets each memory sample as it is taken.
    /// - Returns: the events, gestures and defects counted, the quiet points checked, the
    ///   violations and the memory samples.
    /// - Throws: `RecognizerGraphError` or `ScrollZoomError` when the pipeline cannot be built.
    public func run(progress: (MemorySample) -> Void = { _ in }) throws -> Report {
        var stream = SyntheticInputStream(seed: configuration.seed, configuration: configuration.mix)
        let setup = ScrollZoomSetup(viewport: SyntheticInputStream.surface)
        let pipeline = try Pipeline(configuration: PipelineConfiguration(graph: .viewer, scrollZoom: setup))
        var invariants = SoakInvariants()
        var memory: [MemorySample] = []
        let sampleEvery = max(1, configuration.events / configuration.memorySamples)
        var processed = 0
        var first: Timestamp?, last = Timestamp.zero

        func feed(_ e: InputEvent) throws {
            if first == nil { first = e.time }
            last = max(last, e.time)
            try pipeline.process(e) { invariants.check($0) }
            processed += 1
            if processed % sampleEvery == 0, let rss = ResidentMemory.current() {
                let s = MemorySample(events: processed, residentBytes: rss)
                memory.append(s)
                progress(s)
            }
        }

        while processed < configuration.events {
            if processed > 0, processed % configuration.quietInterval == 0 {
                let q = stream.quiesce(for: configuration.quietSpan)
                for e in q.unplug { try feed(e) }
                pipeline.advance(to: q.until - .microseconds(1)) { invariants.check($0) }
                invariants.checkQuiet(pipeline)
                for e in q.replug { try feed(e) }
                continue
            }
            try feed(stream.next())
        }
        let q = stream.quiesce(for: configuration.quietSpan)
        for e in q.unplug { try pipeline.process(e) { invariants.check($0) } }
        pipeline.finish { invariants.check($0) }
        invariants.checkQuiet(pipeline)
        return Report(events: processed, gestures: invariants.gestureCount, diagnostics: pipeline.diagnosticCounts,
                      quietChecks: invariants.quietChecks, violationCount: invariants.violationCount,
                      violations: invariants.messages, memory: memory,
                      simulatedSeconds: (last - (first ?? last)).seconds)
    }
}
