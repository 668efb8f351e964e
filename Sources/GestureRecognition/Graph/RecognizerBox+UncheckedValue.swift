/// The concrete box: the recognizer is mutated in place, in a stored property exempt from Swift's
/// dynamic exclusivity checks (`@exclusivity(unchecked)`): only the graph calls `handle`, once at
/// a time, and a recognizer cannot reach its own box, so no access can overlap.
///
/// Why unchecked: without the attribute (each call checked), a 10⁵-event `replay --output jsonl`
/// of a synthetic trace takes 805.2 M instructions against 781.8 M with it (+3.0 %: one check
/// per recognizer per frame), and the 10⁵-line debug-events replay with `--no-scroll` 1 054.5 M
/// against 1 040.7 M (+1.3 %). Measured with callgrind `--dump-instr=no` on the stripped release
/// binary (`gesturekit synth --events 100000 -o small.gktrace`, `scripts/make-reader-inputs.py
/// debug-events 100000 log.txt`), 2026-11-24; docs/performance.md, "Fourth round".
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
