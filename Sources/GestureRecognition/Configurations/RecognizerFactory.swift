import GestureInput

extension RecognizerConfiguration {
    /// Makes the recognizer this configuration describes.
    ///
    /// Each recognizer has `init(configuration:)` taking its own `…Configuration`; one line per
    /// kind here plugs it in. Every kind is built; the `throws` stays so that a kind added later can
    /// report `.recognizerNotAvailable` until its recognizer exists.
    ///
    /// - Returns: the recognizer, in its initial state.
    /// - Throws: `RecognizerGraphError.recognizerNotAvailable` for a kind without a recognizer.
    public func makeRecognizer() throws(RecognizerGraphError) -> any Recognizer {
        switch self {
        case .tap(let c): TapRecognizer(configuration: c)
        case .longPress(let c): LongPressRecognizer(configuration: c)
        case .pan(let c): PanRecognizer(configuration: c)
        case .swipe(let c): SwipeRecognizer(configuration: c)
        case .pinch(let c): PinchRecognizer(configuration: c)
        case .rotation(let c): RotationRecognizer(configuration: c)
        case .edgePan(let c): EdgePanRecognizer(configuration: c)
        case .touchpadSwipe(let c): TouchpadSwipeRecognizer(configuration: c)
        case .touchpadPinch(let c): TouchpadPinchRecognizer(configuration: c)
        case .touchpadHold(let c): TouchpadHoldRecognizer(configuration: c)
        case .scroll(let c): ScrollRecognizer(configuration: c)
        }
    }
}

extension RecognizerConfiguration {
    /// Makes the recognizer, first filling in what depends on where it is attached: an edge pan
    /// without `bounds` uses the hit `region`.
    ///
    /// - Parameter region: the hit region it is attached with, in points; nil for anywhere.
    /// - Returns: the recognizer, in its initial state.
    /// - Throws: `RecognizerGraphError.recognizerNotAvailable` for a kind without a recognizer.
    public func makeRecognizer(region: Rect?) throws(RecognizerGraphError) -> any Recognizer {
        if case .edgePan(var c) = self, c.bounds == nil, let region {
            c.bounds = region
            return try RecognizerConfiguration.edgePan(c).makeRecognizer()
        }
        return try makeRecognizer()
    }
}
