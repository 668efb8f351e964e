import Testing
@testable import GestureRecognition

/// Walks every (behavior, state, transition) triple against the table in docs/recognition.md.
struct RecognizerStateMachineTests {
    static let legal: [RecognizerBehavior: [GestureState: [RecognizerTransition.Kind: GestureState]]] = [
        .discrete: [
            .possible: [.recognize: .recognized, .fail: .failed],
        ],
        .continuous: [
            .possible: [.begin: .began, .fail: .failed],
            .began: [.change: .changed, .end: .ended, .cancel: .cancelled],
            .changed: [.change: .changed, .end: .ended, .cancel: .cancelled],
        ],
    ]

    static let cases: [(RecognizerBehavior, GestureState, RecognizerTransition.Kind)] =
        RecognizerBehavior.allCases.flatMap { b in
            GestureState.allCases.flatMap { s in RecognizerTransition.Kind.allCases.map { (b, s, $0) } }
        }

    @Test(arguments: cases)
    func transitionIsLegalExactlyWhenTheTableSaysSo(behavior: RecognizerBehavior, state: GestureState,
                                                   transition: RecognizerTransition.Kind) {
        let expected = Self.legal[behavior]?[state]?[transition]
        #expect(RecognizerStateMachine.next(from: state, transition, behavior: behavior) == expected)
    }

    @Test func terminalStatesAreTheOnesThatEndAnAttempt() {
        let terminal = GestureState.allCases.filter(RecognizerStateMachine.isTerminal)
        #expect(Set(terminal) == [.recognized, .ended, .cancelled, .failed])
    }
}
