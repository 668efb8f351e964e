/// A state change a recognizer asks the graph for, with the data the resulting event carries.
///
/// Legal transitions depend on `RecognizerBehavior` (see `RecognizerStateMachine` and
/// `docs/recognition.md`); an illegal one is reported and the recognizer is failed.
public enum RecognizerTransition: Hashable, Sendable {
    /// Discrete: `possible → recognized`.
    case recognize(GestureSample)
    /// Continuous: `possible → began`.
    case begin(GestureSample)
    /// Continuous: `began | changed → changed`.
    case change(GestureSample)
    /// Continuous: `began | changed → ended`.
    case end(GestureSample)
    /// Continuous: `began | changed → cancelled` (e.g. its touch was cancelled).
    case cancel(GestureSample)
    /// Either: `possible → failed`, with the reason for `--explain`.
    case fail(FailureReason)

    /// The transition's kind without its data, for the state table.
    public var kind: Kind {
        switch self {
        case .recognize: .recognize
        case .begin: .begin
        case .change: .change
        case .end: .end
        case .cancel: .cancel
        case .fail: .fail
        }
    }

    /// The six transition kinds (the columns of the state table).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `possible → recognized`.
        case recognize
        /// `possible → began`.
        case begin
        /// `began | changed → changed`.
        case change
        /// `began | changed → ended`.
        case end
        /// `began | changed → cancelled`.
        case cancel
        /// `possible → failed`.
        case fail
    }
}
