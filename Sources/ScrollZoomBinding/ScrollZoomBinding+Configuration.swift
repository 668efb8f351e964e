import GestureInput
import GestureRecognition

extension ScrollZoomBinding {
    /// What the binding maps and how it zooms.
    public struct Configuration: Hashable, Sendable {
        /// Actions for recognizer names (wins over `actionsByKind`).
        public var actionsByRecognizer: [String: BindingAction]
        /// Actions for gesture kinds.
        public var actionsByKind: [GestureKind: BindingAction]
        /// How a double tap zooms.
        public var doubleTapPolicy: DoubleTapZoomPolicy
        /// Zoom factor of one double tap or two-finger tap (×1.5 as in photo-scroller samples and
        /// ScrollViewSuite).
        public var zoomStep: Double
        /// Whether tap zooms animate (UIKit's photo-scroller samples animate them).
        public var animatesTapZoom: Bool
        /// Points scrolled per wheel detent. UIKit has no wheel; 40 pt is Chromium's pixels per
        /// line (`kPixelsPerLineStep`), close to GTK's and Firefox's line heights.
        public var wheelLineStep: Double
        /// Where a touchpad pinch zooms about (viewport points). A touchpad has no position on the
        /// content, so nil zooms about the viewport centre; a shell that tracks the pointer passes
        /// its position here.
        public var touchpadZoomFocus: Point?
        /// Negate touchpad scroll translations/velocities (when the source reports scroll deltas,
        /// offset direction, instead of finger motion).
        public var invertsFingerScroll: Bool

        /// The default mapping by recognizer name: the presets' `wheel` scroll recognizer (wheel
        /// and continuous sources) scrolls by line steps rather than dragging.
        public static let defaultActionsByRecognizer: [String: BindingAction] = ["wheel": .wheel]

        /// The default mapping by kind.
        public static let defaultActionsByKind: [GestureKind: BindingAction] = [
            .pan: .drag, .pinch: .zoom, .touchpadPinch: .zoom, .tap: .tapZoom, .swipe: .page,
            .scroll: .scroll, .touchpadHold: .stopMotion,
            .longPress: .autoscroll, .rotation: .ignore, .edgePan: .ignore, .touchpadSwipe: .ignore,
        ]

        /// A configuration; every argument has the documented default.
        ///
        /// - Parameters:
        ///   - actionsByRecognizer: actions by recognizer name; they win over `actionsByKind`.
        ///   - actionsByKind: actions by gesture kind, for recognizers not named above.
        ///   - doubleTapPolicy: how a double tap zooms.
        ///   - zoomStep: the zoom factor of one double tap or two-finger tap.
        ///   - animatesTapZoom: whether tap zooms animate.
        ///   - wheelLineStep: the points scrolled per wheel detent.
        ///   - invertsFingerScroll: negate touchpad scroll translations and velocities.
        ///   - touchpadZoomFocus: where a touchpad pinch zooms about, in viewport points; nil for the
        ///     viewport's centre.
        public init(actionsByRecognizer: [String: BindingAction] = Configuration.defaultActionsByRecognizer,
                    actionsByKind: [GestureKind: BindingAction] = Configuration.defaultActionsByKind,
                    doubleTapPolicy: DoubleTapZoomPolicy = .stepToCenter, zoomStep: Double = 1.5,
                    animatesTapZoom: Bool = true, wheelLineStep: Double = 40, invertsFingerScroll: Bool = false,
                    touchpadZoomFocus: Point? = nil) {
            self.actionsByRecognizer = actionsByRecognizer
            self.actionsByKind = actionsByKind
            self.doubleTapPolicy = doubleTapPolicy
            self.zoomStep = zoomStep
            self.animatesTapZoom = animatesTapZoom
            self.wheelLineStep = wheelLineStep
            self.invertsFingerScroll = invertsFingerScroll
            self.touchpadZoomFocus = touchpadZoomFocus
        }
    }
}
