import Foundation
import GestureInput
import GestureTraces
import Testing
@testable import LiveInput

extension LiveEmulation {
    /// Measures, on an emulated touchscreen, the time from libinput's fd becoming readable to the
    /// handler call (`gesturekit-probe --latency`). Real time: this is measurement, not recognition.
    ///
    /// Run alone: `swift test --filter LiveLatencyTests` — the median and p99 are printed.
    @Suite(.enabled(if: LiveEnvironment.isAvailable, Comment(rawValue: LiveEnvironment.skipReason)),
           LiveEnvironment.judgedOnRealTimeTimers)
    struct LiveLatencyTests {
        @Test func fdReadableToHandlerLatencyOverAThousandEvents() throws {
            let device = EmulatedDevice.touchscreen()
            var g = Gesture(unitsPerMillimetre: 10)
            // 600 reports at 200 Hz (3 s), one finger moving 0.1 mm per report: 600 motions + 600 frames.
            for step in 0..<600 { g.at(Int64(step) * 5, [0: (50 + Double(step) * 0.1, 80)]) }
            g.at(3000, [:])
            let result = try LibinputReplay().run(
                device: device, rows: g.rows(for: device), arguments: ["--latency"], idle: 0.7)
            #expect(result.status == 0, "\(result.diagnostics)")
            let line = try #require(result.otherLines.first { $0.hasPrefix("{\"latency\":") }, "\(result.diagnostics)")
            print("gesturekit-probe latency (fd readable → handler): \(line)")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: [String: Int]])
            let stats = try #require(object["latency"])
            #expect((stats["count"] ?? 0) >= 1000)
            // A loose sanity bound (a dispatch plus conversion takes microseconds; a loaded CI box may stall).
            #expect((stats["median_us"] ?? .max) < 20_000, "\(stats)")
        }
    }
}
