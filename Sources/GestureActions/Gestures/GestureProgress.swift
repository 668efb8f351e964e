import GestureKit

/// How far a gesture went, 0–100 %, as touchegg measures its "percentage"
/// (`src/gesture-gatherer/libinput-handler.cpp`, `libinput-device-handler.cpp` of
/// github.com/JoseExposito/touchegg), and the distance in millimetres a threshold compares.
///
/// - A swipe is whole (100 %) after a share of the device along its direction: 40 % of a
///   touchpad's width or height (touchegg's `FINISH_PERCENTAGE` for libinput's unfiltered deltas),
///   16 % of a touchscreen's.
/// - A pinch in is whole when the fingers' span halved (scale 0.5 → 50 %, 0 → 100 %), a pinch out
///   when it doubled (`calculatePinchAnimationPercentage`).
/// - A rotation is whole after a quarter turn (touchegg forwards no rotation; GestureKit's own).
public struct GestureProgress: Sendable, Hashable {
    /// Travel (in the gesture's own units) that makes a horizontal swipe whole.
    public var fullHorizontal: Double
    /// Travel that makes a vertical swipe whole.
    public var fullVertical: Double
    /// The gesture's units per millimetre of the device.
    public var unitsPerMillimetre: Double

    /// touchegg's share of a touchpad that makes a swipe whole.
    public static let touchpadShare = 0.40
    /// touchegg's share of a touchscreen that makes a swipe whole.
    public static let touchscreenShare = 0.16
    /// libinput's gesture deltas are normalized to 1000 dpi (touchegg's `mmToDpi`).
    public static let libinputUnitsPerMillimetre = 1000 / 25.4
    /// The rotation that makes a rotate whole (radians).
    public static let fullRotation = Double.pi / 2

    /// A scale with every field given.
    ///
    /// - Parameters:
    ///   - fullHorizontal: the travel, in the gesture's units, that makes a horizontal swipe whole.
    ///   - fullVertical: the travel that makes a vertical swipe whole.
    ///   - unitsPerMillimetre: the gesture's units per millimetre of the device.
    public init(fullHorizontal: Double, fullVertical: Double, unitsPerMillimetre: Double) {
        self.fullHorizontal = fullHorizontal; self.fullVertical = fullVertical
        self.unitsPerMillimetre = unitsPerMillimetre
    }

    /// The scale of a gesture from `device`.
    /// - Parameters:
    ///   - device: the device, when known.
    ///   - surface: the touch surface in points (touches are mapped onto it).
    ///   - libinputGesture: the gesture is libinput's (deltas at 1000 dpi), not touches in points.
    /// - Returns: the scale.
    public static func scale(device: DeviceInfo?, surface: Size, libinputGesture: Bool) -> GestureProgress {
        let isTouchpad = libinputGesture || device?.kind == .touchpad
        let share = isTouchpad ? touchpadShare : touchscreenShare
        if libinputGesture {
            let size = device?.sizeMillimetres ?? DeviceInfo.assumedTouchpadSize
            let unit = libinputUnitsPerMillimetre
            return GestureProgress(fullHorizontal: share * size.width * unit, fullVertical: share * size.height * unit,
                                   unitsPerMillimetre: unit)
        }
        let perMillimetre = device?.pointsPerMillimetre(surface: surface)
            ?? CoordinateMapping.defaultPointsPerMillimetre
        if isTouchpad {
            let size = device?.sizeMillimetres ?? DeviceInfo.assumedTouchpadSize
            return GestureProgress(fullHorizontal: share * size.width * perMillimetre,
                                   fullVertical: share * size.height * perMillimetre, unitsPerMillimetre: perMillimetre)
        }
        return GestureProgress(fullHorizontal: share * surface.width, fullVertical: share * surface.height,
                               unitsPerMillimetre: perMillimetre)
    }

    /// The direction of a translation: its dominant axis (touchegg's `calculateSwipeDirection`);
    /// nil when it has not moved. y grows downward.
    /// - Parameter translation: the travel since the begin.
    /// - Returns: the direction, or nil.
    public static func direction(of translation: Vector) -> DesktopDirection? {
        guard translation.dx.isFinite, translation.dy.isFinite, translation.dx != 0 || translation.dy != 0 else {
            return nil
        }
        if abs(translation.dx) > abs(translation.dy) { return translation.dx > 0 ? .right : .left }
        return translation.dy > 0 ? .down : .up
    }

    /// Travel along `direction` (negative when the fingers went back past where they began).
    static func travel(_ translation: Vector, along direction: DesktopDirection) -> Double {
        switch direction {
        case .right: translation.dx
        case .left: -translation.dx
        case .down: translation.dy
        case .up: -translation.dy
        case .in, .out, .clockwise, .counterclockwise: 0
        }
    }

    /// A swipe's progress and distance along `direction`.
    /// - Parameters:
    ///   - translation: the travel since the begin.
    ///   - direction: the swipe's direction.
    /// - Returns: progress 0–100 and the distance in millimetres (0 when it went back).
    public func swipe(_ translation: Vector, direction: DesktopDirection) -> (progress: Double, distance: Double) {
        let travel = max(0, Self.travel(translation, along: direction))
        let full = direction == .left || direction == .right ? fullHorizontal : fullVertical
        guard travel.isFinite, full > 0 else { return (0, 0) }
        return (min(100, travel * 100 / full), travel / unitsPerMillimetre)
    }

    /// A pinch's direction from its scale: out when it grew, in when it shrank, nil at 1.
    static func pinchDirection(scale: Double) -> DesktopDirection? {
        guard scale.isFinite, scale != 1 else { return nil }
        return scale > 1 ? .out : .in
    }

    /// A pinch's progress (touchegg's `calculatePinchAnimationPercentage`).
    /// - Parameters:
    ///   - scale: the span relative to the begin.
    ///   - direction: `in` or `out`.
    /// - Returns: 0–100.
    public static func pinch(scale: Double, direction: DesktopDirection) -> Double {
        guard scale.isFinite else { return 0 }
        let value = direction == .in ? (1 - min(1, scale)) * 100 : (min(2, scale) - 1) * 100
        return min(100, max(0, value))
    }

    /// A rotation's direction: clockwise for a positive angle (GestureKit's sense), nil at 0.
    static func rotationDirection(angle: Double) -> DesktopDirection? {
        guard angle.isFinite, angle != 0 else { return nil }
        return angle > 0 ? .clockwise : .counterclockwise
    }

    /// A rotation's progress: its angle in the rotation's direction against a quarter turn.
    /// - Parameters:
    ///   - angle: radians since the begin, clockwise positive.
    ///   - direction: `clockwise` or `counterclockwise`.
    /// - Returns: 0–100.
    public static func rotation(angle: Double, direction: DesktopDirection) -> Double {
        guard angle.isFinite else { return 0 }
        let signed = direction == .clockwise ? angle : -angle
        return min(100, max(0, signed * 100 / fullRotation))
    }
}
