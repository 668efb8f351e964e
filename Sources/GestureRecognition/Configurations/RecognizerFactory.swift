import GestureInput

extension RecognizerConfiguration {
    /// Makes the recognizer this configuration describes.
    ///
    /// Each recognizer has `init(configuration:)` taking its own `…Configuration`; one line per
    /// kind here plugs it in. Kinds whose recognizer is not built yet throw `.recognizerNotAvailable`.
    public func makeRecognizer() throws(RecognizerGraphError) -> any Recognizer {
        switch self {
        case .tap(let c): TapRecognizer(configuration: c)
        case .longPress(let c): LongPressRecognizer(configuration: c)
        case .pan: throw .recognizerNotAvailable(kind)
        case .swipe: throw .recognizerNotAvailable(kind)
        case .pinch: throw .recognizerNotAvailable(kind)
        case .rotation: throw .recognizerNotAvailable(kind)
        case .edgePan: throw .recognizerNotAvailable(kind)
        case .touchpadSwipe: throw .recognizerNotAvailable(kind)
        case .touchpadPinch: throw .recognizerNotAvailable(kind)
        case .touchpadHold: throw .recognizerNotAvailable(kind)
        case .scroll: throw .recognizerNotAvailable(kind)
        }
    }
}

extension RecognizerConfiguration {
    /// Makes the recognizer, first filling in what depends on where it is attached: an edge pan
    /// without `bounds` uses the hit `region`.
    public func makeRecognizer(region: Rect?) throws(RecognizerGraphError) -> any Recognizer {
        if case .edgePan(var c) = self, c.bounds == nil, let region {
            c.bounds = region
            return try RecognizerConfiguration.edgePan(c).makeRecognizer()
        }
        return try makeRecognizer()
    }
}
