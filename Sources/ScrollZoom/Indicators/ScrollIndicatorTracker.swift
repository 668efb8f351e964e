import GestureInput

/// A change of one scroll indicator, for the `indicator` output line: its rectangle in the
/// viewport (pt) and opacity, each rounded (`ScrollIndicatorTracker.rounded`).
public struct ScrollIndicatorChange: Hashable, Sendable {
    /// Which indicator.
    public var axis: ScrollAxis
    /// Left edge in the viewport (pt).
    public var x: Double
    /// Top edge in the viewport (pt).
    public var y: Double
    /// Width (pt).
    public var w: Double
    /// Height (pt).
    public var h: Double
    /// Opacity, 0 (hidden) … 1.
    public var alpha: Double

    /// A change with every field given.
    ///
    /// - Parameters:
    ///   - axis: which indicator.
    ///   - x: the bar's left edge in the viewport (pt).
    ///   - y: its top edge (pt).
    ///   - w: its width (pt).
    ///   - h: its height (pt).
    ///   - alpha: its opacity, 0…1.
    public init(axis: ScrollAxis, x: Double, y: Double, w: Double, h: Double, alpha: Double) {
        self.axis = axis; self.x = x; self.y = y; self.w = w; self.h = h; self.alpha = alpha
    }
}

/// Follows one view's indicators over event time: fed the scroll state and whether the view is
/// active (tracking or moving) at each time, it reports an indicator only when its rounded
/// rectangle or opacity changed. A hidden indicator (alpha 0) that moves reports nothing; an
/// indicator whose axis stops scrolling while shown reports alpha 0 at its last rectangle.
///
/// A value type; time only from its arguments.
public struct ScrollIndicatorTracker: Hashable, Sendable {
    /// Geometry rounding: to 1/10 pt (steps per point), finer than any display pixel.
    public static let geometryStepsPerPoint = 10.0
    /// Opacity rounding: to 1/100, so a fade reports at most 100 steps.
    public static let alphaSteps = 100.0

    /// Size and placement of the bars.
    public var style: ScrollIndicatorStyle
    /// Opacity over time.
    public var fade: ScrollIndicatorFade
    /// When the current fade starts; nil before the view was ever active or flashed.
    public private(set) var fadeStart: Timestamp?
    private var reported: [ScrollAxis: ScrollIndicatorChange] = [:]

    /// A tracker with hidden indicators.
    ///
    /// - Parameters:
    ///   - style: the bars' geometry.
    ///   - fade: when and how fast they fade.
    public init(style: ScrollIndicatorStyle = .uikit, fade: ScrollIndicatorFade = .standard) {
        self.style = style
        self.fade = fade
    }

    /// Shows the indicators for `fade.flashDuration` from `time` (UIKit `flashScrollIndicators`);
    /// the next `update` reports them.
    ///
    /// - Parameter time: when the flash is asked for.
    public mutating func flash(at time: Timestamp) {
        fadeStart = fade.fadeStart(afterFlashAt: time, previous: fadeStart)
    }

    /// Notes that the view was tracking or moving at `time` (the fade starts `fade.delay` later at
    /// the earliest), without reporting: for a caller that sees more steps than it reports.
    ///
    /// - Parameter time: when the view was tracking or moving.
    public mutating func noteActivity(at time: Timestamp) {
        fadeStart = fade.fadeStart(afterActivityAt: time, previous: fadeStart)
    }

    /// The changes at `time` for scroll state `geometry`; `isActive` when the view is tracking or
    /// moving then. Horizontal before vertical.
    ///
    /// - Parameters:
    ///   - geometry: the view's scroll state.
    ///   - isActive: whether the view is tracking or moving.
    ///   - time: the time now.
    /// - Returns: the indicators whose rectangle or opacity changed since the last report.
    public mutating func update(_ geometry: ScrollIndicatorGeometry, isActive: Bool,
                                at time: Timestamp) -> [ScrollIndicatorChange] {
        if isActive { noteActivity(at: time) }
        let alpha = Self.round(fade.alpha(at: time, fadeStart: fadeStart), Self.alphaSteps)
        var changes: [ScrollIndicatorChange] = []
        for axis in ScrollAxis.allCases {
            let previous = reported[axis]
            let current: ScrollIndicatorChange?
            if let rect = geometry.rect(axis, style: style) {
                current = ScrollIndicatorChange(
                    axis: axis, x: Self.round(rect.minX, Self.geometryStepsPerPoint),
                    y: Self.round(rect.minY, Self.geometryStepsPerPoint),
                    w: Self.round(rect.width, Self.geometryStepsPerPoint),
                    h: Self.round(rect.height, Self.geometryStepsPerPoint),
                    alpha: alpha)
            } else {
                current = previous.map { var hidden = $0; hidden.alpha = 0; return hidden }
            }
            guard let current, current != previous else { continue }
            let wasHidden = (previous?.alpha ?? 0) == 0
            if wasHidden && current.alpha == 0 { continue }
            reported[axis] = current
            changes.append(current)
        }
        return changes
    }

    /// The changes for a controller's current state and time (active unless it is idle).
    ///
    /// - Parameter controller: the controller, read at its current time.
    /// - Returns: the indicators whose rectangle or opacity changed since the last report.
    public mutating func update(_ controller: ScrollZoomController) -> [ScrollIndicatorChange] {
        update(ScrollIndicatorGeometry(controller), isActive: !controller.isIdle, at: controller.now)
    }

    /// Whether opacity still changes after `time` (a replay keeps advancing until it does not).
    ///
    /// - Parameter time: the time now.
    /// - Returns: whether the opacity still changes after it.
    public func isFading(at time: Timestamp) -> Bool {
        guard let fadeStart else { return false }
        return time < fade.fadeEnd(fadeStart)
    }

    /// `value` rounded to the nearest 1/`steps`.
    private static func round(_ value: Double, _ steps: Double) -> Double { (value * steps).rounded() / steps }
}
