import GestureInput
import GestureRecognition
import GestureTraces
import ScrollZoom
import ScrollZoomBinding

/// How a `Pipeline` is assembled: which recognizers, which scroll/zoom model, how time is sampled.
public struct PipelineConfiguration: Sendable {
    /// The recognizer graph as data (a preset or a config file); nil recognizes nothing.
    public var graph: GraphConfiguration?
    /// The scroll/zoom model driven by the gestures; nil runs no controller.
    public var scrollZoom: ScrollZoomSetup?
    /// A scene of scroll views driven instead of the single controller (`replay --scene`); when
    /// set, `scrollZoom` is not used.
    public var scene: SceneDescription?
    /// How gestures map onto the controller.
    public var binding: ScrollZoomBinding.Configuration
    /// Controller frame period while it animates. 120 Hz by default (docs/design.md, "Time").
    public var frameInterval: TimeSpan
    /// Report why recognizers failed or were held.
    public var explain: Bool
    /// Report a state snapshot after every controller frame, not only at the end.
    public var everyFrame: Bool
    /// The touch surface (points): edge pans without bounds or a region measure their edges from
    /// it. nil = the scroll/zoom viewport, if any.
    public var surface: Size?
    /// Raise the graph's distance thresholds to the millimetre floors of the raw touch device it
    /// reads (`DeviceThresholds`, `resolvedGraph(devices:)`). On by default; synthetic input (no
    /// evdev description) is never fitted.
    public var fitsThresholdsToDevice: Bool = true
    /// Make libinput's touchpad gestures from a raw touchpad's fingers (`TouchpadGestureStage`,
    /// docs/touchpad-gestures.md): holds, two-finger scrolls, pinches and swipes reach the
    /// touchpad recognizers as they would through libinput, beside the touch frames. On by default.
    public var touchpadGesturesFromFingers: Bool = true

    /// A configuration; every argument has the documented default.
    ///
    /// - Parameters:
    ///   - graph: the recognizers as data; nil starts with an empty graph (add recognizers in code).
    ///   - scrollZoom: the one controller gestures drive; nil runs none.
    ///   - scene: a scene of scroll views driven instead of `scrollZoom`.
    ///   - binding: how gestures map onto the controller.
    ///   - frameInterval: the controller's frame period while it animates.
    ///   - explain: report why recognizers failed or were held.
    ///   - everyFrame: report a state after every controller frame.
    ///   - surface: the touch surface (points); nil = the viewport or the scene's first view.
    public init(graph: GraphConfiguration? = .viewer, scrollZoom: ScrollZoomSetup? = nil,
                scene: SceneDescription? = nil, binding: ScrollZoomBinding.Configuration = .init(),
                frameInterval: TimeSpan = .microseconds(8333),
                explain: Bool = false, everyFrame: Bool = false, surface: Size? = nil) {
        self.graph = graph; self.scrollZoom = scrollZoom; self.scene = scene; self.binding = binding
        self.frameInterval = frameInterval; self.explain = explain; self.everyFrame = everyFrame
        self.surface = surface
    }

    /// What `gesturekit replay` builds for a trace given only `--preset`/`--config` and
    /// `--surface`: `graph`, the touch surface of `header` (`TraceReplay.defaultSurface(for:)`
    /// unless `surface` is given), and a controller whose viewport is that surface
    /// (`ScrollZoomSetup(viewport:)`'s defaults: content twice the viewport, zoom from fit to 4).
    /// With the header's devices (`Pipeline(configuration:devices:)`, which `TraceReplay.run`
    /// passes) the outputs are those of `gesturekit replay --output jsonl`.
    ///
    /// - Parameters:
    ///   - header: the trace's header (devices, surface).
    ///   - graph: the recognizers, `.viewer` as `replay` without `--preset`.
    ///   - surface: the touch surface, as `--surface`; nil = the header's.
    public init(replaying header: TraceHeader, graph: GraphConfiguration? = .viewer, surface: Size? = nil) {
        let size = surface ?? TraceReplay.defaultSurface(for: header)
        self.init(graph: graph, scrollZoom: ScrollZoomSetup(viewport: size), surface: size)
    }

