import GestureInput

/// One of the two scrolling axes, to write a per-axis rule once.
enum Axis: CaseIterable, Sendable {
    case horizontal
    case vertical
}

extension Point {
    /// The coordinate along `axis` (pt).
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }
}

extension Vector {
    /// The component along `axis` (pt or pt/s).
    subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? dx : dy }
        set { if axis == .horizontal { dx = newValue } else { dy = newValue } }
    }
}
