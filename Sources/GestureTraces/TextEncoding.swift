/// Recognises text encodings other than UTF-8 from a file's first bytes, so a UTF-16 or UTF-32
/// trace gets an error naming its encoding instead of a misleading "missing header".
enum TextEncoding {
    /// The name of the encoding `head` (a file's first bytes) is in when it is not UTF-8, or nil
    /// for UTF-8 (with or without a byte-order mark) and plain ASCII.
    ///
    /// Byte-order marks decide first (UTF-32 before UTF-16: `FF FE 00 00` starts with UTF-16LE's
    /// mark). Without a mark, the NUL pattern of text that is mostly ASCII decides: UTF-8 text has
    /// no NUL bytes at all, UTF-16 has one in every other byte, UTF-32 three in every four.
    static func nonUTF8Name(of head: [UInt8]) -> String? {
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 big-endian (byte-order mark 00 00 FE FF)" }
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 little-endian (byte-order mark FF FE 00 00)" }
        if head.starts(with: [0xFE, 0xFF]) { return "UTF-16 big-endian (byte-order mark FE FF)" }
        if head.starts(with: [0xFF, 0xFE]) { return "UTF-16 little-endian (byte-order mark FF FE)" }
        let sample = head.prefix(sampleLength)
        guard sample.count >= 4, sample.contains(0) else { return nil }
        // NUL bytes at each position modulo 4, over the whole units of the sample.
        var nulsAt = [0, 0, 0, 0]
        let units = sample.count / 4
        for (offset, byte) in sample.prefix(units * 4).enumerated() where byte == 0 { nulsAt[offset % 4] += 1 }
        func mostly(_ count: Int) -> Bool { count * 10 >= units * 9 }  // ≥ 90 % of the units
        if mostly(nulsAt[1]) && mostly(nulsAt[2]) && mostly(nulsAt[3]) {
            return "UTF-32 little-endian (no byte-order mark)"
        }
        if mostly(nulsAt[0]) && mostly(nulsAt[1]) && mostly(nulsAt[2]) {
            return "UTF-32 big-endian (no byte-order mark)"
        }
        if mostly(nulsAt[1]) && mostly(nulsAt[3]) { return "UTF-16 little-endian (no byte-order mark)" }
        if mostly(nulsAt[0]) && mostly(nulsAt[2]) { return "UTF-16 big-endian (no byte-order mark)" }
        return nil
    }

    /// Bytes examined for the NUL pattern: a few lines of text, enough to be sure.
    static let sampleLength = 1024

    /// The error for a file in a non-UTF-8 encoding: names the encoding and the fix.
    static func error(file: String, encoding: String) -> TraceError {
        TraceError(file: file, line: 1, column: 1,
                   message: "the file is \(encoding) text; GestureKit reads UTF-8: convert it first, "
                       + "e.g. `iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8`")
    }
}
