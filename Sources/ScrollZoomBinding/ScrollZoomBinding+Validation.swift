import GestureInput
import ScrollZoom

extension ScrollZoomBinding.Configuration {
    /// Throws a `ScrollZoomError` naming the first number the binding cannot use, with its allowed
    /// range: the same rules (and messages) as the controller's own arguments (docs/design.md,
    /// "Errors and bad input"). A zoom step is a zoom ratio
    /// (`ScrollZoomController.zoomScaleRange`), a wheel line step a length (0…`maximumLength` pt),
    /// the touchpad zoom focus a point (±`maximumCoordinate` pt).
    ///
    /// - Throws: `ScrollZoomError` naming `zoomStep`, `wheelLineStep` or `touchpadZoomFocus`.
    public func validate() throws {
        try ScrollZoomError.requireZoomLimit(zoomStep, "zoomStep")
        try ScrollZoomError.requireLength(wheelLineStep, "wheelLineStep")
        if let focus = touchpadZoomFocus { try ScrollZoomError.requirePoint(focus, "touchpadZoomFocus") }
    }
}
