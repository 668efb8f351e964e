import GestureInput

/// The device inputs a recognizer reads: pointer events by kind (scrolls by source) and libinput
/// touchpad gestures by kind. The graph keeps, for each kind, the recognizers that read it
/// (`RecognizerArena.deviceRoutes`, built once per graph change), so a touchpad or mouse event
/// visits only those instead of every recognizer.
struct DeviceInputs: OptionSet {
    var rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `PointerEvent.motion`.
    static let pointerMotion = DeviceInputs(rawValue: 1 << 0)
    /// `PointerEvent.button`.
    static let pointerButton = DeviceInputs(rawValue: 1 << 1)
    /// `PointerEvent.scroll` from a wheel.
    static let wheelScroll = DeviceInputs(rawValue: 1 << 2)
    /// `PointerEvent.scroll` from fingers on a touchpad.
    static let fingerScroll = DeviceInputs(rawValue: 1 << 3)
    /// `PointerEvent.scroll` from a continuous source.
    static let continuousScroll = DeviceInputs(rawValue: 1 << 4)
    /// A libinput swipe.
    static let touchpadSwipe = DeviceInputs(rawValue: 1 << 5)
    /// A libinput pinch.
    static let touchpadPinch = DeviceInputs(rawValue: 1 << 6)
    /// A libinput hold.
    static let touchpadHold = DeviceInputs(rawValue: 1 << 7)
    /// Every device input: what a recognizer that says nothing about its inputs is given.
    static let all = DeviceInputs(rawValue: .max)
    /// How many kinds there are (one bit each).
    static let kindCount = UInt8.bitWidth

    /// The kind of a pointer event.
    init(_ event: PointerEvent) {
        switch event {
        case .motion: self = .pointerMotion
        case .button: self = .pointerButton
        case .scroll(let source, _, _, _): self = DeviceInputs(scrollFrom: source)
        }
    }

    /// The kind of a scroll from `source`.
    init(scrollFrom source: ScrollSource) {
        switch source {
        case .wheel: self = .wheelScroll
        case .finger: self = .fingerScroll
        case .continuous: self = .continuousScroll
        }
    }

    /// The kind of a touchpad gesture.
    init(_ kind: TouchpadGestureKind) {
        switch kind {
        case .swipe: self = .touchpadSwipe
        case .pinch: self = .touchpadPinch
        case .hold: self = .touchpadHold
        }
    }

    /// The position of a single kind's bit (0 ..< `kindCount`): its row in the route table.
    var route: Int { rawValue.trailingZeroBitCount }
}

/// A recognizer that reads only some device inputs: for every other `.pointer` and
/// `.touchpadGesture` input its `handle` returns at once, with no state change and no request, in
/// every configuration. The graph does not deliver those to it; skipping a call that requests
/// nothing changes nothing (such a recognizer is never tied to the device by it). Recognizers that
/// do not conform are given every device input.
protocol DeviceInputSelective: Recognizer {
    /// The device inputs it reacts to (fixed for the recognizer's lifetime).
    var deviceInputs: DeviceInputs { get }
}
