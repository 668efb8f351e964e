import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// The evdev rows of a `libinput record` body taken in batches (`LineReader.takeLines`,
/// `RecordEventsCursor.nextEvdevRows`): lines go through one after another as long as they are
/// the rows and item keys libinput writes, and any other line is left, unread, to the general way.
@Suite struct RecordEvdevRowBatchTests {
    /// The lines `takeLines` lent after the line `first`, their numbers, and the line read next.
    static func take(_ text: String, through lastLine: Int = .max, refusing stop: String? = nil) throws
        -> (taken: [String], numbers: [Int], next: String?, nextNumber: Int) {
        let path = try TraceTestSupport.temporaryFile(text, name: "lines.txt")
        var reader = try LineReader(path: path)
        // The buffer is filled by reading a line the general way: `takeLines` never reads the file.
        #expect(try reader.nextLine() == "first")
        var taken: [String] = [], numbers: [Int] = []
        reader.takeLines(through: lastLine) { line, number, _ in
            let s = String(decoding: line, as: UTF8.self)
            guard s != stop else { return false }
            taken.append(s)
            numbers.append(number)
            return true
        }
        let next = try reader.nextLine()
        return (taken, numbers, next, reader.lineNumber)
    }

    @Test func aRefusedLineIsTheNextLineReadAfterTheTakenOnes() throws {
        let r = try Self.take("first\na\nb\r\nstop\nc\n", refusing: "stop")
        #expect(r.taken == ["a", "b"])
        #expect(r.numbers == [2, 3])
        #expect(r.next == "stop")
        #expect(r.nextNumber == 4)
    }

    @Test func takingStopsAtTheLastLineOfTheSection() throws {
        let r = try Self.take("first\na\nb\nc\n", through: 3)
        #expect(r.taken == ["a", "b"])
        #expect(r.next == "c")
    }

    @Test func anUnterminatedLastLineIsLeftToWithNextLine() throws {
        let r = try Self.take("first\na\nb")
        #expect(r.taken == ["a"])
        #expect(r.next == "b")
    }

    static let recording = """
        version: 1
        devices:
        - node: /dev/input/event7
          evdev:
            name: "Screen"
            id: [3, 4660, 22136, 256]
            codes: {0: [0, 1], 1: [330], 3: [0, 1, 47, 53, 54, 57]}
            absinfo: {0: [0, 4095, 0, 0, 16], 1: [0, 4095, 0, 0, 16], 47: [0, 3, 0, 0, 0], \
        53: [0, 4095, 0, 0, 16], 54: [0, 4095, 0, 0, 16], 57: [0, 65535, 0, 0, 0]}
          events:
          - evdev:
            - [  0,      0,   3,  57,    100] # EV_ABS / ABS_MT_TRACKING_ID
            - [  0,      0,   3,  53,   1690] # EV_ABS / ABS_MT_POSITION_X
            - [  0,      0,   0,   0,      0] # ------------ SYN_REPORT (0) ----------
          - evdev:
            - [  0,   8000,   3,  53,   1694] # EV_ABS / ABS_MT_POSITION_X
            - [  0,   8000,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +8ms
          -   evdev:
            - [  0,  16000,   3,  53,   1698]
            - [  0,  16000,   0,   0,      0]
          - evdev: # a comment
            - [  0,  24000,   3,  53,   1700]
            - [  0,  24000,   0,   0,  0x10]
            - [  0,  32000,   0,   0,      0]

        """

    static func cursor(_ path: String) throws -> RecordEventsCursor {
        let layout = try LibinputRecordLayout(path: path)
        let parser = RecordParser(file: path, pointsPerMillimetre: 1, lineMap: layout.lineMap)
        return try RecordEventsCursor(path: path, section: layout.sections[0], want: .evdev, parser: parser)
    }

    /// Each call's rows, as `(usec, value)` pairs.
    static func batches(_ cursor: RecordEventsCursor, limit: Int = 512) throws -> [[[Int]]] {
        var batches: [[[Int]]] = []
        var rows: [EvdevRow] = []
        while try cursor.nextEvdevRows(into: &rows, limit: limit) {
            batches.append(rows.map { [Int($0.time.microseconds), Int($0.value)] })
            rows.removeAll()
        }
        return batches
    }

    @Test func theItemKeysLibinputWritesAreTakenWithTheRows() throws {
        let path = try TraceTestSupport.temporaryFile(Self.recording, name: "rec.yaml")
        let batches = try Self.batches(Self.cursor(path))
        // The first row comes through `next()` (the section's first item is read the general
        // way); from there on the rows and the `- evdev:` keys (`-   evdev:`, one with a comment)
        // go in one batch, up to `0x10`, which only Yams reads: its item is read whole, and the
        // rows of it not yet returned come one at a time.
        #expect(batches == [
            [[0, 100]],
            [[0, 1690], [0, 0], [8000, 1694], [8000, 0], [16000, 1698], [16000, 0], [24000, 1700]],
            [[24000, 0x10]],
            [[32000, 0]],
        ])
    }

    @Test func aBatchHoldsAtMostItsLimit() throws {
        let path = try TraceTestSupport.temporaryFile(Self.recording, name: "rec.yaml")
        let batches = try Self.batches(Self.cursor(path), limit: 2)
        #expect(batches.allSatisfy { $0.count <= 2 })
        #expect(batches.flatMap { $0 }.count == 10)
    }

    @Test func aRowThatFailsTheChecksEndsTheBatchAndThrowsAtItsPlaceAfterTheRowsAbove() throws {
        let bad = Self.recording.replacingOccurrences(of: "[  0,  16000,   3,  53,   1698]",
                                                      with: "[  0, 1000000,   3,  53,   1698]")
        let path = try TraceTestSupport.temporaryFile(bad, name: "rec.yaml")
        let cursor = try Self.cursor(path)
        var rows: [EvdevRow] = []
        #expect(try cursor.nextEvdevRows(into: &rows, limit: 512))
        rows.removeAll()
        #expect(try cursor.nextEvdevRows(into: &rows, limit: 512))
        #expect(rows.map(\.time.microseconds) == [0, 0, 8000, 8000])
        rows.removeAll()
        let badLine = bad.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("1000000") }.map { $0 + 1 }
        let error = #expect(throws: TraceError.self) { try cursor.nextEvdevRows(into: &rows, limit: 512) }
        #expect(error?.line == badLine)
        #expect(rows.isEmpty)
    }
}
