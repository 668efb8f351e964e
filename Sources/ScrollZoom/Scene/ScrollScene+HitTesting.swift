import GestureInput

/// Which views a point touches, and points and distances converted between the surface and a
/// view's viewport through every ancestor's content offset and zoom.
extension ScrollScene {
    /// The touchable area of view `index` in its parent's content coordinates (pt): the frame
    /// grown by the hit outset.
    func hitArea(_ index: Int) -> Rect {
        let node = nodes[index]
        let outset = node.hitOutset
        return Rect(x: node.frame.minX - outset.left, y: node.frame.minY - outset.top,
                    width: node.frame.width + outset.left + outset.right,
                    height: node.frame.height + outset.top + outset.bottom)
    }

    /// The views under surface point `point`, outermost first: at each level the front-most
    /// view whose hit area contains the point, then its children, down to the deepest.
    func hitPath(at point: Point) -> [Int] {
        var path: [Int] = []
        var candidates = roots
        var p = point
        while let hit = candidates.last(where: { hitArea($0).contains(p) }) {
            path.append(hit)
            p = controllers[hit].contentPoint(atViewportPoint: p - vector(to: nodes[hit].frame.origin))
            candidates = nodes[hit].children
        }
        return path
    }

    /// The names of the views under surface point `point`, outermost first (the last one gets a
    /// one-finger touch there).
    ///
    /// - Parameter point: a point on the surface, in points.
    /// - Returns: the views' names; empty when no view is there.
    public func viewsHit(at point: Point) -> [String] {
        hitPath(at: point).map { nodes[$0].name }
    }

    /// Surface point `point` in the viewport of view `index` (pt).
    func viewportPoint(_ point: Point, in index: Int) -> Point {
        var p = point
        for ancestor in ancestors(of: index) {
            p = controllers[ancestor].contentPoint(atViewportPoint: p - vector(to: nodes[ancestor].frame.origin))
        }
        return p - vector(to: nodes[index].frame.origin)
    }

    /// Surface points per viewport point of view `index`: the product of its ancestors' zooms.
    func surfaceScale(of index: Int) -> Double {
        ancestors(of: index).reduce(1) { $0 * controllers[$1].zoomScale }
    }

    /// The ancestors of view `index`, outermost first.
    func ancestors(of index: Int) -> [Int] {
        var chain: [Int] = []
        var current = nodes[index].parent
        while let parent = current {
            chain.append(parent)
            current = nodes[parent].parent
        }
        return chain.reversed()
    }

    /// The deepest view of `path` that can zoom (maximum zoom above minimum): where two fingers go.
    func zoomTarget(in path: [Int]) -> Int? {
        path.last { controllers[$0].maximumZoomScale > controllers[$0].minimumZoomScale }
    }

    private func vector(to point: Point) -> Vector { Vector(dx: point.x, dy: point.y) }
}
