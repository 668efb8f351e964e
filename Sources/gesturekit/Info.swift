import ArgumentParser
import GestureKit

/// `gesturekit info FILE`: devices, duration, event counts, touches per frame, and anything
/// suspicious in a trace.
struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info", abstract: "Describe a trace: devices, duration, counts, defects.")

    @Argument(help: "The trace file (any supported format).")
    var file: String

    @Option(help: "Input format (default: detected from the content).")
    var format: TraceFormat?

    @OptionGroup var device: DeviceSizeOption

    @OptionGroup var quirks: QuirksOption

    @OptionGroup var deviceDescription: DescriptionOption

    func run() throws {
        let stats: TraceStatistics
        let detected: TraceFormat
        let database = try quirks.database()
        do {
            detected = try format ?? TraceFormat.detect(path: file)
            var source = try TraceFile.open(path: file, format: detected, deviceSize: device.size, quirks: database,
                                            description: deviceDescription.description)
            stats = try TraceStatistics.gather(from: &source)
        } catch {
            throw CLIError(error)
        }
        var out = "\(file)\n  format: \(detected)\n"
        if let v = stats.header.meta["generator"] ?? stats.header.meta["made-by"] { out += "  made by: \(v)\n" }
        if let s = stats.header.surface { out += "  surface: \(s) pt\n" }
        var devices = stats.devicesSeen
        for (i, d) in stats.header.devices.enumerated() where devices[DeviceID(i)] == nil { devices[DeviceID(i)] = d }
        for (id, d) in devices.sorted(by: { $0.key < $1.key }) {
            var line = "  \(id): \(d.kind.rawValue) \"\(d.name)\""
            if let mm = d.sizeMillimetres { line += ", \(mm) mm" }
            if d.slotCount > 0 { line += ", \(d.slotCount) slots" }
            if !d.capabilities.isEmpty { line += ", " + d.capabilities.map(\.rawValue).sorted().joined(separator: "+") }
            out += line + "\n"
            if let facts = DeviceFacts(d) {
                for fact in facts.lines { out += "    \(fact)\n" }
                let seen = stats.diagnosticsByDevice[id] ?? [:]
                out += """
                        coordinates outside the axis range: \(seen[.outsideAxisRange] ?? 0) touch(es); jumps seen: \
                    \(seen[.touchJump] ?? 0); palms excluded: \(seen[.palmExcluded] ?? 0); contacts dropped as \
                    hovering: \(seen[.hoveringContact] ?? 0); wide contacts read as two fingers: \
                    \(seen[.wideContactAsTwoFingers] ?? 0)\n
                    """
                if let db = try? QuirksDirectory.database(database) {
                    out += "    \(db.match(QuirkDevice(d)).summary)\n"
                }
            }
        }
        if let first = stats.firstTime {
            out += stats.hasAbsoluteClock
                ? """
                      time basis: absolute clock (first event at \
                    \(String(format: "%.6f", Double(first.microseconds) / 1e6)) s)\n
                    """
                : "  time basis: relative (starts at \(String(format: "%.6f", Double(first.microseconds) / 1e6)) s)\n"
        }
        out += "  duration: \(String(format: "%.3f", stats.duration.seconds)) s, \(stats.events) events\n"
        out +=
            "  events: "
            + stats.eventCounts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            + "\n"
        if !stats.touchesPerFrame.isEmpty {
            out += "  touches per frame: " + stats.touchesPerFrame.sorted { $0.key < $1.key }
                .map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "\n"
        }
        if stats.diagnostics.isEmpty {
            out += "  suspicious: nothing\n"
        } else {
            out += "  suspicious: " + stats.diagnostics.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key.rawValue) ×\($0.value)" }.joined(separator: ", ") + "\n"
            for d in stats.firstDiagnostics { out += "    \(d)\n" }
        }
        StandardOutput.write(out)
    }
}
