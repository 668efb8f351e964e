import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

/// The worked example of docs/recognition.md, step by step, so the document stays true.
struct WorkedExampleTests {
    func viewerTaps() throws -> GraphHarness {
        try GraphHarness(GraphConfiguration(recognizers: [
            RecognizerSpec(name: "singleTap", .tap(TapConfiguration(tapsRequired: 1)), requiresToFail: ["doubleTap"]),
            RecognizerSpec(name: "doubleTap", .tap(TapConfiguration(tapsRequired: 2))),
        ]))
    }

    func log(_ h: GraphHarness) -> [String] {
        h.graph.explainRecords.filter { if case .reset = $0.event { false } else { true } }.map(\.description)
    }

    @Test func oneTapExclusive() throws {
        let h = try viewerTaps()
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(10, 10), start: .ms(0)))
        #expect(h.graph.isHeld("singleTap"))
        #expect((h.graph.recognizer(named: "doubleTap") as? TapRecognizer)?.currentCount == 1)
        h.finish()
        #expect(log(h) == [
            "80000µs singleTap held: waiting for doubleTap to fail",
            "380000µs doubleTap failed: no next tap within 300 ms [tapIntervalTooLong]",
            "380000µs singleTap released: doubleTap failed, so its held result fires",
            "380000µs singleTap published: recognized",
        ])
        #expect(h.timeline == ["380 singleTap recognized taps=1"])
    }

    @Test func twoTapsExclusive() throws {
        let h = try viewerTaps()
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(10, 10), start: .ms(0)) + s.tap(at: .p(10, 10), start: .ms(200)))
        h.finish()
        #expect(log(h) == [
            "80000µs singleTap held: waiting for doubleTap to fail",
            "280000µs doubleTap published: recognized",
            "280000µs singleTap failed: doubleTap recognized first [dependencyRecognized]",
        ])
        #expect(h.timeline == ["280 doubleTap recognized taps=2"])
    }

    @Test func twoTapsSerial() throws {
        let h = try GraphHarness(GraphConfiguration(recognizers: [
            RecognizerSpec(name: "taps", .tap(TapConfiguration(tapsRequired: 1, countPolicy: .serial))),
        ]))
        var s = TouchFrameScript()
        h.send(s.tap(at: .p(10, 10), start: .ms(0)) + s.tap(at: .p(10, 10), start: .ms(200)))
        #expect(h.timeline == ["80 taps recognized taps=1", "280 taps recognized taps=2"])
        #expect(h.graph.nextDeadline == .ms(580))
        h.send(s.tap(at: .p(10, 10), start: .ms(600)))
        #expect(h.timeline.last == "680 taps recognized taps=1")
    }
}
