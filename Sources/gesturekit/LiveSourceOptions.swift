import ArgumentParser
import GestureKit
import GestureTraces

/// Where a service's input comes from (`serve`, `daemon`): the libinput seat or device nodes
/// (`LiveOptions`), raw evdev nodes (`--raw`), or a recording played in real time (`--replay`).
struct LiveSourceOptions: ParsableArguments {
    @OptionGroup var live: LiveOptions

    @Flag(help: "Read the --device nodes directly (raw evdev) instead of through libinput.")
    var raw = false

    @Option(help: "Play this recording in real time instead of reading devices (any trace format).")
    var replay: String?

    @Option(help: "With --replay: play this many times faster than real time.")
    var speed: Double = 1

    @Flag(name: .customLong("loop"), help: "With --replay: play the recording again and again.")
    var loops = false

    @Option(help: "Input format of --replay (default: detected from the content).")
    var format: TraceFormat?

    /// The checks every service makes of its source.
    /// - Parameter replayOnly: the service's own `--replay`-only flags that were given.
    /// - Throws: `ValidationError` naming the flags that do not go together.
    func check(replayOnly: [String]) throws {
        if replay != nil && (live.seat != nil || !live.devices.isEmpty || raw) {
            throw ValidationError("--replay plays a recording: it excludes --seat, --device and --raw")
        }
        if raw && live.devices.isEmpty {
            throw ValidationError("--raw reads device nodes: name them with --device /dev/input/eventN")
        }
        let given = (speed != 1 ? ["--speed"] : []) + (loops ? ["--loop"] : []) + (format != nil ? ["--format"] : [])
            + replayOnly
        if replay == nil, let last = given.last {
            let names = given.count == 1 ? last : given.dropLast().joined(separator: ", ") + " and " + last
            throw ValidationError("\(names) \(given.count == 1 ? "goes" : "go") with --replay")
        }
        if !LiveClock.isValidSpeed(speed) {
            throw ValidationError("--speed must be between 0.001 and 1000, got \(speed)")
        }
    }

    /// The live loop's source and the touch surface: the configured one (`--surface`), else the
    /// recording's, else 1280×800 points.
    /// - Returns: the source and the surface.
    /// - Throws: `CLIError` for a recording that cannot be opened (located).
    func source() throws -> (source: LiveLoop.Source, surface: Size) {
        let surface = live.configuration.surfaceSize
        guard let replay else {
            return (raw ? .evdev(paths: live.devices, surface: surface) : .libinput(live.configuration),
                    surface ?? Size(width: 1280, height: 800))
        }
        let header: TraceHeader
        do { header = try TraceFile.open(path: replay, format: format, surface: surface).header } catch {
            throw CLIError(error)
        }
        return (.replay(path: replay, format: format, surface: surface, speed: speed, loops: loops),
                surface ?? TraceReplay.defaultSurface(for: header))
    }
}
