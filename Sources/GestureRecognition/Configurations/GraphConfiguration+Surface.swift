import GestureInput

extension GraphConfiguration {
    /// The configuration with `surface` (points) as the `bounds` of every edge pan that has neither
    /// `bounds` nor a hit `region`, so that its edges are the surface's edges, as
    /// `EdgePanConfiguration.bounds` documents. Without bounds an edge pan cannot tell where an
    /// edge is and fails every touch; whoever knows the surface (a replay knows the trace's, a
    /// live source the device's) applies this before building the graph.
    ///
    /// - Parameter surface: the touch surface, in points.
    /// - Returns: the configuration with those edge pans bounded; the others unchanged.
    public func boundingEdgePans(to surface: Rect) -> GraphConfiguration {
        var c = self
        for i in c.recognizers.indices where c.recognizers[i].region == nil {
            if case .edgePan(var edgePan) = c.recognizers[i].configuration, edgePan.bounds == nil {
                edgePan.bounds = surface
                c.recognizers[i].configuration = .edgePan(edgePan)
            }
        }
        return c
    }
}
