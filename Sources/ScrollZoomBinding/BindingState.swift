/// Where the binding stands with drags and pinches, each case carrying its data: it decides which
/// drag and zoom events reach the controller, so the binding never reads the controller's flags
/// to route them. It changes only through `handle(_:)`. Diagram (kept in step):
/// `docs/scroll-zoom.md`, "Binding states"; `BindingStateTests` walks every (state, event) pair.
///
/// Every pair is legal: events of different recognizers (a pan and a pinch, two pinches from two
/// devices) interleave in any order, and the table says what each does in each state.
public enum BindingState: Hashable, Sendable {
    /// No drag or pinch of the binding's is running.
    case idle
    /// A pan or finger scroll drags the content (the controller is dragging).
    case dragging
    /// A pinch zooms. `startScale`: the zoom scale when it began (its events' `scale` is relative
    /// to it). `ignoringDrag`: a drag that was running when it began, or began during it, is taken
    /// over — the focal point carries the motion, so that drag's events are ignored.
    case zooming(startScale: Double, ignoringDrag: Bool)
    /// A pinch ended: the drag it may have taken over stays ignored until a new drag begins (its
    /// lift must not fling what the pinch already placed).
    case ignoringDrag

    /// What the binding saw, as far as routing goes: a drag or zoom gesture's `began`, `changed`,
    /// `ended` / `cancelled`.
    public enum Event: Hashable, Sendable {
        /// A drag (pan, finger scroll) began.
        case dragBegan
        /// A drag moved.
        case dragChanged
        /// A drag ended or was cancelled.
        case dragEnded
        /// A pinch began while the controller's zoom scale is `currentScale`.
        case zoomBegan(currentScale: Double)
        /// A pinch changed its scale or focal point.
        case zoomChanged
        /// A pinch ended or was cancelled.
        case zoomEnded
    }

    /// Where an event goes.
    public enum Route: Hashable, Sendable {
        /// Nowhere: the controller does not hear it.
        case ignore
        /// To the controller's drag (`beginDrag`, `drag(translation:)`, `endDrag`).
        case drag
        /// To the controller's zoom (`beginZoom`, `zoom(scale: startScale × scale)`, `endZoom`).
        case zoom(startScale: Double)
    }

    /// Takes `event` and says where it goes.
    ///
    /// - Parameter event: what happened to a drag or a pinch.
    /// - Returns: where the event goes: nowhere, to the controller's drag or to its zoom.
    public mutating func handle(_ event: Event) -> Route {
        switch (self, event) {
        case (.idle, .dragBegan), (.dragging, .dragBegan), (.ignoringDrag, .dragBegan):
            self = .dragging
            return .drag
        case (.idle, .dragChanged), (.idle, .dragEnded), (.dragging, .dragChanged):
            return .drag
        case (.dragging, .dragEnded):
            self = .idle
            return .drag
        case (.ignoringDrag, .dragChanged), (.ignoringDrag, .dragEnded):
            return .ignore

        case (.idle, .zoomBegan(let scale)):
            self = .zooming(startScale: scale, ignoringDrag: false)
            return .zoom(startScale: scale)
        case (.dragging, .zoomBegan(let scale)), (.ignoringDrag, .zoomBegan(let scale)):
            self = .zooming(startScale: scale, ignoringDrag: true)
            return .zoom(startScale: scale)
        case (.idle, .zoomChanged), (.idle, .zoomEnded), (.dragging, .zoomChanged), (.dragging, .zoomEnded),
             (.ignoringDrag, .zoomChanged), (.ignoringDrag, .zoomEnded):
            return .ignore

        case (.zooming(let start, _), .dragBegan):
            self = .zooming(startScale: start, ignoringDrag: true)
            return .ignore
        case (.zooming(_, let ignoring), .dragChanged), (.zooming(_, let ignoring), .dragEnded):
            return ignoring ? .ignore : .drag
        case (.zooming(_, let ignoring), .zoomBegan(let scale)):
            // A second pinch (another device) restarts the scale; the controller's zoom goes on.
            self = .zooming(startScale: scale, ignoringDrag: ignoring)
            return .zoom(startScale: scale)
        case (.zooming(let start, _), .zoomChanged):
            return .zoom(startScale: start)
        case (.zooming(let start, _), .zoomEnded):
            self = .ignoringDrag
            return .zoom(startScale: start)
        }
    }
}
