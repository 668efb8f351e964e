/// The concrete box: the recognizer is mutated in place, in a stored property exempt from Swift's
/// dynamic exclusivity checks (`@exclusivity(unchecked)`): only the graph calls `handle`, once at
/// a time, and a recognizer cannot reach its own box, so no access can overlap.
///
/// Unchecked exclusivity: one check per recognizer per delivery costs 3.5 % more instructions on
/// the evemu replay, 2.9 % on `.gktrace` (docs/performance.md).
final class RecognizerBox<R: Recognizer>: AnyRecognizerBox {
    @exclusivity(unchecked) var value: R
    init(_ value: R) {
        self.value = value
        super.init(kind: value.kind, behavior: value.behavior,
                   deviceInputs: (value as? any DeviceInputSelective)?.deviceInputs ?? .all)
    }
    override func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        value.handle(input, context: &context)
    }
    override var base: any Recognizer { value }
}
