import GestureInput

/// Reads for a caller that holds the controller mutably on every frame (the pipeline): the same
/// values as `state`, `nextIdleTime` and `now`, and they change nothing. They are `mutating`
/// because reading a computed property of a stored controller from another module copies the
/// whole controller (465 bytes, a `memcpy` call) first; a mutating call works on it in place.
extension ScrollZoomController {
    /// `state`, read in place.
    public mutating func stateInPlace() -> ScrollZoomState { state }
    /// `nextIdleTime`, read in place.
    public mutating func nextIdleTimeInPlace() -> Timestamp? { nextIdleTime }
    /// `now`, read in place.
    public mutating func nowInPlace() -> Timestamp { now }
}
