import ArgumentParser
import GestureKit
import GestureSoak

/// `gesturekit synth --events N -o FILE`: writes a long, realistic, seeded `.gktrace` (gestures on a
/// touchscreen and a touchpad) for benchmarks and peak-memory measurements of `replay`.
struct Synth: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "synth",
        abstract: "Write a synthetic .gktrace of N events (seeded mix of touchscreen and touchpad gestures).",
        discussion: """
        Streams the trace to disk (bounded memory whatever N). Example:
          gesturekit synth --events 1000000 -o big.gktrace && gesturekit replay --output jsonl big.gktrace
        """)

    @Option(help: "Number of input events to write.")
    var events: Int

    @OptionGroup var destination: OutputFileOption

    @Option(help: "Seed of the generator.")
    var seed: UInt64 = 1

    @Flag(help: "Mix in hot-plugs and malformed sequences (the soak mix).")
    var malformed = false

    func validate() throws {
        guard events >= 0 else { throw ValidationError("--events must be ≥ 0, got \(events)") }
    }

    func run() throws {
        destination.noteDeprecatedSpelling()
        let output = destination.path
        var stream = SyntheticInputStream(seed: seed, configuration: malformed ? .soak : .wellFormed)
        do {
            func synthesize(into writer: GktraceWriter) throws {
                for _ in 0..<events { try writer.write(stream.next()) }
                try writer.finish()
            }
            if output == "-" {
                do {
                    try synthesize(
                        into: GktraceWriter(fileDescriptor: 1, header: stream.header, name: "standard output"))
                } catch {
                    StandardOutput.endQuietlyIfReaderIsGone()
                    throw error
                }
            } else {
                // All or nothing: Ctrl-C left a truncated trace that replayed as if it were complete.
                try AtomicFile.write(output) { fd in
                    try synthesize(into: GktraceWriter(fileDescriptor: fd, header: stream.header, name: output))
                }
            }
        } catch {
            throw CLIError(error)
        }
    }
}
