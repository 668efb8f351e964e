import ArgumentParser
import GestureKit

/// Which recognizers run: a preset or a configuration file. Shared by `replay`, `render`, `listen`.
struct RecognitionOptions: ParsableArguments {
    @Option(help: "Recognizer preset: viewer (the default), pager or kiosk.")
    var preset: String?

    @Option(help: "Recognizer graph configuration file (JSON or YAML, docs/recognition.md); replaces --preset.")
    var config: String?

    @Flag(help: """
        Do not make libinput's touchpad gestures (hold, two-finger scroll, pinch, swipe) from a raw \
        touchpad's fingers (docs/touchpad-gestures.md).
        """)
    var noTouchpadGestures = false

    /// `pipeline` with the touchpad gesture stage as the flags ask.
    func applied(to pipeline: PipelineConfiguration) -> PipelineConfiguration {
        var p = pipeline
        p.touchpadGesturesFromFingers = !noTouchpadGestures
        return p
    }

    func validate() throws {
        if config != nil, preset != nil { throw ValidationError("--config and --preset exclude each other") }
        if let preset, GraphConfiguration.preset(named: preset) == nil {
            let hint =
                Spelling.closest(to: preset, among: GraphConfiguration.presetNames).map { "did you mean '\($0)'? " }
                ?? ""
            throw ValidationError("""
                unknown preset '\(preset)'; \(hint)expected one of \
                \(GraphConfiguration.presetNames.joined(separator: ", "))
                """)
        }
    }

    /// The options given that choose recognizers (for commands that recognize nothing).
    var given: [String] { (preset.map { _ in ["--preset"] } ?? []) + (config.map { _ in ["--config"] } ?? []) }

    /// The recognizer graph: the config file if given, else the preset; nil when recognizing nothing.
    func graph(recognize: Bool = true) throws -> GraphConfiguration? {
        guard recognize else { return nil }
        if let config { return try ConfigurationFile.load(path: config) }
        return GraphConfiguration.preset(named: preset ?? "viewer")
    }
}

/// The scroll/zoom model and its frame rate. Shared by `replay`, `render`, `listen`.
struct ScrollZoomOptions: ParsableArguments {
    @Flag(help: "Do not run the scroll/zoom controller.")
    var noScroll = false

    @Option(
        help: ArgumentHelp("Viewport size WxH (default: the touch surface).", valueName: "WxH"),
        transform: SizeArgument.parse)
    var viewport: SizeArgument?

    @Option(
        help: ArgumentHelp("Content size WxH at zoom 1 (default: twice the viewport).", valueName: "WxH"),
        transform: SizeArgument.parse)
    var content: SizeArgument?

    @Option(help: "Minimum zoom (default: fit the content, at most 1).")
    var minZoom: Double?

    @Option(help: "Maximum zoom (default 4).")
    var maxZoom: Double?

    @Flag(help: "Enable paging.")
    var paging = false

    @Option(
        help: ArgumentHelp("Page size WxH (default: the viewport).", valueName: "WxH"),
        transform: SizeArgument.parse)
    var pageSize: SizeArgument?

    @Option(help: "Double-tap zoom policy: \(DoubleTapZoomPolicy.allCases.map(\.rawValue).joined(separator: ", ")).")
    var doubleTap: DoubleTapZoomPolicy?

    @Option(help: "Controller frame rate (Hz) while animating (default 120).")
    var frameRate: Double?

    /// The zoom limit without `--max-zoom` (a photo viewer's usual 4×).
    static let defaultMaximumZoom = 4.0
    /// Frames per second without `--frame-rate` (docs/design.md, "Time": replay ticks at 120 Hz).
    static let defaultFrameRate = 120.0

    var maximumZoom: Double { maxZoom ?? Self.defaultMaximumZoom }

    func validate() throws {
        let rate = frameRate ?? Self.defaultFrameRate
        guard rate.isFinite, rate >= 1, rate <= 10_000 else {
            throw ValidationError("--frame-rate must be between 1 and 10000 Hz, got \(rate)")
        }
        guard maximumZoom.isFinite, maximumZoom > 0 else {
            throw ValidationError("--max-zoom must be a positive number, got \(maximumZoom)")
        }
        if let minZoom, !(minZoom.isFinite && minZoom > 0 && minZoom <= maximumZoom) {
            throw ValidationError("--min-zoom must be positive and at most --max-zoom (\(maximumZoom)), got \(minZoom)")
        }
        if pageSize != nil, !paging {
            // As a scene file refuses `pageSize` without `paging: true`.
            throw ValidationError("--page-size has no effect without --paging")
        }
        if noScroll, let first = given.first {
            throw ValidationError("--no-scroll turns the scroll/zoom model off: \(first) would have no effect")
        }
    }

