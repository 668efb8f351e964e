import ArgumentParser
import Foundation
import GestureKit
import LiveInput

/// `gesturekit listen`: live gestures and scroll/zoom state from a seat or device nodes, in the
/// same output formats as `replay`.
struct Listen: ParsableCommand {
    static let configuration = CommandConfiguration(
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

    @Option(help: "Output format: text (a table) or jsonl (stable, docs/output-format.md).")
    var output: OutputFormat = .text

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(help: "Recognizer preset: viewer, pager or kiosk.")
    var preset: String = "viewer"

    @Option(help: "Recognizer graph configuration file (JSON or YAML); replaces --preset.")
    var config: String?

    @Flag(help: "Also print the decoded input (touch frames, pointer and touchpad events).")
    var input = false

    @Flag(help: "Explain why each recognizer failed or was held.")
    var explain = false

    @Flag(help: "Leave out the per-frame didScroll/didZoom messages.")
    var noDidScroll = false

    @Flag(help: "Do not run the scroll/zoom controller.")
    var noScroll = false

    @Option(help: "Viewport size WxH (default: --surface, else 1280x800).")
    var viewport: SizeArgument?

    func validate() throws {
        if raw && live.devices.isEmpty { throw ValidationError("--raw reads device nodes: name them with --device /dev/input/eventN") }
        if let duration, !(duration.isFinite && duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
        if config == nil, GraphConfiguration.preset(named: preset) == nil {
            throw ValidationError("unknown preset '\(preset)'; expected one of \(GraphConfiguration.presetNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        let graph = try config.map { try ConfigurationFile.load(path: $0) } ?? GraphConfiguration.preset(named: preset)
        let surface = live.configuration.surfaceSize
        let viewportSize = viewport?.size ?? surface ?? Size(width: 1280, height: 800)
        let pipeline = PipelineConfiguration(
            graph: graph?.boundingEdgePans(to: Rect(origin: .zero, size: surface ?? viewportSize)),
            scrollZoom: noScroll ? nil : ScrollZoomSetup(viewport: viewportSize), explain: explain)
        let sink = OutputSink(encoder: OutputEncoder(format: output, selection: OutputSelection(
            input: input, explain: explain, perFrameScroll: !noDidScroll)))
        let backend: LiveSession.Backend = raw ? .evdev(paths: live.devices, surface: surface) : .libinput(live.configuration)
        let session = try LiveSession(backend: backend, pipeline: pipeline) { sink.write($0) }
        do {
            try session.start()
        } catch {
            throw CLIError(error)
        }
        let stopper = LiveStopper(duration: duration) { session.stop() }
        stopper.arm()
        session.waitUntilStopped()
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
        StandardOutput.write(encoder.bytes)
        encoder.removeAll()
    }
}
