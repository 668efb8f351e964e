import Foundation
import GestureInput

/// A whole recognizer graph as data: recognizers (with their dependencies) and simultaneity
/// groups. Build a graph with `RecognizerGraph(configuration:)`; presets: `.viewer`, `.pager`, `.kiosk`.
///
/// JSON: `{"recognizers": [RecognizerSpec…], "simultaneous": [["pan", "pinch"], …]}`.
public struct GraphConfiguration: Hashable, Sendable, Codable {
    /// Recognizers in dispatch order.
    public var recognizers: [RecognizerSpec]
    /// Groups whose members may recognize together (every pair within a group).
    public var simultaneous: [[String]]

    /// Creates a configuration; `validate()` or `RecognizerGraph(configuration:)` checks it.
    ///
    /// - Parameters:
    ///   - recognizers: the recognizers in dispatch order, each with its unique name.
    ///   - simultaneous: groups of recognizer names whose members may recognize together (every
    ///     pair within a group); by default none may.
    public init(recognizers: [RecognizerSpec], simultaneous: [[String]] = []) {
        self.recognizers = recognizers; self.simultaneous = simultaneous
    }

    /// Decodes with `simultaneous` optional.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        recognizers = try c.decode([RecognizerSpec].self, forKey: .recognizers)
        simultaneous = try c.decode(.simultaneous, default: [])
    }

    /// Decodes JSON, turning decoding failures into `.decoding(path:expected:)` with the key path
    /// (`recognizers[2].configuration.slop`) and what was expected there; a key no configuration
    /// type has (`tapsRequird`) is such an error too, never silently ignored; then validates.
    ///
    /// - Parameter data: the JSON text.
    /// - Returns: the configuration, valid by `validate()`.
    /// - Throws: `RecognizerGraphError.decoding` naming the key path and what was expected there,
    ///   or the first problem `validate()` finds.
    public static func decode(json data: Data) throws(RecognizerGraphError) -> GraphConfiguration {
        let configuration: GraphConfiguration
        do {
            configuration = try JSONDecoder().decode(GraphConfiguration.self, from: data)
        } catch let error as DecodingError {
            throw Self.describe(error)
        } catch {
            throw .decoding(path: "(root)", expected: "valid JSON (\(error))")
        }
        if let unknown = configuration.firstUnknownKey(in: data) { throw unknown }
        try configuration.validate()
        return configuration
    }

    /// The first key of `data` that decoding did not use: every key a configuration type reads is
    /// one it writes back (`Encodable`, all stored properties), so a key of the input that the
    /// re-encoded configuration lacks was ignored. A key whose value writes nothing back (`null`,
    /// an empty `requiresToFail`) is not compared. `ConfigurationFile` (GestureKit) does the same
    /// for files with positions and spelling suggestions; this is the library's own JSON path.
    func firstUnknownKey(in data: Data) -> RecognizerGraphError? {
        guard let input = try? JSONSerialization.jsonObject(with: data),
              let encoded = try? JSONEncoder().encode(self),
              let known = try? JSONSerialization.jsonObject(with: encoded) else { return nil }
        return Self.firstUnknownKey(input, known, path: "")
    }

    private static func firstUnknownKey(_ input: Any, _ known: Any, path: String) -> RecognizerGraphError? {
        if let input = input as? [String: Any], let known = known as? [String: Any] {
            for key in input.keys.sorted() {
                let value = input[key] ?? NSNull()
                let keyPath = path.isEmpty ? key : "\(path).\(key)"
                guard let knownValue = known[key] else {
                    if value is NSNull || (value as? [Any])?.isEmpty == true { continue }
                    let keys = known.keys.sorted().joined(separator: ", ")
                    return .decoding(path: keyPath, expected: "a known key ('\(key)' is not one; known here: \(keys))")
                }
                if let found = firstUnknownKey(value, knownValue, path: keyPath) { return found }
            }
        } else if let input = input as? [Any], let known = known as? [Any] {
            for (i, (value, knownValue)) in zip(input, known).enumerated() {
                if let found = firstUnknownKey(value, knownValue, path: "\(path)[\(i)]") { return found }
            }
        }
        return nil
    }

    /// Checks names (unique, references exist) and value ranges; throws the first problem with
    /// its key path.
    ///
    /// - Throws: `RecognizerGraphError.invalidValue` with the key path and what was expected, for a
    ///   duplicate name, a reference to a name that is not there or a value out of range.
    public func validate() throws(RecognizerGraphError) {
        var seen: Set<String> = []
        for (i, spec) in recognizers.enumerated() {
            guard seen.insert(spec.name).inserted else {
                throw .invalidValue(
                    path: "recognizers[\(i)].name", expected: "a unique name ('\(spec.name)' is used twice)")
            }
            if let region = spec.region, let expected = Self.problem(with: region) {
                throw .invalidValue(path: "recognizers[\(i)].region", expected: expected)
            }
            if let (key, expected) = spec.configuration.firstProblem() {
                throw .invalidValue(path: "recognizers[\(i)].configuration.\(key)", expected: expected)
            }
        }
        for (i, spec) in recognizers.enumerated() {
            for (k, other) in spec.requiresToFail.enumerated() where !seen.contains(other) {
                throw .invalidValue(
                    path: "recognizers[\(i)].requiresToFail[\(k)]", expected: "the name of a recognizer (no '\(other)')"
                )
            }
        }
        for (g, group) in simultaneous.enumerated() {
            for (k, name) in group.enumerated() where !seen.contains(name) {
                throw .invalidValue(
                    path: "simultaneous[\(g)][\(k)]", expected: "the name of a recognizer (no '\(name)')")
            }
        }
    }

    /// What is wrong with a hit region or bounds rectangle: a touch can land only in a rectangle of
    /// positive, finite size at a finite origin (with a negative size the recognizer would never
    /// see a touch).
    static func problem(with rect: Rect) -> String? {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite), rect.size.width > 0, rect.size.height > 0 else {
            return """
                a rectangle of positive width and height (got origin (\(rect.origin.x), \(rect.origin.y)), size \
                \(rect.size.width) × \(rect.size.height))
                """
        }
        return nil
    }

    /// Maps a `DecodingError` to a path and an expectation a person can act on.
    static func describe(_ error: DecodingError) -> RecognizerGraphError {
        func path(_ keys: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            var s = ""
            for key in keys + (last.map { [$0] } ?? []) {
                if let i = key.intValue {
                    s += "[\(i)]"
                } else {
                    s += s.isEmpty ? key.stringValue : ".\(key.stringValue)"
                }
            }
            return s.isEmpty ? "(root)" : s
        }
        func expected(_ type: Any.Type) -> String {
            switch type {
            case is Double.Type: "a number"
            case is Int.Type: "an integer"
            case is String.Type: "a string"
            case is Bool.Type: "true or false"
            case is Int64.Type: "an integer (microseconds for durations)"
            case is [Any].Type: "an array"
            default: "a value of type \(type)"
            }
        }
        switch error {
        case .typeMismatch(let type, let context):
            return .decoding(path: path(context.codingPath), expected: expected(type))
        case .valueNotFound(let type, let context):
            return .decoding(path: path(context.codingPath), expected: expected(type))
        case .keyNotFound(let key, let context):
            return .decoding(path: path(context.codingPath, key), expected: "a value (required key is missing)")
        case .dataCorrupted(let context):
            return .decoding(path: path(context.codingPath), expected: context.debugDescription)
        @unknown default:
            return .decoding(path: "(root)", expected: "\(error)")
        }
    }
}

