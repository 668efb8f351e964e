import ArgumentParser

/// `gesturekit`: replay, inspect, convert, record and render gesture traces.
@main
struct GestureKitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturekit",
        abstract: "Touch gestures for Linux: replay traces, listen to devices, drive a scroll/zoom model.",
        subcommands: [Replay.self, Render.self, Info.self, Convert.self, Devices.self, Listen.self, Serve.self, Record.self, Synth.self, Soak.self])
}
