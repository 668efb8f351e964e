import Testing
@testable import GestureTraces

/// `RecordLine.standingRowIndent` and `rowStart`, the one-pass recogniser of the evdev row shape
/// libinput writes: whatever it accepts, `classify` and `YAMLLineContext.scan` say the same of it.
@Suite struct RecordLinePlainRowTests {
    /// What the recogniser, `classify` and a fresh line context say of `bytes`.
    static func judge(_ bytes: [UInt8]) -> (indent: Int?, start: (indent: Int, content: Int)?, shape: RecordLine,
                                            standing: YAMLLineContext.Line, outsideAfter: Bool) {
        var copy = bytes
        return copy.withUnsafeMutableBufferPointer { p in
            let line = UnsafeBufferPointer(p)
            var context = YAMLLineContext()
            let standing = context.scan(line)
            return (RecordLine.standingRowIndent(line), RecordLine.rowStart(line), RecordLine.classify(line), standing,
                    context.isOutside)
        }
    }

    @Test func rowsLibinputWritesAreRecognisedAtTheirIndent() {
        let rows = ["    - [  0,      0,   3,  47,      0] # EV_ABS / ABS_MT_SLOT                0",
                    "    - [  1, 234567,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +8ms",
                    "  - [0, 12, 0, 0, -1]", "      - [ 3,  4, 1, 330, 1]   "]
        for (row, indent) in zip(rows, [4, 4, 2, 6]) {
            #expect(Self.judge(Array(row.utf8)).indent == indent, "\(row)")
        }
    }

    @Test func linesThatAreNotAStandingRowAreLeftToClassifyAndTheLineContext() {
        let lines = ["    - [0, 0, 3, 47, 0", "    - [0, 0, 3, 47, 0] x", "    - [0, 0, \"3\", 47, 0]",
                     "    -[0, 0, 3, 47, 0]", "    - [0, 0, 3, 47, 0]# c", "    - [0, 0, 3, 47, 0] # a\r",
                     "    - [0, 0, &a 3, 47, 0]", "  - evdev:",
                     "\t- [0, 0, 3, 47, 0]", "    - [0, 0, 3, 47, 0] # \u{2028}", "    - {time: 0.5}", "    - [[0], 0]"]
        for line in lines {
            #expect(Self.judge(Array(line.utf8)).indent == nil, "\(line)")
        }
    }

    /// Random lines near the row shape (a row's prefix, then bytes of every kind the line context
    /// acts on): each accepted line is a `.row` at that indent that stands alone and leaves the
    /// context outside; `rowStart` finds the content where `classify` does.
    @Test func whatTheRecogniserAcceptsClassifyAndTheLineContextAgreeWith() {
        var rng = SplitMix64(seed: 13)
        let palette: [UInt8] = Array(" 0123456789,-+:[]{}#\"'&*!%|>\t\r\\ael".utf8)
            + [0xC2, 0x85, 0xE2, 0x80, 0xA8, 0xA9, 0xC3]
        let prefixes = ["    - [", "  - [", "- [", "    -  [", "    - ", ""]
        var accepted = 0
        for _ in 0..<200_000 {
            var bytes = Array(prefixes[Int(rng.next() % UInt64(prefixes.count))].utf8)
            for _ in 0..<Int(rng.next() % 40) {
                // Mostly a row's own bytes, so that many lines get as far as the comment.
                let common = Array(" 0123456789,".utf8)
                bytes.append(rng.next() % 4 == 0 ? palette[Int(rng.next() % UInt64(palette.count))]
                                                 : common[Int(rng.next() % UInt64(common.count))])
                if rng.next() % 25 == 0 { bytes += Array("] # EV".utf8) }
            }
            let seen = Self.judge(bytes)
            if let start = seen.start, case .row(let indent, let content) = seen.shape {
                #expect(start.indent == indent && start.content == content, "\(bytes)")
            }
            guard let indent = seen.indent else { continue }
            accepted += 1
            guard case .row(let rowIndent, _) = seen.shape else {
                Issue.record("accepted, but classify says \(seen.shape): \(bytes)")
                continue
            }
            #expect(rowIndent == indent, "\(bytes)")
            #expect(seen.standing.standsAlone && seen.outsideAfter, "\(bytes)")
        }
        #expect(accepted > 1_000)
    }
}
