import GestureInput

/// A recognizer's kind and tunables as data: what `GraphConfiguration` stores per recognizer and
/// what `makeRecognizer()` turns into a recognizer.
public enum RecognizerConfiguration: Hashable, Sendable {
    /// `TapRecognizer`.
    case tap(TapConfiguration)
    /// `LongPressRecognizer`.
    case longPress(LongPressConfiguration)
    /// `PanRecognizer`.
    case pan(PanConfiguration)
    /// `SwipeRecognizer`.
    case swipe(SwipeConfiguration)
    /// `PinchRecognizer`.
    case pinch(PinchConfiguration)
    /// `RotationRecognizer`.
    case rotation(RotationConfiguration)
    /// `EdgePanRecognizer`.
    case edgePan(EdgePanConfiguration)
    /// `TouchpadSwipeRecognizer`.
    case touchpadSwipe(TouchpadSwipeConfiguration)
    /// `TouchpadPinchRecognizer`.
    case touchpadPinch(TouchpadPinchConfiguration)
    /// `TouchpadHoldRecognizer`.
    case touchpadHold(TouchpadHoldConfiguration)
    /// `ScrollRecognizer`.
    case scroll(ScrollConfiguration)

    /// The gesture kind this configuration makes (the JSON `"kind"`).
    public var kind: GestureKind {
        switch self {
        case .tap: .tap
        case .longPress: .longPress
        case .pan: .pan
        case .swipe: .swipe
        case .pinch: .pinch
        case .rotation: .rotation
        case .edgePan: .edgePan
        case .touchpadSwipe: .touchpadSwipe
        case .touchpadPinch: .touchpadPinch
        case .touchpadHold: .touchpadHold
        case .scroll: .scroll
        }
    }

    /// The default configuration of a built-in kind.
    ///
    /// - Parameter kind: a built-in kind (`GestureKind.allCases`).
    /// - Returns: its recognizer's default configuration; nil for a custom kind, which a
    ///   configuration cannot describe (add its recognizer with `RecognizerGraph.add`).
    public static func defaults(for kind: GestureKind) -> RecognizerConfiguration? {
        switch kind {
        case .tap: .tap(TapConfiguration())
        case .longPress: .longPress(LongPressConfiguration())
        case .pan: .pan(PanConfiguration())
        case .swipe: .swipe(SwipeConfiguration())
        case .pinch: .pinch(PinchConfiguration())
        case .rotation: .rotation(RotationConfiguration())
        case .edgePan: .edgePan(EdgePanConfiguration())
        case .touchpadSwipe: .touchpadSwipe(TouchpadSwipeConfiguration())
        case .touchpadPinch: .touchpadPinch(TouchpadPinchConfiguration())
        case .touchpadHold: .touchpadHold(TouchpadHoldConfiguration())
        case .scroll: .scroll(ScrollConfiguration())
        case .custom: nil
        }
    }
}
