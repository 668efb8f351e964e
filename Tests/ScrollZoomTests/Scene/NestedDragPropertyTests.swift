import ScrollZoomTestSupport
import GestureInput
import GestureTraces
import Testing
@testable import ScrollZoom

/// The split of a drag depends only on where the finger is, not on the way it went there.
@Suite struct NestedDragPropertyTests {
    /// 200 random drags (seeded, reproducible) on a zoomed page of a five-page pager: a page and
    /// pager position, then one to eight frames anywhere within ±400 pt, then back to the start.
    @Test(arguments: 0..<200)
    func aDragThatReturnsToWhereItBeganLeavesEveryViewWhereItWas(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))
        let page = Int.random(in: 0..<5, using: &random)
        let start = Point(x: Double(Int.random(in: 0...320, using: &random)),
                          y: Double(Int.random(in: 0...480, using: &random)))
        var scene = try photoPager(pages: 5, page: page, innerOffset: start)
        let before = scene.controllers.map(\.contentOffset)
        let path = (0..<Int.random(in: 1...8, using: &random)).map { _ in
            Vector(
                dx: Double(Int.random(in: -400...400, using: &random)),
                dy: Double(Int.random(in: -400...400, using: &random)))
        }
        let t = scene.drag(through: path + [.zero])
        #expect(scene.controllers.map(\.contentOffset) == before, "page \(page) from \(start) through \(path)")
        scene.handle(.endDrag(velocity: .zero), time: t)
    }
}
