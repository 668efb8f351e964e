extension GraphConfiguration {
    /// Photo viewer: single tap (waits for the double tap to fail, UIKit style), double tap,
    /// two-finger tap, long press, pan, pinch, rotation and swipes in four directions; pan, pinch,
    /// rotation and the swipes recognize simultaneously.
    public static var viewer: GraphConfiguration {
        GraphConfiguration(
            recognizers: [
                RecognizerSpec(name: "singleTap", .tap(TapConfiguration(tapsRequired: 1)), requiresToFail: ["doubleTap"]),
                RecognizerSpec(name: "doubleTap", .tap(TapConfiguration(tapsRequired: 2))),
                RecognizerSpec(name: "twoFingerTap", .tap(TapConfiguration(tapsRequired: 1, touchesRequired: 2))),
                RecognizerSpec(name: "longPress", .longPress(LongPressConfiguration())),
                RecognizerSpec(name: "pan", .pan(PanConfiguration())),
                RecognizerSpec(name: "pinch", .pinch(PinchConfiguration())),
                RecognizerSpec(name: "rotation", .rotation(RotationConfiguration())),
            ] + swipes,
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
    /// for the edge pans to fail (they fail at once outside their edge zone).
    public static var kiosk: GraphConfiguration {
        GraphConfiguration(
            recognizers: [
                RecognizerSpec(name: "tap", .tap(TapConfiguration(tapsRequired: 1)), requiresToFail: ["doubleTap"]),
                RecognizerSpec(name: "doubleTap", .tap(TapConfiguration(tapsRequired: 2))),
                RecognizerSpec(name: "longPress", .longPress(LongPressConfiguration())),
                RecognizerSpec(name: "edgePanLeft", .edgePan(EdgePanConfiguration(edges: [.left]))),
                RecognizerSpec(name: "edgePanRight", .edgePan(EdgePanConfiguration(edges: [.right]))),
                RecognizerSpec(name: "pan", .pan(PanConfiguration()), requiresToFail: ["edgePanLeft", "edgePanRight"]),
                RecognizerSpec(name: "pinch", .pinch(PinchConfiguration())),
            ],
            simultaneous: [["pan", "pinch"]])
    }

    /// Presets by name (`gesturekit replay --preset viewer`).
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

    private static var swipes: [RecognizerSpec] {
        [(SwipeDirection.left, "swipeLeft"), (.right, "swipeRight"), (.up, "swipeUp"), (.down, "swipeDown")].map {
            RecognizerSpec(name: $0.1, .swipe(SwipeConfiguration(directions: [$0.0])))
        }
    }
}
