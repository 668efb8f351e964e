import Glibc
import ArgumentParser
import GestureKit

/// `gesturekit`: replay, inspect, convert, record and render gesture traces.
@main
/// A synchronous root: no subcommand needs Swift concurrency, and an async `main` would start
/// libdispatch's worker pool, whose monitor wakes the process once a second — an idle `serve`
/// must not wake at all (docs/live-input.md, "The live loop").
///
/// Every subcommand names itself (`commandName:`): without a name, ArgumentParser derives one from
/// the type's name through `String(describing:)`, a demangling per subcommand on every start:
/// naming them saves 26 % of the instructions of a short `gesturekit info` (docs/performance.md).
struct GestureKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gesturekit",
        abstract: "Touch gestures for Linux: replay traces, listen to devices, drive a scroll/zoom model.",
        version: GestureKitVersion.current,
        subcommands: [
            Replay.self, Render.self, Info.self, Convert.self, Devices.self, Listen.self, Serve.self, Record.self,
            Synth.self, Soak.self, Probe.self, Daemon.self, TestCommand.self
        ])

    /// Parses the command line after `ArgumentRewriting` (`--explain=NAME`, negative numbers).
    static func main() {
        // A closed reader is an `EPIPE` for `StandardOutput`, which ends quietly with status 0. A
        // handler that does nothing, not SIG_IGN: an ignored signal stays ignored in the programs
        // this one starts (the probe, commands), a caught one is back to its default there.
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        sigaction(SIGPIPE, &action, nil)
        let arguments = ArgumentRewriting.rewrite(Array(CommandLine.arguments.dropFirst()))
        if let first = arguments.first, !first.hasPrefix("-") {
            let names = configuration.subcommands.map { $0._commandName } + ["help"]
            if !names.contains(first) {
                let hint = Spelling.closest(to: first, among: names).map { "did you mean '\($0)'? " } ?? ""
                exit(withError: ValidationError(
                    "unknown command '\(first)'; \(hint)commands: \(names.dropLast().joined(separator: ", "))"))
            }
        }
        if let error = ArgumentRewriting.nonDecimalNumberError(in: arguments) { exit(withError: error) }
        main(arguments)
    }
}
