import GestureKit
import Testing
@testable import GestureActions

/// The engine: first match wins, thresholds and steps per gesture, touchegg forwarding, explanations.
@Suite struct DaemonEngineTests {
    static let rules = [
        Fixture.rule("pinch-steps", RuleMatch(gesture: .pinch, direction: .in), threshold: Threshold(percent: 10),
                     trigger: .update(step: 20)),
        Fixture.rule("three-left", RuleMatch(gesture: .swipe, fingers: 3, direction: .left),
                     threshold: Threshold(percent: 30)),
        Fixture.rule("any-swipe", RuleMatch(gesture: .swipe)),
    ]

    static func run(_ moments: [DesktopGesture], forward: ToucheggForwarding = .unmatched,
                    explains: Bool = false) -> [DaemonAction] {
        var engine = DaemonEngine(configuration: DaemonConfiguration(rules: rules, touchegg: forward),
                                  explains: explains)
        return moments.flatMap { engine.handle($0) }
    }

    @Test func theFirstMatchingRuleTakesTheGestureAndLaterRulesNeverSeeIt() {
        // three-left takes it; its threshold is not crossed, and any-swipe does not get it instead.
        let actions = Self.run(Fixture.life(.swipe, fingers: 3, .left, progress: [5, 20, 25]))
        #expect(actions.fired.isEmpty)
        #expect(actions.signals.isEmpty, "a taken gesture is not forwarded with forward: unmatched")
    }

    @Test func anEndRuleFiresOnceWhenTheGestureEndsAboveItsThreshold() {
        let actions = Self.run(Fixture.life(.swipe, fingers: 3, .left, progress: [5, 40, 60, 45]))
        #expect(actions.fired == ["three-left"])
    }

    @Test func fingersReturningBelowTheThresholdCancelTheAction() {
        let actions = Self.run(Fixture.life(.swipe, fingers: 3, .left, progress: [5, 40, 60, 12]))
        #expect(actions.fired.isEmpty)
    }

    @Test func aCancelledGestureFiresNothing() {
        let actions = Self.run(Fixture.life(.swipe, fingers: 3, .left, progress: [5, 40, 60], end: .cancel))
        #expect(actions.fired.isEmpty)
    }

    @Test func continuousStepsFireAtTheCrossingThenOncePerStep() {
        // Crossing 10 % at 12, then steps of 20 % beyond 12: 32, 52, 72.
        let actions = Self.run(Fixture.life(.pinch, fingers: 2, .in, progress: [2, 12, 20, 33, 80, 81]))
        let fired = actions.compactMap { if case .fire(let f) = $0 { f.gesture.progress } else { nil } }
        #expect(fired == [12, 33, 80, 80])
    }

    @Test func untakenGesturesGoToToucheggWithAPercentageThatNeverShrinks() {
        let actions = Self.run(Fixture.life(.pinch, fingers: 2, .out, progress: [3, 30, 20, 50]))
        #expect(actions.fired.isEmpty)
        let signals = actions.signals
        #expect(signals.map(\.phase) == [.begin, .update, .update, .end])
        #expect(signals.map(\.percentage) == [3, 30, 30, 50])
        #expect(signals.allSatisfy { $0.type == .pinch && $0.direction == .out && $0.fingers == 2 })
        #expect(signals.allSatisfy { $0.deviceType == .touchpad })
    }

    @Test(arguments: [
        (ToucheggForwarding.all, true, true),
        (.unmatched, false, true),
        (.none, false, false),
    ])
    func theForwardingOptionDecidesWhatToucheggSees(forward: ToucheggForwarding, takenIsSent: Bool,
                                                    untakenIsSent: Bool) {
        let taken = Self.run(Fixture.life(.swipe, fingers: 3, .left, progress: [5, 40]), forward: forward)
        let untaken = Self.run(Fixture.life(.pinch, fingers: 2, .out, progress: [5, 40]), forward: forward)
        #expect(!taken.signals.isEmpty == takenIsSent)
        #expect(!untaken.signals.isEmpty == untakenIsSent)
    }

