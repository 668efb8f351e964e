import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

/// No accepted value crashes the model: page counts, page indices and motion end times saturate
/// instead of trapping in a conversion to Int or to microseconds.
@Suite struct SaturatingConversionTests {
    /// `saturating` itself: towards zero inside the bounds, the nearer bound outside them, the
    /// lower bound for NaN, for the bounds of the type and narrower ones, in `Int` and `Int32`.
    @Test func saturatingTruncatesTowardsZeroInsideAndClampsOutsideTheBounds() {
        let cases: [(Double, ClosedRange<Int>, Int)] = [
            (2.9, 0...10, 2), (-2.9, -10...10, -2), (-0.5, 0...10, 0), (0.0, 0...10, 0), (9.999, 0...10, 9),
            (10.0, 0...10, 10), (10.5, 0...10, 10), (-1, 0...10, 0), (.nan, 3...10, 3),
            (.infinity, 0...10, 10), (-.infinity, -4...10, -4), (1e300, 0...Int.max, Int.max),
            (-1e300, Int.min...0, Int.min), (9.2e18, 0...Int.max, 9_200_000_000_000_000_000),
            (-9.2e18, Int.min...0, -9_200_000_000_000_000_000), (0x1p53 + 2, 0...(1 << 53), 1 << 53),
        ]
        for (value, bounds, expected) in cases {
            #expect(Int.saturating(value, in: bounds) == expected, "\(value) in \(bounds)")
        }
        #expect(Int32.saturating(3e9, in: Int32.min...Int32.max) == Int32.max)
        #expect(Int32.saturating(-3e9, in: Int32.min...Int32.max) == Int32.min)
        #expect(Int32.saturating(-123.9, in: Int32.min...Int32.max) == -123)
        #expect(Int64.saturating(.nan, in: 0...Int64.max) == 0)
    }

    @Test func pagesOfHugeZoomedContentAreCountedUpToTwoToThe53() throws {
        // 10¹² pt at zoom 10⁶ in pages of 10⁻³ pt: 10²¹ pages, beyond Int — a plain conversion
        // traps in `pageCounts` ("Double value cannot be converted to Int").
        var c = try makeController(content: Size(width: 1e12, height: 600), maximumZoom: 1e6)
        try c.setPageSize(Size(width: 1e-3, height: 600))
        try c.setZoomScale(1e6, animated: false)
        #expect(c.pageCount == PageLayout.maximumCount)
        #expect(c.currentPage >= 0 && c.currentPage < c.pageCount)
        #expect(c.visiblePages.lowerBound >= 0 && c.visiblePages.upperBound < c.pageCount)
    }

    @Test func aSubnormalPageSizeCountsTheMostPagesAndPagesWithoutTrapping() throws {
        var c = try makeController(content: Size(width: 2000, height: 300), viewport: Size(width: 400, height: 300))
        c.isPagingEnabled = true
        try c.setPageSize(Size(width: .leastNonzeroMagnitude, height: .leastNonzeroMagnitude))
        #expect(c.pageCount == PageLayout.maximumCount)
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: -300, dy: 0), time: ms(50))
        c.endDrag(velocity: Vector(dx: -4000, dy: 0), time: ms(60))
        c.scrollToPage(Int.max, animated: false)
        runUntilIdle(&c)
        #expect(c.contentOffset.isFinite)
    }

    struct PagingCase: Sendable, CustomStringConvertible {
        var offset: Double, pageSize: Double, startPage: Int, pageCount: Int, why: String
        var description: String { why }
    }

    static let pagingCases: [PagingCase] = [
        PagingCase(offset: 1e300, pageSize: 1, startPage: .max, pageCount: .max, why: "the last of Int.max pages"),
        PagingCase(offset: -1e300, pageSize: 1, startPage: .min, pageCount: .max, why: "a start page of Int.min"),
        PagingCase(offset: 10, pageSize: 1, startPage: 3, pageCount: 0, why: "no pages"),
        PagingCase(offset: 10, pageSize: 1, startPage: 3, pageCount: .min, why: "a negative page count"),
        PagingCase(
            offset: 1e308, pageSize: .leastNonzeroMagnitude, startPage: 0, pageCount: 5, why: "an infinite page ratio"),
        PagingCase(offset: .nan, pageSize: 400, startPage: 9, pageCount: 5, why: "a NaN offset"),
    ]

    @Test(arguments: pagingCases)
    func aPagingTargetIsAPageThereIsForAnyArguments(_ c: PagingCase) {
        for velocity in [0.0, 1e308, -1e308, .nan] {
            let page = PagingTarget.page(offset: c.offset, velocity: velocity, pageSize: c.pageSize,
                                         startPage: c.startPage, pageCount: c.pageCount)
            #expect(page >= 0)
            #expect(page <= (c.pageCount > 0 ? c.pageCount - 1 : 0))
        }
    }

    @Test(arguments: [ScrollZoomController.minimumFlingVelocity, 1e308])
    func aFlingThatWouldOutlastTheClockEndsAtTheLatestTimestamp(speed: Double) throws {
        // A rate just below 1 decays so slowly that a gentle fling stays in range for ≈ 3 × 10¹⁴
        // s, and its stop time overflowed the microseconds of `TimeSpan.seconds` (trap). 1e308 is
        // limited to `maximumFlingVelocity` (its length must not overflow to ∞ on the way).
        var c = try makeController(content: Size(width: 1e12, height: 1e12))
        try c.setDecelerationRate(DecelerationRate(perMillisecond: 1.0.nextDown))
        c.beginDrag(at: .zero, time: ms(0))
        c.drag(translation: Vector(dx: -10, dy: -10), time: ms(10))
        c.endDrag(velocity: Vector(dx: -speed, dy: -speed), time: ms(20))
        #expect(c.isDecelerating)
        let end = try #require(c.nextIdleTime)
        #expect(end > c.now)
        c.advance(to: ms(60_000))
        #expect(c.contentOffset.isFinite)
    }

    @Test func theSlowestFlingEndsAtTheLatestTimestamp() throws {
        // A release this slow no longer flings (`minimumFlingVelocity`), so the motion is built
        // directly: 0.05 pt/s at the slowest decay travels ≈ 4.5 × 10¹¹ pt in ≈ 3 × 10¹⁴ s.
        let rate = DecelerationRate(perMillisecond: 1.0.nextDown)
        let x = BoundedFling(position: 10, velocity: 0.05, rate: rate, lower: 0, upper: 1e12)
        let fling = Fling(start: ms(20), x: .fling(x), y: .fixed(0))
        #expect(fling.end == Timestamp(microseconds: Int64.max))
    }

    @Test func anAnimationStartedNearTheEndOfTimeEndsAtTheLatestTimestamp() throws {
        // `start + .seconds(0.3)` wrapped round to a time before the start.
        let late = Timestamp(microseconds: Int64.max - 1000)
        var c = try ScrollZoomController(viewportSize: Size(width: 800, height: 600),
                                         contentSize: Size(width: 2000, height: 1500), time: late)
        try c.setContentOffset(Point(x: 500, y: 0), animated: true)
        #expect(c.nextIdleTime == Timestamp(microseconds: Int64.max))
        c.advance(to: Timestamp(microseconds: Int64.max))
        #expect(c.isIdle)
        #expect(c.contentOffset == Point(x: 500, y: 0))
    }
}
