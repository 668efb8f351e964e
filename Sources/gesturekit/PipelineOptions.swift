import ArgumentParser
import GestureKit

/// Which recognizers run: a preset or a configuration file. Shared by `replay`, `render`, `listen`.
struct RecognitionOptions: ParsableArguments {
    @Option(help: "Recognizer preset: viewer, pager or kiosk.")
    var preset: String = "viewer"

    @Option(help: "Recognizer graph configuration file (JSON or YAML); replaces --preset.")
    var config: String?

    func validate() throws {
        if config != nil, preset != "viewer" { throw ValidationError("--config and --preset exclude each other") }
        if GraphConfiguration.preset(named: preset) == nil {
            throw ValidationError("unknown preset '\(preset)'; expected one of \(GraphConfiguration.presetNames.joined(separator: ", "))")
        }
    }

    /// The recognizer graph: the config file if given, else the preset; nil when recognizing nothing.
    func graph(recognize: Bool = true) throws -> GraphConfiguration? {
        guard recognize else { return nil }
        if let config { return try ConfigurationFile.load(path: config) }
        return GraphConfiguration.preset(named: preset)
    }
}

/// The scroll/zoom model and its frame rate. Shared by `replay`, `render`, `listen`.
struct ScrollZoomOptions: ParsableArguments {
    @Flag(help: "Do not run the scroll/zoom controller.")
    var noScroll = false

    @Option(help: "Viewport size WxH (default: the touch surface).")
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
    }

    /// The model for a touch surface of `surface` points; nil with `--no-scroll` or when `scroll` is false.
    func setup(surface: Size, scroll: Bool = true) -> ScrollZoomSetup? {
        guard scroll, !noScroll else { return nil }
        return ScrollZoomSetup(viewport: viewport?.size ?? surface, content: content?.size, minimumZoom: minZoom,
                               maximumZoom: maxZoom, paging: paging, pageSize: pageSize?.size)
    }

    /// The pipeline: `graph`, the model `setup`, edge pans measured from `surface`.
    func configuration(graph: GraphConfiguration?, surface: Size, setup: ScrollZoomSetup?, explain: Bool = false,
                       everyFrame: Bool = false) -> PipelineConfiguration {
        var binding = ScrollZoomBinding.Configuration()
        if let doubleTap { binding.doubleTapPolicy = doubleTap }
        let frameInterval = TimeSpan(microseconds: Int64((1_000_000 / frameRate).rounded()))
        return PipelineConfiguration(graph: graph, scrollZoom: setup, binding: binding, frameInterval: frameInterval,
                                     explain: explain, everyFrame: everyFrame, surface: surface)
    }
}

/// The pipeline options of the trace commands (`replay`, `render`): input format and surface, plus
/// the recognition and scroll/zoom groups. One definition so both accept exactly the same flags.
struct PipelineOptions: ParsableArguments {
    @Option(help: "Input format (default: detected from the content).")
    var format: TraceFormat?

    @Option(help: "Map a touchscreen's full axis range onto WxH points (as libinput's transformed coordinates).")
    var surface: SizeArgument?

    @OptionGroup var recognition: RecognitionOptions

    @OptionGroup var scrollZoom: ScrollZoomOptions

    /// The recognizer graph (see `RecognitionOptions.graph(recognize:)`).
    func graph(recognize: Bool = true) throws -> GraphConfiguration? { try recognition.graph(recognize: recognize) }

    /// The touch surface of a trace: `--surface`, else the header's.
    func surfaceSize(for header: TraceHeader) -> Size { surface?.size ?? TraceReplay.defaultSurface(for: header) }

    /// The scroll/zoom model for a trace with `header`; nil with `--no-scroll` or when `scroll` is false.
    func scrollZoomSetup(for header: TraceHeader, scroll: Bool = true) -> ScrollZoomSetup? {
        scrollZoom.setup(surface: surfaceSize(for: header), scroll: scroll)
    }

    /// The pipeline for a trace: `graph` from `graph(recognize:)`, the model from `setup`, the
    /// surface from `--surface` or the trace's header.
    func configuration(graph: GraphConfiguration?, header: TraceHeader, setup: ScrollZoomSetup?, explain: Bool = false,
                       everyFrame: Bool = false) -> PipelineConfiguration {
        scrollZoom.configuration(graph: graph, surface: surfaceSize(for: header), setup: setup, explain: explain,
                                 everyFrame: everyFrame)
    }
}
