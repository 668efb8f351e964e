import ArgumentParser
import Foundation
import GestureKit
import GestureRender

/// `gesturekit render FILE -o out.svg`: draws one picture of a replay (touch paths and gesture
/// marks on the surface, a timeline, the viewport at key moments), with `--plot offset` a chart
/// of the content offset, velocity and zoom over time, or with `--scene FILE` every view of a
/// scene at its key moments and each view's offset and zoom over time (the nested hand-over).
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a trace's replay as an SVG picture (or an offset-over-time plot).",
        discussion: """
        Takes the same pipeline options as `replay`. Examples:
          gesturekit render Traces/touchscreen/double-tap.gktrace -o double-tap.svg
          gesturekit render --plot offset Traces/touchscreen/fling-into-edge.gktrace -o fling.svg
          gesturekit render --from 1000 --to 2500 long.gktrace -o window.svg
          gesturekit render --scene Traces/scenes/photo-pager.yaml Traces/scenes/hand-over-right.gktrace -o hand-over.svg
        """)

    /// Largest `--from`/`--to` (ms): about 31 years, far beyond any recording, and exactly
    /// representable in the microseconds of a `TimeSpan`.
    static let maximumWindowBound = 1e12

    /// What `--plot` draws.
    enum Plot: String, ExpressibleByArgument, CaseIterable {
        /// Content offset, velocity and zoom against time, sampled every animation frame.
        case offset
    }

    @Argument(help: "The trace file.")
    var file: String

    @OptionGroup var destination: OutputFileOption

    @Option(help: "Draw a chart instead of the picture: offset (content offset, velocity and zoom over time).")
    var plot: Plot?

    @Option(
        help: ArgumentHelp(
            "Draw only what happened from this time on (ms from the trace's start, as on the timeline).",
            valueName: "ms"))
    var from: Double?

    @Option(help: ArgumentHelp("Draw only what happened up to this time (ms from the trace's start).", valueName: "ms"))
    var to: Double?

    @OptionGroup var pipeline: PipelineOptions

    @OptionGroup var scene: SceneOption

    /// Why `--plot` and `--scene` exclude each other.
    static let plotWithScene = """
        draws one controller's offset; the picture of a scene already charts every view's offset and zoom over time \
        (leave out --plot)
        """

    func validate() throws {
        try scene.check(
            against: pipeline.scrollZoom, also: plot != nil ? ["--plot"] : [], reasons: ["--plot": Self.plotWithScene])
        for (name, value) in [("--from", from), ("--to", to)] {
            guard let value else { continue }
            guard value.isFinite, value >= 0, value <= Self.maximumWindowBound else {
                throw ValidationError("""
                    \(name) \(value) is out of range (allowed: 0…\(Int64(Self.maximumWindowBound)) ms from the \
                    trace's start)
                    """)
            }
        }
        if let from, let to, from >= to {
            throw ValidationError("--from \(from) must be earlier than --to \(to)")
        }
    }

    func run() throws {
        destination.noteDeprecatedSpelling()
        let output = destination.path
        let graph = try pipeline.graph()
        // Before anything is written: a bad scene file is one error at its file:line:column.
        let sceneDescription = try scene.load()
        var recording: RenderRecording
        do {
            recording = try RenderRecording.replay(
                path: file, format: pipeline.format, surface: pipeline.surface?.size, deviceSize: pipeline.device.size
            ) { header in
                // A scene's charts sample every frame, as the offset plot does.
                var configuration = pipeline.configuration(graph: graph, header: header,
                    setup: sceneDescription == nil ? pipeline.scrollZoomSetup(for: header) : nil,
                                                           everyFrame: plot != nil || sceneDescription != nil)
                configuration.scene = sceneDescription
                return configuration
            }
        } catch {
            throw CLIError(pipeline.namingFlags(error))
        }
        if let from, let origin = recording.origin, let end = recording.endTime,
           origin + TimeSpan.seconds(from / 1000) > end {
            // An empty picture with status 0 would look like a trace where nothing happened.
            let last = Double((end - origin).microseconds) / 1000
            throw CLIError(message: "--from \(from) ms is past the end of the trace: its last event is at \(last) ms")
        }
        if from != nil || to != nil {
            recording = recording.window(
                from: from.map { TimeSpan.seconds($0 / 1000) }, to: to.map { TimeSpan.seconds($0 / 1000) })
        }
        let svg: String
        switch (plot, sceneDescription) {
        case (.offset, _): svg = OffsetPlot.render(recording)
        case (nil, .some): svg = SceneRenderer.render(recording)
        case (nil, nil): svg = TraceRenderer.render(recording)
        }
        if output == "-" {
            StandardOutput.write(Array(svg.utf8))
        } else {
            do {
                try AtomicFile.write(output, contents: Array(svg.utf8))
            } catch {
                throw CLIError(error)
            }
        }
    }
}
