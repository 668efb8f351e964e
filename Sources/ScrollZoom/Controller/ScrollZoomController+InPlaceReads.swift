import GestureInput

/// Reads for a caller in this package that holds the controller mutably on every frame (the
/// pipeline): the same values as `state`, `nextIdleTime` and `now`, and they change nothing. They
/// are `mutating` because reading a computed property of a stored controller from another module
/// copies the whole controller (465 bytes, a `memcpy` call) first; a mutating call works on it in
/// place. `package`, not public API: a workaround for the pipeline, not something to offer users.
extension ScrollZoomController {
    /// `state`, read in place.
    package mutating func stateInPlace() -> ScrollZoomState { state }
    /// `nextIdleTime`, read in place.
    package mutating func nextIdleTimeInPlace() -> Timestamp? { nextIdleTime }
    /// `now`, read in place.
    package mutating func nowInPlace() -> Timestamp { now }
}
