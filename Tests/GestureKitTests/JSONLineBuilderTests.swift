import Foundation
import GestureOutput
import GestureTraces
import Testing
import GestureKit

@Suite struct JSONLineBuilderTests {
    private func line(_ body: (inout JSONLineBuilder) -> Void) -> String {
        var b = JSONLineBuilder()
        b.begin(time: Timestamp(microseconds: 1234), type: "state")
        body(&b)
        b.end()
        return String(decoding: b.bytes, as: UTF8.self)
    }

    @Test(arguments: [
        (0.0, "0"), (1.0, "1"), (-1.5, "-1.5"), (0.001, "0.001"), (0.0004, "0"), (0.0005, "0.001"),
        (-0.0004, "0"), (123.4567, "123.457"), (2.05, "2.05"), (1e6, "1000000"), (-0.25, "-0.25"),
        (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func doublesAreRoundedToThreeDecimalsWithoutTrailingZeros(value: Double, expected: String) {
        #expect(line { $0.field("x", value) } == "{\"t\":1234,\"type\":\"state\",\"x\":\(expected)}\n")
    }

    @Test(arguments: [
        (0, 2.5, "3"), (0, -2.5, "-3"), (0, 0.49999999999999994, "0"), (3, -0.0005, "-0.001"),
        (3, -0.05, "-0.05"), (3, 1e12, "1000000000000"), (3, 1e13, "10000000000000.0"), (3, 9.1e12, "9100000000000.0"),
        (3, -4.4999, "-4.5"), (1, 0.05, "0.1"), (9, 0.123456789, "0.123456789"), (9, 1.000000001, "1.000000001"),
        (6, -0.0000015, "-0.000002"), (3, 0.0104, "0.01"),
    ])
    func doublesRoundHalfAwayFromZeroAtAnyPrecision(digits: Int, value: Double, expected: String) {
        var b = JSONLineBuilder(fractionDigits: digits)
        b.begin(time: Timestamp(microseconds: 1), type: "state")
        b.field("x", value)
        b.end()
        #expect(String(decoding: b.bytes, as: UTF8.self) == "{\"t\":1,\"type\":\"state\",\"x\":\(expected)}\n")
    }

    @Test func integersKeepEveryDigit() {
        #expect(line { $0.field("n", Int64.min) } == "{\"t\":1234,\"type\":\"state\",\"n\":-9223372036854775808}\n")
        #expect(line { $0.field("n", 0) } == "{\"t\":1234,\"type\":\"state\",\"n\":0}\n")
    }

    /// The number format spelled out plainly, to check the builder's digit-pair writing against:
    /// `x` × 10^digits rounded half away from zero, the point put back, trailing zeros dropped;
    /// Swift's shortest description from 9·10¹⁵ units up; `null` when not finite.
    static func plainNumber(_ x: Double, digits: Int) -> String {
        guard x.isFinite else { return "null" }
        let scaled = x * [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9][digits]
        guard abs(scaled) < 9.0e15 else { return x.description }
        let units = Int64(scaled.rounded())
        if units == 0 { return "0" }
        var text = String(units.magnitude)
        if text.count <= digits { text = String(repeating: "0", count: digits + 1 - text.count) + text }
        var whole = String(text.dropLast(digits)), fraction = String(text.suffix(digits))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { whole += "." + fraction }
        return (units < 0 ? "-" : "") + whole
    }

    @Test(arguments: [3, 0, 1, 2, 6, 9])
    func everyNumberIsWrittenAsThePlainSpellingWritesIt(digits: Int) {
        var rng = SystemRandomNumberGenerator()
        var b = JSONLineBuilder(fractionDigits: digits)
        for k in 0..<50_000 {
            let magnitude = [1e-4, 1e-3, 0.01, 0.1, 1, 10, 100, 1e3, 1e4, 1e6, 1e9, 1e12, 1e15, 1e17][k % 14]
            var x = Double.random(in: -1...1, using: &rng) * magnitude
            if k % 7 == 0 { x = (x * 1000).rounded() / 1000 }  // exact-looking decimals, ties included
            b.removeAll()
            b.begin(time: Timestamp(microseconds: 1), type: "state")
            b.field("x", x)
            b.end()
            let text = String(decoding: b.bytes, as: UTF8.self)
            #expect(text == "{\"t\":1,\"type\":\"state\",\"x\":\(Self.plainNumber(x, digits: digits))}\n", "\(x)")
        }
    }

    @Test func everyIntegerIsWrittenAsItsDescription() {
        var rng = SystemRandomNumberGenerator()
        var b = JSONLineBuilder()
        for k in 0..<50_000 {
            let n = Int64.random(in: Int64.min...Int64.max, using: &rng) >> (k % 64)
            b.removeAll()
            b.begin(time: Timestamp(microseconds: n), type: "state")
            b.field("n", n)
            b.end()
            #expect(String(decoding: b.bytes, as: UTF8.self) == "{\"t\":\(n),\"type\":\"state\",\"n\":\(n)}\n")
        }
    }

    @Test func stringsAreEscapedSoEveryLineParsesAsJSON() throws {
        let text = line { $0.field("message", "quote \" backslash \\ newline \n tab \t bell \u{7} é") }
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["message"] as? String == "quote \" backslash \\ newline \n tab \t bell \u{7} é")
        #expect(text.filter { $0 == "\n" }.count == 1)
    }

    @Test func stringsAreEscapedByTheSameRuleAsEveryOtherJSONGestureKitWrites() {
        // Every ASCII character, two- to four-byte UTF-8, and the escapes' neighbours.
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init))) + "é€😀"
        let written = line { $0.field("message", text) }
        #expect(written.contains("\"message\":" + JSONString.quoted(text)), "\(written)")
    }

    @Test func gestureLineCarriesOnlyTheFieldsTheRecognizerSet() throws {
        var b = JSONLineBuilder()
        b.appendGesture(GestureEvent(time: .milliseconds(5), recognizer: "doubleTap", kind: .tap, state: .recognized,
                                     location: Point(x: 10, y: 20.5), touches: 1, taps: 2))
        let text = String(decoding: b.bytes, as: UTF8.self)
        #expect(
            text == #"{"t":5000,"type":"gesture","recognizer":"doubleTap","kind":"tap","state":"recognized","#
                + #""x":10,"y":20.5,"touches":1,"taps":2}"# + "\n"
        )
    }

    @Test func frameLineListsEveryTouchWithItsPhase() throws {
        let id = TouchID(device: DeviceID(0), serial: 7)
        let frame = TouchFrame(time: .milliseconds(1), device: DeviceID(0), touches: [
                Touch(
                    id: id, slot: 1, location: Point(x: 1, y: 2), startLocation: Point(x: 1, y: 2),
                    startTime: .milliseconds(1), phase: .began)
        ])
        var b = JSONLineBuilder()
        b.appendInput(frame)
        let object = try JSONSerialization.jsonObject(with: Data(b.bytes)) as? [String: Any]
        let touches = object?["touches"] as? [[String: Any]]
        #expect(object?["event"] as? String == "frame")
        #expect(touches?.first?["phase"] as? String == "began")
        #expect(touches?.first?["slot"] as? Int == 1)
    }
}
