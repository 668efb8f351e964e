import Foundation
import GestureRecognition
import Yams

/// Loads a recognizer graph configuration from a JSON or YAML file (`replay --config FILE`).
///
/// YAML is turned into the same JSON tree first, so both formats report errors the same way:
/// the file, the key path (`recognizers[2].configuration.slop`) and what was expected there.
public enum ConfigurationFile {
    /// An unusable configuration file, located by key path.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// The file.
        public var file: String
        /// What was wrong (key path and expectation, or why the file could not be read).
        public var message: String
        public var description: String { "\(file): \(message)" }
    }

    /// Reads and validates `path`.
    public static func load(path: String) throws(LoadError) -> GraphConfiguration {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw LoadError(file: path, message: "cannot read: \(error.localizedDescription)")
        }
        return try parse(data, file: path)
    }

    /// Parses configuration text (JSON or YAML); `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(LoadError) -> GraphConfiguration {
        let text = String(decoding: data, as: UTF8.self)
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw LoadError(file: file, message: "empty file: expected a mapping with 'recognizers'")
        }
        var json = data
        let trimmed = text.drop(while: { $0.isWhitespace })
        if !(trimmed.first == "{") {
            do {
                guard let tree = try Yams.load(yaml: text) else {
                    throw LoadError(file: file, message: "no YAML document: expected a mapping with 'recognizers'")
                }
                guard JSONSerialization.isValidJSONObject(tree) else {
                    throw LoadError(file: file, message: "the top level must be a mapping with 'recognizers'")
                }
                json = try JSONSerialization.data(withJSONObject: tree)
            } catch let e as LoadError {
                throw e
            } catch {
                throw LoadError(file: file, message: "not valid YAML: \(error)")
            }
        }
        do {
            return try GraphConfiguration.decode(json: json)
        } catch {
            throw LoadError(file: file, message: "\(error)")
        }
    }
}
