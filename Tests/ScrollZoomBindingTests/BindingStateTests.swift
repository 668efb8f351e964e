import Foundation
import GestureTestSupport
import ScrollZoomBinding
import Testing

/// Walks every (binding state, event) pair of `BindingState` against a table written from the
/// binding's rules, and checks that the diagram in docs/scroll-zoom.md ("Binding states") says the
/// same: which state follows and where the event goes.
struct BindingStateTests {
    /// Representative states, by the names the diagram uses: every case, zooming with and without a
    /// drag it ignores (start scale 2).
    static let states: [(String, BindingState)] = [
        ("idle", .idle),
        ("dragging", .dragging),
        ("zooming", .zooming(startScale: 2, ignoringDrag: false)),
        ("zoomingIgnoringDrag", .zooming(startScale: 2, ignoringDrag: true)),
        ("ignoringDrag", .ignoringDrag),
    ]

    /// Every event, by name; a pinch begins at zoom scale 3.
    static let events: [(String, BindingState.Event)] = [
        ("dragBegan", .dragBegan), ("dragChanged", .dragChanged), ("dragEnded", .dragEnded),
        ("zoomBegan", .zoomBegan(currentScale: 3)), ("zoomChanged", .zoomChanged), ("zoomEnded", .zoomEnded),
    ]

    /// (state, event) → (state after, route), by name; a zoom route shows the start scale it uses.
    static let table: [String: [String: (state: String, route: String)]] = [
        "idle": [
            "dragBegan": ("dragging", "drag"), "dragChanged": ("idle", "drag"), "dragEnded": ("idle", "drag"),
            "zoomBegan": ("zooming(3)", "zoom(3)"), "zoomChanged": ("idle", "ignore"), "zoomEnded": ("idle", "ignore"),
        ],
        "dragging": [
            "dragBegan": ("dragging", "drag"), "dragChanged": ("dragging", "drag"), "dragEnded": ("idle", "drag"),
            "zoomBegan": ("zoomingIgnoringDrag(3)", "zoom(3)"), "zoomChanged": ("dragging", "ignore"),
            "zoomEnded": ("dragging", "ignore"),
        ],
        "zooming": [
            "dragBegan": ("zoomingIgnoringDrag(2)", "ignore"), "dragChanged": ("zooming(2)", "drag"),
            "dragEnded": ("zooming(2)", "drag"), "zoomBegan": ("zooming(3)", "zoom(3)"),
            "zoomChanged": ("zooming(2)", "zoom(2)"), "zoomEnded": ("ignoringDrag", "zoom(2)"),
        ],
        "zoomingIgnoringDrag": [
            "dragBegan": ("zoomingIgnoringDrag(2)", "ignore"), "dragChanged": ("zoomingIgnoringDrag(2)", "ignore"),
            "dragEnded": ("zoomingIgnoringDrag(2)", "ignore"), "zoomBegan": ("zoomingIgnoringDrag(3)", "zoom(3)"),
            "zoomChanged": ("zoomingIgnoringDrag(2)", "zoom(2)"), "zoomEnded": ("ignoringDrag", "zoom(2)"),
        ],
        "ignoringDrag": [
            "dragBegan": ("dragging", "drag"), "dragChanged": ("ignoringDrag", "ignore"),
            "dragEnded": ("ignoringDrag", "ignore"), "zoomBegan": ("zoomingIgnoringDrag(3)", "zoom(3)"),
            "zoomChanged": ("ignoringDrag", "ignore"), "zoomEnded": ("ignoringDrag", "ignore"),
        ],
    ]

    /// A state's name as in the diagram, with a zoom's start scale in parentheses when `scale`.
    static func name(_ state: BindingState, scale: Bool = true) -> String {
        switch state {
        case .idle: "idle"
        case .dragging: "dragging"
        case .ignoringDrag: "ignoringDrag"
        case .zooming(let start, let ignoring):
            (ignoring ? "zoomingIgnoringDrag" : "zooming") + (scale ? "(\(Int(start)))" : "")
        }
    }

    static func name(_ route: BindingState.Route, scale: Bool = true) -> String {
        switch route {
        case .ignore: "ignore"
        case .drag: "drag"
        case .zoom(let start): scale ? "zoom(\(Int(start)))" : "zoom"
        }
    }

    static let pairs: [(String, String)] = states.flatMap { s in events.map { (s.0, $0.0) } }

    @Test(arguments: pairs)
    func eventMovesTheBindingAndRoutesItExactlyAsTheTableSays(state: String, event: String) throws {
        var s = try #require(Self.states.first { $0.0 == state }?.1)
        let input = try #require(Self.events.first { $0.0 == event }?.1)
        let expected = try #require(Self.table[state]?[event], "the table has no row for \(state) × \(event)")
        let route = s.handle(input)
        #expect(Self.name(s) == expected.state)
        #expect(Self.name(route) == expected.route)
    }

    /// The transitions the diagram in docs/scroll-zoom.md draws: `from --> to: event, event / route`.
    static func diagramTransitions() throws -> [String: [String: (state: String, route: String)]] {
        let url = SharedRecordings.packageRoot.appendingPathComponent("docs/scroll-zoom.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let section = try #require(
            text.range(of: "## Binding states"), "docs/scroll-zoom.md has no \"Binding states\" section")
        let rest = text[section.upperBound...]
        let start = try #require(rest.range(of: "```mermaid\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        var transitions: [String: [String: (state: String, route: String)]] = [:]
        for line in rest[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            let ends = parts[0].split(separator: " ").filter { !$0.isEmpty }
            guard parts.count == 2, ends.count == 3, ends[1] == "-->", ends[0] != "[*]" else { continue }
            let label = parts[1].split(separator: "/")
            guard label.count == 2 else { Issue.record("no route in \(line)"); continue }
            let route = label[1].trimmingCharacters(in: .whitespaces)
            for event in label[0].split(separator: ",") {
                let e = event.trimmingCharacters(in: .whitespaces)
                #expect(transitions[String(ends[0])]?[e] == nil, "the diagram draws \(ends[0]) × \(e) twice")
                transitions[String(ends[0]), default: [:]][e] = (String(ends[2]), route)
            }
        }
        return transitions
    }

    @Test func theDiagramDrawsEveryPairAsTheCodeMovesIt() throws {
        let diagram = try Self.diagramTransitions()
        for (stateName, state) in Self.states {
            for (eventName, event) in Self.events {
                var s = state
                let route = s.handle(event)
                let drawn = diagram[stateName]?[eventName]
                #expect(drawn?.state == Self.name(s, scale: false) && drawn?.route == Self.name(route, scale: false),
                        """
                            \(stateName) × \(eventName): the code goes to \(Self.name(s, scale: false)) / \
                            \(Self.name(route, scale: false)), the diagram to \
                            \(drawn.map { "\($0.state) / \($0.route)" } ?? "nothing")
                            """)
            }
        }
        #expect(diagram.values.map(\.count).reduce(0, +) == Self.states.count * Self.events.count,
                "the diagram draws pairs that are not states × events")
    }
}
