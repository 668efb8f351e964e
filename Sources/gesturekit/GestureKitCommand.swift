import ArgumentParser
import GestureKit

/// `gesturekit`: replay, inspect, convert, record and render gesture traces.
@main
/// A synchronous root: no subcommand needs Swift concurrency, and an async `main` would start
/// libdispatch's worker pool, whose monitor wakes the process once a second — an idle `serve`
/// must not wake at all (docs/live-input.md, "The live loop").
struct GestureKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturekit",
        abstract: "Touch gestures for Linux: replay traces, listen to devices, drive a scroll/zoom model.",
        version: GestureKitVersion.current,
        subcommands: [
            Replay.self, Render.self, Info.self, Convert.self, Devices.self, Listen.self, Serve.self, Record.self,
            Synth.self, Soak.self, Probe.self
        ])

    /// Parses the command line after `ArgumentRewriting` (`--explain=NAME`, negative numbers).
    static func main() {
        main(ArgumentRewriting.rewrite(Array(CommandLine.arguments.dropFirst())))
    }
}
