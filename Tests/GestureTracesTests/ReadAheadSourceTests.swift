import Foundation
import GestureInput
@testable import GestureTraces
import Testing

/// `ReadAheadSource` gives exactly the wrapped reader's items, in order, and its error after the
/// items before it: reading on a second thread changes when, never what.
@Suite struct ReadAheadSourceTests {
    /// Every item of `path` read directly, and the error that ended the reading (nil at the end).
    static func readDirectly(_ path: String) -> (items: [TraceItem], error: TraceError?) {
        read(try TraceFile.open(path: path))
    }

    /// The same through a `ReadAheadSource`.
    static func readAhead(_ path: String) -> (items: [TraceItem], error: TraceError?) {
        read(try ReadAheadSource(TraceFile.open(path: path)))
    }

    private static func read(_ open: @autoclosure () throws -> any TraceSource) -> (
        items: [TraceItem], error: TraceError?
    ) {
        var items: [TraceItem] = []
        do {
            var source = try open()
            while let item = try source.next() { items.append(item) }
            return (items, nil)
        } catch let error as TraceError {
            return (items, error)
        } catch {
            return (items, TraceError(file: "?", message: "unexpected error type: \(error)"))
        }
    }

    /// Every recording in the shared folders and every raw recording under `Traces/`.
    static let recordings: [String] = {
        let folders =
            ["evemu-devices", "inputactions", "libinput-debug-events"].map { TraceTestSupport.recordings + "/" + $0 }
            + [TraceTestSupport.traces + "/fixtures"]
        return folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".evemu") || $0.hasSuffix(".txt") || $0.hasSuffix(".yaml") }
                .sorted().map { folder + "/" + $0 }
        }
    }()

    @Test func everySharedRecordingReadsTheSameItemsAhead() {
        #expect(Self.recordings.count > 20, "recordings found: \(Self.recordings.count)")
        for path in Self.recordings {
            let direct = Self.readDirectly(path), ahead = Self.readAhead(path)
            #expect(ahead.items == direct.items, "\(path)")
            #expect(ahead.error == direct.error, "\(path)")
        }
    }

    /// An evemu file of `rows` touch rows (one finger moving), then `tail`.
    static func evemuFile(rows: Int, tail: String = "") throws -> String {
        var text = """
            # EVEMU 1.3
            N: GestureKit Bench Touchscreen
            I: 0003 1234 5678 0100
            P: 02 00 00 00 00 00 00 00
            B: 00 0b 00 00 00 00 00 00 00
            B: 01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 04 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00
            B: 03 03 00 00 00 00 80 60 02
            A: 00 0 4095 0 0 16
            A: 01 0 4095 0 0 16
            A: 2f 0 9 0 0 0
            A: 35 0 4095 0 0 16
            A: 36 0 4095 0 0 16
            A: 39 0 65535 0 0 0
            E: 0.000000 0003 002f 0
            E: 0.000000 0003 0039 1
            E: 0.000000 0003 0035 100
            E: 0.000000 0003 0036 100
            E: 0.000000 0001 014a 1
            E: 0.000000 0000 0000 0

            """
        for r in stride(from: 1, through: rows, by: 1) {
            text += "E: \(r / 1000).\(String(format: "%06d", (r % 1000) * 1000)) 0003 0035 \(100 + r % 3000)\n"
            text += "E: \(r / 1000).\(String(format: "%06d", (r % 1000) * 1000)) 0000 0000 0\n"
        }
        return try TraceTestSupport.temporaryFile(text + tail, name: "read-ahead.evemu")
    }

    @Test func itemsOverManyBatchesComeInTheReadersOrder() throws {
        // Enough frames that the reader thread waits for batches to come back several times over.
        let path = try Self.evemuFile(rows: ReadAheadSource.batchSize * BatchChannel<TraceItem>.batchCount * 3)
        let direct = Self.readDirectly(path), ahead = Self.readAhead(path)
        #expect(direct.error == nil)
        #expect(direct.items.count > ReadAheadSource.batchSize * BatchChannel<TraceItem>.batchCount * 3)
        #expect(ahead.items == direct.items)
        #expect(ahead.error == nil)
    }

    @Test func anErrorMidFileComesAfterEveryItemBeforeItAtItsLineAndColumn() throws {
        let path = try Self.evemuFile(rows: ReadAheadSource.batchSize * 2 + 17, tail: "E: 99.000000 0003 ZZ 5\n")
        let direct = Self.readDirectly(path), ahead = Self.readAhead(path)
        let error = try #require(ahead.error)
        #expect(error == direct.error)
        #expect(error.column == 19 && error.message.contains("bad hex 'ZZ'"), "\(error)")
        #expect(ahead.items == direct.items)
        #expect(ahead.items.count > ReadAheadSource.batchSize * 2)
    }

    @Test func aReaderEndingAtOnceGivesTheEmptyStream() throws {
        let path = try Self.evemuFile(rows: 0)
        let ahead = Self.readAhead(path)
        #expect(ahead.items == Self.readDirectly(path).items)
        #expect(ahead.error == nil)
    }
}
