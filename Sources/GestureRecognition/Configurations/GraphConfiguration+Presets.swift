extension GraphConfiguration {
    /// Photo viewer: single tap (waits for the double tap to fail, UIKit style), double tap,
    /// two-finger tap, long press, pan (the scroll view's drag, `PanConfiguration.scrollViewDrag`),
    /// pinch, rotation and swipes in four directions; pan, pinch, rotation and the swipes recognize
    /// simultaneously. Plus the touchpad set (pinch, 3-finger
    /// swipe, hold, scroll), as in every preset.
    public static var viewer: GraphConfiguration {
        GraphConfiguration(
            recognizers: [
                RecognizerSpec(
                    name: "singleTap", .tap(TapConfiguration(tapsRequired: 1)), requiresToFail: ["doubleTap"]),
                RecognizerSpec(name: "doubleTap", .tap(TapConfiguration(tapsRequired: 2))),
                RecognizerSpec(name: "twoFingerTap", .tap(TapConfiguration(tapsRequired: 1, touchesRequired: 2))),
                RecognizerSpec(name: "longPress", .longPress(LongPressConfiguration())),
                RecognizerSpec(name: "pan", .pan(.scrollViewDrag)),
                RecognizerSpec(name: "pinch", .pinch(PinchConfiguration())),
                RecognizerSpec(name: "rotation", .rotation(RotationConfiguration())),
            ] + swipes + touchpad,
            simultaneous: [["pan", "pinch", "rotation"] + swipes.map(\.name)])
    }

    /// Pager: the viewer, where swipe left/right turn pages and the pan waits for both swipes to
    /// fail (so a flick is a page turn, a slow drag is a pan).
    public static var pager: GraphConfiguration {
        var c = viewer
        if let i = c.recognizers.firstIndex(where: { $0.name == "pan" }) {
            c.recognizers[i].requiresToFail = ["swipeLeft", "swipeRight"]
        }
        return c
    }

    /// Kiosk: tap (waits for the double tap to fail), double tap, long press, pan, pinch and edge
    /// pans from the left and right edges; pan and pinch recognize simultaneously; the pan waits
    /// for the edge pans to fail (they fail at once outside their edge zone). Plus the touchpad set.
    public static var kiosk: GraphConfiguration {
        GraphConfiguration(
            recognizers: [
                RecognizerSpec(name: "tap", .tap(TapConfiguration(tapsRequired: 1)), requiresToFail: ["doubleTap"]),
                RecognizerSpec(name: "doubleTap", .tap(TapConfiguration(tapsRequired: 2))),
                RecognizerSpec(name: "longPress", .longPress(LongPressConfiguration())),
                RecognizerSpec(name: "edgePanLeft", .edgePan(EdgePanConfiguration(edges: [.left]))),
                RecognizerSpec(name: "edgePanRight", .edgePan(EdgePanConfiguration(edges: [.right]))),
                RecognizerSpec(name: "pan", .pan(.scrollViewDrag), requiresToFail: ["edgePanLeft", "edgePanRight"]),
                RecognizerSpec(name: "pinch", .pinch(PinchConfiguration())),
            ] + touchpad,
            simultaneous: [["pan", "pinch"]])
    }

    /// Presets by name (`gesturekit replay --preset viewer`).
    ///
    /// - Parameter name: `viewer`, `pager` or `kiosk` (`presetNames`).
    /// - Returns: the preset, or nil for another name.
    public static func preset(named name: String) -> GraphConfiguration? {
        switch name {
        case "viewer": viewer
        case "pager": pager
        case "kiosk": kiosk
        default: nil
        }
    }

    /// Preset names.
    public static let presetNames = ["viewer", "pager", "kiosk"]

    /// What a touchpad or mouse driven by libinput offers every preset: the touchpad's pinch zooms
    /// like a touchscreen pinch (docs/design.md, "Recognition"), finger scrolling scrolls with
    /// momentum, a hold stops motion, a three-finger swipe is reported, and wheel/continuous
    /// scrolling is its own recognizer (`wheel`: the binding scrolls by a line step per detent).
    /// They see no touch frames, so they never exclude the touchscreen recognizers.
    private static var touchpad: [RecognizerSpec] {
        [
            RecognizerSpec(name: "touchpadPinch", .touchpadPinch(TouchpadPinchConfiguration())),
            RecognizerSpec(name: "touchpadSwipe", .touchpadSwipe(TouchpadSwipeConfiguration(fingers: 3))),
            RecognizerSpec(name: "touchpadHold", .touchpadHold(TouchpadHoldConfiguration())),
            RecognizerSpec(name: "scroll", .scroll(ScrollConfiguration(sources: [.finger]))),
            RecognizerSpec(name: "wheel", .scroll(ScrollConfiguration(sources: [.wheel, .continuous]))),
        ]
    }

    private static var swipes: [RecognizerSpec] {
        [(SwipeDirection.left, "swipeLeft"), (.right, "swipeRight"), (.up, "swipeUp"), (.down, "swipeDown")].map {
            RecognizerSpec(name: $0.1, .swipe(SwipeConfiguration(directions: [$0.0])))
        }
    }
}
