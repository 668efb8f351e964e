import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// A held item near a view's edge autoscrolls it through the scene, on
/// event time. The list: `autoscrollList()` (320×480 over 320×960, offset 0…480 down; zone 30 pt,
/// 360 pt/s at the edge: 15 pt from it → 180 pt/s, 2 pt → 336 pt/s).
@Suite struct SceneAutoscrollTests {
    static let held = Point(x: 160, y: 300)
    static let fifteenFromBottom = Point(x: 160, y: 465)
    static let twoFromBottom = Point(x: 160, y: 478)

    /// A list with a finger down at `held` since 0 ms and its item picked up at 500 ms (outside
    /// every zone), events drained.
    func holdingList() throws -> ScrollScene {
        var scene = try autoscrollList()
        scene.handle(.touchDown(at: Self.held), time: ms(0))
        let pickedUp = scene.handle(.holdItem(at: Self.held), time: ms(500))
        #expect(pickedUp)
        let quiet = scene.takeEvents()
        #expect(quiet.isEmpty)
        return scene
    }

    @Test func anItemHeldNearTheBottomEdgeScrollsTheListDownAtTheSpeedForItsDistance() throws {
        var scene = try holdingList()
        scene.handle(.holdItem(at: Self.fifteenFromBottom), time: ms(600))
        let began = scene.takeEvents()
        #expect(began == [.autoscroll(view: "list", time: ms(600), event: .began(velocity: down(180)))])
        #expect(scene.isAnimating(at: ms(600)))
        scene.advance(to: ms(1100))
        // 180 pt/s for 0.5 s.
        #expect(abs(scene["list"].contentOffset.y - 90) < 1e-9)
        let scrolled = scene.takeEvents()
        #expect(scrolled.contains { if case .scroll(_, .didScroll) = $0 { true } else { false } })
    }

    @Test func autoscrollStopsAtTheContentEdgeAtTheMomentTheClosedFormReachesIt() throws {
        var scene = try holdingList()
        scene.handle(.holdItem(at: Self.twoFromBottom), time: ms(600))
        scene.advance(to: ms(3000))
        // 480 pt at 336 pt/s: 1.428 571 s after 600 ms.
        let end = ms(600).advanced(bySeconds: 480.0 / 336)
        #expect(end.microseconds == 2_028_571)
        #expect(scene["list"].contentOffset.y == 480)
        let ended = scene.takeEvents()
        #expect(ended.contains(.autoscroll(view: "list", time: end, event: .ended(.reachedContentEdge))))
        #expect(!scene.isAnimating(at: ms(3000)))
    }

    @Test func movingTheItemOutOfTheZoneEndsAutoscrollWhereItIs() throws {
        var scene = try holdingList()
        scene.handle(.holdItem(at: Self.fifteenFromBottom), time: ms(600))
        _ = scene.takeEvents()
        scene.handle(.holdItem(at: Self.held), time: ms(700))
        let left = scene.takeEvents()
        #expect(left.contains(.autoscroll(view: "list", time: ms(700), event: .ended(.leftZone))))
        scene.advance(to: ms(900))
        #expect(abs(scene["list"].contentOffset.y - 18) < 1e-9)
        #expect(!scene.isAnimating(at: ms(900)))
    }

    @Test func liftingTheFingerEndsAutoscrollAndTheSceneGoesIdle() throws {
        var scene = try holdingList()
        scene.handle(.holdItem(at: Self.fifteenFromBottom), time: ms(600))
        scene.handle(.touchUp, time: ms(700))
        let lifted = scene.takeEvents()
        #expect(lifted.contains(.autoscroll(view: "list", time: ms(700), event: .ended(.lifted))))
        #expect(scene.isIdle)
        #expect(abs(scene["list"].contentOffset.y - 18) < 1e-9)
    }

    @Test func droppingTheItemEndsAutoscrollWhileTheFingerStaysOnTheList() throws {
        var scene = try holdingList()
        scene.handle(.holdItem(at: Self.fifteenFromBottom), time: ms(600))
        let dropped = scene.handle(.dropItem, time: ms(700))
        #expect(dropped)
        let dropEvents = scene.takeEvents()
        #expect(dropEvents.contains(.autoscroll(view: "list", time: ms(700), event: .ended(.lifted))))
        #expect(!scene.isIdle, "the finger is still down")
        let droppedAgain = scene.handle(.dropItem, time: ms(710))
        #expect(!droppedAgain, "nothing is held any more")
        let pickedUpAgain = scene.handle(.holdItem(at: Self.held), time: ms(720))
        #expect(pickedUpAgain, "a new long press picks it up again")
    }

    @Test func aHeldItemIsNotDraggedZoomedOrPaged() throws {
        var scene = try holdingList()
        let drags = scene.handle(.beginDrag(at: Self.held), time: ms(600))
        #expect(!drags)
        let zooms = scene.handle(.beginZoom(focal: Self.held), time: ms(600))
        #expect(!zooms)
        let pages = scene.handle(.page(step: 1, at: Self.held), time: ms(600))
        #expect(!pages)
    }

    @Test func anItemHeldOverViewsThatDoNotAutoscrollIsRefusedAndTheTouchGoesOn() throws {
        var scene = try photoPager(zoom: 1)
        scene.handle(.touchDown(at: Point(x: 160, y: 470)), time: ms(0))
        let held = scene.handle(.holdItem(at: Point(x: 160, y: 470)), time: ms(500))
        #expect(!held)
        let drags = scene.handle(.beginDrag(at: Point(x: 160, y: 470)), time: ms(510))
        #expect(drags, "still touching: a pan drags")
        let events = scene.takeEvents()
        #expect(!events.contains { if case .autoscroll = $0 { true } else { false } })
    }

    @Test func aHeldItemAtANonFinitePointIsCountedAndChangesNothing() throws {
        var scene = try holdingList()
        let held = scene.handle(.holdItem(at: Point(x: .nan, y: 470)), time: ms(600))
        #expect(!held)
        #expect(scene.ignoredInputs == 1)
        scene.advance(to: ms(1000))
        #expect(scene["list"].contentOffset.y == 0)
        let moved = scene.handle(.holdItem(at: Self.fifteenFromBottom), time: ms(1000))
        #expect(moved, "the item is still held")
    }

    @Test func aListWithoutAutoscrollIgnoresAHeldItemNearItsEdge() throws {
        var scene = try autoscrollList(autoscroll: nil)
        scene.handle(.touchDown(at: Self.held), time: ms(0))
        let held = scene.handle(.holdItem(at: Self.twoFromBottom), time: ms(500))
        #expect(!held)
        scene.advance(to: ms(1000))
        #expect(scene["list"].contentOffset.y == 0)
    }
}
