import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// The bad-input rules of docs/trace-format.md: what throws (with line and column), what is a
/// diagnostic, what is ignored.
@Suite struct GktraceReaderRuleTests {
    static let good = #"{"t":1000,"dev":0,"type":"frame"}"#

    /// A malformed event line, the text whose first byte the error must point at, and a phrase
    /// the message must contain.
    struct BadLine: CustomTestStringConvertible, Sendable {
        let line: String
        let at: String
        let says: String
        var testDescription: String { says }
    }

    static let badLines: [BadLine] = [
        BadLine(line: #"{"t":1,"dev":0,"type":"frame",}"#, at: "}", says: "expected a member name"),
        BadLine(line: #"{"t":1 "dev":0,"type":"frame"}"#, at: #""dev""#, says: "expected ',' or '}'"),
        BadLine(line: #"{"t":1,"dev":0,"type":"wiggle"}"#, at: #""wiggle""#, says: #"unknown event type "wiggle""#),
        BadLine(line: #"{"t":1,"dev":0,"type":"down","slot":0,"x":5}"#, at: #""down""#, says: #"needs "y""#),
        BadLine(line: #"{"t":"1","dev":0,"type":"frame"}"#, at: #""1""#, says: #"expected an integer for "t""#),
        BadLine(line: #"{"t":1,"dev":0,"type":"motion","slot":0,"x":1e999,"y":0}"#, at: "1e999", says: "out of range"),
        BadLine(
            line: #"{"t":1,"dev":0,"type":"motion","slot":0,"x":-2e400,"y":0}"#, at: "-2e400", says: "out of range"),
        BadLine(
            line: #"{"t":1,"dev":0,"type":"motion","slot":0,"x":NaN,"y":0}"#, at: "NaN",
            says: #"expected a number for "x""#),
        BadLine(
            line: #"{"t":1,"dev":0,"type":"motion","slot":0,"x":Infinity,"y":0}"#, at: "Infinity",
            says: #"expected a number for "x""#),
        BadLine(line: #"{"t":01,"dev":0,"type":"frame"}"#, at: "01", says: "leading zeros"),
        BadLine(line: #"{"t":1,"dev":0,"type":"up","slot":1.5}"#, at: "1.5", says: "expected an integer"),
        BadLine(line: #"{"t":-99999999999999999999,"dev":0,"type":"frame"}"#, at: "-9999", says: "out of range"),
        BadLine(line: #"{"t":1,"dev":0,"type":"frame"} x"#, at: "x", says: "after the event object"),
        BadLine(line: #"{"t":1,"dev":0,"type":"fr\qame"}"#, at: #"qame"#, says: "invalid escape"),
        BadLine(line: #"{"t":1,"dev":0,"type":"button","button":272,"pressed":yes}"#, at: "yes", says: "true or false"),
        BadLine(
            line: #"{"t":1,"dev":0,"type":"scroll","source":"trackpoint","dx":0,"dy":1}"#, at: #""trackpoint""#,
            says: #""source" must be"#),
        BadLine(line: #"{"t":1,"dev":0,"type":"frame","extra":[1,2}"#, at: "}", says: "expected ',' or ']'"),
        BadLine(line: #"{"dev":0,"type":"frame"}"#, at: "{", says: #"needs "t""#),
        BadLine(line: #"[1,2,3]"#, at: "[", says: "expected '{'"),
        BadLine(line: #"{"t":1,"dev":-1,"type":"frame"}"#, at: "{", says: "not a device index"),
        BadLine(line: #"{"t":1,"dev":0,"type":"added"}"#, at: #""added""#, says: #"needs "device""#),
        BadLine(
            line: #"{"t":1,"dev":0,"type":"added","device":{"kind":"touchpad"}}"#, at: #"{"kind""#,
            says: #"missing field "name""#)
    ]

    @Test(arguments: badLines)
    func malformedLineThrowsAtItsLineAndColumn(_ bad: BadLine) throws {
        let error = try #require(TraceTestSupport.error(reading: [Self.good, bad.line, Self.good]))
        #expect(error.line == 3)
        let offset = try #require(bad.line.range(of: bad.at)).lowerBound.utf16Offset(in: bad.line)
        #expect(error.column == offset + 1, "column for \(bad.line)")
        #expect(error.message.contains(bad.says), "message: \(error.message)")
        #expect(error.description.hasSuffix(":3:\(offset + 1): \(error.message)"))
    }

    @Test func emptyFileIsAClearError() throws {
        let path = try TraceTestSupport.temporaryFile("")
        let error = #expect(throws: TraceError.self) { try GktraceReader(path: path) }
        #expect(error?.line == 1)
        #expect(error?.message.contains("empty file") == true)
    }

    @Test func missingHeaderIsAnErrorAtLine1() throws {
        let path = try TraceTestSupport.temporaryFile(Self.good + "\n")
        let error = #expect(throws: TraceError.self) { try GktraceReader(path: path) }
        #expect(error?.line == 1)
        #expect(error?.message.contains("missing header") == true)
        #expect(error?.message.contains("line 1 is an event") == true)
    }

    @Test func textThatIsNotJSONIsAMissingHeader() throws {
        let path = try TraceTestSupport.temporaryFile("version: 1\ndevices:\n")
        let error = #expect(throws: TraceError.self) { try GktraceReader(path: path) }
        #expect(error?.line == 1)
        #expect(error?.message.contains("missing header") == true)
    }

    @Test func futureVersionNamesBothVersionsAndTheRule() throws {
        let path = try TraceTestSupport.temporaryFile(
            #"{"gktrace":2,"devices":[],"newThing":{"a":1}}"# + "\n" + Self.good + "\n")
        let error = #expect(throws: TraceError.self) { try GktraceReader(path: path) }
        #expect(error?.line == 1)
        #expect(error?.column == 12)
        #expect(error?.message.contains("version 2") == true)
        #expect(error?.message.contains("up to 1") == true)
        #expect(error?.message.contains("a reader accepts any version up to its own") == true)
    }

    @Test(arguments: [
        #"{"gktrace":0,"devices":[]}"#, #"{"gktrace":"1","devices":[]}"#, #"{"gktrace":1.5,"devices":[]}"#
    ])
    func nonsenseVersionsAreRejected(_ header: String) throws {
        let path = try TraceTestSupport.temporaryFile(header + "\n")
        let error = #expect(throws: TraceError.self) { try GktraceReader(path: path) }
        #expect(error?.line == 1)
    }

    @Test func malformedHeaderPointsAtItsColumn() throws {
        let path = try TraceTestSupport.temporaryFile(#"{"gktrace":1,"devices":[}"# + "\n")
        let error = #expect(throws: TraceError.self) { try GktraceReader(path: path) }
        #expect(error?.line == 1)
        #expect(error?.column == 25)
    }

    @Test func headerWithWrongFieldTypesNamesTheField() throws {
        let path = try TraceTestSupport.temporaryFile(
            #"{"gktrace":1,"devices":[{"name":"x","kind":"touchpad","size_mm":[1,2,3]}]}"# + "\n")
        let error = #expect(throws: TraceError.self) { try GktraceReader(path: path) }
        #expect(error?.message.contains("size_mm") == true)
    }

    @Test func truncatedLastLineReplaysWhatCameBeforeAndSaysWhereItStopped() throws {
        let items = try TraceTestSupport.readFixture(
            [Self.good, #"{"t":2000,"dev":0,"type":"frame"}"#, #"{"t":3000,"dev":0,"ty"#], terminated: false)
        #expect(TraceTestSupport.events(items).map(\.time.microseconds) == [1000, 2000])
        guard case .diagnostic(let d)? = items.last else { Issue.record("no diagnostic at the end"); return }
        #expect(d.code == .truncated)
        #expect(d.message.contains("line 4"))
        #expect(d.time == Timestamp(microseconds: 2000))
    }

    @Test func unterminatedButCompleteLastLineIsAnEvent() throws {
        let items = try TraceTestSupport.readFixture(
            [Self.good, #"{"t":2000,"dev":0,"type":"frame"}"#], terminated: false)
        #expect(TraceTestSupport.events(items).count == 2)
        #expect(TraceTestSupport.diagnostics(items).isEmpty)
    }

    @Test func malformedLineWithANewlineIsNotTruncationButAnError() {
        let error = TraceTestSupport.error(reading: [Self.good, #"{"t":3000,"dev":0,"ty"#], terminated: true)
        #expect(error?.line == 3)
    }

    @Test func eventForAnUndeclaredDeviceIsSkippedWithADiagnostic() throws {
        let items = try TraceTestSupport.readFixture([
            #"{"t":1,"dev":3,"type":"frame"}"#,
            #"{"t":2,"dev":0,"type":"frame"}"#,
        ])
        #expect(TraceTestSupport.events(items).map(\.device) == [DeviceID(0)])
        let d = try #require(TraceTestSupport.diagnostics(items).first)
        #expect(d.code == .unknownDevice)
        #expect(d.device == DeviceID(3))
        #expect(d.message.contains(":2:"))
    }

    @Test func addedEventDeclaresADeviceBeyondTheHeader() throws {
        let items = try TraceTestSupport.readFixture([
            #"{"t":1,"dev":1,"type":"added","device":{"name":"Hotplugged","kind":"touchpad","slots":2,"#
                + #""capabilities":["gesture","pointer","levitation"]}}"#,
            #"{"t":2,"dev":1,"type":"hold-begin","fingers":2}"#,
        ])
        let events = TraceTestSupport.events(items)
        #expect(TraceTestSupport.diagnostics(items).isEmpty)
        #expect(events.count == 2)
        guard case .deviceAdded(let info)? = events.first?.kind else { Issue.record("no device"); return }
        #expect(info.name == "Hotplugged")
        #expect(info.kind == .touchpad)
        #expect(info.capabilities == [.gesture, .pointer])  // unknown capability names are ignored
    }

    @Test func unknownFieldsAreIgnoredInEventsAndHeader() throws {
        let header =
            #"{"gktrace":1,"recorder":{"host":"x","v":[1,2.5e3,true,null]},"#
            + #""devices":[{"name":"A","kind":"hovercraft","future":1}],"meta":{"k":"v"}}"#
        let items = try TraceTestSupport.readFixture([
            #"{"t":1,"dev":0,"type":"down","pressure":[0.5,{"deep":[null]}],"slot":0,"x":1,"y":2,"note":"hi \u00e9"}"#,
        ], header: header)
        #expect(TraceTestSupport.events(items) == [InputEvent(time: Timestamp(microseconds: 1), device: DeviceID(0),
                                                              kind: .touch(.down(slot: 0, point: Point(x: 1, y: 2))))])
    }

    @Test func unknownDeviceKindReadsAsOther() throws {
        let reader = try GktraceReader(
            path: TraceTestSupport.temporaryFile(#"{"gktrace":1,"devices":[{"name":"A","kind":"hovercraft"}]}"# + "\n"))
        #expect(reader.header.devices.first?.kind == .other)
    }

    @Test func blankLinesAreSkipped() throws {
        let items = try TraceTestSupport.readFixture(["", Self.good, "   ", Self.good])
        #expect(TraceTestSupport.events(items).count == 2)
    }

    @Test func escapedMemberNamesAndTypeAreUnderstood() throws {
        let items = try TraceTestSupport.readFixture([#"{"\u0074":5,"dev":0,"typ\u0065":"fr\u0061me"}"#])
        #expect(
            TraceTestSupport.events(items) == [
                InputEvent(time: Timestamp(microseconds: 5), device: DeviceID(0), kind: .touch(.frame))
            ])
    }

    @Test func optionalFieldsTakeTheirDocumentedDefaults() throws {
        let items = try TraceTestSupport.readFixture([
            #"{"t":1,"dev":0,"type":"scroll","source":"finger","dx":0,"dy":2}"#,
            #"{"t":2,"dev":0,"type":"pinch-update","fingers":2,"dx":0,"dy":0}"#,
            #"{"t":3,"dev":0,"type":"pinch-end","fingers":2}"#,
        ])
        #expect(TraceTestSupport.events(items).map(\.kind) == [
            .pointer(.scroll(source: .finger, delta: Vector(dx: 0, dy: 2), v120: .zero, stopped: [])),
                .gesture(
                    TouchpadGestureEvent(
                        kind: .pinch, fingers: 2, phase: .update(delta: .zero, scale: 1, angleDelta: 0))),
            .gesture(TouchpadGestureEvent(kind: .pinch, fingers: 2, phase: .end(cancelled: false))),
        ])
    }
}
