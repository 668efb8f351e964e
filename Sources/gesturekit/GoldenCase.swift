/// One test of `gesturekit test`: a trace `X.<ext>` and the files beside it that say what its
/// replay must print, `X.expected.jsonl` and (optional) `X.args` (docs/testing.md).
struct GoldenCase: Hashable, Sendable {
    /// The trace; nil for an expectation with no trace beside it, a failure of its own.
    var trace: String?
    /// `X.expected.jsonl`, whether it exists or not.
    var expectation: String
    /// `X.args`, whether it exists or not.
    var arguments: String

    /// The path the case is reported under: the trace's, else the expectation's.
    var name: String { trace ?? expectation }

    /// The case of trace `base.<ext>` or of expectation `base.expected.jsonl` in `folder`.
    init(folder: String, base: String, trace: String?) {
        self.trace = trace.map { GoldenDiscovery.join(folder, $0) }
        expectation = GoldenDiscovery.join(folder, base + GoldenDiscovery.expectationSuffix)
        arguments = GoldenDiscovery.join(folder, base + GoldenDiscovery.argumentsSuffix)
    }
}
