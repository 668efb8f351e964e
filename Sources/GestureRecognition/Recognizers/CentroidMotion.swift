import Foundation
import GestureInput

/// Cumulative motion of the centroid of a changing set of touches, for the pan-like recognizers
/// (`PanRecognizer`, `EdgePanRecognizer`, `SwipeRecognizer`).
///
/// Each frame contributes the move of the centroid of the touches that were down before it and
/// are in it (moved, stationary or lifting at their last position); touches landing in the frame
/// only re-base the centroid for the next frame. So a finger landing or lifting never makes the
/// translation jump — the behaviour of UIKit's `UIPanGestureRecognizer` and Flutter's
/// `ScaleGestureRecognizer` focal point. Velocity comes from a `VelocityTracker` fed with the
/// cumulative translation at frame times (event timestamps only), one sample per frame with a
/// touch down (moved or not) and at a lift that moved.
///
/// Touches from another device than the first one, and touches landing beyond `maximumTouches`,
/// are ignored (`RecognizerContext.ignore`) in the frame they land and so never count. A touch
/// that lands and lifts within one report (`TouchFrame.landed(_:)`) counts as landing, never as moving.
struct CentroidMotion {
    /// Sum of the per-frame centroid moves since the first touch landed (points).
    private(set) var translation: Vector = .zero
    /// Centroid of the touches down after the last frame, or of the last ones at their lift (points).
    private(set) var centroid: Point = .zero
    /// Touches down after the last frame.
    private(set) var activeCount = 0
    /// Touches in the last frame, including those that lifted or were cancelled in it.
    private(set) var frameCount = 0
    /// True when a touch lifted in the last frame.
    private(set) var lifted = false
    /// True when a touch was cancelled in the last frame.
    private(set) var cancelled = false
    /// True when the last frame moved the centroid or changed the touch count.
    private(set) var changed = false
    /// The device the touches are on (that of the first frame).
    private(set) var device: DeviceID?
    /// Velocity of the cumulative translation (pt/s).
    private(set) var tracker = VelocityTracker()

    /// Folds in one frame. Touches that land beyond `maximumTouches` or on another device are
    /// ignored through `context`; touches must come in landing order (as `TouchFrame` has them).
    mutating func update(with frame: TouchFrame, maximumTouches: Int?, context: inout RecognizerContext) {
        let first = device == nil
        if first { device = frame.device }
        let limit = frame.device == device ? (maximumTouches ?? Int.max) : 0
        var persisting = Vector.zero, persistingCount = 0
        var active = Vector.zero, count = 0, inFrame = 0
        lifted = false
        cancelled = false
        frame.forEachTouch(admittingAtMost: limit) { touch, admission in
            switch admission {
            case .excess:
                context.ignore(touch.id)
                return
            case .landing:
                break
            case .persisting:
                persisting += touch.location - .zero
                persistingCount += 1
            }
            inFrame += 1
            switch touch.phase {
            case .began, .moved, .stationary:
                active += touch.location - .zero
                count += 1
            case .ended:
                lifted = true
            case .cancelled:
                cancelled = true
            }
        }
        guard inFrame > 0 else { changed = false; return }
        var delta = Vector.zero
        if persistingCount > 0, activeCount > 0 {
            delta = (Point.zero + persisting / Double(persistingCount)) - centroid
        }
        translation += delta
        changed = delta != .zero || count != activeCount
        if count > 0 {
            centroid = .zero + active / Double(count)
        } else if persistingCount > 0 {
            centroid = .zero + persisting / Double(persistingCount)
        }
        activeCount = count
        frameCount = inFrame
        // Every frame with a touch still down is a sample, moved or not (Flutter, Android): a finger
        // that rests before lifting is released at the fit of its rest, not of its last move. The
        // lift itself adds no sample unless it moved (Flutter and Android skip the up position).
        if first || count > 0 || delta != .zero { tracker.add(.zero + translation, at: frame.time) }
    }

    /// The velocity at the newest sample (pt/s).
    var velocity: Vector { tracker.velocity }

    /// The velocity to hand on at a lift at `time`: zero when the last movement is older than
    /// `VelocityTracker.maximumGap` (40 ms; Flutter, Android).
    func releaseVelocity(at time: Timestamp) -> Vector { tracker.releaseVelocity(at: time) }
}

/// How a recognizer that uses at most some number of touches takes one touch of a frame.
enum TouchAdmission {
    /// It was down before this frame: always kept.
    case persisting
    /// It lands in this frame and is kept (there was room).
    case landing
    /// It lands in this frame beyond the limit: never kept.
    case excess
}

extension TouchFrame {
    /// The admission rule, in one place: every touch that was down before this frame is kept,
    /// and the touches landing in it are kept while fewer than `limit` are (landing order).
    /// Calls `body` with each touch, in frame order, and how it is taken.
    func forEachTouch(admittingAtMost limit: Int, _ body: (Touch, TouchAdmission) -> Void) {
        var existing = 0
        for touch in touches where !landed(touch) { existing += 1 }
        var admissions = max(0, limit - existing)
        for touch in touches {
            guard landed(touch) else { body(touch, .persisting); continue }
            if admissions > 0 {
                admissions -= 1
                body(touch, .landing)
            } else {
                body(touch, .excess)
            }
        }
    }

    /// Calls `body` with the touches a recognizer that uses at most `limit` touches keeps.
    /// Pair with `ignoreExcess(limit:context:)`.
    func forEachAdmitted(limit: Int, _ body: (Touch) -> Void) {
        forEachTouch(admittingAtMost: limit) { touch, admission in
            if admission != .excess { body(touch) }
        }
    }

    /// Asks the graph to stop tracking the touches landing in this frame that `forEachAdmitted`
    /// leaves out, so they never appear again.
    func ignoreExcess(limit: Int, context: inout RecognizerContext) {
        forEachTouch(admittingAtMost: limit) { touch, admission in
            if admission == .excess { context.ignore(touch.id) }
        }
    }
}

extension SwipeDirection {
    /// The unit vector of this direction on screen (y grows downward, so `.down` is +y).
    var unitVector: Vector {
        switch self {
        case .right: Vector(dx: 1, dy: 0)
        case .left: Vector(dx: -1, dy: 0)
        case .up: Vector(dx: 0, dy: -1)
        case .down: Vector(dx: 0, dy: 1)
        }
    }

    /// The angle between `vector` and this direction (radians, 0…π); π for a zero vector.
    func angle(to vector: Vector) -> Double {
        let length = vector.length
        guard length > 0 else { return .pi }
        let u = unitVector
        let cosine = (vector.dx * u.dx + vector.dy * u.dy) / length
        return acos(min(1, max(-1, cosine)))
    }

    /// The length of `vector` along this direction (points; negative when against it).
    func component(of vector: Vector) -> Double {
        let u = unitVector
        return vector.dx * u.dx + vector.dy * u.dy
    }
}
