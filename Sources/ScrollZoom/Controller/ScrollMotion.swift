import GestureInput

/// What moves the controller right now: the state of its state machine. Each case carries the
/// data it needs; the flags (`isTracking`, `isDragging`, …) are derived from it (through its
/// `phase`, which the controller keeps beside it), never stored on their own.
///
/// Diagram: docs/scroll-zoom.md ("Controller states").
enum ScrollMotion: Sendable {
    /// At rest.
    case idle
    /// A touch is down but not dragging (it stopped a fling): UIKit `isTracking` only.
    case touching
    /// The finger drags the content.
    case dragging(DragSession)
    /// A fling, bounce back or page snap runs on event time.
    case decelerating(Fling)
    /// A pinch zooms around its focal point.
    case zooming(PinchSession)
    /// After a pinch: scale and offset spring back into range.
    case zoomBouncing(ZoomTransition)
    /// An animated programmatic change.
    case animating(ZoomTransition, AnimationPurpose)
}

extension ScrollMotion {
    /// The case of a `ScrollMotion` without its data (and, for a pinch, whether it also drags):
    /// what the flags and the per-frame checks read. Reading the case of the 256-byte enum itself
    /// copies it whole first (a `memcpy` call per flag); the controller keeps its motion's phase
    /// beside it (`ScrollZoomController.phase`, set whenever `motion` is).
    enum Phase: Equatable, Sendable {
        /// `idle`.
        case idle
        /// `touching`.
        case touching
        /// `dragging`.
        case dragging
        /// `decelerating`.
        case decelerating
        /// `zooming`, and whether that pinch also drags (`PinchSession.isDragging`).
        case zooming(isDragging: Bool)
        /// `zoomBouncing`.
        case zoomBouncing
        /// `animating`.
        case animating

        /// The motion runs on event time by itself (a fling, a bounce, an animation), so
        /// `advance(to:)` has work and `nextIdleTime` an end; the others wait for a touch or a call.
        var animates: Bool {
            switch self {
            case .decelerating, .zoomBouncing, .animating: true
            case .idle, .touching, .dragging, .zooming: false
            }
        }
    }

    /// Its phase.
    var phase: Phase {
        switch self {
        case .idle: .idle
        case .touching: .touching
        case .dragging: .dragging
        case .decelerating: .decelerating
        case .zooming(let pinch): .zooming(isDragging: pinch.isDragging)
        case .zoomBouncing: .zoomBouncing
        case .animating: .animating
        }
    }
}

/// Why a programmatic animation runs: decides the events at its end.
enum AnimationPurpose: Sendable {
    /// `setContentOffset(_:animated:)`, `scrollRectToVisible`: ends with `didEndScrollingAnimation`.
    case scroll
    /// A zoom change: ends with `didEndZooming` and `didEndScrollingAnimation`.
    case zoom
    /// `scrollToTop(animated:)`: ends with `didEndScrollingAnimation` and `didScrollToTop`.
    case scrollToTop
}

/// A drag in progress.
struct DragSession: Sendable {
    /// The unconstrained offset at zero translation (pt): offset = anchor − translation, then rubber band.
    var anchor: Point
    /// The finger's cumulative translation (pt).
    var translation: Vector
    /// The page the drag started on, per axis (paging moves at most one page from it).
    var startPage: (x: Int, y: Int)
}

/// A pinch in progress.
struct PinchSession: Sendable {
    /// The unzoomed content point under the focal point when the pinch began (pt).
    var contentPoint: Point
    /// The focal point in the viewport (pt).
    var focal: Point
    /// The pinch also drags (a pan began before it); its end still owes drag events.
    var isDragging: Bool
    /// The page the drag started on, per axis.
    var startPage: (x: Int, y: Int)
}

/// How one axis moves after a release.
enum AxisMotion: Sendable {
    /// Stays put.
    case fixed(Double)
    /// Decelerates (bouncing at an edge).
    case fling(BoundedFling)
    /// Springs to a target (page snap, bounce back, adjusted target out of bounds).
    case spring(Spring)

    /// Position at `t` seconds (pt).
    func position(at t: Double) -> Double {
        switch self {
        case .fixed(let x): x
        case .fling(let f): f.position(at: t)
        case .spring(let s): s.position(at: t)
        }
    }

    /// Where it ends (pt).
    var destination: Double {
        switch self {
        case .fixed(let x): x
        case .fling(let f): f.destination
        case .spring(let s): s.destination
        }
    }

    /// Seconds until it stops.
    var duration: Double {
        switch self {
        case .fixed: 0
        case .fling(let f): f.duration
        case .spring(let s): s.duration
        }
    }
}

/// A two-axis motion started at `start`: both axes are pure functions of the time since then.
struct Fling: Sendable {
    /// When the release happened.
    var start: Timestamp
    /// Horizontal motion.
    var x: AxisMotion
    /// Vertical motion.
    var y: AxisMotion
    /// When both axes have stopped.
    var end: Timestamp

    init(start: Timestamp, x: AxisMotion, y: AxisMotion) {
        self.start = start
        self.x = x
        self.y = y
        end = start.advanced(bySeconds: Swift.max(x.duration, y.duration))
    }

    /// Offset `t` seconds after the start (pt).
    func offset(at t: Double) -> Point { Point(x: x.position(at: t), y: y.position(at: t)) }
    /// Final offset (pt).
    var destination: Point { Point(x: x.destination, y: y.destination) }
}

/// A change of scale and offset together, both interpolated by one progress value: offset and
/// scale move linearly in the progress, which is a zoom about one fixed viewport point (a
/// homothety) — so a zoom that keeps a focal point keeps it for every frame, with no drift.
struct ZoomTransition: Sendable {
    /// How the progress runs from 0 to 1.
    enum Progress: Sendable {
        /// Critically damped spring from 0 to 1 (zoom bounce).
        case spring(Spring)
        /// Ease-in-out over a fixed time (programmatic animations).
        case timed(TimingCurve)
    }

    var start: Timestamp
    var end: Timestamp
    var fromOffset: Point
    var toOffset: Point
    var fromScale: Double
    var toScale: Double
    var progress: Progress

    init(start: Timestamp, fromOffset: Point, toOffset: Point, fromScale: Double, toScale: Double, progress: Progress) {
        self.start = start
        self.fromOffset = fromOffset
        self.toOffset = toOffset
        self.fromScale = fromScale
        self.toScale = toScale
        self.progress = progress
        let duration = switch progress {
        case .spring(let s): s.duration
        case .timed(let c): c.duration
        }
        end = start.advanced(bySeconds: duration)
    }

    /// Progress 0…1 `t` seconds after the start.
    func fraction(at t: Double) -> Double {
        switch progress {
        case .spring(let s): s.position(at: t)
        case .timed(let c): c.progress(at: t)
        }
    }

    /// Offset and scale `t` seconds after the start.
    func state(at t: Double) -> (offset: Point, scale: Double) {
        let u = fraction(at: t)
        return (Point(x: fromOffset.x + (toOffset.x - fromOffset.x) * u,
                      y: fromOffset.y + (toOffset.y - fromOffset.y) * u),
                fromScale + (toScale - fromScale) * u)
    }
}
