import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// The streaming guarantee: reading a long trace holds a fixed-size buffer, not the file.
@Suite struct GktraceStreamingTests {
    static let eventCount = 200_000

    @Test func readingA200kEventTraceKeepsTheReadBufferAtItsChunkSize() throws {
        let path = try TraceTestSupport.temporaryFile([UInt8](), name: "long.gktrace")
        let writer = try GktraceWriter(path: path, header: TraceHeader(devices: [TraceBuilder.touchscreen()]))
        // 100k motion + frame pairs: a finger circling for ~14 minutes at 120 Hz.
        for k in 0..<(Self.eventCount / 2) {
            let t = Timestamp(microseconds: Int64(k) * 8333)
            let angle = Double(k) * 0.01
            try writer.write(
                InputEvent(
                    time: t, device: DeviceID(0),
                    kind: .touch(.motion(slot: 0, point: Point(x: 640 + 200 * cos(angle), y: 400 + 200 * sin(angle))))))
            try writer.write(InputEvent(time: t, device: DeviceID(0), kind: .touch(.frame)))
        }
        try writer.finish()
        let fileSize = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0

        let chunk = 1 << 14
        let reader = try GktraceReader(path: path, chunkSize: chunk)
        var count = 0
        var maxBuffer = reader.bufferCapacity
        var lastTime = Int64.min
        while let item = try reader.next() {
            guard case .event(let e) = item else { Issue.record("unexpected \(item)"); break }
            #expect(e.time.microseconds >= lastTime)
            lastTime = e.time.microseconds
            count += 1
            if count % 1000 == 0 { maxBuffer = max(maxBuffer, reader.bufferCapacity) }
        }
        #expect(count == Self.eventCount)
        #expect(maxBuffer == chunk)
        #expect(fileSize > 100 * chunk, "the trace must be far larger than the buffer for this test to mean anything")
        #expect(reader.lineNumber == Self.eventCount + 1)
    }

    @Test func aLineLongerThanTheBufferStillReads() throws {
        let longName = String(repeating: "n", count: 5000)
        let header = TraceHeader(devices: [DeviceInfo(name: longName, kind: .touchscreen)])
        let path = try TraceTestSupport.temporaryFile([UInt8]())
        let writer = try GktraceWriter(path: path, header: header)
        try writer.write(
            InputEvent(
                time: .zero, device: DeviceID(0), kind: .deviceAdded(DeviceInfo(name: longName, kind: .touchscreen))))
        try writer.finish()
        let reader = try GktraceReader(path: path, chunkSize: 64)
        #expect(reader.header.devices.first?.name == longName)
        let items = try TraceTestSupport.readAll(reader)
        #expect(items.count == 1)
    }
}
