import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

/// Every number a controller operation takes has an accepted range (docs/design.md,
/// "Errors and bad input"); a value outside it is a `ScrollZoomError` naming the argument and the
/// range, and leaves the state as it was. Within the ranges no computation overflows.
@Suite struct AcceptedRangeTests {
    struct RangeCase: Sendable, CustomStringConvertible {
        var name: String
        var argument: String
        var allowed: String
        var apply: @Sendable (inout ScrollZoomController) throws -> Void
        var description: String { name }
    }

    static let rangeCases: [RangeCase] = [
        RangeCase(name: "content wider than 10¹² pt", argument: "contentSize.width", allowed: "(allowed: 0…1e12 pt)") {
            try $0.setContentSize(Size(width: 1e22, height: 800))
        },
        RangeCase(
            name: "viewport taller than 10¹² pt", argument: "viewportSize.height", allowed: "(allowed: 0…1e12 pt)"
        ) {
            try $0.setViewportSize(Size(width: 800, height: 1e308))
        },
        RangeCase(name: "maximum zoom above 10⁶", argument: "maximumZoomScale", allowed: "(allowed: 1e-6…1e6)") {
            try $0.setZoomScaleLimits(minimum: 1, maximum: 1e300)
        },
        RangeCase(name: "subnormal minimum zoom", argument: "minimumZoomScale", allowed: "(allowed: 1e-6…1e6)") {
            try $0.setZoomScaleLimits(minimum: .leastNonzeroMagnitude, maximum: 1)
        },
        RangeCase(name: "infinite maximum zoom", argument: "maximumZoomScale", allowed: "(allowed: 1e-6…1e6)") {
            try $0.setZoomScaleLimits(minimum: 1, maximum: .infinity)
        },
        RangeCase(
            name: "page wider than 10¹² pt", argument: "pageSize.width",
            allowed: "(allowed: greater than 0 and at most 1e12 pt)"
        ) {
            try $0.setPageSize(Size(width: 1e13, height: 100))
        },
        RangeCase(name: "inset beyond 10¹² pt", argument: "contentInset.bottom", allowed: "(allowed: −1e12…1e12 pt)") {
            try $0.setContentInset(EdgeInsets(bottom: -1e200))
        },
        RangeCase(name: "offset beyond 10¹⁸ pt", argument: "contentOffset.y", allowed: "(allowed: −1e18…1e18 pt)") {
            try $0.setContentOffset(Point(x: 0, y: -1e308), animated: false)
        },
        RangeCase(
            name: "zoom rect side beyond 10¹⁸ pt", argument: "rect.height",
            allowed: "(allowed: greater than 0 and at most 1e18 pt)"
        ) {
            try $0.zoom(to: Rect(x: 0, y: 0, width: 10, height: 1e300), animated: true)
        },
        RangeCase(name: "centre point beyond 10¹⁸ pt", argument: "point.x", allowed: "(allowed: −1e18…1e18 pt)") {
            try $0.setZoomScale(2, centeredAt: Point(x: 1e22, y: 0), animated: false)
        },
        RangeCase(name: "NaN zoom scale", argument: "zoomScale", allowed: "(allowed: a finite number greater than 0)") {
            try $0.setZoomScale(.nan, animated: true)
        },
        RangeCase(
            name: "deceleration rate of one", argument: "decelerationRate", allowed: "(allowed: 0 < rate < 1 per ms)"
        ) {
            try $0.setDecelerationRate(DecelerationRate(perMillisecond: 1))
        },
    ]

    @Test(arguments: rangeCases)
    func aNumberOutsideItsRangeIsAnErrorNamingTheArgumentAndTheRange(_ c: RangeCase) throws {
        var controller = try makeController(maximumZoom: 4)
        let before = controller.state
        let error = try #require(throws: ScrollZoomError.self) { try c.apply(&controller) }
        #expect(error.argument == c.argument)
        #expect(error.description.hasPrefix("invalid \(c.argument): "))
        #expect(error.description.hasSuffix(c.allowed), "\(error)")
        #expect(controller.state == before)
    }

    @Test func initRejectsContentOf10To22PointsNamingTheWidth() {
        // What `gesturekit replay --content 1e22x800` would build (and then trap on).
        #expect(
            throws: ScrollZoomError(argument: "contentSize.width", reason: "1e+22 is too large (allowed: 0…1e12 pt)")
        ) {
            _ = try ScrollZoomController(
                viewportSize: Size(width: 1280, height: 800), contentSize: Size(width: 1e22, height: 800))
        }
    }

    @Test func theLargestAcceptedNumbersWorkTogether() throws {
        let max = ScrollZoomController.maximumLength
        var c = try ScrollZoomController(
            viewportSize: Size(width: max, height: max), contentSize: Size(width: max, height: max),
                                         contentInset: EdgeInsets(top: max, left: -max, bottom: max, right: -max),
                                         minimumZoomScale: ScrollZoomController.zoomScaleRange.lowerBound,
                                         maximumZoomScale: ScrollZoomController.zoomScaleRange.upperBound)
        try c.setZoomScale(1e300, animated: false)
        #expect(c.zoomScale == ScrollZoomController.zoomScaleRange.upperBound)
        try c.setContentOffset(
            Point(x: ScrollZoomController.maximumCoordinate, y: -ScrollZoomController.maximumCoordinate), animated: true
        )
        runUntilIdle(&c)
        try c.zoom(
            to: Rect(x: 0, y: 0, width: .leastNonzeroMagnitude, height: ScrollZoomController.maximumCoordinate),
            animated: false)
        #expect(c.contentOffset.isFinite)
        #expect(c.zoomScale.isFinite)
    }
}
