import GestureInput

/// How a tap recognizer counts repeated taps.
public enum TapCountPolicy: String, Hashable, Sendable, Codable, CaseIterable {
    /// UIKit: recognizes once, when exactly `tapsRequired` taps happened. A single-tap recognizer
    /// that requires the double-tap recognizer to fail fires only after the tap window closes.
    case exclusive
    /// GTK `n_press`, Flutter `SerialTapGestureRecognizer`: every tap is reported at once with its
    /// running count (1, 2, 3, …), no delay; counts below `tapsRequired` are not reported.
    case serial
}

/// Tunables of `TapRecognizer` (docs/recognition.md, "Constants used"). Durations in µs in JSON
/// (`TimeSpan`), distances in points.
public struct TapConfiguration: Hashable, Sendable, Codable {
    /// Taps in the sequence (UIKit `numberOfTapsRequired`, default 1).
    public var tapsRequired: Int = 1
    /// Fingers per tap (UIKit `numberOfTouchesRequired`, default 1).
    public var touchesRequired: Int = 1
    /// Longest press that still counts as a tap, first down → last lift (300 ms; Flutter
    /// kDoubleTapTimeout-like, Hammer.js 250, libinput 180).
    public var maximumPressDuration: TimeSpan = .milliseconds(300)
    /// Longest gap from a lift to the next down in a multi-tap (300 ms; Flutter kDoubleTapTimeout,
    /// Android DOUBLE_TAP_TIMEOUT). A down exactly this long after the lift is too late.
    public var maximumTapInterval: TimeSpan = .milliseconds(300)
    /// Shortest gap from a lift to the next down (40 ms; Flutter kDoubleTapMinTime): faster is a bounce.
    public var minimumTapInterval: TimeSpan = .milliseconds(40)
    /// How far each touch may move from where it landed during a tap (10 pt; UIKit-like, Hammer.js 9,
    /// Android touch slop 8 dp).
    public var slop: Double = 10
    /// How far the next tap of a multi-tap may land from the first (100 pt; Flutter kDoubleTapSlop).
    public var multiTapSlop: Double = 100
    /// All `touchesRequired` fingers must land within this window of the first (100 ms; Android TAP_TIMEOUT).
    public var fingerArrivalWindow: TimeSpan = .milliseconds(100)
    /// Exclusive (UIKit) or serial (GTK/Flutter) counting.
    public var countPolicy: TapCountPolicy = .exclusive

    /// The defaults above.
    public init() {}

    /// Defaults with the given counts and policy.
    ///
    /// - Parameters:
    ///   - tapsRequired: how many taps make the gesture (2 for a double tap).
    ///   - touchesRequired: how many fingers each tap needs.
    ///   - countPolicy: how repeated taps beyond `tapsRequired` are counted.
    public init(tapsRequired: Int, touchesRequired: Int = 1, countPolicy: TapCountPolicy = .exclusive) {
        self.tapsRequired = tapsRequired; self.touchesRequired = touchesRequired; self.countPolicy = countPolicy
    }

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = TapConfiguration()
        tapsRequired = try c.decode(.tapsRequired, default: d.tapsRequired)
        touchesRequired = try c.decode(.touchesRequired, default: d.touchesRequired)
        maximumPressDuration = try c.decode(.maximumPressDuration, default: d.maximumPressDuration)
        maximumTapInterval = try c.decode(.maximumTapInterval, default: d.maximumTapInterval)
        minimumTapInterval = try c.decode(.minimumTapInterval, default: d.minimumTapInterval)
        slop = try c.decode(.slop, default: d.slop)
        multiTapSlop = try c.decode(.multiTapSlop, default: d.multiTapSlop)
        fingerArrivalWindow = try c.decode(.fingerArrivalWindow, default: d.fingerArrivalWindow)
        countPolicy = try c.decode(.countPolicy, default: d.countPolicy)
    }
}
