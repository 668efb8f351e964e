import Foundation
import GestureInput
import ScrollZoom

/// The rules a scene must keep, beyond its keys and types (docs/scroll-zoom.md "Scene files"):
///
/// - at least one view; every name non-empty and unique in the whole scene;
/// - frame and content sizes greater than 0 (a view without area can be neither shown nor
///   touched), and within what a `ScrollZoomController` accepts (its own checks, which also reject
///   `minZoom` > `maxZoom`);
/// - `pageSize` only with `paging: true`, and as the controller accepts it;
/// - `hitOutset` values not negative (an outset widens the touchable area; 0 for none);
/// - `tiles` as `TiledContent` accepts them (levels 1…32, bias 0…32, size at least 64);
/// - `autoscroll`'s `zone` (pt) and `speed` (pt/s) above 0 and at most 10¹²;
/// - a child's frame inside its parent's content at zoom 1 — `0 ≤ x`, `0 ≤ y`, `x + w ≤ content w`,
///   `y + h ≤ content h`: a frame reaching beyond can never be scrolled fully into view, so it is
///   "larger than allowed". (Its `hitOutset` may reach beyond: that is what peeking is.)
extension SceneDescription {
    /// A rule the scene breaks: where (a key path such as `views[0].children[1].frame[2]`) and what
    /// was wrong, with what was expected. The same error every strictly loaded configuration
    /// throws beyond its types.
    public typealias Invalid = ConfigurationFile.Invalid

    /// Throws the first broken rule, in file order (a view's own keys, then its children).
    ///
    /// - Throws: `Invalid` naming the key path of the first value that breaks a rule above.
    public func validate() throws(Invalid) {
        guard !views.isEmpty else { throw Invalid(path: "views", message: "expected at least one view") }
        var names: [String: String] = [:]
        for (view, parent, path) in allViews() {
            if view.name.trimmingCharacters(in: .whitespaces).isEmpty {
                throw Invalid(path: path + ".name", message: "expected a non-empty name")
            }
            if let first = names[view.name] {
                throw Invalid(path: path + ".name",
                              message: """
                                  `\(view.name)` is also the name of the view at `\(first)`; names must be unique in \
                                  the whole scene
                                  """)
            }
            names[view.name] = path
            try view.validate(at: path)
            if let parent { try view.validateFit(in: parent, at: path) }
        }
    }
}

extension SceneDescription.View {
    /// The view's own rules.
    fileprivate func validate(at path: String) throws(SceneDescription.Invalid) {
        func invalid(_ key: String, _ message: String) -> SceneDescription.Invalid {
            SceneDescription.Invalid(path: "\(path).\(key)", message: message)
        }
        let positive = "must be greater than 0 (a view without area can be neither shown nor touched)"
        for (value, index) in [(frame.width, 2), (frame.height, 3)] where !(value > 0) {
            throw invalid("frame[\(index)]", "\(Self.number(value)) \(positive)")
        }
        for (value, index) in [(content.width, 0), (content.height, 1)] where !(value > 0) {
            throw invalid("content[\(index)]", "\(Self.number(value)) \(positive)")
        }
        let limit = ScrollZoomController.maximumCoordinate
        for (value, index) in [(frame.minX, 0), (frame.minY, 1)] where !(abs(value) <= limit) {
            throw invalid("frame[\(index)]", "\(Self.number(value)) is too large (allowed: −1e18…1e18 pt)")
        }
        if pageSize != nil, !paging { throw invalid("pageSize", "has no effect without `paging: true`") }
        // The controller's and the tiled content's own checks: sizes, zoom limits (min ≤ max),
        // page size, tile levels.
        do {
            _ = try makeController()
            _ = try makeTiledContent()
        } catch let error as ScrollZoomError {
            throw SceneDescription.Invalid(
                path: "\(path).\(Self.key(for: error.argument))", message: Self.reason(error))
        } catch {
            throw invalid("frame", "\(error)")
        }
        if let autoscroll {
            let limit = ScrollZoomController.maximumLength
            for (value, key, unit) in [(autoscroll.zone, "zone", "pt"), (autoscroll.speed, "speed", "pt/s")]
            where !(value > 0 && value <= limit) {
                throw invalid(
                    "autoscroll.\(key)",
                    "\(Self.number(value)) is out of range (expected above 0 and at most 1e12 \(unit))")
            }
        }
        let outsets = [hitOutset.top, hitOutset.left, hitOutset.bottom, hitOutset.right]
        for (index, value) in outsets.enumerated() where !(value >= 0 && value <= ScrollZoomController.maximumLength) {
            throw invalid("hitOutset[\(index)]", value < 0
                ? "\(Self.number(value)) is negative; an outset widens the touchable area beyond the frame (0 for none)"
                : "\(Self.number(value)) is too large (allowed: 0…1e12 pt)")
        }
    }

    /// A child's frame must lie inside its parent's content at zoom 1.
    fileprivate func validateFit(in parent: SceneDescription.View, at path: String) throws(SceneDescription.Invalid) {
        let bounds = parent.content
        let shown = """
            [\(Self.number(frame.minX)), \(Self.number(frame.minY)), \(Self.number(frame.width)), \
            \(Self.number(frame.height))]
            """
        let allowed = "\(Self.number(bounds.width)) × \(Self.number(bounds.height))"
        if frame.width > bounds.width || frame.height > bounds.height {
            throw SceneDescription.Invalid(path: "\(path).frame", message:
                """
                    \(shown) is larger than the content of its parent `\(parent.name)` (\(allowed)); a child's frame \
                    must lie within its parent's content
                    """)
        }
        if frame.minX < 0 || frame.minY < 0 || frame.maxX > bounds.width || frame.maxY > bounds.height {
            throw SceneDescription.Invalid(path: "\(path).frame", message:
                """
                    \(shown) reaches outside the content of its parent `\(parent.name)` (\(allowed) from [0, 0]); a \
                    child's frame must lie within its parent's content
                    """)
        }
    }

    /// The file key an argument of `ScrollZoomController` or `TiledContent` comes from.
    private static func key(for argument: String) -> String {
        switch argument {
        case "viewportSize.width": "frame[2]"
        case "viewportSize.height": "frame[3]"
        case "contentSize.width": "content[0]"
        case "contentSize.height": "content[1]"
        case "minimumZoomScale": "minZoom"
        case "maximumZoomScale": "maxZoom"
        case "pageSize.width": "pageSize[0]"
        case "pageSize.height": "pageSize[1]"
        case "tileSize.width", "tileSize.height": "tiles.size"
        case "levelsOfDetail": "tiles.levels"
        case "levelsOfDetailBias": "tiles.bias"
        default: argument
        }
    }

    /// An error's reason with the API's argument names replaced by the file's keys.
    private static func reason(_ error: ScrollZoomError) -> String {
        error.reason.replacingOccurrences(of: "maximumZoomScale", with: "`maxZoom`")
    }

    /// A number as written in a file: `400`, `2.5`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
