/// A recognizer that reads only touch frames (plus its own timers, `.reset` and `.cancel`): it
/// handles `.pointer` and `.touchpadGesture` by returning at once, with no state change and no
/// request, so it reads no device input (`DeviceInputSelective`) and the graph delivers it none:
/// a touchpad or mouse event calls only the recognizers that read its kind.
///
/// Conform only when that holds for every configuration; the built-in touch recognizers below do.
protocol TouchOnlyRecognizer: DeviceInputSelective {}

extension TouchOnlyRecognizer {
    /// None: touch frames only.
    var deviceInputs: DeviceInputs { [] }
}

extension TapRecognizer: TouchOnlyRecognizer {}
extension LongPressRecognizer: TouchOnlyRecognizer {}
extension PanRecognizer: TouchOnlyRecognizer {}
extension EdgePanRecognizer: TouchOnlyRecognizer {}
extension PinchRecognizer: TouchOnlyRecognizer {}
extension RotationRecognizer: TouchOnlyRecognizer {}
extension SwipeRecognizer: TouchOnlyRecognizer {}
