/// Tunables of `PanRecognizer` (defaults in docs/recognition.md, "Constants used").
public struct PanConfiguration: Hashable, Sendable, Codable {
    /// Fewest touches that pan (1; UIKit `minimumNumberOfTouches`).
    public var minimumTouches: Int = 1
    /// Most touches that pan; nil = unlimited (UIKit `maximumNumberOfTouches` = Int.max).
    public var maximumTouches: Int? = nil
    /// Centroid movement before the pan begins (10 pt; UIKit-like, Hammer.js pan 10 px; Flutter
    /// kPanSlop is 36 for touch).
    public var hysteresis: Double = 10
    /// Movement of one finger along one axis, horizontal or vertical, that begins the pan before
    /// `hysteresis` is reached (points; nil = `hysteresis` alone). The pan that drags a scroll view
    /// sets it: Flutter's scrollables start their drag once the pointer moved `kTouchSlop` along
    /// the scroll axis (`VerticalDragGestureRecognizer`, `HorizontalDragGestureRecognizer`), while
    /// `kPanSlop`, twice as far, is for free 2-D pans (`PanGestureRecognizer`). With two or more
    /// fingers down (a pinch, a rotation, or fingers resting before one) `hysteresis` alone
    /// applies: two fingers held on an Atmel maXTouch drift 21 pt of its 96 dpi surface as they
    /// settle. The presets' `pan` sets it equal to `hysteresis`; raw devices raise it to the touch
    /// slop (`DeviceThresholds.scrollSlop`) and `hysteresis` to the pan slop.
    public var axisHysteresis: Double? = nil

    /// The defaults above.
    public init() {}

    /// The pan that drags a scroll view: the defaults, beginning along an axis at `hysteresis`
    /// too, so fitting it to a device (`GraphConfiguration.fitted(to:pointsPerMillimetre:)`) can
    /// lower its start along the axes to the touch slop.
    public static var scrollViewDrag: PanConfiguration {
        var c = PanConfiguration()
        c.axisHysteresis = c.hysteresis
        return c
    }

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = PanConfiguration()
        minimumTouches = try c.decode(.minimumTouches, default: d.minimumTouches)
        maximumTouches = try c.decodeIfPresent(Int.self, forKey: .maximumTouches)
        hysteresis = try c.decode(.hysteresis, default: d.hysteresis)
        axisHysteresis = try c.decodeIfPresent(Double.self, forKey: .axisHysteresis)
    }
}
