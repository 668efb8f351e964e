import ArgumentParser
import Foundation
import GestureKit

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

    @Argument(help: "The trace file ('-' for standard input, .gktrace only).")
    var file: String

    @Option(help: "Input format (default: detected from the content).")
    var format: TraceFormat?

    @Option(help: "Output format: text (a table) or jsonl (stable, docs/output-format.md).")
    var output: OutputFormat = .text

    @Option(help: "Map a touchscreen's full axis range onto WxH points (as libinput's transformed coordinates).")
    var surface: SizeArgument?

    @Option(help: "Recognizer preset: viewer, pager or kiosk.")
    var preset: String = "viewer"

    @Option(help: "Recognizer graph configuration file (JSON or YAML); replaces --preset.")
    var config: String?

    @Flag(help: "Explain why each recognizer failed or was held.")
    var explain = false

    @Flag(help: "Also print the decoded input (touch frames, pointer and touchpad events).")
    var input = false

    @Flag(help: "Print only the decoded input: no recognition, no scroll/zoom.")
    var inputOnly = false

    @Flag(help: "Leave out the per-frame didScroll/didZoom messages (milestones only).")
    var noDidScroll = false

    @Flag(help: "Do not run the scroll/zoom controller.")
    var noScroll = false

    @Option(help: "Viewport size WxH (default: the trace's surface).")
    var viewport: SizeArgument?

    @Option(help: "Content size WxH at zoom 1 (default: twice the viewport).")
    var content: SizeArgument?

    @Option(help: "Minimum zoom (default: fit the content, at most 1).")
    var minZoom: Double?

    @Option(help: "Maximum zoom.")
    var maxZoom: Double = 4

    @Flag(help: "Enable paging.")
    var paging = false

    @Option(help: "Page size WxH (default: the viewport).")
    var pageSize: SizeArgument?

    @Option(help: "Double-tap zoom policy: \(DoubleTapZoomPolicy.allCases.map(\.rawValue).joined(separator: ", ")).")
    var doubleTap: DoubleTapZoomPolicy?

    @Flag(help: "Print the controller state after every animation frame.")
    var everyFrame = false

    @Option(help: "Controller frame rate (Hz) while animating.")
    var frameRate: Double = 120

    func validate() throws {
        guard frameRate.isFinite, frameRate >= 1, frameRate <= 10_000 else {
            throw ValidationError("--frame-rate must be between 1 and 10000 Hz, got \(frameRate)")
        }
        guard maxZoom.isFinite, maxZoom > 0 else { throw ValidationError("--max-zoom must be a positive number") }
        if let minZoom, !(minZoom.isFinite && minZoom > 0 && minZoom <= maxZoom) {
            throw ValidationError("--min-zoom must be positive and at most --max-zoom (\(maxZoom)), got \(minZoom)")
        }
        if config != nil, preset != "viewer" { throw ValidationError("--config and --preset exclude each other") }
        if GraphConfiguration.preset(named: preset) == nil {
            throw ValidationError("unknown preset '\(preset)'; expected one of \(GraphConfiguration.presetNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        let graph: GraphConfiguration?
        if inputOnly {
            graph = nil
        } else if let config {
            graph = try ConfigurationFile.load(path: config)
        } else {
            graph = GraphConfiguration.preset(named: preset)
        }
        var selection = OutputSelection(input: input || inputOnly, explain: explain, perFrameScroll: !noDidScroll)
        if inputOnly { selection.gestures = false; selection.scroll = false; selection.state = false }
        var encoder = OutputEncoder(format: output, selection: selection)
        var binding = ScrollZoomBinding.Configuration()
        if let doubleTap { binding.doubleTapPolicy = doubleTap }
        let frameInterval = TimeSpan(microseconds: Int64((1_000_000 / frameRate).rounded()))

        do {
            try TraceReplay.run(path: file, format: format, surface: surface?.size, configure: { header in
                let surfaceSize = surface?.size ?? TraceReplay.defaultSurface(for: header)
                let viewportSize = viewport?.size ?? surfaceSize
                let setup = (inputOnly || noScroll) ? nil : ScrollZoomSetup(
                    viewport: viewportSize, content: content?.size, minimumZoom: minZoom, maximumZoom: maxZoom,
                    paging: paging, pageSize: pageSize?.size)
                // Edge pans without bounds take the touch surface's edges.
                let edgeBounded = graph?.boundingEdgePans(to: Rect(origin: .zero, size: surfaceSize))
                return PipelineConfiguration(graph: edgeBounded, scrollZoom: setup, binding: binding,
                                             frameInterval: frameInterval, explain: explain, everyFrame: everyFrame)
            }, emit: { out in
                encoder.append(out)
                if encoder.bytes.count >= 1 << 16 {
                    StandardOutput.write(encoder.bytes)
                    encoder.removeAll()
                }
            })
        } catch {
            StandardOutput.write(encoder.bytes)
            throw CLIError(error)
        }
        StandardOutput.write(encoder.bytes)
    }
}
