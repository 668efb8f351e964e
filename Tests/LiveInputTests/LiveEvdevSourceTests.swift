import Foundation
import GestureInput
import GestureTraces
import Testing
@testable import LiveInput

extension LiveEmulation {
    /// EvdevSource on an emulated node: the ioctls describe the device, read(2) returns the rows.
    @Suite(.enabled(if: LiveEnvironment.isAvailable, Comment(rawValue: LiveEnvironment.skipReason)))
    struct LiveEvdevSourceTests {
        @Test func describesTheEmulatedTouchpadAndReadsItsRowsInOrder() throws {
            let device = EmulatedDevice.touchpad()
            var g = Gesture(unitsPerMillimetre: 20)
            g.at(0, [0: (10, 10)])
            g.at(20, [0: (11, 12), 1: (40, 30)])
            g.at(40, [:])
            let rows = g.rows(for: device)
            let expected = rows.map { [Int64($0.type), Int64($0.code), Int64($0.value)] }
            // umockdev stamps the rows; under load it once wrote a whole recording within 7 µs,
            // the last report stamped before the first (so the touchpad clean-up saw a jump).
            // That run says nothing of EvdevSource: repeat it, three attempts at most, while the
            // stamps are not the recording's spacing (`spacingTolerance` either way).
            var before = MonotonicClock.now(), after = before
            var result: LibinputReplay.Result
            var read: [[Int64]] = []
            var unfaithful: [String] = []
            repeat {
                before = MonotonicClock.now()
                result = try LibinputReplay().run(device: device, rows: rows, arguments: ["--evdev"], idle: 0.6)
                after = MonotonicClock.now()
                read = result.rows
                let stamps = read.suffix(expected.count).map { $0[0] }
                if Self.keepsTheSpacing(of: rows, stamps: stamps) { break }
                unfaithful.append("\(stamps)")
            } while unfaithful.count < 3
            if !unfaithful.isEmpty { print("umockdev stamped a run unlike the recording, repeated: \(unfaithful)") }
            #expect(result.status == 0, "\(result.diagnostics)")
            let deviceLine = try #require(
                result.otherLines.first { $0.hasPrefix("{\"evdev_device\":") }, "\(result.diagnostics)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(deviceLine.utf8)) as? [String: Any])
            let data = try JSONSerialization.data(withJSONObject: object["evdev_device"] ?? [:])
            let seen = try JSONDecoder().decode(DeviceInfo.self, from: data)
            #expect(seen.name == device.name)
            #expect(seen.kind == .touchpad)
            #expect(seen.evdev?.codes == device.evdev?.codes)
            #expect(seen.evdev?.absinfo == device.evdev?.absinfo)
            #expect(seen.evdev?.properties == device.evdev?.properties)
            #expect(seen.slotCount == 5)
            // The harness's lone lead-in SYN_REPORT may or may not be read; the recording follows it.
            let payload = read.map { Array($0.dropFirst()) }
            #expect(Array(payload.suffix(expected.count)) == expected, "\(result.diagnostics)")
            // Row times are CLOCK_MONOTONIC µs of this run (umockdev stamps them; the harness rebased
            // them onto now), in order. Spacing is not checked: umockdev's real-time replay jitters under load.
            let times = read.suffix(expected.count).map { $0[0] }
            #expect(
                times.allSatisfy { $0 >= before.microseconds && $0 <= after.microseconds },
                "\(times) not in \(before)…\(after)")
            // In order, in the plain build. Under ASan umockdev's slowed replay may stamp a row
            // earlier than the one before it (about one in a dozen sanitizer runs); the stamps are
            // umockdev's, and the pipeline admits times through `MonotonicTime`.
            let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
            if !LiveEnvironment.isSanitized {
                #expect(ordered, "\(times)")
            } else if !ordered {
                print("rows out of order under a sanitizer: \(times)")
            }
            // Decoded through MultitouchDecoder: two downs, two ups, the first at (10 mm, 10 mm) at 96 dpi.
            let touches = result.touchEvents
            let downs = touches.compactMap { if case .down(_, let p) = $0 { return p }; return nil }
            #expect(downs.count == 2, "\(result.diagnostics)")
            let k = 96 / 25.4
            #expect(downs.first.map { abs($0.x - 10 * k) < 0.5 && abs($0.y - 10 * k) < 0.5 } == true, "\(downs)")
            #expect(touches.filter { if case .up = $0 { return true }; return false }.count == 2)
            // No diagnostic, in the plain build. Under a sanitizer umockdev's real-time replay is
            // slowed unevenly, so the spacing of reports (which the touchpad clean-up judges, e.g.
            // jumps per 12 ms) is not the recording's (about one ASan run in ten finds a jump). The
            // ioctls, reads and decoding above stay checked.
            let diagnostics = result.otherLines.filter { $0.hasPrefix("{\"diagnostic\"") }
            if !LiveEnvironment.isSanitized { #expect(diagnostics.isEmpty, "\(diagnostics)") }
        }

        /// Whether the stamps umockdev gave the rows are in order and spaced as the recording's
        /// times, each gap within `spacingTolerance` of the recording's.
        static func keepsTheSpacing(of rows: [EvdevRow], stamps: [Int64]) -> Bool {
            guard stamps.count == rows.count else { return false }
            let limit = spacingTolerance.microseconds
            for i in rows.indices.dropFirst() {
                let gap = stamps[i] - stamps[i - 1]
                let recorded = (rows[i].time - rows[i - 1].time).microseconds
                guard gap >= 0, abs(gap - recorded) <= limit else { return false }
            }
            return true
        }

        /// How far a gap between two reports may be from the recording's before the run is
        /// repeated. The touchpad clean-up judges speed (a jump is over 20 mm per 12 ms), so a
        /// 20 ms gap stamped 1 ms apart turns this gesture's 2.2 mm step into a jump: with 20 ms
        /// (`LibinputReplay.lagLimit`) as the tolerance such a run would be judged, and fail.
        /// umockdev's idle jitter is well below 1 ms (`LiveLatencyTests`).
        static let spacingTolerance = TimeSpan.milliseconds(5)
    }
}

extension LibinputReplay.Result {
    /// The `[µs, type, code, value]` rows the probe read with `--evdev`, in order.
    var rows: [[Int64]] {
        otherLines.compactMap { line in
            guard line.hasPrefix("{\"row\":"),
                let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let r = o["row"] as? [NSNumber]
            else { return nil }
            return r.map(\.int64Value)
        }
    }
}
