import ArgumentParser
import Foundation
import GestureKit
import LiveInput

/// `gesturekit record`: capture live input into a `.gktrace` file for offline replay.
struct Record: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record live input into a .gktrace file (header with the device descriptions, then one event per line).")

    @Option(name: .shortAndLong, help: "The .gktrace file to write.")
    var output: String

    @Option(help: "Stop after this many seconds (default: until Ctrl-C).")
    var duration: Double?

    @OptionGroup var live: LiveOptions

    func run() async throws {
        let source = LibinputSource(configuration: live.configuration)
        // LiveInputError says what to do (permissions, seat, path); ArgumentParser prints it as is.
        let items = try source.items()
        let stopper = LiveStopper(duration: duration) { source.stop() }
        stopper.arm()
        // libinput reports every device present at start before any other event: those go into
        // the header; the rest streams to the file as it comes (bounded memory however long the
        // recording). A device plugged in later arrives as an `added` event carrying its
        // description, which the format allows (docs/trace-format.md).
        var initial: [InputEvent] = []
        var writer: GktraceWriter?
        var count = 0
        var deviceCount = 0
        for await item in items {
            guard case .event(let event) = item else { continue }
            count += 1
            if case .deviceAdded = event.kind { deviceCount += 1 }
            if let w = writer {
                try w.write(event)
            } else if case .deviceAdded = event.kind {
                initial.append(event)
            } else {
                let w = try makeWriter(initial: initial)
                try w.write(event)
                writer = w
            }
        }
        let w = try writer ?? makeWriter(initial: initial)
        try w.finish()
        withExtendedLifetime(stopper) {}
        FileHandle.standardError.write(Data("recorded \(count) events from \(deviceCount) device(s) into \(output)\n".utf8))
    }

    /// A writer whose header lists the devices added at start; their `added` events follow it.
    private func makeWriter(initial: [InputEvent]) throws -> GktraceWriter {
        var devices: [DeviceInfo] = []
        for event in initial {
            guard case .deviceAdded(let info) = event.kind else { continue }
            while devices.count <= event.device.rawValue { devices.append(info) }
            devices[event.device.rawValue] = info
        }
        let configuration = live.configuration
        var meta = ["source": "gesturekit record", "clock": "CLOCK_MONOTONIC"]
        switch configuration.backend {
        case .seat(let seat): meta["seat"] = seat
        case .paths(let paths): meta["devices"] = paths.joined(separator: " ")
        }
        let header = TraceHeader(devices: devices, surface: configuration.surfaceSize, meta: meta)
        let writer = try GktraceWriter(path: output, header: header)
        try writer.write(contentsOf: initial)
        return writer
    }
}