extension RecognizerConfiguration {
    /// The first out-of-range value: its key and what was expected.
    func firstProblem() -> (String, String)? {
        func positive(_ v: Int, _ key: String) -> (String, String)? {
            v >= 1 ? nil : (key, "an integer ≥ 1 (got \(v))")
        }
        func nonNegative(_ v: Double, _ key: String) -> (String, String)? {
            v.isFinite && v >= 0 ? nil : (key, "a finite number ≥ 0 (got \(v))")
        }
        func duration(_ v: TimeSpan, _ key: String) -> (String, String)? {
            v.microseconds >= 0 ? nil : (key, "a duration ≥ 0 µs (got \(v.microseconds))")
        }
        switch self {
        case .tap(let c):
            return positive(c.tapsRequired, "tapsRequired") ?? positive(c.touchesRequired, "touchesRequired")
                ?? duration(c.maximumPressDuration, "maximumPressDuration")
                ?? duration(c.maximumTapInterval, "maximumTapInterval")
                ?? duration(c.minimumTapInterval, "minimumTapInterval") ?? nonNegative(c.slop, "slop")
                ?? nonNegative(c.multiTapSlop, "multiTapSlop") ?? duration(c.fingerArrivalWindow, "fingerArrivalWindow")
        case .longPress(let c):
            return duration(c.minimumPressDuration, "minimumPressDuration")
                ?? nonNegative(c.allowableMovement, "allowableMovement")
                ?? positive(c.touchesRequired, "touchesRequired")
                ?? (c.tapsRequired >= 0 ? nil : ("tapsRequired", "an integer ≥ 0 (got \(c.tapsRequired))"))
                ?? duration(c.maximumTapInterval, "maximumTapInterval")
        case .pan(let c):
            return positive(c.minimumTouches, "minimumTouches") ?? nonNegative(c.hysteresis, "hysteresis")
                ?? c.axisHysteresis.flatMap { nonNegative($0, "axisHysteresis") }
                ?? c.maximumTouches.flatMap {
                    $0 >= c.minimumTouches ? nil : ("maximumTouches", "an integer ≥ minimumTouches (got \($0))")
                }
        case .swipe(let c):
            return (c.directions.isEmpty ? ("directions", "at least one of right, left, up, down") : nil)
                ?? positive(c.touchesRequired, "touchesRequired") ?? nonNegative(c.minimumDistance, "minimumDistance")
                ?? nonNegative(c.minimumVelocity, "minimumVelocity") ?? duration(c.maximumDuration, "maximumDuration")
                ?? nonNegative(c.angleTolerance, "angleTolerance")
                ?? nonNegative(c.directionDecisionDistance, "directionDecisionDistance")
        case .pinch(let c):
            return (c.touchesRequired >= 2 ? nil : ("touchesRequired", "an integer ≥ 2 (got \(c.touchesRequired))"))
                ?? nonNegative(c.scaleSlop, "scaleSlop") ?? nonNegative(c.minimumFingerTravel, "minimumFingerTravel")
                ?? duration(c.minimumTouchAge, "minimumTouchAge")
        case .rotation(let c):
            return (c.touchesRequired >= 2 ? nil : ("touchesRequired", "an integer ≥ 2 (got \(c.touchesRequired))"))
                ?? nonNegative(c.slop, "slop") ?? nonNegative(c.minimumFingerTravel, "minimumFingerTravel")
                ?? duration(c.minimumTouchAge, "minimumTouchAge")
        case .edgePan(let c):
            return (c.edges.isEmpty ? ("edges", "at least one of top, left, bottom, right") : nil)
                ?? nonNegative(c.edgeZone, "edgeZone") ?? nonNegative(c.hysteresis, "hysteresis")
                ?? positive(c.minimumTouches, "minimumTouches")
                ?? c.bounds.flatMap { GraphConfiguration.problem(with: $0).map { ("bounds", $0) } }
        case .touchpadSwipe(let c): return c.fingers.flatMap { positive($0, "fingers") }
        case .touchpadPinch(let c): return c.fingers.flatMap { positive($0, "fingers") }
        case .touchpadHold(let c): return c.fingers.flatMap { positive($0, "fingers") }
        case .scroll(let c): return c.sources.isEmpty ? ("sources", "at least one of wheel, finger, continuous") : nil
        }
    }
}