    /// The graph as the pipeline builds it for `devices`: every edge pan that has neither bounds
    /// nor a hit region bounded by the surface (UIScreenEdgePanGestureRecognizer measures from the
    /// screen's edges), and, with `fitsThresholdsToDevice`, the distance thresholds fitted to the
    /// first raw touch device (`DeviceThresholds`; one graph serves every device, and a recording
    /// or a `--raw` session reads one).
    ///
    /// - Parameter devices: the devices known before the first event; the first raw touch device
    ///   among them (one with a physical size) decides the fitted thresholds.
    /// - Returns: the graph with its edge pans bounded and, with `fitsThresholdsToDevice`, its
    ///   thresholds fitted; nil when `graph` is nil.
    public func resolvedGraph(devices: [DeviceInfo]) -> GraphConfiguration? {
        guard var g = graph else { return nil }
        let size = surface ?? scrollZoom?.viewport ?? scene?.views.first?.frame.size
        if let size { g = g.boundingEdgePans(to: Rect(origin: .zero, size: size)) }
        guard fitsThresholdsToDevice else { return g }
        for device in devices {
            guard let thresholds = DeviceThresholds.forKind(device.kind),
                  let scale = device.pointsPerMillimetre(surface: size) else { continue }
            return g.fitted(to: thresholds, pointsPerMillimetre: scale)
        }
        return g
    }
}

/// The scroll/zoom model a pipeline drives: viewport, content and zoom limits.
public struct ScrollZoomSetup: Hashable, Sendable {
    /// Visible area (points), usually the touch surface.
    public var viewport: Size
    /// Content size at zoom 1 (points).
    public var content: Size
    /// Smallest zoom; nil = fit the content in the viewport (and never above 1).
    public var minimumZoom: Double?
    /// Largest zoom.
    public var maximumZoom: Double
    /// Snap to pages on release.
    public var paging: Bool
    /// Page size (points); nil = the viewport.
    public var pageSize: Size?
    /// Centre content smaller than the viewport (as photo viewers centre a small image).
    public var centersContent: Bool

    /// The default model for a surface: content 2× the viewport, zoom from fit to 4.
    ///
    /// - Parameters:
    ///   - viewport: the visible area in points, usually the touch surface.
    ///   - content: the content size at zoom 1 in points; nil makes it twice the viewport.
    ///   - minimumZoom: the smallest zoom; nil fits the whole content in the viewport (`fitZoom`).
    ///   - maximumZoom: the largest zoom.
    ///   - paging: snap to pages when a drag is released (UIKit's `isPagingEnabled`).
    ///   - pageSize: the page size in points when paging; nil uses the viewport.
    ///   - centersContent: centre content smaller than the viewport, as photo viewers centre a
    ///     small image.
    public init(viewport: Size, content: Size? = nil, minimumZoom: Double? = nil, maximumZoom: Double = 4,
                paging: Bool = false, pageSize: Size? = nil, centersContent: Bool = true) {
        self.viewport = viewport
        self.content = content ?? viewport * 2
        self.minimumZoom = minimumZoom; self.maximumZoom = maximumZoom
        self.paging = paging; self.pageSize = pageSize; self.centersContent = centersContent
    }

    /// The zoom at which the whole content fits the viewport, capped at 1 and at least the
    /// smallest zoom limit the controller accepts (`ScrollZoomController.zoomScaleRange`), so a
    /// default minimum is never itself invalid.
    public var fitZoom: Double {
        guard content.width > 0, content.height > 0 else { return 1 }
        let fit = min(1, viewport.width / content.width, viewport.height / content.height)
        return max(fit, ScrollZoomController.zoomScaleRange.lowerBound)
    }

    /// Builds the controller at `time`; throws `ScrollZoomError` naming the invalid argument
    /// (`viewportSize`, `contentSize`, `minimumZoomScale`, `maximumZoomScale`, `pageSize`) and its
    /// allowed range.
    ///
    /// - Parameter time: the controller's time origin, in event time.
    /// - Returns: a controller at rest at zoom 1 (or at the minimum zoom when that is larger).
    /// - Throws: `ScrollZoomError` for a size or zoom limit out of range.
    public func makeController(at time: Timestamp) throws -> ScrollZoomController {
        let minimum = minimumZoom ?? fitZoom
        var controller = try ScrollZoomController(
            viewportSize: viewport, contentSize: content, zoomScale: max(1, minimum),
            minimumZoomScale: minimum, maximumZoomScale: maximumZoom, centersContent: centersContent, time: time)
        controller.isPagingEnabled = paging
        if let pageSize { try controller.setPageSize(pageSize) }
        return controller
    }
}
