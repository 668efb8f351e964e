import Testing
import GestureTraces
import GestureTestSupport

/// An importer is right when a recording means what the native format says by hand: the touch
/// frames a `libinput record` YAML of a two-finger touchscreen decodes to equal those of the
/// `.gktrace` written from its meaning (Traces/fixtures/touchscreen-two-finger.*).
@Suite struct ImportEquivalenceTests {
    /// Every touch frame `TouchTracker` assembles from `source`.
    func frames(_ source: inout any TraceSource) throws -> [TouchFrame] {
        var tracker = TouchTracker()
        var diagnostics: [Diagnostic] = []
        var frames: [TouchFrame] = []
        while let item = try source.next() {
            guard case .event(let e) = item else { continue }
            if let f = tracker.process(e, diagnostics: &diagnostics) { frames.append(f) }
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return frames
    }

    @Test func libinputRecordYAMLYieldsTheSameFramesAsTheEquivalentGktrace() throws {
        let surface = Size(width: 4096, height: 4096)
        var yaml = try TraceFile.open(
            path: SharedRecordings.trace("fixtures/touchscreen-two-finger.libinput-record.yaml"),
                                      surface: surface)
        var native = try TraceFile.open(path: SharedRecordings.trace("fixtures/touchscreen-two-finger.gktrace"))
        let fromYAML = try frames(&yaml)
        let fromNative = try frames(&native)
        #expect(fromYAML.count == 5)
        #expect(fromYAML == fromNative)
        #expect(fromYAML.map(\.activeCount) == [1, 2, 2, 1, 0])
    }
}
