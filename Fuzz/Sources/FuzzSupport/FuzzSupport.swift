#if canImport(Glibc)
import Glibc
#endif
@_exported import GestureKit
@_exported import GestureSoak

/// Shared pieces of the fuzz harnesses: temp files for path-based readers, and the pipeline with
/// its invariants, which every reader's output is also fed through.
public enum FuzzSupport {
    /// Most items read from one input: bounds a run on inputs that decode to huge event counts.
    public static let itemLimit = 200_000

    /// Writes `data` to a per-process temp file with `suffix` and returns its path.
    public static func temporaryFile(_ data: UnsafeRawBufferPointer, suffix: String) -> String {
        let path = "/tmp/gesturekit-fuzz-\(getpid())\(suffix)"
        guard let f = fopen(path, "wb") else { fatalError("cannot write \(path)") }
        if let base = data.baseAddress, data.count > 0 { _ = fwrite(base, 1, data.count, f) }
        fclose(f)
        return path
    }

    /// Reads every item of `source` through a `viewer` pipeline with a controller, checking the
    /// soak invariants; reader errors are expected (bad input), invariant violations trap.
    public static func replay(_ source: inout any TraceSource) {
        let setup = ScrollZoomSetup(viewport: TraceReplay.defaultSurface(for: source.header))
        guard let pipeline = try? Pipeline(configuration: PipelineConfiguration(graph: .viewer, scrollZoom: setup))
        else {
            return
        }
        var invariants = SoakInvariants()
        var count = 0
        do {
            while count < itemLimit, let item = try source.next() {
                try pipeline.process(item) { invariants.check($0) }
                count += 1
            }
        } catch {
            // A clear error is the expected outcome for malformed input.
        }
        finish(pipeline, &invariants)
    }

    /// Unplugs every device the tracker knows, lets timers and animations run out, and traps on
    /// any invariant violation.
    public static func finish(_ pipeline: Pipeline, _ invariants: inout SoakInvariants) {
        for d in 0..<16 where pipeline.tracker.deviceInfo(DeviceID(d)) != nil {
            let time = pipeline.controller?.now ?? .zero
            try? pipeline.process(InputEvent(time: time, device: DeviceID(d), kind: .deviceRemoved)) {
                invariants.check($0)
            }
        }
        pipeline.finish { invariants.check($0) }
        invariants.checkQuiet(pipeline)
        if invariants.violationCount > 0 {
            fatalError("invariant violated: \(invariants.messages.joined(separator: "; "))")
        }
    }
}
