import Foundation
import GestureInput
import Testing
@testable import LiveInput

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
        let result = try LibinputReplay().run(device: device, rows: rows, arguments: ["--evdev"], idle: 0.6)
        #expect(result.status == 0, "\(result.diagnostics)")
        let deviceLine = try #require(result.otherLines.first { $0.hasPrefix("{\"evdev_device\":") }, "\(result.diagnostics)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(deviceLine.utf8)) as? [String: Any])
        let data = try JSONSerialization.data(withJSONObject: object["evdev_device"] ?? [:])
        let seen = try JSONDecoder().decode(DeviceInfo.self, from: data)
        #expect(seen.name == device.name)
        #expect(seen.kind == .touchpad)
        #expect(seen.evdev?.codes == device.evdev?.codes)
        #expect(seen.evdev?.absinfo == device.evdev?.absinfo)
        #expect(seen.evdev?.properties == device.evdev?.properties)
        #expect(seen.slotCount == 5)
        let read: [[Int64]] = result.otherLines.compactMap { line in
            guard line.hasPrefix("{\"row\":"),
                  let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let r = o["row"] as? [NSNumber] else { return nil }
            return r.map(\.int64Value)
        }
        // The harness's lone lead-in SYN_REPORT may or may not be read; the recording follows it.
        let payload = read.map { Array($0.dropFirst()) }
        let expected = rows.map { [Int64($0.type), Int64($0.code), Int64($0.value)] }
        #expect(Array(payload.suffix(expected.count)) == expected, "\(result.diagnostics)")
        // Row times keep the recording's spacing (20 ms between reports, within replay jitter).
        let syncs = read.filter { $0[1] == 0 && $0[2] == 0 }.map { $0[0] }.suffix(3)
        if syncs.count == 3 {
            let gaps = zip(syncs.dropFirst(), syncs).map { $0 - $1 }
            #expect(gaps.allSatisfy { abs($0 - 20_000) < 2_000 }, "\(gaps)")
        }
    }
}
