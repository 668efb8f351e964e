import ArgumentParser
import Foundation
import GestureActions
import GestureKit
import LiveInput
import Logging

/// `gesturekit daemon`: gestures to actions on a Linux desktop (docs/daemon.md). Rules from
/// `gestures.yaml` run commands or send keys; gestures no rule took go to touchegg's D-Bus clients.
struct Daemon: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Run commands and send keys for touchpad and touchscreen gestures (gestures.yaml); "
            + "serve touchegg's D-Bus protocol.",
        discussion: """
        Rules: --config FILE, default $XDG_CONFIG_HOME/gesturekit/gestures.yaml (else ~/.config/gesturekit/gestures.yaml). \
        The first rule that matches a gesture takes it. SIGHUP or a change of the file reloads it; a bad file keeps the old rules.

        Source: the libinput seat (default), --device PATH…, --raw --device PATH…, or --replay FILE (real time, --speed N).

        Try a configuration without acting: --dry-run prints one line per action that would fire (the default with --replay):
          gesturekit daemon --replay Traces/touchpad/swipe-3.gktrace --config examples/desktop/gestures.yaml
        and --explain says for every gesture which rules were tried and why each did not match.

        Convert another tool's configuration: gesturekit daemon --import ~/.config/libinput-gestures.conf -o gestures.yaml
        """)

    @OptionGroup var input: LiveSourceOptions

    @Flag(help: "With --replay: begin playing when the first touchegg client connects (a shell sees every gesture).")
    var waitForClient = false

    @Option(help: "The rules (gestures.yaml).")
    var config: String?

    @Flag(inversion: .prefixedNo, help: "Print the actions that would fire instead of acting (default with --replay).")
    var dryRun: Bool?

    @Flag(help: "Print, for every gesture, which rules were tried and why each did not match.")
    var explain = false

    @Option(help: "Dry-run output: jsonl (one JSON object a line) or text (a table).")
    var output: DaemonOutputFormat = .jsonl

    @Option(help: "Serve touchegg's D-Bus protocol at this address (default unix:abstract=touchegg).")
    var toucheggAddress: String?

    @Flag(help: "Do not serve touchegg's D-Bus protocol.")
    var noTouchegg = false

    @Option(name: .customLong("import"),
            help: "Convert a touchegg.conf, libinput-gestures.conf or fusuma config.yml to gestures.yaml and exit.")
    var importFile: String?

    @Option(name: .shortAndLong, help: "With --import: write gestures.yaml here instead of standard output.")
    var outputFile: String?

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    @Option(help: "Log level on standard error.")
    var logLevel: Logger.Level = .notice

    func validate() throws {
        try input.check(replayOnly: waitForClient ? ["--wait-for-client"] : [])
        if noTouchegg && toucheggAddress != nil {
            throw ValidationError("--no-touchegg and --touchegg-address exclude each other")
        }
        if noTouchegg && waitForClient {
            throw ValidationError("--wait-for-client waits for a touchegg client: it excludes --no-touchegg")
        }
        if outputFile != nil && importFile == nil { throw ValidationError("-o/--output-file goes with --import") }
        try LiveStopper.check(duration: duration)
    }

    func run() throws {
        if let importFile {
            try DaemonImport.run(path: importFile, output: outputFile)
            return
        }
        var log = Logger(label: "gesturekit.daemon") { StreamLogHandler.standardError(label: $0) }
        log.logLevel = logLevel
        let logger = log

        let configPath = try self.configPath()
        let rules: DaemonConfiguration
        do { rules = try DaemonConfiguration.load(path: configPath) } catch { throw CLIError(error) }

        let (source, surfaceSize) = try input.source()
        let dryRun = self.dryRun ?? (input.replay != nil)

        let effects = try DaemonEffects.open(configuration: rules, dryRun: dryRun, touchegg: toucheggChoice,
                                             log: logger)
        defer { effects.close() }
        let reporting = DaemonService.Reporting(dryRun: dryRun, explains: explain, format: output.format) {
            StandardOutput.write(Array($0.utf8))
        }
        if output == .text && (dryRun || explain) { StandardOutput.write(Array((ActionReport.textHeader + "\n").utf8)) }
        let pipeline = PipelineConfiguration(graph: .desktop, scrollZoom: nil, surface: surfaceSize)
        let service: DaemonService
        do {
            service = try DaemonService(source: source, pipeline: pipeline, surface: surfaceSize, configuration: rules,
                                        effects: effects.handlers, reporting: reporting, log: logger)
        } catch {
            throw CLIError(error)
        }
        // SIGINT and SIGTERM are unblocked by the watch; SIGHUP (reload) likewise here.
        TerminationWatch.unblock([SIGHUP])
        let watch = try TerminationWatch(duration: duration) { service.stop() }
        let reload: ConfigWatch
        do {
            reload = try ConfigWatch(path: configPath) {
                do {
                    let new = try DaemonConfiguration.load(path: configPath)
                    if let refusal = effects.refusal(of: new) {
                        logger.error("\(configPath): \(refusal); keeping the rules in force")
                        return
                    }
                    service.reload(new)
                    logger.notice("reloaded \(configPath)")
                } catch {
                    logger.error("\(error); keeping the rules in force")
                }
            }
        } catch {
            throw CLIError(message: "\(error)")
        }
        defer { reload.close() }
        let waits = waitForClient && effects.server != nil
        if waitForClient && !waits {
            logger.warning("--wait-for-client: no touchegg server is running; the replay begins now")
        }
        do { try service.start(beginsReplay: !waits) } catch { throw CLIError(error) }
        if waits, let server = effects.server { server.whenAClientConnects { service.beginReplay() } }
        withExtendedLifetime(watch) { service.wait() }
    }

    /// Where the touchegg server listens, if anywhere.
    private var toucheggChoice: DaemonEffects.Touchegg {
        if noTouchegg { return .off }
        if let toucheggAddress { return .explicit(toucheggAddress) }
        return .default
    }

    /// `--config`, or the XDG default, which must exist.
    private func configPath() throws -> String {
        if let config { return config }
        guard let path = DaemonConfiguration.defaultPath(environment: ProcessInfo.processInfo.environment) else {
            throw CLIError(message: "no --config given and neither XDG_CONFIG_HOME nor HOME is set")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw CLIError(message: """
                \(path): no such file: write your rules there (docs/daemon.md, "A first configuration", \
                or examples/desktop/gestures.yaml) or name a file with --config
                """)
        }
        return path
    }
}

/// `--output` of the daemon.
enum DaemonOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case jsonl, text

    var format: ActionReport.Format { self == .jsonl ? .jsonl : .text }
}