    @Test(arguments: [
        (DesktopGestureKind.tap, 2, ToucheggSignal.GestureType?.some(.tap)),
        (.tap, 1, nil), (.doubleTap, 1, nil), (.hold, 3, nil), (.rotate, 2, nil),
        (.swipe, 4, .swipe), (.edgeSwipe, 1, .swipe), (.pinch, 2, .pinch),
    ])
    func toucheggSeesSwipesPinchesAndMultiFingerTapsOnly(kind: DesktopGestureKind, fingers: Int,
                                                         type: ToucheggSignal.GestureType?) {
        #expect(DaemonEngine.toucheggType(of: Fixture.gesture(kind, fingers: fingers)) == type)
    }

    @Test func stoppingMidGestureSendsToucheggTheEndOfEveryGestureItSawBegin() {
        var engine = DaemonEngine(configuration: DaemonConfiguration(rules: []))
        _ = engine.handle(Fixture.gesture(.swipe, fingers: 4, .up, progress: 10, id: 7))
        _ = engine.handle(Fixture.gesture(.swipe, fingers: 4, .up, phase: .update, progress: 30, ms: 20, id: 7))
        let ends = engine.finish(at: Timestamp(microseconds: 50_000)).signals
        #expect(ends.count == 1)
        #expect(ends.first?.phase == .end)
        #expect(ends.first?.percentage == 30)
        #expect(ends.first?.elapsedMilliseconds == 50)
        #expect(engine.activeGestures == 0)
    }

    @Test func momentsOfAnUnknownGestureAreIgnored() {
        var engine = DaemonEngine(configuration: DaemonConfiguration(rules: Self.rules))
        #expect(engine.handle(Fixture.gesture(.swipe, fingers: 3, .left, phase: .update, progress: 90)).isEmpty)
    }

    @Test func aReloadLetsTakenGesturesEndWithoutFiring() {
        var engine = DaemonEngine(configuration: DaemonConfiguration(rules: Self.rules))
        let life = Fixture.life(.swipe, fingers: 3, .left, progress: [5, 40, 60])
        _ = engine.handle(life[0])
        engine.reload(DaemonConfiguration(rules: []))
        #expect(engine.handle(life[1]).fired.isEmpty)
        #expect(engine.handle(life[2]).fired.isEmpty)
        #expect(engine.activeGestures == 0)
    }

    @Test func explainSaysWhichRulesWereTriedAndWhy() {
        let actions = Self.run(Fixture.life(.swipe, fingers: 4, .left, progress: [5, 40]), explains: true)
        let text = actions.compactMap { if case .explain(let e) = $0 { ActionReport.text(e) } else { nil } }
        #expect(text == ["""
            gesture 1 begin at 0.000 s: swipe left, 4 fingers, touchpad "SynPS/2 Synaptics TouchPad", 5 %
              rule pinch-steps: no (gesture swipe, not pinch)
              rule three-left: no (fingers 4, not 3)
              rule any-swipe: matches
              taken by rule any-swipe

            """])
    }

    @Test func explainSaysWhyATakenGestureDidNotFire() {
        let actions = Self.run(Fixture.life(.swipe, fingers: 3, .left, progress: [5, 20]), explains: true)
        let notes = actions.compactMap { if case .explain(let e) = $0 { e.note } else { nil } }
        #expect(notes == ["taken by rule three-left",
                          "rule three-left did not fire: its threshold was not crossed: progress 20 % < 30 %"])
    }

    @Test func aDryRunLineCarriesTheDocumentedFields() throws {
        let firing = Firing(rule: "three-left", action: .keys(try KeyCombination(parsing: "super+Right")),
                            gesture: Fixture.gesture(.swipe, fingers: 3, .left, phase: .end, progress: 42.25, ms: 250))
        #expect(ActionReport.line(firing, format: .jsonl) == """
            {"t":250000,"rule":"three-left","gesture":"swipe","fingers":3,"direction":"left","phase":"end",\
            "progress":42.3,"action":"keys: super+Right"}

            """)
    }
}
