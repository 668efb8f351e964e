/// Type-erased storage for one recognizer: boxed once at `add`, then called through a class
/// method so each input costs one virtual call and no existential opening or copying. The
/// concrete box, `RecognizerBox<R>`, is in `RecognizerBox+UncheckedValue.swift`.
class AnyRecognizerBox {
    let kind: GestureKind
    let behavior: RecognizerBehavior
    /// The pointer and touchpad inputs delivered to it (`DeviceInputSelective`; all of them for a
    /// recognizer that does not say).
    let deviceInputs: DeviceInputs
    init(kind: GestureKind, behavior: RecognizerBehavior, deviceInputs: DeviceInputs) {
        self.kind = kind; self.behavior = behavior; self.deviceInputs = deviceInputs
    }
    func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        assertionFailure("AnyRecognizerBox.handle is abstract")
    }
    /// The wrapped value, for inspection in tests and `explain`.
    var base: any Recognizer { EmptyRecognizer() }
}

/// A recognizer that never does anything (the abstract box's placeholder).
struct EmptyRecognizer: Recognizer {
    var kind: GestureKind { .tap }
    var behavior: RecognizerBehavior { .discrete }
    mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {}
}
