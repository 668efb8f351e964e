import Foundation

/// A parsed JSON value, for reading client commands strictly: the type of every field is checked
/// by hand, so a wrong type, an unknown field or a non-finite number is named in the reply.
public enum JSONValue: Hashable, Sendable, Decodable {
    /// `null`.
    case null
    /// `true` / `false`.
    case bool(Bool)
    /// A number that is an integer (fits Int64).
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object (duplicate keys: the last wins, as most parsers).
    case object([String: JSONValue])

    /// Decodes any JSON value (the decoder rejects NaN/Infinity literals: they are not JSON).
    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            var values: [String: JSONValue] = [:]
            for key in object.allKeys { values[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(values)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let b = try? single.decode(Bool.self) { self = .bool(b) }
        else if let i = try? single.decode(Int64.self) { self = .integer(i) }
        else if let d = try? single.decode(Double.self) { self = .number(d) }
        else { self = .string(try single.decode(String.self)) }
    }

    /// Parses one message; throws `JSONValue.ParseError` with a short reason.
    ///
    /// - Parameter bytes: the message's UTF-8 bytes: one JSON value.
    /// - Returns: the message's value; a number that decodes as an `Int64` is `.integer`.
    /// - Throws: `ParseError` saying why the bytes are not JSON ("malformed JSON: …").
    public static func parse(_ bytes: some Collection<UInt8>) throws(ParseError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw ParseError(reason: Self.describe(error))
        } catch {
            throw ParseError(reason: "malformed JSON")
        }
    }

    /// Why a message is not JSON.
    public struct ParseError: Error, Hashable, Sendable {
        /// "malformed JSON: …".
        public var reason: String
    }

    /// The numeric value of `.integer` or `.number`.
    public var number: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }

    /// A short name of the value's JSON type, for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "malformed JSON" + (detail.map { ": " + $0 } ?? "")
        default:
            return "malformed JSON"
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
