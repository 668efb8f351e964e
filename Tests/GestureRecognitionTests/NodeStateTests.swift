import GestureInput
import Testing
@testable import GestureRecognition

/// Walks every (node state, event) pair of the graph's node state machine against the diagram in
/// docs/recognition.md ("Node states"): listed pairs go where the table says, every other pair is
/// refused.
struct NodeStateTests {
    static func held(_ first: GestureState) -> PendingRecognition {
        PendingRecognition(firstState: first, waitingMask: 0b11, since: .zero)
    }

    /// Representative states, by name: every case, and each held recognition kind.
    static let states: [(String, NodeState)] = [
        ("listening", .listening),
        ("active(began)", .active(.began)),
        ("active(changed)", .active(.changed)),
        ("held(recognized)", .held(held(.recognized))),
        ("held(began)", .held(held(.began))),
        ("decided(recognized)", .decided(.recognized)),
        ("decided(ended)", .decided(.ended)),
        ("decided(cancelled)", .decided(.cancelled)),
        ("decided(failed)", .decided(.failed)),
    ]

    /// Every event, by name: a publish of each gesture state, and the other five.
    static let events: [(String, NodeState.Event)] =
        GestureState.allCases.map { ("publish(\($0.rawValue))", .publish($0)) } + [
            ("hold", .hold(held(.began))),
            ("waitingFor", .waitingFor(0b01)),
            ("heldChange", .heldChange),
            ("heldFinish(ended)", .heldFinish(.ended)),
            ("fail", .fail),
            ("reset", .reset),
        ]

    /// The legal transitions: (state, event) → state after, by name.
    static let legal: [String: [String: String]] = [
        "listening": [
            "publish(recognized)": "decided(recognized)", "publish(began)": "active(began)",
            "hold": "held(began)", "fail": "decided(failed)",
        ],
        "active(began)": [
            "publish(changed)": "active(changed)", "publish(ended)": "decided(ended)",
            "publish(cancelled)": "decided(cancelled)",
        ],
        "active(changed)": [
            "publish(changed)": "active(changed)", "publish(ended)": "decided(ended)",
            "publish(cancelled)": "decided(cancelled)",
        ],
        "held(recognized)": [
            "publish(recognized)": "decided(recognized)", "waitingFor": "held(recognized)",
            "fail": "decided(failed)",
        ],
        "held(began)": [
            "publish(began)": "active(began)", "waitingFor": "held(began)",
            "heldChange": "held(began→changed)", "heldFinish(ended)": "held(began→ended)",
            "fail": "decided(failed)",
        ],
        "decided(recognized)": ["reset": "listening"],
        "decided(ended)": ["reset": "listening"],
        "decided(cancelled)": ["reset": "listening"],
        "decided(failed)": ["reset": "listening"],
    ]

    /// A state's name as in the table (a held one shows what it asked for when that changed).
    static func name(_ state: NodeState) -> String {
        switch state {
        case .listening: "listening"
        case .active(let s): "active(\(s.rawValue))"
        case .decided(let s): "decided(\(s.rawValue))"
        case .held(let p) where p.requested == p.firstState: "held(\(p.firstState.rawValue))"
        case .held(let p): "held(\(p.firstState.rawValue)→\(p.requested.rawValue))"
        }
    }

    static let pairs: [(String, String)] = states.flatMap { s in events.map { (s.0, $0.0) } }

    @Test(arguments: pairs)
    func eventMovesTheNodeExactlyAsTheDiagramSays(state: String, event: String) throws {
        let from = try #require(Self.states.first { $0.0 == state }?.1)
        let input = try #require(Self.events.first { $0.0 == event }?.1)
        #expect(from.next(on: input).map(Self.name) == Self.legal[state]?[event])
    }

    @Test func publishedStateHidesAHeldRecognitionAndRequestedShowsIt() {
        var state = NodeState.listening
        state.handle(.hold(Self.held(.began)))
        state.handle(.heldChange)
        #expect(state.published == .possible)
        #expect(state.requested == .changed)
        #expect(state.isListening)
        state.handle(.heldFinish(.cancelled))
        #expect(state.requested == .cancelled)
        #expect(!state.isListening)
    }

    @Test func waitingForReplacesTheDependenciesAHeldRecognitionWaitsFor() {
        var state = NodeState.listening
        state.handle(.hold(Self.held(.recognized)))
        state.handle(.waitingFor(0b100))
        guard case .held(let p) = state else { Issue.record("not held: \(state)"); return }
        #expect(p.waitingMask == 0b100)
    }
}
