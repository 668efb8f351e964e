import GestureKit

extension GraphConfiguration {
    /// The recognizers of `gesturekit daemon`: every gesture a `gestures.yaml` rule can name, on
    /// touchscreens and touchpads (raw fingers with `--raw`, libinput's gestures otherwise).
    ///
    /// - Taps of 1 to 5 fingers (the one-finger tap waits for the double tap to fail, UIKit style)
    ///   and a one-finger double tap, with `TapConfiguration`'s defaults.
    /// - Holds of 1 to 3 fingers (`LongPressConfiguration`: 500 ms, UIKit's default).
    /// - One pan of any number of fingers: a swipe whose finger count is the pan's at its begin,
    ///   its direction the dominant axis of its translation (touchegg's `calculateSwipeDirection`,
    ///   `src/gesture-gatherer/libinput-handler.cpp`).
    /// - A two-finger pinch and rotation; the pinch, rotation and pan exclude one another, so two
    ///   fingers either pinch, turn or swipe, whichever crosses its slop first.
    /// - An edge swipe from any of the four edges (one finger, `EdgePanConfiguration`'s 20 pt
    ///   zone); the pan waits for it to fail, which it does at once outside the zone.
    /// - libinput's touchpad swipe, pinch and hold of any finger count.
    public static var desktop: GraphConfiguration {
        var recognizers = [
            RecognizerSpec(name: "tap1", .tap(TapConfiguration(tapsRequired: 1)), requiresToFail: ["doubleTap"]),
            RecognizerSpec(name: "doubleTap", .tap(TapConfiguration(tapsRequired: 2))),
        ]
        for fingers in 2...desktopMaximumTapFingers {
            recognizers.append(RecognizerSpec(
                name: "tap\(fingers)", .tap(TapConfiguration(tapsRequired: 1, touchesRequired: fingers))))
        }
        for fingers in 1...desktopMaximumHoldFingers {
            var hold = LongPressConfiguration()
            hold.touchesRequired = fingers
            recognizers.append(RecognizerSpec(name: "hold\(fingers)", .longPress(hold)))
        }
        var edge = EdgePanConfiguration(edges: [.left, .right, .top, .bottom])
        edge.maximumTouches = 1
        recognizers += [
            RecognizerSpec(name: "edgeSwipe", .edgePan(edge)),
            RecognizerSpec(name: "swipe", .pan(PanConfiguration()), requiresToFail: ["edgeSwipe"]),
            RecognizerSpec(name: "pinch", .pinch(PinchConfiguration())),
            RecognizerSpec(name: "rotate", .rotation(RotationConfiguration())),
            RecognizerSpec(name: "touchpadSwipe", .touchpadSwipe(TouchpadSwipeConfiguration())),
            RecognizerSpec(name: "touchpadPinch", .touchpadPinch(TouchpadPinchConfiguration())),
            RecognizerSpec(name: "touchpadHold", .touchpadHold(TouchpadHoldConfiguration())),
        ]
        return GraphConfiguration(recognizers: recognizers, simultaneous: [])
    }

    /// The most fingers a tap rule can name: five, a hand.
    public static let desktopMaximumTapFingers = 5
    /// The most fingers a touchscreen hold is recognized with (a touchpad hold takes any count).
    public static let desktopMaximumHoldFingers = 3
}
