import Foundation
import Testing
@testable import GestureTraces

/// The byte scanner agrees with the JSON grammar and parses numbers exactly.
@Suite struct JSONLineScannerTests {
    static func parseDouble(_ text: String) throws -> Double {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buf in
            var s = JSONLineScanner(buf)
            let token = try s.scanNumber()
            guard s.index == bytes.count else { throw JSONScanError(column: s.column, message: "not all consumed") }
            return try s.double(token)
        }
    }

    static func skip(_ text: String) -> JSONScanError? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buf in
            var s = JSONLineScanner(buf)
            do {
                try s.skipValue()
                return s.atEndAfterWhitespace() ? nil : JSONScanError(column: s.column, message: "trailing")
            } catch let e as JSONScanError { return e } catch { return JSONScanError(column: 0, message: "\(error)") }
        }
    }

    @Test(arguments: ["0", "-0", "1", "-1", "0.5", "1e3", "1E+3", "1e-3", "123.456e-7", "0.000001234",
                      "1.7976931348623157e308", "4.9e-324", "2.2250738585072011e-308", "9007199254740993",
                      "0.30000000000000004", "123456789012345678901234567890", "3.141592653589793238462643383279",
                      "1e-400", "0.1e1", "100000000000000000000000"])
    func numbersMatchTheStandardLibrary(_ text: String) throws {
        let expected = try #require(Double(text))
        #expect(try Self.parseDouble(text).bitPattern == expected.bitPattern, "\(text)")
    }

    @Test(arguments: ["01", "-", "1.", ".5", "1e", "1e+", "+1", "0x10", "- 1"])
    func malformedNumbersAreRejected(_ text: String) {
        #expect(throws: JSONScanError.self) { try Self.parseDouble(text) }
    }

    @Test(arguments: [
        #"{}"#, #"[]"#, #"{"a":[1,{"b":null},true,false,"x\"y\\\/\b\f\n\r\t\u00e9"]}"#, #"  "ü€😀"  "#, "-0.0e-0"
    ])
    func validValuesAreSkipped(_ text: String) {
        #expect(Self.skip(text) == nil, "\(text)")
    }

    @Test(arguments: [#"{"a":1,}"#, #"[1,]"#, #"{a:1}"#, #"'x'"#, "tru", "nul", "\"tab\tinside\"", #""\x""#,
                      #""\u12G4""#, #"{"a" 1}"#, "[1 2]", "\"unterminated", "{\"a\":\u{7F}}"])
    func invalidValuesAreRejected(_ text: String) {
        #expect(Self.skip(text) != nil, "\(text)")
    }

    @Test func invalidUTF8InAStringIsRejected() {
        let bytes: [UInt8] = [0x22, 0x61, 0xC3, 0x28, 0x22]
        let error = bytes.withUnsafeBufferPointer { buf -> JSONScanError? in
            var s = JSONLineScanner(buf)
            do { try s.skipValue(); return nil } catch let e as JSONScanError { return e } catch { return nil }
        }
        #expect(error?.column == 4)
    }

    @Test func deepNestingIsRejectedNotRecursedForever() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(Self.skip(deep)?.message.contains("nesting") == true)
    }

    @Test func escapesDecode() {
        let text = #""a\"b\\c\/d\n\u00e9\ud83d\ude00""#
        let bytes = Array(text.utf8)
        let decoded = bytes.withUnsafeBufferPointer { buf -> String? in
            var s = JSONLineScanner(buf)
            guard let token = try? s.scanString() else { return nil }
            return s.decode(token)
        }
        #expect(decoded == "a\"b\\c/d\né😀")
    }
}
