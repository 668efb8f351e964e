import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

struct RecognizerGraphTests {
    // MARK: require(toFail:)

    @Test func aCycleIsRejectedAndNamed() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(), name: "a")
        try g.add(TapRecognizer(), name: "b")
        try g.add(TapRecognizer(), name: "c")
        try g.require("a", toFail: "b")
        try g.require("b", toFail: "c")
        #expect(throws: RecognizerGraphError.dependencyCycle(["c", "a", "b", "c"])) { try g.require("c", toFail: "a") }
        #expect(throws: RecognizerGraphError.dependencyCycle(["a", "a"])) { try g.require("a", toFail: "a") }
        #expect(RecognizerGraphError.dependencyCycle(["b", "a", "b"]).description.contains("b → a → b"))
        #expect(g.dependencies(of: "c").isEmpty)
    }

    @Test func unknownAndDuplicateNamesAreRejected() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(), name: "a")
        #expect(throws: RecognizerGraphError.duplicateName("a")) { try g.add(TapRecognizer(), name: "a") }
        #expect(throws: RecognizerGraphError.unknownRecognizer("zz")) { try g.require("a", toFail: "zz") }
        #expect(throws: RecognizerGraphError.unknownRecognizer("zz")) { try g.allowSimultaneous("zz", "a") }
    }

    /// Hammer.js's `requireFailure` bug made the edge two-way; here the dependency is unaffected.
    @Test func requireToFailIsOneWay() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(configuration: TapConfiguration(tapsRequired: 2)), name: "double")
        try g.add(TapRecognizer(), name: "single")
        try g.require("single", toFail: "double")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        // The double tap recognizes at once even though 'single' is pending on it.
        h.send(s.tap(at: .p(10, 10), start: .ms(0)) + s.tap(at: .p(10, 10), start: .ms(150)))
        #expect(h.timeline == ["230 double recognized taps=2"])
        #expect(!g.isHeld("double"))
        // And a lone single does not make the double wait for the single.
        h.clear()
        h.send(s.tap(at: .p(10, 10), start: .ms(1000)))
        #expect(g.isHeld("single"))
        #expect(g.state(of: "double") == .possible && !g.isHeld("double"))
        h.finish()
        #expect(h.timeline == ["1380 single recognized taps=1"])
    }

    @Test func heldContinuousRecognizerReplaysItsDataWhenTheDependencyFails() throws {
        let g = RecognizerGraph(explain: true)
        try g.add(DragRecognizer(), name: "drag")
        try g.add(LongPressRecognizer(), name: "press")
        try g.allowSimultaneous("drag", "press")
        try g.require("drag", toFail: "press")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))),
               s.frame(at: .ms(20), .move(0, .p(10, 0))),     // drag would begin: held (press possible)
               s.frame(at: .ms(40), .move(0, .p(15, 0))))     // press fails (15 > 10): drag fires now
        #expect(h.timeline == ["40 drag began", "40 drag changed"])
        #expect(h.events[0].location == .p(10, 0))
        #expect(h.events[1].location == .p(15, 0))
        #expect(g.explainRecords.contains { $0.recognizer == "drag" && $0.event == .held(waitingFor: ["press"]) })
        #expect(g.explainRecords.contains { $0.recognizer == "drag" && $0.event == .released(after: "press") })
        #expect(g.explainRecords.contains {
                $0.recognizer == "press"
                    && $0.event == .failed(FailureReason(.movedBeyondSlop, value: 15, limit: 10), by: nil)
        })
    }

    @Test func heldRecognizerFailsWhenItsDependencyBegins() throws {
        let g = RecognizerGraph(explain: true)
        try g.add(DragRecognizer(threshold: 1), name: "drag")
        try g.add(LongPressRecognizer(), name: "press")
        try g.allowSimultaneous("drag", "press")
        try g.require("drag", toFail: "press")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))), s.frame(at: .ms(20), .move(0, .p(2, 0))))
        #expect(g.isHeld("drag"))
        h.advance(to: .ms(500))
        h.send(s.frame(at: .ms(600), .up(0)))
        #expect(h.timeline == ["500 press began", "600 press ended"])
        #expect(g.explainRecords.contains {
            $0.recognizer == "drag" && $0.event == .failed(FailureReason(.dependencyRecognized), by: "press")
        })
    }

    // MARK: Exclusivity and simultaneity

    func dragAndPress(simultaneous: Bool) throws -> GraphHarness {
        let g = RecognizerGraph(explain: true)
        try g.add(LongPressRecognizer(), name: "press")
        try g.add(DragRecognizer(threshold: 20), name: "drag")
        if simultaneous { try g.allowSimultaneous(group: ["drag", "press"]) }
        return GraphHarness(g)
    }

    /// Long press, then drag: the press began first, so the drag (sharing the touch) failed.
    @Test func whenOneBeginsTheOthersOnTheSameTouchesFail() throws {
        let h = try dragAndPress(simultaneous: false)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))))
        h.advance(to: .ms(500))
        h.send(s.frame(at: .ms(600), .move(0, .p(40, 0))), s.frame(at: .ms(700), .up(0)))
        #expect(h.timeline == ["500 press began", "600 press changed", "700 press ended"])
        #expect(h.graph.explainRecords.contains {
            $0.recognizer == "drag" && $0.event == .failed(FailureReason(.excluded), by: "press")
        })
    }

    @Test func recognizersThatBeganFirstExcludeLaterOnesOnTheSameTouch() throws {
        let g = RecognizerGraph()
        try g.add(DragRecognizer(threshold: 5), name: "early")
        try g.add(DragRecognizer(threshold: 20), name: "late")
        try g.allowSimultaneous("early", "late")
        try g.add(DragRecognizer(threshold: 30), name: "greedy")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))),
               s.frame(at: .ms(10), .move(0, .p(10, 0))),
               s.frame(at: .ms(20), .move(0, .p(25, 0))),
               s.frame(at: .ms(30), .move(0, .p(40, 0))),
               s.frame(at: .ms(40), .up(0)))
        // 'greedy' is not simultaneous with either; they began first and it was excluded.
        #expect(h.timeline == ["10 early began", "20 early changed", "20 late began",
                               "30 early changed", "30 late changed", "40 early ended", "40 late ended"])
    }

    @Test func whenOneBeginsABeganCompetitorOnASharedTouchIsCancelled() throws {
        let g = RecognizerGraph()
        try g.add(DragRecognizer(threshold: 5), name: "early")
        try g.add(DragRecognizer(threshold: 5), name: "greedy", region: Rect(x: 100, y: 0, width: 100, height: 100))
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))),
               s.frame(at: .ms(10), .move(0, .p(10, 0))),          // early begins (greedy never saw touch 0)
               s.frame(at: .ms(20), .down(1, .p(150, 0))),          // both track touch 1
               s.frame(at: .ms(30), .move(1, .p(160, 0))),          // greedy begins: early is cancelled
               s.frame(at: .ms(40), .up(0), .up(1)))
        #expect(h.timeline == ["10 early began", "20 early changed", "30 early changed", "30 greedy began",
                               "30 early cancelled", "40 greedy ended"])
        #expect(h.events[4].location == .p(10, 0))
    }

    @Test func simultaneousRecognizersRunTogether() throws {
        let h = try dragAndPress(simultaneous: true)
        #expect(h.graph.canRecognizeSimultaneously("press", "drag"))
        #expect(h.graph.canRecognizeSimultaneously("drag", "press"))
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))))
        h.advance(to: .ms(500))
        h.send(s.frame(at: .ms(600), .move(0, .p(40, 0))), s.frame(at: .ms(700), .up(0)))
        #expect(
            h.timeline == [
                "500 press began", "600 press changed", "600 drag began", "700 press ended", "700 drag ended"
            ])
    }

    @Test func recognizersOnDifferentTouchesDoNotExcludeEachOther() throws {
        let g = RecognizerGraph()
        try g.add(DragRecognizer(), name: "left", region: Rect(x: 0, y: 0, width: 100, height: 100))
        try g.add(DragRecognizer(), name: "right", region: Rect(x: 100, y: 0, width: 100, height: 100))
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(50, 50)), .down(1, .p(150, 50))),
               s.frame(at: .ms(10), .move(0, .p(50, 70)), .move(1, .p(150, 70))),
               s.frame(at: .ms(20), .up(0), .up(1)))
        #expect(h.timeline == ["10 left began", "10 right began", "20 left ended", "20 right ended"])
        #expect(h.events[0].touches == 1 && h.events[1].touches == 1)
        #expect(h.events[1].location == .p(150, 70))
    }

    @Test func aRecognizerOutsideItsRegionNeverSeesTheTouch() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(), name: "button", region: Rect(x: 0, y: 0, width: 50, height: 50))
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(80, 10), start: .ms(0)))
        h.send(s.tap(at: .p(10, 10), start: .ms(500)))
        #expect(h.timeline == ["580 button recognized taps=1"])
    }

    // MARK: Device removal, reset, illegal transitions

    @Test func deviceRemovalCancelsBeganGesturesAndResets() throws {
        let h = try dragAndPress(simultaneous: true)
        var s = TouchFrameScript(device: DeviceID(3))
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))))
        h.advance(to: .ms(550))
        h.send(.deviceRemoved(.ms(560), DeviceID(3)))
        #expect(h.timeline == ["500 press began", "560 press cancelled"])
        #expect(h.graph.state(of: "press") == .possible)
        #expect(h.graph.state(of: "drag") == .possible)
        h.finish()
        #expect(h.graph.isIdle)
        // A fresh touch on another device works again.
        var t = TouchFrameScript(device: DeviceID(4))
        h.send(t.frame(at: .ms(600), .down(0, .p(0, 0))), t.frame(at: .ms(610), .move(0, .p(30, 0))),
               t.frame(at: .ms(620), .up(0)))
        #expect(h.timeline.suffix(2) == ["610 drag began", "620 drag ended"])
    }

    @Test func aMultiTapRecognizerWaitingForItsNextTapStaysPossibleAndKeepsItsCount() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(configuration: TapConfiguration(tapsRequired: 2)), name: "double")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(10, 10), start: .ms(0)))
        #expect(g.state(of: "double") == .possible)
        #expect((g.recognizer(named: "double") as? TapRecognizer)?.currentCount == 1)
    }

    @Test func anIllegalTransitionIsReportedAndFailsTheRecognizer() throws {
        let g = RecognizerGraph(explain: true)
        g.assertsOnIllegalTransition = false
        try g.add(BrokenRecognizer(), name: "broken")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))))
        #expect(g.illegalTransitionCount == 1)
        #expect(g.state(of: "broken") == .failed)
        #expect(g.explainRecords.first?.event == .illegalTransition(from: .possible, .change))
        #expect(h.events.isEmpty)
    }

    @Test func timeGoingBackwardsIsClampedAndCounted() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(), name: "tap")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(100), .down(0, .p(0, 0))))
        h.send(s.frame(at: .ms(50), .up(0)))
        #expect(g.diagnostics.map(\.code) == [.timeWentBackwards])
        #expect(h.timeline == ["100 tap recognized taps=1"])
    }

    @Test func drainingHandsOverDiagnosticsAndExplainRecordsOnceAndForgetsThem() throws {
        let g = RecognizerGraph(explain: true)
        try g.add(TapRecognizer(), name: "tap")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(100), .down(0, .p(0, 0))))
        h.send(s.frame(at: .ms(50), .up(0)))
        var drained: [Diagnostic.Code] = []
        g.drainDiagnostics { drained.append($0.code) }
        #expect(drained == [.timeWentBackwards])
        #expect(g.diagnostics.isEmpty)
        g.drainExplainRecords { _ in }
        #expect(g.explainRecords.isEmpty)
        g.drainDiagnostics { _ in Issue.record("drained twice") }
        g.drainExplainRecords { _ in Issue.record("drained twice") }
        // Later input is collected afresh.
        h.send(s.frame(at: .ms(40), .down(0, .p(0, 0))))
        g.drainDiagnostics { drained.append($0.code) }
        #expect(drained == [.timeWentBackwards, .timeWentBackwards])
    }

    @Test func removingABeganRecognizerCancelsIt() throws {
        let g = RecognizerGraph()
        try g.add(DragRecognizer(), name: "drag")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(0, 0))), s.frame(at: .ms(10), .move(0, .p(20, 0))))
        var out: [GestureEvent] = []
        try g.remove("drag", into: &out)
        #expect(out.map(\.state) == [.cancelled])
        #expect(g.names.isEmpty)
    }
}

