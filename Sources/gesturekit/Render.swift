import ArgumentParser
import Foundation
import GestureKit

/// `gesturekit render FILE -o out.svg`: draws one picture of a replay (touch paths and gesture
/// marks on the surface, a timeline, the viewport at key moments), or with `--plot offset` a chart
/// of the content offset, velocity and zoom over time.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a trace's replay as an SVG picture (or an offset-over-time plot).",
        discussion: """
        Takes the same pipeline options as `replay`. Examples:
          gesturekit render Traces/touchscreen/double-tap.gktrace -o double-tap.svg
          gesturekit render --plot offset Traces/touchscreen/fling-into-edge.gktrace -o fling.svg
        """)

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

    @OptionGroup var pipeline: PipelineOptions

    func run() throws {
        destination.noteDeprecatedSpelling()
        let output = destination.path
        let graph = try pipeline.graph()
        let recording: RenderRecording
        do {
            recording = try RenderRecording.replay(path: file, format: pipeline.format, surface: pipeline.surface?.size) { header in
                pipeline.configuration(graph: graph, header: header, setup: pipeline.scrollZoomSetup(for: header), everyFrame: plot != nil)
            }
        } catch {
            throw CLIError(error)
        }
        let svg: String
        switch plot {
        case .offset: svg = OffsetPlot.render(recording)
        case nil: svg = TraceRenderer.render(recording)
        }
        if output == "-" {
            StandardOutput.write(Array(svg.utf8))
        } else {
            do {
                try Data(svg.utf8).write(to: URL(fileURLWithPath: output))
            } catch {
                throw CLIError(message: "cannot write \(output): \(error.localizedDescription)")
            }
        }
    }
}
