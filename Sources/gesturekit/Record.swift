import ArgumentParser
import Foundation
import GestureKit
import LiveInput

/// `gesturekit record`: capture live input into a `.gktrace` file for offline replay.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract:
            "Record live input into a .gktrace file (header with the device descriptions, then one event per line).")

    @OptionGroup var destination: OutputFileOption

    @Option(help: "Stop after this many seconds (default: until Ctrl-C).")
    var duration: Double?

    @OptionGroup var live: LiveOptions

    func validate() throws {
        try LiveStopper.check(duration: duration)
    }

    func run() throws {
        destination.noteDeprecatedSpelling()
        let source = LibinputSource(configuration: live.configuration)
        var recording: Recording?
        let record = { (fd: Int32) throws in
            let current = Recording(command: self, fileDescriptor: fd)
            recording = current
            // LiveInputError says what to do (permissions, seat, path); ArgumentParser prints it as is.
            try source.start { item in current.take(item) }
            let stopper = LiveStopper(duration: duration) { source.stop() }
            stopper.arm()
            current.waitForEnd(of: source)
            withExtendedLifetime(stopper) {}
            try current.finish()
        }
        // A file is written beside the destination and put in its place when the recording ends
        // (Ctrl-C and --duration end it normally): a recording that fails leaves no partial file.
        if destination.path == "-" { try record(1) } else {
            try AtomicFile.write(destination.path, removingOnSignal: false, record)
        }
        guard let recording else { return }
        FileHandle.standardError.write(
            Data(
                "recorded \(recording.count) events from \(recording.deviceCount) device(s) into \(destination.path)\n"
                    .utf8))
    }

    /// The events of one recording, written as they come on the source's thread: libinput reports
    /// every device present at start before any other event, and those go into the header; the
    /// rest streams to the file (bounded memory however long the recording). A device plugged in
    /// later arrives as an `added` event carrying its description, which the format allows
    /// (docs/trace-format.md).
    final class Recording: @unchecked Sendable {
        private let command: Record
        private let fileDescriptor: Int32
        private let lock = NSLock()
        private var initial: [InputEvent] = []
        private var writer: GktraceWriter?
        private var failure: (any Error)?
        private(set) var count = 0
        private(set) var deviceCount = 0

        init(command: Record, fileDescriptor: Int32) {
            self.command = command
            self.fileDescriptor = fileDescriptor
        }

        /// One item from the source's thread.
        func take(_ item: LiveInputItem) {
            guard case .event(let event) = item else { return }
            lock.lock(); defer { lock.unlock() }
            guard failure == nil else { return }
            count += 1
            if case .deviceAdded = event.kind { deviceCount += 1 }
            do {
                if let w = writer {
                    try w.write(event)
                } else if case .deviceAdded = event.kind {
                    initial.append(event)
                } else {
                    let w = try command.makeWriter(initial: initial, fileDescriptor: fileDescriptor)
                    try w.write(event)
                    writer = w
                }
            } catch {
                failure = error
            }
        }

        /// Blocks until the source has stopped (Ctrl-C or the duration).
        func waitForEnd(of source: LibinputSource) {
            let stopped = DispatchSemaphore(value: 0)
            source.whenStopped { stopped.signal() }
            stopped.wait()
        }

        /// Writes the header if nothing but devices came, and closes the file.
        func finish() throws {
            lock.lock(); defer { lock.unlock() }
            if let failure { throw failure }
            let w = try writer ?? command.makeWriter(initial: initial, fileDescriptor: fileDescriptor)
            try w.finish()
        }
    }

    /// A writer whose header lists the devices added at start; their `added` events follow it.
    fileprivate func makeWriter(initial: [InputEvent], fileDescriptor: Int32) throws -> GktraceWriter {
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
        let writer = try GktraceWriter(fileDescriptor: fileDescriptor, header: header,
                                       name: destination.path == "-" ? "standard output" : destination.path)
        try writer.write(contentsOf: initial)
        return writer
    }
}