    /// The options given that tune the model (each contradicts `--no-scroll`).
    var given: [String] {
        var names = modelGiven
        if doubleTap != nil { names.append("--double-tap") }
        if frameRate != nil { names.append("--frame-rate") }
        return names
    }

    /// The options given that declare the one controller's geometry and zoom (each contradicts a
    /// scene file, which declares them per view).
    var modelGiven: [String] {
        var names: [String] = []
        if viewport != nil { names.append("--viewport") }
        if content != nil { names.append("--content") }
        if minZoom != nil { names.append("--min-zoom") }
        if maxZoom != nil { names.append("--max-zoom") }
        if paging { names.append("--paging") }
        if pageSize != nil { names.append("--page-size") }
        return names
    }

    /// The model for a touch surface of `surface` points; nil with `--no-scroll` or when `scroll` is false.
    func setup(surface: Size, scroll: Bool = true) -> ScrollZoomSetup? {
        guard scroll, !noScroll else { return nil }
        return ScrollZoomSetup(viewport: viewport?.size ?? surface, content: content?.size, minimumZoom: minZoom,
                               maximumZoom: maximumZoom, paging: paging, pageSize: pageSize?.size)
    }

    /// The pipeline: `graph`, the model `setup`, edge pans measured from `surface`.
    func configuration(graph: GraphConfiguration?, surface: Size, setup: ScrollZoomSetup?, explain: Bool = false,
                       everyFrame: Bool = false) -> PipelineConfiguration {
        var binding = ScrollZoomBinding.Configuration()
        if let doubleTap { binding.doubleTapPolicy = doubleTap }
        let frameInterval = TimeSpan(
            microseconds: .saturating((1_000_000 / (frameRate ?? Self.defaultFrameRate)).rounded()))
        return PipelineConfiguration(graph: graph, scrollZoom: setup, binding: binding, frameInterval: frameInterval,
                                     explain: explain, everyFrame: everyFrame, surface: surface)
    }
}

/// The pipeline options of the trace commands (`replay`, `render`): input format and surface, plus
/// the recognition and scroll/zoom groups. One definition so both accept exactly the same flags.
struct PipelineOptions: ParsableArguments {
    @Option(help: "Input format (default: detected from the content).")
    var format: TraceFormat?

    @Option(
        help: ArgumentHelp(
            "Map a touchscreen's full axis range onto WxH points (as libinput's transformed coordinates).",
            valueName: "WxH"),
        transform: SizeArgument.parse)
    var surface: SizeArgument?

    @OptionGroup var device: DeviceSizeOption

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

    /// `error` in the words of the command line: a controller field out of range is named by the
    /// flag that set it (`--max-zoom: 1e+20 is too large …`, not `maximumZoomScale`), or by the flag
    /// it defaulted from (the viewport is the surface unless `--viewport` is given). Other errors
    /// are returned as they are.
    func namingFlags(_ error: any Error) -> any Error {
        guard let error = error as? ScrollZoomError else { return error }
        let field = error.argument.split(separator: ".").first.map(String.init) ?? error.argument
        let options = scrollZoom
        let viewportFlag = options.viewport != nil ? "--viewport"
            : surface != nil ? "--surface" : device.deviceSize != nil ? "--device-size" : nil
        let flag: String?
        switch field {
        case "minimumZoomScale": flag = options.minZoom != nil ? "--min-zoom" : nil
        case "maximumZoomScale": flag = "--max-zoom"
        case "viewportSize": flag = viewportFlag
        case "contentSize": flag = options.content != nil ? "--content" : viewportFlag
        case "pageSize": flag = options.pageSize != nil ? "--page-size" : viewportFlag
        default: flag = nil
        }
        guard let flag else { return error }
        return CLIError(message: "\(flag): \(error.reason)")
    }

    /// The pipeline for a trace: `graph` from `graph(recognize:)`, the model from `setup`, the
    /// surface from `--surface` or the trace's header.
    func configuration(graph: GraphConfiguration?, header: TraceHeader, setup: ScrollZoomSetup?, explain: Bool = false,
                       everyFrame: Bool = false) -> PipelineConfiguration {
        recognition.applied(to: scrollZoom.configuration(graph: graph, surface: surfaceSize(for: header), setup: setup,
                                                         explain: explain, everyFrame: everyFrame))
    }
}
