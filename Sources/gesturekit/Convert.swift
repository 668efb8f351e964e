import ArgumentParser
import GestureKit

/// `gesturekit convert IN OUT.gktrace`: any supported recording into the native trace format.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a recording (libinput record YAML, evemu, debug-events, .gktrace) to .gktrace.",
        discussion: """
            Raw recordings are decoded (MT protocol A/B, single touch) into touch events; the device descriptions go \
            into the header so the trace can be re-emulated.
            """)

    @Argument(help: "The recording to read.")
    var input: String

    @Argument(help: "The .gktrace file to write ('-' for standard output).")
    var output: String

    @Option(help: "Input format (default: detected from the content).")
    var format: TraceFormat?

    @Option(
        help: ArgumentHelp("Map a touchscreen's full axis range onto WxH points.", valueName: "WxH"),
        transform: SizeArgument.parse)
    var surface: SizeArgument?

    @OptionGroup var device: DeviceSizeOption

    func run() throws {
        do {
            var source = try TraceFile.open(
                path: input, format: format, surface: surface?.size, deviceSize: device.size)
            var header = source.header
            if header.surface == nil { header.surface = surface?.size }
            // A reader names a recording's device after the file when the recording names no
            // node; in the trace that is the converting user's path, not a device.
            for i in header.devices.indices where header.devices[i].node == input { header.devices[i].node = nil }
            header.meta["converted-from"] = input
            if output == "-" {
                do {
                    try convert(
                        &source, into: GktraceWriter(fileDescriptor: 1, header: header, name: "standard output"))
                } catch {
                    StandardOutput.endQuietlyIfReaderIsGone()
                    throw error
                }
            } else {
                // All or nothing: a bad input leaves no half-written trace, and an existing
                // destination stays as it was until the conversion has succeeded.
                try AtomicFile.write(output) { fd in
                    try convert(&source, into: GktraceWriter(fileDescriptor: fd, header: header, name: output))
                }
            }
        } catch {
            throw CLIError(error)
        }
    }

    private func convert(_ source: inout any TraceSource, into writer: GktraceWriter) throws {
        var skipped = 0
        while let item = try source.next() {
            switch item {
            case .event(var e):
                if case .deviceAdded(var info) = e.kind, info.node == input {
                    info.node = nil
                    e.kind = .deviceAdded(info)
                }
                try writer.write(e)
            case .diagnostic(let d):
                skipped += 1
                printError("warning: \(d)")
            }
        }
        try writer.finish()
        if skipped > 0 { printError("\(skipped) input defect(s) reported above; the rest was converted") }
    }
}

/// Prints a line to standard error.
func printError(_ s: String) {
    var line = s + "\n"
    line.withUTF8 { p in _ = Glibc.write(2, p.baseAddress, p.count) }
}

import Glibc
