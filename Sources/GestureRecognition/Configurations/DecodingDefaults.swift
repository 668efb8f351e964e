import GestureInput

extension KeyedDecodingContainer {
    /// Decodes `key` when present, else returns `fallback`: every configuration field is optional
    /// in JSON and falls back to its documented default.
    func decode<T: Decodable>(_ key: Key, default fallback: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback
    }
}

extension KeyedDecodingContainer {
    /// Durations are whole microseconds in JSON. Decoded through `Double` so that a fractional
    /// value fails with its key path (Foundation on Linux loses the path for `0.5` as an integer).
    func decode(_ key: Key, default fallback: TimeSpan) throws -> TimeSpan {
        guard let value = try decodeIfPresent(Double.self, forKey: key) else { return fallback }
        guard value.isFinite, value == value.rounded(), abs(value) < 9e15 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: "a whole number of microseconds (got \(value))")
        }
        return TimeSpan(microseconds: Int64(value))
    }
}
