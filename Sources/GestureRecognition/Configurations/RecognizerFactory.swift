extension RecognizerConfiguration {
    /// Makes the recognizer this configuration describes.
    ///
    /// Each recognizer has `init(configuration:)` taking its own `…Configuration`; one line per
    /// kind here plugs it in. Kinds whose recognizer is not built yet throw `.recognizerNotAvailable`.
    public func makeRecognizer() throws(RecognizerGraphError) -> any Recognizer {
        switch self {
        case .tap: throw .recognizerNotAvailable(kind)
        case .longPress: throw .recognizerNotAvailable(kind)
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