extension RecognizerGraphTests {
    @Test func aDependencyThatSawNothingDoesNotHoldItsDependent() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(), name: "single")
        try g.add(TapRecognizer(configuration: TapConfiguration(tapsRequired: 2)), name: "double",
                  region: Rect(x: 500, y: 500, width: 50, height: 50))
        try g.require("single", toFail: "double")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(10, 10), start: .ms(0)))
        #expect(h.timeline == ["80 single recognized taps=1"])
    }
}

/// A continuous recognizer that never decides: stays `possible` whatever happens (a lazy bug).
struct UndecidedRecognizer: Recognizer {
    var kind: GestureKind { .pan }
    var behavior: RecognizerBehavior { .continuous }
    mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {}
}

extension RecognizerGraphTests {
    @Test func aDependencyThatStopsDecidingWithoutFailingReleasesItsHeldDependents() throws {
        let g = RecognizerGraph(explain: true)
        try g.add(TapRecognizer(), name: "tap")
        try g.add(UndecidedRecognizer(), name: "lazy")
        try g.require("tap", toFail: "lazy")
        try g.allowSimultaneous("tap", "lazy")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.frame(at: .ms(0), .down(0, .p(10, 10))), s.frame(at: .ms(80), .up(0)))
        #expect(h.timeline == ["80 tap recognized taps=1"])
        #expect(g.explainRecords.contains { $0.recognizer == "tap" && $0.event == .released(after: "lazy") })
    }

    @Test func pointerMotionDoesNotTieRecognizersToTheMouse() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(configuration: TapConfiguration(tapsRequired: 2)), name: "double")
        let h = GraphHarness(g)
        var s = TouchFrameScript(device: DeviceID(0))
        h.send(s.tap(at: .p(10, 10), start: .ms(0)))
        h.send(.pointer(.ms(100), DeviceID(7), .motion(delta: Vector(dx: 1, dy: 0))))
        h.send(.deviceRemoved(.ms(120), DeviceID(7)))
        h.send(s.tap(at: .p(10, 10), start: .ms(200)))
        #expect(h.timeline == ["280 double recognized taps=2"])
    }
}

extension RecognizerGraphTests {
    @Test func removingTheDependencyReleasesAHeldRecognizer() throws {
        let g = RecognizerGraph()
        try g.add(TapRecognizer(), name: "single")
        try g.add(TapRecognizer(configuration: TapConfiguration(tapsRequired: 2)), name: "double")
        try g.require("single", toFail: "double")
        let h = GraphHarness(g)
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(10, 10), start: .ms(0)))
        #expect(g.isHeld("single"))
        var out: [GestureEvent] = []
        try g.remove("double", at: .ms(100), into: &out)
        #expect(out.map(\.recognizer) == ["single"])
        #expect(out.first?.time == .ms(100))
        #expect(g.dependencies(of: "single").isEmpty)
    }
}
