import Foundation
import GestureTestSupport
@_spi(Fuzzing) @testable import GestureTraces
import Testing

/// The evemu reader's fast path for `E:` rows never disagrees with the general parser: it either
/// builds the very same row or declines and lets the general parser decide, so results and error
/// messages cannot change. And it takes every row `evemu-record` writes.
@Suite struct EvemuFastPathTests {
    private static func fast(_ line: String) -> EvdevRow? {
        Array(line.utf8).withUnsafeBufferPointer { EvemuFastPath.row($0) }
    }

    private static func general(_ line: String) -> EvdevRow? {
        try? EvemuReader.parseEvent(Array(line.utf8), path: "x.evemu", line: 1)
    }

    private static func agree(_ line: [UInt8]) -> Bool {
        line.withUnsafeBufferPointer { EvemuReader.fastPathAgreesWithGeneralParser($0) }
    }

    /// Every `.evemu` file under `Traces/` and the shared recordings (bad-input fixtures included).
    private static var evemuFiles: [String] {
        let roots = [SharedRecordings.packageRoot.appendingPathComponent("Traces"), SharedRecordings.folder("")]
        return roots.flatMap { root -> [String] in
            let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return names.filter { $0.hasSuffix(".evemu") }.map { root.appendingPathComponent($0).path }
        }.sorted()
    }

