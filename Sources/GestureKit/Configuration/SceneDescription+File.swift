import Foundation

/// Loading a scene file strictly, with every error located as `file:line:column`
/// (`ConfigurationFile`'s reader, tree and messages).
extension SceneDescription {
    /// Reads, decodes and validates the scene file at `path` (JSON or YAML).
    ///
    /// - Parameter path: a scene file (docs/scroll-zoom.md, "Scene files").
    /// - Returns: the scene, valid by every rule of `validate()`.
    /// - Throws: `ConfigurationFile.LoadError` for a file that cannot be read, an unknown key, a
    ///   wrong type or a broken rule, at its line and column.
    public static func load(path: String) throws(ConfigurationFile.LoadError) -> SceneDescription {
        try parse(try ConfigurationFile.read(path), file: path)
    }

    /// Decodes and validates scene text (JSON or YAML); `file` names it in errors.
    ///
    /// - Parameters:
    ///   - data: the scene's bytes, UTF-8.
    ///   - file: the name errors give the text.
    /// - Returns: the scene, valid by every rule of `validate()`.
    /// - Throws: `ConfigurationFile.LoadError` for an unknown key, a wrong type or a broken rule,
    ///   at its line and column.
    public static func parse(_ data: Data, file: String) throws(ConfigurationFile.LoadError) -> SceneDescription {
        let root = try ConfigurationFile.tree(data, file: file, expecting: "a mapping with `views`")
        let scene: SceneDescription
        do {
            scene = try StrictConfigDecoder.decode(SceneDescription.self, from: root)
        } catch {
            throw ConfigurationFile.located(error, root: root, file: file, owner: viewOwner)
        }
        do {
            try scene.validate()
        } catch {
            let path = ConfigurationFile.keys(error.path)
            let position = root.descend(path).node.position
            let subject = ConfigurationFile.subject(path, root, viewOwner)
            throw ConfigurationFile.LoadError(file: file, line: position?.line, column: position?.column,
                                              message: "\(subject): \(error.message)")
        }
        return scene
    }

    /// The view a key path is inside (`view `page2``, or `the view at views[0].children[1]` when it
    /// has no usable name) and the rest of the path below it.
    static func viewOwner(_ path: [ConfigKey], _ root: ConfigNode) -> (owner: String, rest: [ConfigKey])? {
        var depth = 0
        while depth + 1 < path.count, ["views", "children"].contains(path[depth].stringValue),
              path[depth].intValue == nil, path[depth + 1].intValue != nil {
            depth += 2
        }
        guard depth > 0 else { return nil }
        let prefix = Array(path.prefix(depth))
        let (node, found) = root.descend(prefix + [ConfigKey(stringValue: "name")])
        if found == depth + 1, case .scalar(let name, _) = node.value,
            !name.trimmingCharacters(in: .whitespaces).isEmpty
        {
            return ("view `\(name)`", Array(path.dropFirst(depth)))
        }
        return ("the view at `\(ConfigurationFile.dotted(prefix))`", Array(path.dropFirst(depth)))
    }
}
