import ArgumentParser
import Foundation
import GestureKit
import GestureOutput
import LiveInput

/// `gesturekit listen`: live gestures and scroll/zoom state from a seat or device nodes, in the
/// same output formats as `replay`.
struct Listen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Recognize gestures live from libinput (a seat or device nodes), or raw evdev nodes with --raw.",
        discussion: """
        Prints gestures, scroll/zoom delegate messages and the final state like `replay`.
        Needs read access to /dev/input/event* (see `gesturekit devices`). Stop with Ctrl-C or --duration.
        --raw reads the nodes directly (no libinput): touchpads then give raw fingers, so taps with
        tap counts and the two-finger midpoint work on them too.
        """)

    @OptionGroup var live: LiveOptions

    @Flag(help: "Read the --device nodes directly (raw evdev, MT protocol A/B) instead of through libinput.")
    var raw = false

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @OptionGroup var recognition: RecognitionOptions

    @OptionGroup var scrollZoom: ScrollZoomOptions

    @OptionGroup var report: OutputOptions

    func validate() throws {
        try report.check(against: scrollZoom)
        if raw && live.devices.isEmpty {
            throw ValidationError("--raw reads device nodes: name them with --device /dev/input/eventN")
        }
        try LiveStopper.check(duration: duration)
    }

    func run() throws {
        let graph = try recognition.graph()
        try report.checkExplained(in: graph)
        report.deprecationNotes()
        let surface = live.configuration.surfaceSize ?? Size(width: 1280, height: 800)
        let pipeline = recognition.applied(to: scrollZoom.configuration(
            graph: graph, surface: surface, setup: scrollZoom.setup(surface: surface),
                                                explain: report.explain, everyFrame: report.everyFrame))
        let sink = OutputSink(encoder: report.encoder(paging: scrollZoom.paging))
        let backend: LiveSession.Backend = raw ? .evdev(paths: live.devices, surface: live.configuration.surfaceSize)
                                               : .libinput(live.configuration)
        let session = try LiveSession(backend: backend, pipeline: pipeline) { sink.write($0) }
        do {
            try session.start()
        } catch {
            throw CLIError(error)
        }
        let stopper = LiveStopper(duration: duration) { session.stop() }
        stopper.arm()
        withExtendedLifetime(stopper) { session.waitUntilStopped() }
        sink.flush()
    }
}

/// Encodes pipeline output and writes it to standard output line by line (live output must not
/// wait for a buffer to fill). Only called under the session's lock, one thread at a time.
final class OutputSink: @unchecked Sendable {
    private var encoder: OutputEncoder
    init(encoder: OutputEncoder) { self.encoder = encoder }
    func write(_ output: PipelineOutput) {
        encoder.append(output)
        flush()
    }
    func flush() {
        encoder.withBytes { StandardOutput.write($0) }
        encoder.removeAll()
    }
}
