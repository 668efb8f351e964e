import GestureKit

/// A `subscribe` `views` list checked against the scene the service runs: every name must be one
/// of its views (docs/bridge.md, "Scenes").
extension BridgeConfiguration {
    /// Throws `UnknownViewError` for the first name (in sorted order) that is not a view of the
    /// scene, or for any name when the service runs no scene.
    func checkViews(_ names: Set<String>) throws(UnknownViewError) {
        let known = pipeline.scene?.allViews().map(\.view.name) ?? []
        for name in names.sorted() where !known.contains(name) {
            throw UnknownViewError(name: name, known: known)
        }
    }
}

/// A `subscribe` named a view the service's scene does not have (or it runs no scene).
struct UnknownViewError: Error, CustomStringConvertible {
    /// The name asked for.
    var name: String
    /// The scene's view names, in scene order (empty without a scene).
    var known: [String]

    /// The reason sent in the reply.
    var description: String {
        guard !known.isEmpty else {
            return "\"views\" chooses views of a scene; this service runs none (start it with --scene FILE)"
        }
        let hint = Spelling.closest(to: name, among: known).map { "did you mean \"\($0)\"? " } ?? ""
        return "unknown view \"\(name)\" in \"views\"; \(hint)the scene's views are \(known.joined(separator: ", "))"
    }
}
