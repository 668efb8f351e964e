import GestureInput
import ScrollZoomTestSupport
import Testing
@testable import ScrollZoom

@Suite struct ValidationTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var argument: String
        var apply: @Sendable (inout ScrollZoomController) throws -> Void
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "minimum zoom above maximum", argument: "minimumZoomScale") {
            try $0.setZoomScaleLimits(minimum: 3, maximum: 2)
        },
        Case(name: "zero minimum zoom", argument: "minimumZoomScale") {
            try $0.setZoomScaleLimits(minimum: 0, maximum: 2)
        },
        Case(name: "NaN maximum zoom", argument: "maximumZoomScale") {
            try $0.setZoomScaleLimits(minimum: 1, maximum: .nan)
        },
        Case(name: "negative content width", argument: "contentSize.width") {
            try $0.setContentSize(Size(width: -1, height: 10))
        },
        Case(name: "NaN viewport height", argument: "viewportSize.height") {
            try $0.setViewportSize(Size(width: 10, height: .nan))
        },
        Case(name: "zero page width", argument: "pageSize.width") { try $0.setPageSize(Size(width: 0, height: 100)) },
        Case(name: "infinite inset", argument: "contentInset.left") {
            try $0.setContentInset(EdgeInsets(left: .infinity))
        },
        Case(name: "rate of one", argument: "decelerationRate") {
            try $0.setDecelerationRate(DecelerationRate(perMillisecond: 1))
        },
        Case(name: "NaN offset", argument: "contentOffset.x") {
            try $0.setContentOffset(Point(x: .nan, y: 0), animated: false)
        },
        Case(name: "negative zoom", argument: "zoomScale") { try $0.setZoomScale(-2, animated: false) },
        Case(name: "empty zoom rect", argument: "rect.width") {
            try $0.zoom(to: Rect(x: 0, y: 0, width: 0, height: 10), animated: false)
        }
    ]

    @Test(arguments: cases)
    func invalidArgumentsThrowAnErrorNamingTheArgument(_ c: Case) throws {
        var controller = try makeController(maximumZoom: 4)
        let before = controller.state
        let error = try #require(throws: ScrollZoomError.self) { try c.apply(&controller) }
        #expect(error.argument == c.argument)
        #expect(error.description.hasPrefix("invalid \(c.argument): "))
        #expect(controller.state == before)
    }

    @Test func initRejectsMinimumAboveMaximum() {
        #expect(
            throws: ScrollZoomError(argument: "minimumZoomScale", reason: "2.0 is greater than maximumZoomScale 1.0")
        ) {
            _ = try ScrollZoomController(viewportSize: Size(width: 1, height: 1), contentSize: .zero,
                                         minimumZoomScale: 2, maximumZoomScale: 1)
        }
    }
}
