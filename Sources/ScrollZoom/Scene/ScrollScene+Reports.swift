import GestureInput

/// The tiles and scroll indicators a scene reports per view (docs/design.md, "Scenes": pure
/// functions of the views' state and event time, reported when their result changes).
extension ScrollScene {
    /// Appends, at `now`, the tiles each tiled view needs or may drop (`TileLoader`), then every
    /// change of a shown scroll indicator (`ScrollIndicatorTracker`), views in scene order.
    /// Sampled once per drain, so a step's tiles and indicators follow its other events.
    mutating func reportTilesAndIndicators() {
        for index in nodes.indices where nodes[index].tileLoader != nil {
            for change in nodes[index].tileLoader?.update(controllers[index]) ?? [] {
                events.append(.tiles(view: nodes[index].name, time: now, change: change))
            }
        }
        for index in nodes.indices where nodes[index].indicators != nil {
            // At the scene's time: a resting view's own clock stops at its last change, while its
            // indicators fade on.
            let controller = controllers[index]
            let changes = nodes[index].indicators?.update(ScrollIndicatorGeometry(controller),
                                                          isActive: !controller.isIdle, at: now) ?? []
            for change in changes {
                events.append(.indicator(view: nodes[index].name, time: now, change: change))
            }
        }
    }

    /// Every view that shows indicators and is tracking or moving now delays their fade: seen
    /// before and after every input, so activity between two drains still shows and fades the
    /// bars.
    mutating func noteIndicatorActivity() {
        for index in nodes.indices where nodes[index].indicators != nil && !controllers[index].isIdle {
            nodes[index].indicators?.noteActivity(at: now)
        }
    }

    /// Shows the indicators of view `name` for their flash duration from `now` (UIKit
    /// `flashScrollIndicators`); the next drain reports them. Returns false for an unknown view or
    /// one that does not show indicators.
    ///
    /// - Parameter name: the view's name.
    /// - Returns: whether its indicators flash.
    @discardableResult
    public mutating func flashScrollIndicators(_ name: String) -> Bool {
        guard let index = index(of: name), nodes[index].indicators != nil else { return false }
        nodes[index].indicators?.flash(at: now)
        return true
    }
}
