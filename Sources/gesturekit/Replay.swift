import ArgumentParser
import Foundation
import GestureKit
import LiveInput

/// `gesturekit replay FILE`: runs a recorded or synthesized trace through recognition and the
/// scroll/zoom controller, printing gestures, delegate messages and the final state.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace (.gktrace, libinput record YAML, evemu, debug-events, evtest) through the pipeline.",
        discussion: """
        Prints recognized gestures, scroll/zoom delegate messages and the final controller state.
        Examples:
          gesturekit replay Traces/touchscreen/double-tap.gktrace
          gesturekit replay --output jsonl --preset pager --paging recording.evemu
          gesturekit replay --explain=doubleTap Traces/touchscreen/double-tap.gktrace
          gesturekit replay --input-only my-touchpad.evemu
          gesturekit replay --output jsonl --scene Traces/scenes/photo-pager.yaml Traces/scenes/hand-over-right.gktrace
        """)

    @Argument(help: """
        The trace file ('-' for standard input), in any format: gktrace, libinput-record, evemu, debug-events or \
        evtest, detected from the content (--format to name it).
        """)
    var file: String

    @OptionGroup var pipeline: PipelineOptions

    @OptionGroup var quirks: QuirksOption

    @OptionGroup var deviceDescription: DescriptionOption

    @Flag(help: """
        Replay a raw recording (evemu, libinput record YAML) through the real libinput on an emulated device \
        (umockdev; needs root), so the pipeline sees exactly what libinput would have delivered.
        """)
    var throughLibinput = false

    @Option(
        help:
            """
                With --through-libinput: tap-to-click on or off (default: libinput's, off on touchpads with physical \
                buttons).
                """
    )
    var tap: Toggle?

    @OptionGroup var scene: SceneOption

    @OptionGroup var report: OutputOptions

    @Flag(help: "Print only the decoded input: no recognition, no scroll/zoom.")
    var inputOnly = false

    @Option(help: """
        Threads: 3 reads a libinput record, evemu or debug-events file ahead on a second thread and encodes and \
        writes the output on a third while the pipeline runs; 2 only reads ahead; 1 reads, processes and writes in \
        turn. The output is the same.
        """)
    var threads: TraceReplay.Threads = .three

    func validate() throws {
        try report.check(against: pipeline.scrollZoom)
        if tap != nil && !throughLibinput {
            throw ValidationError("""
                --tap configures libinput: it needs --through-libinput (GestureKit's own taps are recognizers, see \
                --preset and --config)
                """)
        }
        if throughLibinput && pipeline.device.deviceSize != nil {
            throw ValidationError("""
                --device-size sets the size GestureKit reads a raw recording with; --through-libinput lets libinput \
                read it (give libinput a size with a quirk's AttrSizeHint instead)
                """)
        }
        try scene.check(against: pipeline.scrollZoom, also: inputOnly ? ["--input-only"] : [])
        guard inputOnly else { return }
        var contradicting = pipeline.recognition.given + pipeline.scrollZoom.given
        if report.explain { contradicting.append("--explain") }
        if report.everyFrame { contradicting.append("--every-frame") }
        if pipeline.scrollZoom.noScroll { contradicting.append("--no-scroll") }
        if let first = contradicting.first {
            throw ValidationError("--input-only prints only the decoded input: \(first) would have no effect")
        }
    }

    func run() throws {
        try replay(write: { StandardOutput.write($0) }, note: printError)
    }

    /// Replays `file` as `run()` does, handing the output's bytes to `write` and notes about the
    /// input (a device size assumed) to `note`: `gesturekit test` replays golden traces in-process
    /// through here, with exactly the options a command line would give.
    ///
    /// - Parameters:
    ///   - write: receives the encoded output in order, everything before an error included.
    ///   - note: receives each note meant for standard error, without its newline.
    /// - Throws: `CLIError` naming the file:line or the flag when the trace, the scene or the
    ///   configuration is bad.
    func replay(write: @escaping @Sendable (Span<UInt8>) -> Void, note: (String) -> Void) throws {
        let graph = try pipeline.graph(recognize: !inputOnly)
        try report.checkExplained(in: graph)
        report.deprecationNotes()
        // Before any output: a bad scene file is an error at its file:line, with nothing printed.
        let sceneDescription = try scene.load()
        let paging = sceneDescription.map { $0.allViews().contains { $0.view.paging } } ?? pipeline.scrollZoom.paging
        let encoder = report.encoder(recognize: !inputOnly, paging: paging)
        var source: any TraceSource
        do {
            if throughLibinput {
                // Whole points as before, but as doubles: `Int(_:)` trapped on a huge --surface.
                let size = pipeline.surface?.size
                var arguments =
                    size.map { ["--surface", "\($0.width.rounded(.towardZero))x\($0.height.rounded(.towardZero))"] }
                    ?? []
                if let tap { arguments += ["--tap", tap.rawValue] }
                source = EventListSource(
                    events: try replayThroughLibinput(recording: file, arguments: arguments, probe: Probe.command))
            } else {
                source = try TraceFile.open(path: file, format: pipeline.format, surface: pipeline.surface?.size,
                                            deviceSize: pipeline.device.size, quirks: quirks.database(),
                                            description: deviceDescription.description)
            }
        } catch {
            // Nothing on standard output: a file that cannot be opened gets its error alone.
            throw CLIError(error)
        }
        for d in source.header.devices { if let text = d.assumptionNote { note("note: \(text)") } }
        do {
            // Everything encoded is written before an error reaches the catch below.
            try TraceReplay.run(source: &source, threads: threads, configure: { header in
                let setup = sceneDescription == nil ? pipeline.scrollZoomSetup(for: header, scroll: !inputOnly) : nil
                var configuration = pipeline.configuration(graph: graph, header: header, setup: setup,
                                                           explain: report.explain, everyFrame: report.everyFrame)
                configuration.scene = sceneDescription
                return configuration
            }, encoder: encoder, flushingAt: 1 << 16, write: write)
        } catch {
            throw CLIError(pipeline.namingFlags(error))
        }
    }
}
