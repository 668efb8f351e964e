import ArgumentParser
import Foundation
import GestureKit
import LiveInput

/// `gesturekit replay FILE`: runs a recorded or synthesized trace through recognition and the
/// scroll/zoom controller, printing gestures, delegate messages and the final state.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a trace (.gktrace, libinput record YAML, evemu, debug-events) through the pipeline.",
        discussion: """
        Prints recognized gestures, scroll/zoom delegate messages and the final controller state.
        Examples:
          gesturekit replay Traces/touchscreen/double-tap.gktrace
          gesturekit replay --output jsonl --preset pager --paging recording.evemu
          gesturekit replay --input --no-scroll ../shared/recordings/evemu-devices/…evemu
        """)

    @Argument(help: "The trace file ('-' for standard input, any format with --format: gktrace, libinput-record, evemu or debug-events).")
    var file: String

    @OptionGroup var pipeline: PipelineOptions

    @Flag(help: "Replay a raw recording (evemu, libinput record YAML) through the real libinput on an emulated device (umockdev; needs root), so the pipeline sees exactly what libinput would have delivered.")
    var throughLibinput = false

    @Option(help: "Output format: text (a table) or jsonl (stable, docs/output-format.md).")
    var output: OutputFormat = .text

    @Flag(help: "Explain why each recognizer failed or was held.")
    var explain = false

    @Flag(help: "Also print the decoded input (touch frames, pointer and touchpad events).")
    var input = false

    @Flag(help: "Print only the decoded input: no recognition, no scroll/zoom.")
    var inputOnly = false

    @Flag(help: "Leave out the per-frame didScroll/didZoom messages (milestones only).")
    var noDidScroll = false

    @Flag(help: "Print the controller state after every animation frame.")
    var everyFrame = false

    func run() throws {
        let graph = try pipeline.graph(recognize: !inputOnly)
        var selection = OutputSelection(input: input || inputOnly, explain: explain, perFrameScroll: !noDidScroll)
        if inputOnly { selection.gestures = false; selection.scroll = false; selection.state = false }
        var encoder = OutputEncoder(format: output, selection: selection)

        do {
            var source: any TraceSource
            if throughLibinput {
                // Whole points as before, but as doubles: `Int(_:)` trapped on a huge --surface.
                let size = pipeline.surface?.size
                let arguments = size.map { ["--surface", "\($0.width.rounded(.towardZero))x\($0.height.rounded(.towardZero))"] } ?? []
                source = EventListSource(events: try replayThroughLibinput(recording: file, arguments: arguments))
            } else {
                source = try TraceFile.open(path: file, format: pipeline.format, surface: pipeline.surface?.size)
            }
            try TraceReplay.run(source: &source, configure: { header in
                pipeline.configuration(graph: graph, header: header, setup: pipeline.scrollZoomSetup(for: header, scroll: !inputOnly),
                                       explain: explain, everyFrame: everyFrame)
            }, emit: { out in
                encoder.append(out, flushingAt: 1 << 16) { StandardOutput.write($0) }
            })
        } catch {
            encoder.withBytes { StandardOutput.write($0) }
            throw CLIError(error)
        }
        encoder.withBytes { StandardOutput.write($0) }
    }
}
