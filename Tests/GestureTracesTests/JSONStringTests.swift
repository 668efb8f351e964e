import Foundation
import GestureTraces
import Testing

/// `JSONString`: the one escaping rule for the JSON GestureKit writes outside the JSON Lines writer.
@Suite struct JSONStringTests {
    @Test(arguments: [
        ("plain", #""plain""#), ("q\"b\\", #""q\"b\\""#), ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("bell\u{07}\u{1F}", #""bell\u0007\u001f""#), ("é€😀", "\"é€😀\""), ("", #""""#),
    ])
    func quotesEscapeQuotesBackslashesAndControlCharacters(_ text: String, _ literal: String) {
        #expect(JSONString.quoted(text) == literal)
    }

    @Test func everyControlCharacterRoundTripsThroughAJSONParser() throws {
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "é€😀"
        let document = "[" + JSONString.quoted(text) + "]"
        let parsed = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String]
        #expect(parsed == [text])
        #expect(!document.contains("\n"), "a literal stays on one line")
    }

    @Test func appendWritesTheSameBytesAsQuoted() {
        var bytes: [UInt8] = Array("x=".utf8)
        JSONString.append("a\u{1}\"", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x=" + JSONString.quoted("a\u{1}\""))
    }
}
