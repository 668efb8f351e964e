/// Caller misuse of `RecognizerGraph` or an invalid `GraphConfiguration`, with what to fix.
public enum RecognizerGraphError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two recognizers with one name.
    case duplicateName(String)
    /// A name that no recognizer in the graph has.
    case unknownRecognizer(String)
    /// A `require(_:toFail:)` edge that would close a cycle; the names walk it (`a → b → a`).
    case dependencyCycle([String])
    /// A recognizer kind whose implementation is not available in this build.
    case recognizerNotAvailable(GestureKind)
    /// A recognizer whose `.custom` kind is empty or spells a built-in kind's name (which would
    /// read as the built-in kind in every output).
    case invalidCustomKind(String)
    /// A configuration value out of range: the key path and what was expected.
    case invalidValue(path: String, expected: String)
    /// A configuration that could not be decoded: the key path and what was expected.
    case decoding(path: String, expected: String)

    /// A sentence naming what is wrong and where.
    public var description: String {
        switch self {
        case .duplicateName(let n): "a recognizer named '\(n)' already exists"
        case .unknownRecognizer(let n): "no recognizer named '\(n)'"
        case .dependencyCycle(let names): "require(toFail:) would form a cycle: \(names.joined(separator: " → "))"
        case .recognizerNotAvailable(let k): "recognizer kind '\(k.rawValue)' is not available"
        case .invalidCustomKind(let name):
            name.isEmpty
                ? "a custom gesture kind needs a name"
                : "custom gesture kind '\(name)' is the name of a built-in kind; choose another name"
        case .invalidValue(let path, let expected): "\(path): expected \(expected)"
        case .decoding(let path, let expected): "\(path): expected \(expected)"
        }
    }
}
