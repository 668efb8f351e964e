extension KeyedDecodingContainer {
    /// Decodes `key` when present, else returns `fallback`: every configuration field is optional
    /// in JSON and falls back to its documented default.
    func decode<T: Decodable>(_ key: Key, default fallback: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback
    }
}
