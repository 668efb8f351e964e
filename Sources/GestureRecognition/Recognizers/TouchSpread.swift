import Foundation
import GestureInput

/// The geometry of the fingers of a multi-finger gesture in one frame, for `PinchRecognizer` and
/// `RotationRecognizer`: focal point, span and the angle between the first two fingers.
///
/// Only the touches a recognizer keeps are measured (`TouchFrame.forEachAdmitted(limit:_:)`): the
/// first `limit` fingers in landing order; touches that lift or are cancelled in the frame count
/// at their last position, so the gesture ends where the fingers were (no focal jump).
struct TouchSpread {
    /// Centroid of the measured touches (points): the midpoint for two fingers.
    var focal: Point = .zero
    /// Twice the mean distance of the touches from the focal point (points): the distance between
    /// the fingers for two (Flutter's `ScaleGestureRecognizer` span).
    var span: Double = 0
    /// Direction of the vector from the first finger to the second, `atan2(dy, dx)` (radians,
    /// −π…π; clockwise positive because y grows downward). Zero with fewer than two touches.
    var angle: Double = 0
    /// Touches measured (including those lifting or cancelled in this frame).
    var count = 0
    /// Touches still down after the frame.
    var active = 0
    /// True when a measured touch lifted in this frame.
    var lifted = false
    /// True when a measured touch was cancelled in this frame.
    var cancelled = false
    /// When the most recently landed measured touch landed: the youngest finger's age is the frame
    /// time minus this (`TouchSpreadLifecycle.Threshold.minimumTouchAge`).
    var youngestStart: Timestamp = .zero

    /// Measures the first `limit` touches of `frame` (landing order). A measurement that does not
    /// read `span` or `angle` skips it (`span: false` leaves it 0, `angle: false` leaves it 0).
    init(_ frame: TouchFrame, limit: Int, span measuresSpan: Bool = true, angle measuresAngle: Bool = true) {
        var sum = Vector.zero
        var first = Point.zero, second = Point.zero
        var n = 0, down = 0, lift = false, cancel = false
        var youngest = Timestamp.zero
        frame.forEachAdmitted(limit: limit) { touch in
            if n == 0 || touch.startTime > youngest { youngest = touch.startTime }
            if n == 0 { first = touch.location } else if n == 1 { second = touch.location }
            sum += touch.location - .zero
            n += 1
            switch touch.phase {
            case .began, .moved, .stationary: down += 1
            case .ended: lift = true
            case .cancelled: cancel = true
            }
        }
        count = n; active = down; lifted = lift; cancelled = cancel; youngestStart = youngest
        guard n > 0 else { return }
        let center = Point.zero + sum / Double(n)
        focal = center
        if measuresSpan {
            var spread = 0.0
            frame.forEachAdmitted(limit: limit) { touch in spread += touch.location.distance(to: center) }
            span = 2 * spread / Double(n)
        }
        if measuresAngle, n >= 2 {
            let v = second - first
            angle = atan2(v.dy, v.dx)
        }
    }

    /// The change from angle `a` to angle `b` (radians) taken the short way round, in (−π, π]:
    /// unwraps the jump when the finger vector crosses ±π.
    static func angleChange(from a: Double, to b: Double) -> Double {
        var d = b - a
        while d > .pi { d -= 2 * .pi }
        while d <= -.pi { d += 2 * .pi }
        return d
    }
}