    @Test func everyRowOfEveryRecordingTakesTheFastPathWithTheGeneralParsersValues() throws {
        let files = Self.evemuFiles
        #expect(files.count >= 10)
        var rows = 0
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("E:") {
                let line = String(line)
                let general = Self.general(line)
                let fast = Self.fast(line)
                #expect(Self.agree(Array(line.utf8)), "\(file):\(k + 1): \(line)")
                // evemu's rows all take the fast path: only rows the general parser rejects (the
                // bad-input fixtures) or inputs a fuzzer wrote (`00003` as a type) may decline.
                if fast == nil && !file.contains("/fixtures/fuzz-") {
                    #expect(general == nil, "\(file):\(k + 1): \(line)")
                }
                if fast != nil { rows += 1 }
            }
        }
        #expect(rows > 10_000)
    }

    /// Rows as evemu writes them and the variations the fast path still takes.
    @Test(arguments: [
        ("E: 0.000000 0003 0039 1234", EvdevRow(time: .zero, type: 3, code: 0x39, value: 1234)),
        (
            "E: 1357751032.084313 0000 0000 0000",
            EvdevRow(time: Timestamp(microseconds: 1_357_751_032_084_313), type: 0, code: 0, value: 0)
        ),
        ("E: 12.5 03 35 -1", EvdevRow(time: Timestamp(microseconds: 12_500_000), type: 3, code: 0x35, value: -1)),
        (
            "  E:\t0.016522\tFFFF\tabCD\t+999999999",
            EvdevRow(time: Timestamp(microseconds: 16_522), type: 0xffff, code: 0xabcd, value: 999_999_999)
        ),
        (
            "E: 999999999999.999999 0001 014a -999999999",
            EvdevRow(time: Timestamp(microseconds: 999_999_999_999_999_999), type: 1, code: 0x14a, value: -999_999_999)
        ),
        (
            "E: 0.1 0003 0035 100# SYN_REPORT",
            EvdevRow(time: Timestamp(microseconds: 100_000), type: 3, code: 0x35, value: 100)
        ),
        (
            "E: 0.1 0003 0035 100 extra words",
            EvdevRow(time: Timestamp(microseconds: 100_000), type: 3, code: 0x35, value: 100)
        ),
        ("E: 0.1 0003 0035 -0 ", EvdevRow(time: Timestamp(microseconds: 100_000), type: 3, code: 0x35, value: 0)),
    ])
    func writerRowsTakeTheFastPathAndMatchTheGeneralParser(line: String, expected: EvdevRow) throws {
        let row = try #require(Self.fast(line))
        #expect(row == expected)
        #expect(Self.general(line) == expected)
    }

    /// Rows the fast path leaves to the general parser, which accepts or rejects them itself.
    @Test(arguments: [
        "E: 0.1234567 0003 0035 1",       // seven fraction digits (the general parser drops the seventh)
        "E: 1 0003 0035 1",               // no fraction
        "E: 1. 0003 0035 1",              // empty fraction
        "E: .5 0003 0035 1",              // no whole seconds
        "E: 1234567890123.0 0003 0035 1", // thirteen whole digits
        "E: 0.1 0x03 0035 1",             // hex prefix
        "E: 0.1 00003 0035 1",            // five hex digits
        "E: 0.1 0003 0035 2147483647",    // ten value digits
        "E: 0.1 0003 0035 1x",            // stray byte
        "E: 0.1 0003 0035",               // missing value
        "E: 0.1 0003#0035 1",             // comment inside the fields
        "E:0.1 0003 0035 1",              // no blank after the tag
        "E: 0.1 0003 0035 1\r",           // a carriage return the line reader did not strip
        "e: 0.1 0003 0035 1",
        "",
    ])
    func otherRowsAreLeftToTheGeneralParser(line: String) {
        #expect(Self.fast(line) == nil)
        #expect(Self.agree(Array(line.utf8)))
    }

    /// The writer's layout is read at fixed offsets, its fraction and hex fields a word at a time:
    /// every byte value at every offset of a writer row still gives the general parser's row, or
    /// is left to it.
    @Test func everyByteAtEveryOffsetOfAWriterRowAgreesWithTheGeneralParser() {
        let valid = Array("E: 12.016522 0003 0035 -1234".utf8)
        var taken = 0
        for at in valid.indices {
            for byte in UInt8.min...UInt8.max {
                var line = valid
                line[at] = byte
                #expect(Self.agree(line), "\(at): \(byte)")
                if line.withUnsafeBufferPointer({ EvemuFastPath.row($0) }) != nil { taken += 1 }
            }
        }
        // Each hex field takes 22 bytes per offset ("0"–"9", "a"–"f", "A"–"F"), each digit 10.
        #expect(taken > 28 * 10)
    }

    /// Four hex digits read as one word: the value of every spelling of every 16-bit number, and
    /// nil as soon as one byte is not a hex digit.
    @Test func fourHexDigitsReadAsOneWordAreTheirValue() {
        let digits = Array("0123456789abcdef".utf8), upper = Array("0123456789ABCDEF".utf8)
        for value in 0...0xFFFF {
            let nibbles = [value >> 12, value >> 8 & 0xF, value >> 4 & 0xF, value & 0xF]
            for spelling in [nibbles.map { digits[$0] }, nibbles.map { upper[$0] }] {
                #expect(spelling.withUnsafeBufferPointer { EvemuFastPath.hex4($0, at: 0) } == UInt16(value))
            }
        }
        for at in 0..<4 {
            for byte in UInt8.min...UInt8.max where !digits.contains(byte) && !upper.contains(byte) {
                var spelling = Array("09af".utf8)
                spelling[at] = byte
                #expect(
                    spelling.withUnsafeBufferPointer { EvemuFastPath.hex4($0, at: 0) } == nil, "\(at): \(byte)")
            }
        }
    }

    /// Random lines over the bytes the grammar cares about: never a row the general parser would
    /// read differently or reject.
    @Test func randomRowsNeverDisagree() {
        var random = SplitMix64(seed: 13)
        let alphabet = Array("E: .0123456789abcdefABCDEFxX+-#\t".utf8)
        let valid = Array("E: 12.016522 0003 0035 -1234".utf8)
        var taken = 0
        for _ in 0..<100_000 {
            var line = valid
            // One to three edits of a writer row: replace, insert or delete a byte.
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<line.count, using: &random)
                let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                switch Int.random(in: 0..<3, using: &random) {
                case 0: line[at] = byte
                case 1: line.insert(byte, at: at)
                default: if line.count > 1 { line.remove(at: at) }
                }
            }
            #expect(Self.agree(line), "\(String(decoding: line, as: UTF8.self))")
            if line.withUnsafeBufferPointer({ EvemuFastPath.row($0) }) != nil { taken += 1 }
        }
        #expect(taken > 10_000)  // the edits leave many rows the fast path still takes
    }
}
