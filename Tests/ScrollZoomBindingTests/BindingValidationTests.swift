import GestureInput
import Testing
import ScrollZoom
import ScrollZoomBinding

/// The binding's own numbers (zoom step, wheel line step, touchpad zoom focus) are
/// checked by the controller's rules — a zoom ratio, a length, a point — so a bad one is the same
/// `ScrollZoomError`, naming the setting and its range, as the controller gives for that number.
@Suite struct BindingValidationTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var configuration: ScrollZoomBinding.Configuration
        var argument: String
        /// The controller operation that takes the same kind of number, with the same value.
        var controllerTwin: @Sendable (inout ScrollZoomController) throws -> Void
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "NaN zoom step", configuration: .init(zoomStep: .nan), argument: "zoomStep") {
            try $0.setZoomScaleLimits(minimum: .nan, maximum: 4)
        },
        Case(name: "zero zoom step", configuration: .init(zoomStep: 0), argument: "zoomStep") {
            try $0.setZoomScaleLimits(minimum: 0, maximum: 4)
        },
        Case(name: "zoom step of 1e300", configuration: .init(zoomStep: 1e300), argument: "zoomStep") {
            try $0.setZoomScaleLimits(minimum: 1, maximum: 1e300)
        },
        Case(name: "subnormal zoom step", configuration: .init(zoomStep: .leastNonzeroMagnitude), argument: "zoomStep")
        {
            try $0.setZoomScaleLimits(minimum: .leastNonzeroMagnitude, maximum: 4)
        },
        Case(name: "negative wheel line step", configuration: .init(wheelLineStep: -40), argument: "wheelLineStep") {
            try $0.setContentSize(Size(width: -40, height: 800))
        },
        Case(
            name: "infinite wheel line step", configuration: .init(wheelLineStep: .infinity), argument: "wheelLineStep"
        ) {
            try $0.setContentSize(Size(width: .infinity, height: 800))
        },
        Case(name: "touchpad zoom focus at -1e308", configuration: .init(touchpadZoomFocus: Point(x: 0, y: -1e308)),
             argument: "touchpadZoomFocus.y") {
            try $0.setContentOffset(Point(x: 0, y: -1e308), animated: false)
        },
    ]

    @Test(arguments: cases)
    func aBindingNumberOutOfRangeIsTheControllersErrorForThatNumber(_ c: Case) throws {
        var controller = try ScrollZoomController(
            viewportSize: Size(width: 800, height: 600), contentSize: Size(width: 1600, height: 1200))
        let twin = try #require(throws: ScrollZoomError.self) { try c.controllerTwin(&controller) }
        let error = try #require(throws: ScrollZoomError.self) { try c.configuration.validate() }
        #expect(error.argument == c.argument)
        #expect(error.reason == twin.reason, "\(error) vs the controller's \(twin)")
    }

    @Test(arguments: [
        ScrollZoomBinding.Configuration(), .init(zoomStep: 1e6, wheelLineStep: 1e12),
        .init(zoomStep: 1e-6, wheelLineStep: 0),
                      .init(touchpadZoomFocus: Point(x: -1e18, y: 1e18))])
    func theDefaultsAndTheEdgesOfTheRangesAreAccepted(_ configuration: ScrollZoomBinding.Configuration) throws {
        try configuration.validate()
    }
}
