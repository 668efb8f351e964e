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
        LiveStopper(source: source, duration: duration).arm()
        // Devices can appear while recording (hotplug) and the header lists them all, so the events
        // are kept until the end and then written with the header in front.
        var devices: [DeviceInfo] = []
        var events: [InputEvent] = []
        for await item in items {
            guard case .event(let event) = item else { continue }
            if case .deviceAdded(let info) = event.kind {
                while devices.count <= event.device.rawValue { devices.append(info) }
                devices[event.device.rawValue] = info
            }
            events.append(event)
        }
        let configuration = live.configuration
        var meta = ["source": "gesturekit record", "clock": "CLOCK_MONOTONIC"]
        switch configuration.backend {
        case .seat(let seat): meta["seat"] = seat
        case .paths(let paths): meta["devices"] = paths.joined(separator: " ")
        }
        let header = TraceHeader(devices: devices, surface: configuration.surfaceSize, meta: meta)
        let writer = try GktraceWriter(path: output, header: header)
        try writer.write(contentsOf: events)
        try writer.finish()
        FileHandle.standardError.write(Data("recorded \(events.count) events from \(devices.count) device(s) into \(output)\n".utf8))
    }
}
