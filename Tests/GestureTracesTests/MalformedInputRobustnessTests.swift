import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// Randomly damaged input never crashes a reader: `.gktrace` lines either read or throw a located
/// `TraceError`; debug-events text never throws at all.
@Suite struct MalformedInputRobustnessTests {
    /// Flips, drops, duplicates or inserts bytes of `line` at random positions.
    static func damage(_ line: [UInt8], _ g: inout SplitMix64) -> [UInt8] {
        var bytes = line
        let edits = 1 + Int(g.next() % 3)
        let alphabet = Array(#"{}[]":,.-+eE0123456789 \tabcnulltruefalse\"#.utf8) + [0x00, 0x0A, 0x7F, 0xC3, 0xFF]
        for _ in 0..<edits where !bytes.isEmpty {
            let i = Int(g.next() % UInt64(bytes.count))
            switch g.next() % 4 {
            case 0: bytes[i] = alphabet[Int(g.next() % UInt64(alphabet.count))]
            case 1: bytes.remove(at: i)
            case 2: bytes.insert(alphabet[Int(g.next() % UInt64(alphabet.count))], at: i)
            default: bytes = Array(bytes[..<i])
            }
        }
        return bytes
    }

    @Test func damagedGktraceLinesReadOrThrowALocatedError() throws {
        var g = SplitMix64(seed: 2024)
        var b = TraceBuilder()
        b.pinch(center: Point(x: 100, y: 100), fromSpan: 50, toSpan: 80, duration: .milliseconds(50))
        var pad = TraceBuilder(device: TraceBuilder.touchpad(), surface: nil)
        pad.touchpadPinch(scale: 1.5, duration: .milliseconds(30))
        pad.fingerScroll(by: Vector(dx: 3, dy: 4), duration: .milliseconds(20))
        let padEvents: [UInt8] = try pad.gktraceBytes().split(separator: 0x0A).dropFirst()
            .flatMap { Array($0) + [0x0A] }
        let lines = (try b.gktraceBytes() + padEvents).split(separator: 0x0A).map(Array.init)
        let header = lines[0]
        var thrown = 0
        for round in 0..<400 {
            var body: [UInt8] = header + [0x0A]
            let target = 1 + round % (lines.count - 1)
            for (i, line) in lines.enumerated().dropFirst() {
                body += (i == target ? Self.damage(line, &g) : line) + [0x0A]
            }
            let path = try TraceTestSupport.temporaryFile(body)
            do {
                _ = try TraceTestSupport.readAll(GktraceReader(path: path))
            } catch let e as TraceError {
                thrown += 1
                #expect(e.line >= 2 && e.column >= 1, "\(e)")
            }
        }
        #expect(thrown > 100, "most damage must be detected")
    }

    @Test func damagedDebugEventsTextNeverThrows() throws {
        let directory = TraceTestSupport.recordings + "/libinput-debug-events"
        var g = SplitMix64(seed: 7)
        for name in ["atmel2.debug-events.txt", "cy2.debug-events.txt", "pinch_in.debug-events.txt"] {
            let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            let lines = original.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            for _ in 0..<60 {
                let damaged = lines.map { g.next() % 3 == 0 ? Self.damage($0, &g) : $0 }
                let path = try TraceTestSupport.temporaryFile(
                    Array(damaged.joined(separator: [0x0A])), name: "damaged.txt")
                _ = try TraceTestSupport.readAll(DebugEventsReader(path: path))
            }
        }
    }
}
