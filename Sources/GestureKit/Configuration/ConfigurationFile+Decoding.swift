import Foundation

/// Strict loading of any configuration type, for modules built on GestureKit (the daemon's
/// `gestures.yaml`): the same reader, tree, strict decoder and `file:line:column` messages as
/// `--config` and scene files.
extension ConfigurationFile {
    /// A rule a decoded configuration breaks beyond its types: where (a key path such as
    /// `rules[2].keys`) and what was expected.
    public struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
        /// Key path of the offending value in the file's terms.
        public var path: String
        /// What was wrong and what was expected.
        public var message: String

        /// An error at `path`.
        ///
        /// - Parameters:
        ///   - path: the key path of the offending value, as the file spells it (`views[0].frame`).
        ///   - message: what was wrong and what was expected.
        public init(path: String, message: String) { self.path = path; self.message = message }

        /// "path: message".
        public var description: String { "\(path): \(message)" }
    }

    /// Decodes `type` strictly from configuration text (JSON or YAML), then builds the value the
    /// program uses from it (checking what types cannot).
    /// - Parameters:
    ///   - type: the file's shape; its `init(from:)` asks for every key it knows.
    ///   - data: the file's bytes.
    ///   - file: names the file in errors.
    ///   - expecting: what an empty file lacks ("a mapping with `rules`").
    ///   - build: checks beyond types and makes the result, throwing `Invalid` at a key path.
    /// - Returns: what `build` made.
    /// - Throws: `LoadError` located at the offending key or value.
    public static func decode<T: Decodable, Result>(
        _ type: T.Type, from data: Data, file: String, expecting: String,
        build: (T) throws(Invalid) -> Result
    ) throws(LoadError) -> Result {
        let root = try tree(data, file: file, expecting: expecting)
        let value: T
        do {
            value = try StrictConfigDecoder.decode(T.self, from: root)
        } catch {
            throw located(error, root: root, file: file, owner: { _, _ in nil })
        }
        do {
            return try build(value)
        } catch {
            let path = keys(error.path)
            let position = root.descend(path).node.position
            throw LoadError(file: file, line: position?.line, column: position?.column,
                            message: "`\(error.path)`: \(error.message)")
        }
    }

    /// Reads the file at `path` and decodes it as `decode(_:from:file:expecting:build:)` does.
    /// - Parameters:
    ///   - type: the file's shape.
    ///   - path: the file.
    ///   - expecting: what an empty file lacks.
    ///   - build: checks beyond types and makes the result.
    /// - Returns: what `build` made.
    /// - Throws: `LoadError` (missing or unreadable file, syntax, types, validation).
    public static func load<T: Decodable, Result>(
        _ type: T.Type, path: String, expecting: String, build: (T) throws(Invalid) -> Result
    ) throws(LoadError) -> Result {
        try decode(type, from: try read(path), file: path, expecting: expecting, build: build)
    }
}