extension RecognizerGraph {
    /// Builds a graph from data: adds the recognizers in order (each through
    /// `RecognizerConfiguration.makeRecognizer(region:)`), then the require-to-fail edges, then the
    /// simultaneity groups. Throws the first problem (unknown name, cycle, unavailable kind).
    ///
    /// - Parameters:
    ///   - configuration: the recognizers, their dependencies and simultaneity groups.
    ///   - start: the time of the graph's clock before the first input.
    ///   - explain: collect `ExplainRecord`s saying why recognizers failed or were held.
    /// - Throws: `RecognizerGraphError`: the first problem `validate()` finds, a dependency cycle,
    ///   or a recognizer kind that is not available.
    public convenience init(configuration: GraphConfiguration, start: Timestamp = .zero, explain: Bool = false)
        throws(RecognizerGraphError)
    {
        try configuration.validate()
        self.init(start: start, explain: explain)
        try build { graph throws(RecognizerGraphError) in
            for spec in configuration.recognizers {
                let recognizer = try spec.configuration.makeRecognizer(region: spec.region)
                try graph.add(recognizer, name: spec.name, region: spec.region)
            }
            for spec in configuration.recognizers {
                for other in spec.requiresToFail { try graph.require(spec.name, toFail: other) }
            }
            for group in configuration.simultaneous { try graph.allowSimultaneous(group: group) }
        }
    }
}
