import GestureInput

/// Tunables of `RotationRecognizer` (defaults in docs/recognition.md, "Constants used").
public struct RotationConfiguration: Hashable, Sendable, Codable {
    /// Touches that rotate (2).
    public var touchesRequired: Int = 2
    /// Angle change before the rotation begins (radians; 5° = π/36); rotation is reported from the
    /// angle when the second finger landed.
    public var slop: Double = .pi / 36
    /// How far each finger must move along its arc around the focal point before the rotation
    /// begins (points; 0 = the slop alone). Raw touchpads set it from libinput's 1.5 mm (`DeviceThresholds.touchpad`),
    /// so two fingers moving together do not start one.
    public var minimumFingerTravel: Double = 0
    /// Begin only while each finger's travel exceeds the focal point's, i.e. the fingers moved more
    /// against each other than together (false). Raw touchpads set it: libinput makes two fingers
    /// moving the same way a scroll, never a pinch (`tp_gesture_handle_state_unknown`,
    /// `tp_gesture_same_directions`, `evdev-mt-touchpad-gestures.c`).
    public var requiresOpposingMotion: Bool = false
    /// How long every finger must have been down before the rotation begins (zero). Raw devices set
    /// it (`DeviceThresholds.minimumContactDuration`, 80 ms), so a contact the firmware reports
    /// for a few tens of milliseconds beside a dragging finger starts no rotation: the rotation waits,
    /// measuring from when the fingers landed, and fails when the contact lifts first.
    public var minimumTouchAge: TimeSpan = .zero

    /// The defaults above.
    public init() {}

    /// Decodes with every key optional (missing keys keep their defaults).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = RotationConfiguration()
        touchesRequired = try c.decode(.touchesRequired, default: d.touchesRequired)
        slop = try c.decode(.slop, default: d.slop)
        minimumFingerTravel = try c.decode(.minimumFingerTravel, default: d.minimumFingerTravel)
        requiresOpposingMotion = try c.decode(.requiresOpposingMotion, default: d.requiresOpposingMotion)
        minimumTouchAge = try c.decode(.minimumTouchAge, default: d.minimumTouchAge)
    }
}
