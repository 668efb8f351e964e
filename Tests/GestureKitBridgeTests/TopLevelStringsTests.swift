import GestureKit
import GestureOutput
import Testing
@testable import GestureKitBridge

/// `TopLevelStrings`: the top-level string fields of one JSON object, read in one pass — what the
/// bridge reads a scene line's `type` and `view` with. Checked against the whole parse
/// (`JSONValue.parse`) and on the shapes a line can take.
@Suite struct TopLevelStringsTests {
    static func read(_ text: String, _ keys: Set<String> = ["type", "view"]) -> [String: String]? {
        Array(text.utf8).withUnsafeBytes { TopLevelStrings.read(keys, in: $0) }
    }

    /// What the whole parse finds for `keys`.
    static func parsed(_ text: String, _ keys: Set<String> = ["type", "view"]) throws -> [String: String] {
        guard case .object(let fields) = try JSONValue.parse(Array(text.utf8)) else { return [:] }
        return fields.reduce(into: [:]) { found, field in
            if keys.contains(field.key), case .string(let s) = field.value { found[field.key] = s }
        }
    }

    static let names = ["pager", "page 2", "a\"quoted\"view", "back\\slash", "tab\tand\nnewline", "página",
                        "📷 photos", "bell\u{07}", "/slash/"]

    @Test(arguments: names)
    func aViewNameTheEncoderWritesIsReadBackAsTheWholeParseReadsIt(_ name: String) throws {
        var encoder = OutputEncoder(format: .jsonl)
        encoder.append(.scene(.visiblePages(view: name, time: Timestamp(microseconds: 12), pages: 3...5)))
        encoder.append(.scene(.indicator(view: name, time: .zero,
                    change: ScrollIndicatorChange(axis: .horizontal, x: 1, y: 2, w: 3, h: 4, alpha: 0.5))))
        let lines = String(decoding: encoder.bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        for line in lines {
            let fields = try #require(Self.read(line))
            #expect(fields["view"] == name)
            #expect(fields == (try Self.parsed(line)))
        }
    }

    @Test func nestedValuesAreSkippedAndOnlyTopLevelKeysCount() throws {
        let line =
            #"{"t":1,"tiles":[[0,1],[2,3]],"meta":{"view":"inner","s":"}],\"{"},"#
            + #""view":"outer","n":-1.5e3,"ok":true,"x":null}"#
        #expect(Self.read(line) == ["view": "outer"])
        #expect(Self.read(line) == (try Self.parsed(line)))
    }

    @Test func escapesIncludingSurrogatePairsAreDecoded() {
        #expect(Self.read(#"{"view":"\ud83d\udcf7 \u00e9\/\b\f"}"#) == ["view": "📷 é/\u{08}\u{0C}"])
    }

    @Test func aKeyGivenTwiceKeepsTheLastAndOtherKeysAreLeftOut() {
        #expect(Self.read(#"{"type":"a","other":"x","type":"b"}"#) == ["type": "b"])
        #expect(Self.read(#"  { }  "#) == [:])
        #expect(Self.read(#"{"view":5}"#) == [:], "a number is not a string field")
    }

    @Test(arguments: [#"[{"view":"a"}]"#, #"{"view":"a""#, #"{"view":}"#, #"{"view" "a"}"#, #"{"view":"a\q"}"#,
                      #"{"view":"\ud83d"}"#, #"{"a":[1,2}"#, "", #""view""#])
    func bytesThatAreNotOneObjectReadAsNil(_ text: String) {
        #expect(Self.read(text) == nil)
    }
}
