import Foundation
import GestureRecognition

/// Loads a recognizer graph configuration from a JSON or YAML file (`replay --config FILE`),
/// strictly: an unknown key is an error suggesting the closest known key, a wrong type or enum
/// value names the key and what is allowed, values out of range (negative counts, a region without
/// a positive size, a dependency cycle) are errors — each located as `file:line:column`.
///
/// JSON is read as YAML (its flow style), so both formats report errors the same way.
public enum ConfigurationFile {
    /// An unusable configuration file: where (when known) and what was wrong.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// The file.
        public var file: String
        /// 1-based line of the problem; nil when it concerns the whole file.
        public var line: Int?
        /// 1-based column of the problem; nil when it concerns the whole file.
        public var column: Int?
        /// What was wrong and what was expected.
        public var message: String

        /// An error; without a position it is about the file as a whole.
        ///
        /// - Parameters:
        ///   - file: the file's path as the user gave it.
        ///   - line: the 1-based line of the problem, or nil for the whole file.
        ///   - column: the 1-based column of the problem, or nil for the whole file.
        ///   - message: what was wrong and what was expected.
        public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
            self.file = file; self.line = line; self.column = column; self.message = message
        }

        /// `file:line:column: message`, or `file: message` when there is no position.
        public var description: String {
            guard let line else { return "\(file): \(message)" }
            return "\(file):\(line):\(column ?? 1): \(message)"
        }
    }

    /// Reads and validates `path`.
    ///
    /// - Parameter path: a JSON or YAML file describing a recognizer graph.
    /// - Returns: the graph configuration, valid: a `RecognizerGraph` accepts it.
    /// - Throws: `LoadError` for a file that cannot be read or is not a valid configuration, at
    ///   its line and column when the problem has one.
    public static func load(path: String) throws(LoadError) -> GraphConfiguration {
        try parse(try read(path), file: path)
    }

    /// Parses configuration text (JSON or YAML); `file` names it in errors.
    ///
    /// - Parameters:
    ///   - data: the file's bytes, UTF-8.
    ///   - file: the name errors give the text (a path, or `-` for standard input).
    /// - Returns: the graph configuration, valid: a `RecognizerGraph` accepts it.
    /// - Throws: `LoadError` for text that is not a valid configuration, at its line and column
    ///   when the problem has one.
    public static func parse(_ data: Data, file: String) throws(LoadError) -> GraphConfiguration {
        let root = try tree(data, file: file, expecting: "a mapping with `recognizers`")
        let configuration: GraphConfiguration
        do {
            configuration = try StrictConfigDecoder.decode(GraphConfiguration.self, from: root)
        } catch {
            throw located(error, root: root, file: file)
        }
        do {
            // Validation, then the graph itself, whose construction finds dependency cycles.
            _ = try RecognizerGraph(configuration: configuration)
        } catch {
            throw located(error, root: root, file: file)
        }
        return configuration
    }

    /// The tree of configuration text (JSON or YAML); `expecting` says what an empty file lacks.
    static func tree(_ data: Data, file: String, expecting: String) throws(LoadError) -> ConfigNode {
        guard let text = String(data: data, encoding: .utf8) else {
            throw LoadError(file: file, message: "not UTF-8 text\(encodingHint(data)); save it as UTF-8")
        }
        let root: ConfigNode?
        do { root = try ConfigNode.parse(text) } catch {
            throw LoadError(
                file: file, line: error.position?.line, column: error.position?.column, message: error.message)
        }
        guard let root else { throw LoadError(file: file, message: "empty file: expected \(expecting)") }
        return root
    }

    /// The file's bytes, or a plain sentence saying why not.
    static func read(_ path: String) throws(LoadError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoadError(file: path, message: "no such file")
        }
        if isDirectory.boolValue {
            throw LoadError(file: path, message: "is a directory, expected a JSON or YAML configuration file")
        }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw LoadError(file: path, message: "cannot read it: permission denied")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(file: path, message: "cannot read it")
        }
        return data
    }

    /// Names a UTF-16 or UTF-32 byte-order mark when there is one.
    private static func encodingHint(_ data: Data) -> String {
        let head = Array(data.prefix(4))
        if head.starts(with: [0xFF, 0xFE, 0, 0]) || head.starts(with: [0, 0, 0xFE, 0xFF]) {
            return " (it looks like UTF-32)"
        }
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) { return " (it looks like UTF-16)" }
        return ""
    }

    /// Names the part of a file a key path is inside (`recognizer `doubleTap``) and the rest of the
    /// path below it; nil when the path is not inside such a part.
    typealias OwnerNaming = (_ path: [ConfigKey], _ root: ConfigNode) -> (owner: String, rest: [ConfigKey])?

    /// A decoding problem in words, at its position; `owner` names the parts of the file (a
    /// recognizer, a scene's view).
    static func located(_ problem: ConfigProblem, root: ConfigNode, file: String,
                        owner: OwnerNaming = split) -> LoadError {
        let at = problem.position
        let message: String
        switch problem.kind {
        case .type(let expected, let got):
            message = "\(subject(problem.path, root, owner)): expected \(expected), got \(got)"
        case .unknownKey(let key, let suggestion, let known):
            let hint = suggestion.map { "; did you mean `\($0)`?" }
                ?? (known.isEmpty ? "" : "; known keys: \(known.joined(separator: ", "))")
            message = "unknown key `\(key)` \(location(problem.path, root, owner))\(hint)"
        case .missingKey(let key):
            message = "missing key `\(key)` \(location(problem.path, root, owner))"
        case .invalid(let expected):
            message = "\(subject(problem.path, root, owner)): expected \(expected)"
        }
        return LoadError(file: file, line: at?.line, column: at?.column, message: message)
    }

    /// A validation or graph error in words, at the position of the value it names.
    private static func located(_ error: RecognizerGraphError, root: ConfigNode, file: String) -> LoadError {
        let path: [ConfigKey], message: String
        switch error {
        case .invalidValue(let p, let expected), .decoding(let p, let expected):
            path = keys(p)
            message = "\(subject(path, root)): expected \(expected)"
        case .dependencyCycle(let names):
            path = recognizerPath(named: names.first, root) + [ConfigKey(stringValue: "requiresToFail")]
            message =
                """
                    \(subject(path, root)): recognizers would wait for each other forever: \
                    \(names.joined(separator: " → "))
                    """
        case .duplicateName(let name), .unknownRecognizer(let name):
            path = recognizerPath(named: name, root)
            message = error.description
        case .recognizerNotAvailable(let kind):
            path = []
            message = "recognizer kind `\(kind.rawValue)` is not available in this build"
        case .invalidCustomKind:
            path = []
            message = error.description
        }
        let position = root.descend(path).node.position
        return LoadError(file: file, line: position?.line, column: position?.column, message: message)
    }

    /// `recognizers[2].configuration.slop` as keys.
    static func keys(_ path: String) -> [ConfigKey] {
        var keys: [ConfigKey] = []
        for part in path.split(separator: ".") {
            let pieces = part.split(separator: "[", omittingEmptySubsequences: false)
            if let name = pieces.first, !name.isEmpty { keys.append(ConfigKey(stringValue: String(name))) }
            for index in pieces.dropFirst() {
                if let i = Int(index.dropLast()) { keys.append(ConfigKey(intValue: i)) }
            }
        }
        return keys
    }

    private static func recognizerPath(named name: String?, _ root: ConfigNode) -> [ConfigKey] {
        guard let name, case .sequence(let items)? = root.child(ConfigKey(stringValue: "recognizers"))?.value,
              let i = items.firstIndex(where: { recognizerName($0) == name }) else { return [] }
        return [ConfigKey(stringValue: "recognizers"), ConfigKey(intValue: i)]
    }

    private static func recognizerName(_ node: ConfigNode?) -> String? {
        if case .scalar(let s, _)? = node?.child(ConfigKey(stringValue: "name"))?.value { return s }
        return nil
    }

    /// The recognizer a path is inside (`recognizer `doubleTap``, or `recognizer #3` when it has
    /// no name) and the rest of the path below it, without the `configuration` level.
    private static func split(_ path: [ConfigKey], _ root: ConfigNode) -> (owner: String, rest: [ConfigKey])? {
        guard path.count >= 2, path[0].stringValue == "recognizers", let i = path[1].intValue else { return nil }
        let name = recognizerName(root.descend(Array(path.prefix(2))).node)
        var rest = Array(path.dropFirst(2))
        if rest.first?.stringValue == "configuration" { rest.removeFirst() }
        return (name.map { "recognizer `\($0)`" } ?? "recognizer #\(i + 1)", rest)
    }

    /// What a value is called: "`tapsRequired` of recognizer `doubleTap`", "`simultaneous[0][1]`".
    static func subject(_ path: [ConfigKey], _ root: ConfigNode, _ owner: OwnerNaming = split) -> String {
        if let (name, rest) = owner(path, root) {
            return rest.isEmpty ? name : "`\(dotted(rest))` of \(name)"
        }
        return path.isEmpty ? "the top level" : "`\(dotted(path))`"
    }

    /// Where a mapping is: "in recognizer `doubleTap`", "in `region` of recognizer `x`", "at the top level".
    private static func location(_ path: [ConfigKey], _ root: ConfigNode, _ owner: OwnerNaming) -> String {
        if let (name, rest) = owner(path, root), rest.isEmpty { return "in \(name)" }
        return path.isEmpty ? "at the top level" : "in \(subject(path, root, owner))"
    }

    static func dotted(_ path: [ConfigKey]) -> String {
        var s = ""
        for key in path {
            if let i = key.intValue { s += "[\(i)]" } else { s += s.isEmpty ? key.stringValue : ".\(key.stringValue)" }
        }
        return s
    }
}
