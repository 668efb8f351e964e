import Foundation
import GestureInput
import GestureTraces
import Testing
@testable import LiveInput

extension LiveEmulation {
    /// Real libinput 1.22 on an emulated touchscreen (umockdev): touch events, positions, removal.
    @Suite(.enabled(if: LiveEnvironment.isAvailable, Comment(rawValue: LiveEnvironment.skipReason)))
    struct LiveTouchscreenTests {
        let device = EmulatedDevice.touchscreen(size: Size(width: 300, height: 200), unitsPerMillimetre: 10)

        @Test func twoFingerTapArrivesAsTwoDownsAndTwoUpsAtTheirSurfacePositions() throws {
            var g = Gesture(unitsPerMillimetre: 10)
            g.at(0, [0: (60, 40), 1: (180, 120)])
            g.at(40, [0: (60, 40), 1: (180, 120)])
            g.at(80, [:])
            let result = try LibinputReplay().run(
                device: device, rows: g.rows(for: device), arguments: ["--surface", "1500x1000"], idle: 0.7)
            #expect(result.status == 0, "\(result.diagnostics)")
            var downs: [Int: Point] = [:]
            var ups: [Int] = []
            for t in result.touchEvents {
                if case .down(let slot, let p) = t { downs[slot] = p }
                if case .up(let slot) = t { ups.append(slot) }
            }
            #expect(downs.count == 2, "\(result.diagnostics)")
            #expect(Set(ups) == Set(downs.keys))
            // libinput: (value − min) × width / (max − min + 1); 600 of 0…3000 on 1500 pt → 299.9.
            let points = downs.values.sorted { $0.x < $1.x }
            if points.count == 2 {
                #expect(abs(points[0].x - 600 * 1500 / 3001.0) < 0.5 && abs(points[0].y - 400 * 1000 / 2001.0) < 0.5)
                #expect(abs(points[1].x - 1800 * 1500 / 3001.0) < 0.5 && abs(points[1].y - 1200 * 1000 / 2001.0) < 0.5)
            }
            #expect(result.touchEvents.last == .frame)
        }

        @Test func aReplayThatStartedBeforeTheDeviceWasOpenIsRepeatedWithALongerLeadIn() throws {
            var g = Gesture(unitsPerMillimetre: 10)
            g.at(0, [0: (30, 20)])
            g.at(50, [:])
            // No lead-in: the first rows are due before the probe can have opened the device.
            let replay = LibinputReplay(harness: UmockdevHarness(leadIn: .zero, startupAllowance: .zero))
            let result = try replay.run(device: device, rows: g.rows(for: device), idle: 0.5)
            #expect(result.attempts >= 2)
            #expect(
                result.touchEvents.filter {
                    if case .down = $0 { return true }; return false
                }.count == 1, "\(result.diagnostics)")
            #expect(result.touchEvents.filter { if case .up = $0 { return true }; return false }.count == 1)
        }

