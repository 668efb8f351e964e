/// A recognizer that reads only touch frames (plus its own timers, `.reset` and `.cancel`): it
/// handles `.pointer` and `.touchpadGesture` by returning at once, with no state change and no
/// request. The graph does not deliver those two inputs to it, so a touchpad or mouse event
/// calls only the recognizers that can react (five of the viewer preset's sixteen). Skipping a
/// call that requests nothing changes nothing: such a recognizer is never tied to the device.
///
/// Conform only when that holds for every configuration; the built-in touch recognizers below do.
protocol TouchOnlyRecognizer: Recognizer {}

extension TapRecognizer: TouchOnlyRecognizer {}
extension LongPressRecognizer: TouchOnlyRecognizer {}
extension PanRecognizer: TouchOnlyRecognizer {}
extension EdgePanRecognizer: TouchOnlyRecognizer {}
extension PinchRecognizer: TouchOnlyRecognizer {}
extension RotationRecognizer: TouchOnlyRecognizer {}
extension SwipeRecognizer: TouchOnlyRecognizer {}
