import GestureKit

/// Scene view names a client sends — `subscribe`'s `views`, a controller command's `view` —
/// checked against the scene the service runs (docs/bridge.md, "Scenes"): one rule for both.
extension BridgeConfiguration {
    /// The scene's view names in scene order (empty without a scene).
    var sceneViewNames: [String] { pipeline.scene?.allViews().map(\.view.name) ?? [] }

    /// Throws `SceneViewError` for the first name (in sorted order) that is not a view of the
    /// scene, or for any name when the service runs no scene.
    func checkViews(_ names: Set<String>) throws(SceneViewError) {
        for name in names.sorted() { try checkView(name, field: "views") }
    }

    /// The scene view a controller command addresses: `view`, checked; without one, the scene's
    /// only view (a one-view scene needs no name). Nil without a scene and without `view`: the
    /// command is for the one controller. Throws `SceneViewError` for a `view` without a scene,
    /// a name the scene lacks, or no `view` when the scene has several.
    func commandView(_ view: String?) throws(SceneViewError) -> String? {
        let known = sceneViewNames
        guard let view else {
            guard pipeline.scene != nil else { return nil }
            guard known.count == 1, let only = known.first else { throw SceneViewError.missing(known: known) }
            return only
        }
        try checkView(view, field: "view")
        return view
    }

    private func checkView(_ name: String, field: String) throws(SceneViewError) {
        let known = sceneViewNames
        guard known.contains(name) else {
            throw known.isEmpty ? .noScene(field: field) : .unknown(name: name, known: known, field: field)
        }
    }
}

/// A scene view name a client sent that the service cannot use.
enum SceneViewError: Error, Hashable, CustomStringConvertible {
    /// `field` (`views`, `view`) named `name`, which is none of the scene's views (`known`, in
    /// scene order).
    case unknown(name: String, known: [String], field: String)
    /// `field` named a view, but the service runs no scene.
    case noScene(field: String)
    /// A controller command named no view, and the scene has several (`known`).
    case missing(known: [String])

    /// The reason sent in the reply: what was wrong and what was expected.
    var description: String {
        switch self {
        case .unknown(let name, let known, let field):
            let hint = Spelling.closest(to: name, among: known).map { "did you mean \"\($0)\"? " } ?? ""
            return
                """
                    unknown view \"\(name)\" in \"\(field)\"; \(hint)the scene's views are \
                    \(known.joined(separator: ", "))
                    """
        case .noScene(let field):
            return "\"\(field)\" names views of a scene; this service runs none (start it with --scene FILE)"
        case .missing(let known):
            return """
                missing \"view\": the service runs a scene, so a controller command names the view it acts on, one of \
                \(known.joined(separator: ", "))
                """
        }
    }
}
