import Testing
@testable import GestureTraces

/// `YAMLLineContext`: which lines stand on their own, and the word-at-a-time skip it relies on.
@Suite struct YAMLLineContextTests {
    /// Scans `lines` in order; what each was.
    static func scan(_ lines: [String]) -> [YAMLLineContext.Line] {
        var context = YAMLLineContext()
        return lines.map { line in
            var bytes = Array(line.utf8)
            return bytes.withUnsafeMutableBufferPointer { context.scan(UnsafeBufferPointer($0)) }
        }
    }

    static func isInert(_ byte: UInt8) -> Bool { byte == 0x20 || (0x2B...0x3F).contains(byte) }

    @Test func aWordIsInertExactlyWhenEachOfItsBytesIs() {
        var rng = SplitMix64(seed: 5)
        for position in 0..<8 {
            for byte in 0...255 {
                // Inert neighbours, one byte under test: the word answers for that byte alone.
                var bytes = [UInt8](repeating: 0x30, count: 8)
                bytes[position] = UInt8(byte)
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                #expect(YAMLLineContext.isInertWord(word) == Self.isInert(UInt8(byte)), "byte \(byte) at \(position)")
            }
        }
        for _ in 0..<100_000 {
            let palette: [UInt8] = [
                0x20, 0x2B, 0x2C, 0x2D, 0x30, 0x39, 0x3F, 0x40, 0x2A, 0x1F, 0x21, 0x5B, 0x5D, 0x80, 0xE2, 0x00
            ]
            let bytes = (0..<8).map { _ in palette[Int(rng.next() % UInt64(palette.count))] }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            #expect(YAMLLineContext.isInertWord(word) == bytes.allSatisfy { Self.isInert($0) }, "\(bytes)")
        }
    }

    @Test func rowsLibinputWritesStandAlone() {
        let lines = Self.scan(["  - evdev:", "    - [  0,     0,   3,  57, 1234] # EV_ABS / ABS_MT_TRACKING_ID 1234",
            "    - [0, 12, 0, 0, 0]", "  - libinput:", "    - {time: 0.012, type: POINTER_MOTION, delta: [1.0, 2.0]}"
        ])
        #expect(lines.allSatisfy { $0.standsAlone })
    }

    @Test func aFlowRowOverTwoLinesEndsInsideThenStartsInside() {
        let lines = Self.scan(["    - [0, 0,", "# a comment at column 0", "  3, 57, 1]", "    - [0, 0, 0, 0, 0]"])
        #expect(lines.map(\.endsInside) == [true, true, false, false])
        #expect(lines.map(\.startsInside) == [false, true, true, false])
    }

    @Test func quotesOpenOnlyWhereAScalarMayStartAndBracketsInsideThemDoNotCount() {
        let lines = Self.scan([
            "name: \"a [quoted ] {text\"", "note: it's plain", "q: 'it''s [", "still quoted'", "x: 1"
        ])
        #expect(lines.map(\.standsAlone) == [true, true, false, false, true])
        #expect(lines[2].endsInside && lines[3].startsInside && !lines[3].endsInside)
    }

    @Test func blockScalarTextIsInsideUntilALineAsShallowAsItsHeader() {
        let lines = Self.scan(["  note: |-  # text below", "    - [0, 0, 3, 57, 1]", "", "  events:"])
        #expect(lines.map(\.startsInside) == [false, true, true, false])
    }

    @Test func anchorsAliasesTagsAndForeignLineBreaksEntangleALine() {
        let lines = Self.scan([
            "- &a [0, 0, 0, 0, 0]", "- *a", "- !!int 3", "- [0, 0, 0, 0, 0]\r- x", "# note \u{2028}x: 1",
                               "- [0, 0, 0, 0, 0] # a&b *c"])
        #expect(lines.map(\.isEntangled) == [true, true, true, true, true, false])
    }
}
