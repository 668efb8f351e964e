/// What testing one `GoldenCase` came to.
struct GoldenOutcome: Sendable {
    /// Passed, failed (with the report) or to be updated.
    enum Verdict: Equatable, Sendable {
        /// The compared records match; `compared` of them.
        case passed(compared: Int)
        /// The report's lines: the first difference, or what kept the trace from being compared.
        case failed([String])
        /// `--update`: the expectation gets `contents` (`records` records); `isNew` when there was none.
        case update(contents: String, records: Int, isNew: Bool)
    }

    /// The case tested.
    var golden: GoldenCase
    /// Its verdict.
    var verdict: Verdict
    /// The wall time its replay and comparison took.
    var seconds: Double
}
