import GestureInput
import GestureKitTesting
import GestureTestSupport
import Testing
@testable import GestureRecognition

/// `GraphConfiguration.boundingEdgePans(to:)`: edge pans without bounds take the surface's edges.
struct EdgePanBoundsTests {
    static let surface = Rect(x: 0, y: 0, width: 1280, height: 800)

    /// One finger landing 5 pt from the left edge and dragging 60 pt right in 6 frames.
    func dragFromTheLeftEdge() -> [TouchFrame] {
        var script = TouchFrameScript()
        var frames = [script.frame(at: .ms(0), .down(0, .p(5, 400)))]
        for k in 1...6 { frames.append(script.frame(at: .ms(Int64(k) * 10), .move(0, .p(5 + Double(k) * 10, 400)))) }
        frames.append(script.frame(at: .ms(80), .up(0)))
        return frames
    }

    @Test func kioskEdgePanBeginsAtTheSurfaceEdgeOnceBounded() throws {
        let harness = try GraphHarness(GraphConfiguration.kiosk.boundingEdgePans(to: Self.surface))
        harness.send(dragFromTheLeftEdge())
        harness.finish()
        // 10 pt is not past the 10 pt hysteresis: it begins at 20 ms, changes at 30…60, ends at the lift.
        #expect(
            harness.events(of: "edgePanLeft").map(\.state) == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(harness.events(of: "edgePanLeft").first?.time == .ms(20))
        #expect(harness.events(of: "edgePanLeft").first?.direction == .right)
        #expect(harness.events(of: "pan").isEmpty, "the pan requires the edge pans to fail")
    }

    @Test func withoutBoundsTheEdgePanCannotFindAnEdgeAndThePanWins() throws {
        let harness = try GraphHarness(GraphConfiguration.kiosk)
        harness.send(dragFromTheLeftEdge())
        harness.finish()
        #expect(harness.events(of: "edgePanLeft").isEmpty)
        #expect(harness.events(of: "pan").first?.state == .began)
    }

    @Test func explicitBoundsAndHitRegionsAreKept() {
        let own = Rect(x: 100, y: 100, width: 200, height: 200)
        let c = GraphConfiguration(recognizers: [
            RecognizerSpec(name: "unbounded", .edgePan(EdgePanConfiguration(edges: [.left]))),
            RecognizerSpec(name: "bounded", .edgePan(EdgePanConfiguration(edges: [.left], bounds: own))),
            RecognizerSpec(name: "regioned", .edgePan(EdgePanConfiguration(edges: [.left])), region: own),
            RecognizerSpec(name: "tap", .tap(TapConfiguration())),
        ]).boundingEdgePans(to: Self.surface)
        #expect(c.recognizers[0].configuration == .edgePan(EdgePanConfiguration(edges: [.left], bounds: Self.surface)))
        #expect(c.recognizers[1].configuration == .edgePan(EdgePanConfiguration(edges: [.left], bounds: own)))
        #expect(c.recognizers[2].configuration == .edgePan(EdgePanConfiguration(edges: [.left])))
        #expect(c.recognizers[3].configuration == .tap(TapConfiguration()))
    }
}
