import GestureInput
import Testing

/// A two-finger scroll keeps to the axis it moves along, as libinput's
/// `tp_gesture_apply_scroll_constraints`: steps every 10 ms, in millimetres.
struct ScrollAxisLockTests {
    /// The constrained steps of `steps` given 10 ms apart.
    static func run(_ steps: [Vector]) -> [Vector] {
        var lock = ScrollAxisLock()
        return steps.enumerated().map { lock.constrain($0.element, at: .milliseconds(Int64($0.offset) * 10)) }
    }

    @Test func aNearlyVerticalScrollHasNoHorizontalPart() {
        let out = Self.run(Array(repeating: Vector(dx: 0.2, dy: 3), count: 20))
        #expect(out.allSatisfy { $0.dx == 0 && $0.dy == 3 })
    }

    @Test func aDiagonalScrollMovesFreely() {
        let out = Self.run(Array(repeating: Vector(dx: 3, dy: 3), count: 10))
        #expect(out.allSatisfy { $0 == Vector(dx: 3, dy: 3) })
    }

    @Test func aHorizontalScrollStaysHorizontalWhenTheFingersDriftLater() {
        var lock = ScrollAxisLock()
        for i in 0..<15 { _ = lock.constrain(Vector(dx: 3, dy: 0), at: .milliseconds(Int64(i) * 10)) }
        #expect(lock.horizontal && !lock.vertical, "locked to the horizontal axis after 100 ms")
        // 40° off the axis: the slope alone would let it through, the lock does not.
        #expect(lock.constrain(Vector(dx: 3, dy: 2.5), at: .milliseconds(150)) == Vector(dx: 3, dy: 0))
    }
}
