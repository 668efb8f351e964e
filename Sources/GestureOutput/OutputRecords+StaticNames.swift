import GestureInput
import GestureKit
import GestureRecognition

// The names the output records write, as static strings: each enum's `rawValue` spelled again
// (OutputStaticNamesTests keeps them equal), so that a record copies bytes instead of escaping a
// `String`. Without them (`rawValue`): +5.7 % instructions on the debug-events replay.

extension TouchPhase {
    var staticName: StaticString {
        switch self {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }
}

extension DeviceKind {
    var staticName: StaticString {
        switch self {
        case .touchscreen: "touchscreen"
        case .touchpad: "touchpad"
        case .other: "other"
        }
    }
}

extension ScrollSource {
    var staticName: StaticString {
        switch self {
        case .wheel: "wheel"
        case .finger: "finger"
        case .continuous: "continuous"
        }
    }
}

extension TouchpadGestureKind {
    var staticName: StaticString {
        switch self {
        case .swipe: "swipe"
        case .pinch: "pinch"
        case .hold: "hold"
        }
    }
}

extension GestureKind {
    /// A built-in kind's name without a `String`; nil for a custom kind (written with escaping).
    var staticName: StaticString? {
        switch self {
        case .tap: "tap"
        case .longPress: "longPress"
        case .pan: "pan"
        case .swipe: "swipe"
        case .pinch: "pinch"
        case .rotation: "rotation"
        case .edgePan: "edgePan"
        case .touchpadSwipe: "touchpadSwipe"
        case .touchpadPinch: "touchpadPinch"
        case .touchpadHold: "touchpadHold"
        case .scroll: "scroll"
        case .custom: nil
        }
    }
}

extension GestureState {
    var staticName: StaticString {
        switch self {
        case .possible: "possible"
        case .recognized: "recognized"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}

extension SwipeDirection {
    var staticName: StaticString {
        switch self {
        case .right: "right"
        case .left: "left"
        case .up: "up"
        case .down: "down"
        }
    }
}

extension ScrollZoomEvent.Name {
    /// `rawValue` as a static string: no `String` per `"scroll"` line.
    var staticName: StaticString {
        switch self {
        case .willBeginDragging: "willBeginDragging"
        case .didScroll: "didScroll"
        case .willEndDragging: "willEndDragging"
        case .didEndDragging: "didEndDragging"
        case .willBeginDecelerating: "willBeginDecelerating"
        case .didEndDecelerating: "didEndDecelerating"
        case .willBeginZooming: "willBeginZooming"
        case .didZoom: "didZoom"
        case .didEndZooming: "didEndZooming"
        case .didEndScrollingAnimation: "didEndScrollingAnimation"
        case .didScrollToTop: "didScrollToTop"
        }
    }
}
