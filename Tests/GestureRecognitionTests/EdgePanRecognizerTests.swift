import GestureInput
import Testing
@testable import GestureRecognition

struct EdgePanRecognizerTests {
    static let screen = Rect(x: 0, y: 0, width: 800, height: 600)

    func run(_ edges: [ScreenEdge], bounds: Rect? = Self.screen) throws -> GestureRun {
        try GestureRun([("edge", EdgePanRecognizer(configuration: EdgePanConfiguration(edges: edges, bounds: bounds)))])
    }

    /// One finger from `start` moving by `offset` in 80 ms (10 frames), then lifting.
    func stroke(from start: Point, by offset: Vector) -> [TouchFrame] {
        var s = FingerScript()
        return [s.frame(at: msec(0), .down(0, start))]
            + s.glide([(0, start + offset)], from: msec(0), duration: .milliseconds(80), steps: 10)
            + [s.frame(at: msec(88), .up(0))]
    }

    @Test(arguments: [
        (ScreenEdge.left, pt(5, 300), Vector(dx: 100, dy: 0), SwipeDirection.right),
        (.right, pt(795, 300), Vector(dx: -100, dy: 10), .left),
        (.top, pt(400, 12), Vector(dx: 20, dy: 100), .down),
        (.bottom, pt(400, 599), Vector(dx: 0, dy: -100), .up),
    ])
    func aPanStartingInTheEdgeZoneBeginsAndReportsTheDirectionAwayFromTheEdge(
        edge: ScreenEdge, start: Point, offset: Vector, direction: SwipeDirection
    ) throws {
        let r = try run([edge])
        r.send(stroke(from: start, by: offset))
        let events = r.events(of: "edge")
        #expect(events.first?.state == .began)
        #expect(events.first?.translation == .zero)
        #expect(events.last?.state == .ended)
        #expect(events.allSatisfy { $0.direction == direction })
        #expect((events.last?.velocity?.length ?? 0) > 1000)
    }

    @Test func aPanStartingOutsideTheEdgeZoneFailsAtOnce() throws {
        let r = try run([.left])
        var s = FingerScript()
        r.send(s.frame(at: msec(0), .down(0, pt(21, 300))))
        #expect(r.failures(of: "edge") == [.outsideEdgeZone])
        let record = r.graph.explainRecords.first
        guard case .failed(let reason, _) = record?.event else { Issue.record("no failure"); return }
        #expect(reason.value == 21)
        #expect(reason.limit == 20)
    }

    @Test func movingAlongOrTowardsTheEdgeFails() throws {
        let r = try run([.left])
        r.send(stroke(from: pt(15, 300), by: Vector(dx: -10, dy: 100)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "edge") == [.wrongDirection])
    }

    @Test func inACornerTheEdgeTheMovementLeavesIsChosen() throws {
        let r = try run([.left, .top])
        r.send(stroke(from: pt(5, 5), by: Vector(dx: 20, dy: 100)))
        #expect(r.events(of: "edge").first?.direction == .down)
    }

    @Test func withoutBoundsTheEdgePanCannotDecideAndFails() throws {
        let r = try run([.left], bounds: nil)
        r.send(stroke(from: pt(5, 300), by: Vector(dx: 100, dy: 0)))
        #expect(r.events.isEmpty)
        #expect(r.failures(of: "edge") == [.notAccepted])
    }

    @Test func theFactoryTakesTheBoundsFromTheHitRegion() throws {
        let region = Rect(x: 100, y: 100, width: 400, height: 300)
        let r = try GestureRun(configuration: GraphConfiguration(recognizers: [
            RecognizerSpec(name: "edge", .edgePan(EdgePanConfiguration(edges: [.right])), region: region),
        ]))
        r.send(stroke(from: pt(490, 200), by: Vector(dx: -100, dy: 0)))
        #expect(r.states(of: "edge").first == .began)
    }

    @Test func inTheKioskPresetAnEdgePanWinsAtTheEdgeAndThePanWinsInTheMiddle() throws {
        var kiosk = GraphConfiguration.kiosk
        for i in kiosk.recognizers.indices {
            if case .edgePan(var c) = kiosk.recognizers[i].configuration {
                c.bounds = Self.screen
                kiosk.recognizers[i].configuration = .edgePan(c)
            }
        }
        let atEdge = try GestureRun(configuration: kiosk)
        atEdge.send(stroke(from: pt(3, 300), by: Vector(dx: 150, dy: 0)))
        #expect(atEdge.states(of: "edgePanLeft").first == .began)
        #expect(atEdge.events(of: "pan").isEmpty)

        let inMiddle = try GestureRun(configuration: kiosk)
        inMiddle.send(stroke(from: pt(400, 300), by: Vector(dx: 150, dy: 0)))
        #expect(inMiddle.events(of: "edgePanLeft").isEmpty)
        #expect(inMiddle.states(of: "pan").first == .began)
        #expect(inMiddle.states(of: "pan").last == .ended)
    }
}
