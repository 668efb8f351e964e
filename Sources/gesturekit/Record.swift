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
        // Devices appear while recording, and the header lists them all: collect, then write.
        var devices: [DeviceInfo] = []
        var lines: [String] = []
        for await item in items {
            guard case .event(let event) = item else { continue }
            if case .deviceAdded(let info) = event.kind {
                while devices.count <= event.device.rawValue { devices.append(info) }
                devices[event.device.rawValue] = info
            }
            lines.append(InputEventLine.encode(event))
        }
        // TODO(lead): switch to GestureTraces' GktraceWriter once it is on main.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let devicesJSON = String(decoding: try encoder.encode(devices), as: UTF8.self)
        var text = "{\"gktrace\":\(TraceHeader.currentVersion),\"devices\":\(devicesJSON),"
            + "\"meta\":{\"source\":\"gesturekit record\",\"clock\":\"CLOCK_MONOTONIC\"}}\n"
        for line in lines { text += line + "\n" }
        do { try text.write(toFile: output, atomically: true, encoding: .utf8) } catch {
            throw ValidationError("cannot write \(output): \(error.localizedDescription)")
        }
        FileHandle.standardError.write(Data("recorded \(lines.count) events from \(devices.count) device(s) into \(output)\n".utf8))
    }
}
