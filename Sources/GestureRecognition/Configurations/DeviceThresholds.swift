import GestureInput

/// Recognizer thresholds in millimetres of a raw touch device (a touchpad or touchscreen read from
/// evdev), the floors below which a real finger's wobble would count as movement. A graph is fitted
/// to them through the device's scale (`GraphConfiguration.fitted(to:pointsPerMillimetre:)`): the
/// point thresholds of a preset suit synthetic input, but a real contact's centre moves by
/// millimetres as the fingertip lands, rolls and lifts (ALPS GlidePoint: 4.4 mm during a 71 ms
/// tap; Atmel maXTouch: about 3 mm of resting jitter), whatever the surface's points are.
public struct DeviceThresholds: Hashable, Sendable {
    /// How far a touch may move before it is no longer a tap or a press (mm): tap `slop` and long
    /// press `allowableMovement` are raised to it.
    public var touchSlop: Double
    /// How far the fingers move before a free 2-D pan begins (mm): pan `hysteresis` is raised to
    /// it, and swipe `minimumDistance` too (a swipe is not recognized before the pan it competes
    /// with could begin). At least the touch slop, or a tap's wobble would start a pan.
    public var panSlop: Double
    /// How far one finger moves along the horizontal or vertical axis before the pan that drags a
    /// scroll view begins (mm): pan `axisHysteresis`, where set, is raised to it. Flutter's
    /// `kTouchSlop` is "the distance a touch has to travel for the framework to be confident that
    /// the gesture is a scroll gesture"; Apple documents no figure for `UIScrollView`'s pan.
    public var scrollSlop: Double
    /// How long every finger of a pinch or rotation must have been down before it begins:
    /// pinch and rotation `minimumTouchAge` are raised to it.
    public var minimumContactDuration: TimeSpan
    /// How far each finger must move in the pinch's or rotation's own sense before either begins
    /// (mm): their `minimumFingerTravel` is raised to it. 0 leaves them to their relative slops.
    public var minimumFingerTravel: Double
    /// Pinch and rotation begin only while the fingers move more against each other than
    /// together (their `requiresOpposingMotion`).
    public var requiresOpposingMotion: Bool

    /// Thresholds in millimetres.
    ///
    /// - Parameters:
    ///   - touchSlop: how far a touch may move and still be a tap or a press (mm).
    ///   - panSlop: how far the fingers move before a free pan begins (mm); at least `touchSlop`.
    ///   - scrollSlop: how far one finger moves along x or y before a scroll view's drag begins (mm);
    ///     `touchSlop` when nil.
    ///   - minimumFingerTravel: how far each finger must move before a pinch or rotation begins (mm).
    ///   - requiresOpposingMotion: pinch and rotation begin only while the fingers move more against
    ///     each other than together.
    ///   - minimumContactDuration: how long every finger must have been down before a pinch or
    ///     rotation begins (shorter contacts are firmware ghosts).
    public init(touchSlop: Double, panSlop: Double, scrollSlop: Double? = nil, minimumFingerTravel: Double,
                requiresOpposingMotion: Bool,
                minimumContactDuration: TimeSpan = DeviceThresholds.firmwareGhostDuration) {
        self.touchSlop = touchSlop; self.panSlop = panSlop; self.scrollSlop = scrollSlop ?? touchSlop
        self.minimumFingerTravel = minimumFingerTravel
        self.requiresOpposingMotion = requiresOpposingMotion
        self.minimumContactDuration = minimumContactDuration
    }

    /// Flutter's `kTouchSlop`, 18 logical pixels, in millimetres: Flutter's logical pixel is about
    /// 1/38 cm (96 per inch, `FlutterView.devicePixelRatio`), so 18 × 25.4 / 96 ≈ 4.76 mm. Flutter
    /// uses it as the slop of taps and long presses on touch input (`computeHitSlop`). libinput's tap
    /// move threshold (1.3 mm, `DEFAULT_TAP_MOVE_THRESHOLD`, `evdev-mt-touchpad-tap.c`) is tighter:
    /// replayed through libinput 1.22.1 with tapping on, the ALPS single, double and two-finger taps
    /// of `evemu-devices` come out as pointer motion and scrolling, not taps.
    public static let flutterTouchSlop = 18 * 25.4 / 96

    /// Flutter's `kPanSlop` for touch input (`computePanSlop`), twice `kTouchSlop`: 36 logical
    /// pixels ≈ 9.5 mm.
    public static let flutterPanSlop = 2 * flutterTouchSlop

    /// Contacts shorter than this are no fingers to a pinch or rotation (80 ms). A 20-inch ELAN
    /// touchscreen reports a 65 ms contact 34 pt beside a dragging finger, which started a pinch
    /// (scale 0.95 → 0.49 in 57 ms); a deliberate second finger stays down longer. libinput
    /// likewise lets a touchpad's finger count settle before it commits to a gesture (it waits
    /// `DEFAULT_GESTURE_SWITCH_TIMEOUT`, 100 ms, after a count change, `evdev-mt-touchpad-gestures.c`).
    public static let firmwareGhostDuration = TimeSpan.milliseconds(80)

    /// libinput's `PINCH_DISAMBIGUATION_MOVE_THRESHOLD` and the 1.5 mm `min_move` of
    /// `tp_gesture_handle_state_unknown` (`evdev-mt-touchpad-gestures.c`): each finger must move
    /// 1.5 mm before two fingers are a pinch rather than a scroll.
    public static let libinputPinchMove = 1.5

    /// Raw touchpads: the touch slop for taps and pans alike (a two-finger scroll should not wait
    /// for Flutter's 9.5 mm on a 69 mm pad; libinput starts one after 1–1.5 mm), and pinches and rotations only once
    /// each finger moved 1.5 mm in their sense, more than the fingers moved together (libinput decides scroll or pinch
    /// the same way; two fingers swiping 60 mm together turn their line 7°).
    public static let touchpad = DeviceThresholds(touchSlop: flutterTouchSlop, panSlop: flutterTouchSlop,
                                                  minimumFingerTravel: libinputPinchMove,
                                                  requiresOpposingMotion: true)

    /// Raw touchscreens: Flutter's touch and pan slops (an N-Trig tap moves about 2 mm at
    /// touch-down or lift-off; two fingers resting on an Atmel panel of unknown size drift 21 pt of
    /// the 96 dpi fallback surface), the scroll view's drag starting at the touch slop along its
    /// axes (Flutter's scrollables); pinch and rotation keep their relative slops, as on UIKit.
    public static let touchscreen = DeviceThresholds(touchSlop: flutterTouchSlop, panSlop: flutterPanSlop,
                                                     minimumFingerTravel: 0,
                                                     requiresOpposingMotion: false)

    /// The thresholds for a raw device of `kind`; nil for kinds that deliver no touches.
    ///
    /// - Parameter kind: the device's kind.
    /// - Returns: the touchpad's or touchscreen's thresholds, or nil for a kind without touches.
    public static func forKind(_ kind: DeviceKind) -> DeviceThresholds? {
        switch kind {
        case .touchpad: touchpad
        case .touchscreen: touchscreen
        case .other: nil
        }
    }
}