        @Test(LiveEnvironment.judgedOnRealTimeTimers) func eventsAreDeliveredAtTheirTimestamps() throws {
            var g = Gesture(unitsPerMillimetre: 10)
            for step in 0...20 { g.at(Int64(step) * 8, [0: (30 + Double(step), 20)]) }
            g.at(170, [:])
            let result = try LibinputReplay().run(device: device, rows: g.rows(for: device), idle: 0.5)
            // libinput's timers run on CLOCK_MONOTONIC against these stamps: a skew would move
            // every timeout relative to the input (see `LibinputReplay.lagLimit`).
            let limit = LibinputReplay.lagLimit.microseconds
            let lags = [result.firstEventLag, result.minimumEventLag, result.maximumEventLag].compactMap {
                $0?.microseconds
            }
            #expect(lags.count == 3, "\(result.diagnostics)")
            #expect(lags.allSatisfy { abs($0) <= limit }, "\(result.diagnostics)")
            #expect(result.feedDelay.microseconds <= limit, "\(result.diagnostics)")
            #expect(
                result.touchEvents.filter {
                    if case .motion = $0 { return true }; return false
                }.count == 20, "\(result.diagnostics)")
        }

        @Test func udevSeatBackendFindsTheEmulatedTouchscreenOnSeat0() throws {
            var g = Gesture(unitsPerMillimetre: 10)
            g.at(0, [0: (30, 20)])
            g.at(50, [:])
            let result = try LibinputReplay().run(device: device, rows: g.rows(for: device), idle: 0.7, seat: "seat0")
            #expect(result.status == 0, "\(result.diagnostics)")
            let added = try #require(result.addedDevices.first, "\(result.diagnostics)")
            #expect(added.kind == .touchscreen)
            #expect(added.capabilities == [.touch])
            #expect(added.sizeMillimetres.map { abs($0.width - 300) < 1 && abs($0.height - 200) < 1 } == true)
            #expect(added.node?.hasPrefix("/dev/input/event") == true)
            #expect(added.evdev?.absinfo == device.evdev?.absinfo, "the raw description travels with the device")
            #expect(
                result.touchEvents.contains {
                    if case .down(_, let p) = $0 {
                        return abs(p.x - 30 * LibinputSourceConfiguration.pointsPerMillimetre) < 1
                    }; return false
                })
        }

        @Test func calibrationMatrixRotatesTouchesBy180DegreesAndIsReportedBack() throws {
            var g = Gesture(unitsPerMillimetre: 10)
            g.at(0, [0: (60, 40)])
            g.at(50, [:])
            let result = try LibinputReplay().run(device: device, rows: g.rows(for: device),
                arguments: ["--surface", "1500x1000", "--calibration", "-1,0,1,0,-1,1"], idle: 0.7)
            #expect(result.status == 0, "\(result.diagnostics)")
            #expect(
                result.configurationLines.first?.contains("\"calibration\":[-1.0, 0.0, 1.0, 0.0, -1.0, 1.0]") == true,
                "\(result.configurationLines)")
            let down = result.touchEvents.compactMap { if case .down(_, let p) = $0 { return p }; return nil }.first
            // 60 mm of 300 → 0.2 of the width; rotated 180° → 0.8: 1200 pt (± a device unit), y 0.2 → 0.8: 800 pt.
            #expect(down.map { abs($0.x - 1200) < 1.5 && abs($0.y - 800) < 1.5 } == true, "\(String(describing: down))")
        }

        @Test func shutdownLeavesNoDeviceDescriptorOpen() throws {
            var g = Gesture(unitsPerMillimetre: 10)
            g.at(0, [0: (10, 10)])
            g.at(30, [:])
            let result = try LibinputReplay().run(device: device, rows: g.rows(for: device), idle: 0.5)
            #expect(result.otherLines.contains("{\"shutdown\":{\"descriptors_left_open\":0}}"), "\(result.diagnostics)")
        }

        @Test func pinchArrivesAsTouchMotionWithTheFingersSpreading() throws {
            var g = Gesture(unitsPerMillimetre: 10)
            for step in 0...20 {
                let spread = 20.0 + Double(step) * 2   // mm from the centre
                g.at(Int64(step) * 12, [0: (150 - spread, 100), 1: (150 + spread, 100)])
            }
            g.at(21 * 12, [:])
            let result = try LibinputReplay().run(device: device, rows: g.rows(for: device), idle: 0.7)
            #expect(result.status == 0, "\(result.diagnostics)")
            var first: [Int: Point] = [:], last: [Int: Point] = [:]
            var motions = 0
            for t in result.touchEvents {
                switch t {
                case .down(let slot, let p): first[slot] = p; last[slot] = p
                case .motion(let slot, let p): last[slot] = p; motions += 1
                default: break
                }
            }
            #expect(motions >= 20, "\(result.diagnostics)")
            let slots = first.keys.sorted()
            try #require(slots.count == 2, "\(result.diagnostics)")
            let before = first[slots[0]]!.distance(to: first[slots[1]]!)
            let after = last[slots[0]]!.distance(to: last[slots[1]]!)
            // Without a surface, points are mm at 96 dpi: 40 mm → 151 pt, 120 mm → 454 pt.
            #expect(abs(before - 40 * LibinputSourceConfiguration.pointsPerMillimetre) < 2)
            #expect(abs(after - 120 * LibinputSourceConfiguration.pointsPerMillimetre) < 2)
        }

        @Test func removingTheDeviceMidGestureCancelsTheTouchAndReportsRemoval() throws {
            var g = Gesture(unitsPerMillimetre: 10)
            for step in 0...30 { g.at(Int64(step) * 10, [0: (100 + Double(step), 100)]) }
            g.at(310, [:])
            let result = try LibinputReplay().run(device: device, rows: g.rows(for: device),
                                                  arguments: ["--remove-after-touch-events", "8"], idle: 0.7)
            #expect(result.status == 0, "\(result.diagnostics)")
            let touches = result.touchEvents
            #expect(touches.contains { if case .down = $0 { return true }; return false })
            #expect(!touches.contains { if case .up = $0 { return true }; return false }, "the finger never lifted")
            #expect(touches.contains { if case .cancel = $0 { return true }; return false }, "\(result.diagnostics)")
            #expect(result.events.last?.kind == .deviceRemoved)
        }
    }
}
