import Testing
@testable import GestureTraces

/// The one table of `.gktrace` member names and kinds (`GktraceField`) drives the reader's raw and
/// escaped key lookups, its type errors and the encoder: a name changed here changes all of them.
@Suite struct GktraceFieldTests {
    private static func general(_ line: String) -> Result<InputEvent?, JSONScanError> {
        Array(line.utf8).withUnsafeBufferPointer { buf in
            Result { () throws(JSONScanError) -> InputEvent? in try GktraceReader.parseEventGenerally(buf) }
        }
    }

    /// A member name with every character written as `\u00XX`: legal JSON the writer never produces.
    private static func escaped(_ name: StaticString) -> String {
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        return bytes.map { "\\u00" + String($0, radix: 16) }.joined()
    }

    @Test(arguments: GktraceField.allCases)
    func everyFieldIsFoundByItsRawAndItsEscapedName(field: GktraceField) {
        let name = field.name
        let raw = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        #expect(raw.withUnsafeBufferPointer { GktraceField.named($0) } == field)
        #expect(GktraceField.named(String(decoding: raw, as: UTF8.self)) == field)
    }

    @Test func unknownAndPrefixNamesAreNoField() {
        for name in ["tt", "", "de", "devices", "X", "cancel"] {
            #expect(GktraceField.named(name) == nil, "\(name)")
            #expect(Array(name.utf8).withUnsafeBufferPointer { GktraceField.named($0) } == nil, "\(name)")
        }
    }

    @Test func anEscapedKeyReadsTheSameEventAsTheRawKey() throws {
        let rawLine = #"{"t":5,"dev":0,"type":"motion","slot":1,"x":2.5,"y":-3}"#
        let escapedLine = "{\"\(Self.escaped("t"))\":5,\"\(Self.escaped("dev"))\":0,\"type\":\"motion\","
            + "\"\(Self.escaped("slot"))\":1,\"\(Self.escaped("x"))\":2.5,\"\(Self.escaped("y"))\":-3}"
        let expected = try #require(try Self.general(rawLine).get())
        #expect(try Self.general(escapedLine).get() == expected)
    }

    @Test(arguments: [
        (GktraceField.t, #"{"t":true,"dev":0,"type":"frame"}"#, #"expected an integer for "t", found 't'"#),
        (GktraceField.x, #"{"t":1,"dev":0,"type":"motion","slot":0,"x":"1","y":0}"#,
         #"expected a number for "x", found '"'"#),
        (GktraceField.pressed, #"{"t":1,"dev":0,"type":"button","button":272,"pressed":1}"#,
         #"expected true or false for "pressed", found '1'"#),
        (GktraceField.source, #"{"t":1,"dev":0,"type":"scroll","source":1,"dx":0,"dy":0}"#,
         #"expected a string for "source", found '1'"#),
    ])
    func aValueOfTheWrongKindNamesTheKindTheTableGives(field: GktraceField, line: String, message: String) {
        guard case .failure(let error) = Self.general(line) else {
            Issue.record("\(line) was accepted")
            return
        }
        #expect(error.message == message)
        #expect(field.expectation(found: String(message.split(separator: ", found ").last ?? "")) == message)
    }

    @Test func theEncoderWritesTheTableNames() throws {
        var encoder = GktraceEncoder()
        try encoder.encode(InputEvent(time: Timestamp(microseconds: 7), device: DeviceID(0),
                                      kind: .pointer(.button(code: 272, pressed: true))))
        #expect(String(decoding: encoder.bytes, as: UTF8.self)
            == "{\"t\":7,\"dev\":0,\"type\":\"button\",\"button\":272,\"pressed\":true}\n")
    }
}
