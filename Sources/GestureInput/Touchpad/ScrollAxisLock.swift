/// Which axes a two-finger scroll moves, as libinput locks them
/// (`tp_gesture_apply_scroll_constraints` in `src/evdev-mt-touchpad-gestures.c`): a scroll that
/// keeps to one axis for 100 ms moves only along it; one that goes diagonal far enough, or keeps
/// to both axes, moves freely for the rest of the gesture. Until an axis is locked, the motion's
/// slope decides each step alone.
public struct ScrollAxisLock: Hashable, Sendable {
    /// Recent motion (mm), older reports fading out.
    private var vector = Vector.zero
    /// Time spent moving mostly along each axis, up to `activeThreshold`.
    private var horizontalTime = TimeSpan.zero, verticalTime = TimeSpan.zero
    /// The axes the scroll moves along; both = free scrolling.
    public private(set) var horizontal = false, vertical = false
    /// The previous step's time.
    private var previous: Timestamp?

    /// An axis becomes the scroll's after this long along it (`ACTIVE_THRESHOLD`).
    static let activeThreshold = TimeSpan.milliseconds(100)
    /// The other axis is dropped when it had less than this (`INACTIVE_THRESHOLD`).
    static let inactiveThreshold = TimeSpan.milliseconds(50)
    /// Steps further apart than this do not add up (`EVENT_TIMEOUT`).
    static let eventTimeout = TimeSpan.milliseconds(100)
    /// Slopes |dy/dx| of 75°, 60°, 30° and 15° (libinput's `DEGREE_75` …).
    static let degree75 = 3.73, degree60 = 1.73, degree30 = 0.57, degree15 = 0.27
    /// Recent motion shorter than this (mm) says nothing of the direction (`MIN_VECTOR`).
    static let minimumVector = 0.15
    /// Recent diagonal motion longer than this (mm) frees both axes.
    static let diagonalVector = 5.0

    /// A scroll that has not moved.
    public init() {}

    /// The part of `motion` (mm, this step's) the scroll moves at `time`.
    ///
    /// - Parameters:
    ///   - motion: this step's finger motion, in millimetres.
    ///   - time: when the step happened; steps more than 100 ms apart (or out of order) do not add up.
    /// - Returns: `motion` with the axes the scroll is not locked to zeroed; all of it once both are free.
    public mutating func constrain(_ motion: Vector, at time: Timestamp) -> Vector {
        if horizontal && vertical { return motion }
        var step = previous.map { time - $0 } ?? .zero
        if step > Self.eventTimeout || step < .zero { step = .zero }
        previous = time
        // Older motion fades: a two-part linear stand-in for 0.97^ms.
        let t = Double(step.microseconds), timeout = Double(Self.eventTimeout.microseconds)
        let recent = (timeout / 2 - t) / (timeout / 2), later = (timeout - t) / (timeout * 2)
        let decay = step > .zero ? (t <= 0.33 * timeout ? recent : later) : 0
        vector = vector * decay + motion
        let length = vector.length
        let slope = vector.dx != 0 ? abs(vector.dy / vector.dx) : .infinity
        if slope >= Self.degree30 && length > Self.minimumVector {
            verticalTime = min(verticalTime + step, Self.activeThreshold)
            if slope >= Self.degree75 { horizontalTime = max(horizontalTime - step, .zero) }
        }
        if slope < Self.degree60 && length > Self.minimumVector {
            horizontalTime = min(horizontalTime + step, Self.activeThreshold)
            if slope < Self.degree15 { verticalTime = max(verticalTime - step, .zero) }
        }
        if horizontalTime == Self.activeThreshold {
            horizontal = true
            if verticalTime < Self.inactiveThreshold { vertical = false }
        }
        if verticalTime == Self.activeThreshold {
            vertical = true
            if horizontalTime < Self.inactiveThreshold { horizontal = false }
        }
        if length > Self.diagonalVector && slope < Self.degree60 && slope >= Self.degree30 {
            horizontal = true; vertical = true
        }
        var out = motion
        switch (horizontal, vertical) {
        case (false, true): out.dx = 0
        case (true, false): out.dy = 0
        case (false, false):
            if slope >= Self.degree60 { out.dx = 0 }
            if slope < Self.degree30 { out.dy = 0 }
        case (true, true): break
        }
        return out
    }
}
