import GestureKit
import Logging
import NIOCore
import NIOPosix

/// `gesturekit daemon` as a service: a `LiveLoop` on a one-thread event loop reads the source,
/// `GestureReader` turns its outputs into gestures, `DaemonEngine` decides, and the effect
/// handlers act at the edge (or, in a dry run, the firings are reported). Nothing polls: the loop
/// sleeps while no touch arrives. A replay without `loops` ends the service when it ends, after
/// touchegg's clients got the end of every gesture they saw begin.
public final class DaemonService: @unchecked Sendable {
    /// The effect handlers; nil ones are not used (a dry run has neither commands nor keys).
    public struct Effects: Sendable {
        /// Runs `command` actions.
        public var commands: (any CommandLaunching)?
        /// Sends `keys` actions.
        public var keys: (any KeySending)?
        /// touchegg's D-Bus server.
        public var touchegg: (any ToucheggSignalSink)?

        /// Effects with every handler given.
        ///
        /// - Parameters:
        ///   - commands: runs the `command` actions; nil when none are carried out (a dry run).
        ///   - keys: sends the `keys` actions; nil when none are carried out (a dry run).
        ///   - touchegg: receives the signals for touchegg's clients; nil for none.
        public init(commands: (any CommandLaunching)?, keys: (any KeySending)?, touchegg: (any ToucheggSignalSink)?) {
            self.commands = commands; self.keys = keys; self.touchegg = touchegg
        }
    }

    /// How the service reports what it decides.
    public struct Reporting: Sendable {
        /// Report firings instead of acting on them.
        public var dryRun: Bool
        /// Explain every gesture.
        public var explains: Bool
        /// The format of firings and explanations.
        public var format: ActionReport.Format
        /// Where report lines go (standard output), on the loop's thread.
        public var write: @Sendable (String) -> Void

        /// A reporting with every field given.
        ///
        /// - Parameters:
        ///   - dryRun: report firings instead of acting on them.
        ///   - explains: explain every gesture.
        ///   - format: the format of firings and explanations.
        ///   - write: where report lines go, called on the loop's thread.
        public init(dryRun: Bool, explains: Bool, format: ActionReport.Format,
                    write: @escaping @Sendable (String) -> Void) {
            self.dryRun = dryRun; self.explains = explains; self.format = format; self.write = write
        }
    }

    /// The reader and the engine, touched only on the loop's thread.
    private final class Core: @unchecked Sendable {
        var reader: GestureReader
        var engine: DaemonEngine
        let effects: Effects
        let reporting: Reporting
        let log: Logger

        init(surface: Size, configuration: DaemonConfiguration, effects: Effects, reporting: Reporting, log: Logger) {
            reader = GestureReader(surface: surface)
            engine = DaemonEngine(configuration: configuration, explains: reporting.explains)
            self.effects = effects; self.reporting = reporting; self.log = log
        }

        func handle(_ output: PipelineOutput) {
            for gesture in reader.handle(output) { perform(engine.handle(gesture)) }
        }

        func perform(_ actions: [DaemonAction]) {
            for action in actions {
                switch action {
                case .forward(let signal):
                    effects.touchegg?.emit(signal)
                case .explain(let explanation):
                    reporting.write(ActionReport.text(explanation))
                case .fire(let firing):
                    if reporting.dryRun || reporting.explains {
                        reporting.write(ActionReport.line(firing, format: reporting.format))
                    }
                    guard !reporting.dryRun else { continue }
                    act(firing)
                }
            }
        }

        private func act(_ firing: Firing) {
            log.info("rule \(firing.rule): \(firing.action.summary) (\(ActionReport.describe(firing.gesture)))")
            switch firing.action {
            case .command(let spec):
                effects.commands?.launch(spec, label: firing.rule, environment: firing.environment)
            case .keys(let keys):
                do { try effects.keys?.send(keys) } catch {
                    log.error("rule \(firing.rule): cannot send \(keys): \(error)")
                }
            }
        }
    }

    private let group: MultiThreadedEventLoopGroup
    private let loop: LiveLoop
    private let core: Core

    /// A service; nothing is opened until `start()`.
    /// - Parameters:
    ///   - source: where input comes from (a seat, device nodes, raw evdev, a replay).
    ///   - pipeline: the pipeline (its graph: `GraphConfiguration.desktop`). Its touchpad gesture
    ///     stage is turned off: the desktop graph's touch recognizers already make a raw touchpad's
    ///     holds, pinches and swipes, and the stage's (docs/touchpad-gestures.md) would fire each
    ///     rule twice.
    ///   - surface: the touch surface in points.
    ///   - configuration: the rules.
    ///   - effects: the effect handlers.
    ///   - reporting: dry run, explanations and their output.
    ///   - log: where actions and errors are logged.
    ///   - prepare: runs on every pipeline the service builds, before its first input: where
    ///     recognizers of your own are added. They take part in arbitration as any other; gestures
    ///     of a custom kind match no rule (rules name the built-in kinds) and cause no action.
    /// - Throws: the recording's errors (located) for a replay, a bad pipeline configuration, or
    ///   what `prepare` throws.
    public init(source: LiveLoop.Source, pipeline: PipelineConfiguration, surface: Size,
                configuration: DaemonConfiguration, effects: Effects, reporting: Reporting, log: Logger,
                prepare: @escaping (Pipeline) throws -> Void = { _ in }) throws {
        let core = Core(surface: surface, configuration: configuration, effects: effects, reporting: reporting,
                        log: log)
        self.core = core
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            var pipeline = pipeline
            pipeline.touchpadGesturesFromFingers = false
            loop = try LiveLoop(source: source, pipeline: pipeline, eventLoop: group.next(), prepare: prepare) {
                core.handle($0)
            }
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
        let loop = self.loop
        // A recording's header declares its devices before any input; the first task on the loop
        // hands them to the reader, before any output.
        loop.eventLoop.execute {
            for (id, info) in loop.devices { _ = core.reader.handle(.input(InputEvent(time: .zero, device: id,
                                                                                      kind: .deviceAdded(info)))) }
        }
        loop.whenFinished {
            core.perform(core.engine.finish(at: loop.pipeline.time ?? .zero))
        }
    }

    deinit { try? group.syncShutdownGracefully() }

    /// Opens the source and starts (a replay plays from now, unless `beginsReplay` is false: then
    /// from `beginReplay()`).
    /// - Parameter beginsReplay: whether a replay begins at once.
    /// - Throws: `LiveInputError` with what to do (permissions, seat, path).
    public func start(beginsReplay: Bool = true) throws {
        try loop.start()
        if beginsReplay { beginReplay() }
    }

    /// Begins playing a replay source (nothing for live input); callable from any thread, once.
    public func beginReplay() {
        if case .replay = loop.source { loop.beginReplay() }
    }

    /// Puts new rules in force, on the loop, between two inputs.
    /// - Parameter configuration: the new rules.
    public func reload(_ configuration: DaemonConfiguration) {
        let core = self.core
        loop.eventLoop.execute { core.engine.reload(configuration) }
    }

    /// Stops the source; gestures in progress end (touchegg's clients get their ends). Idempotent.
    public func stop() { loop.stop() }

    /// Blocks until the service has finished: stopped, or a replay ended.
    public func wait() {
        let promise = loop.eventLoop.makePromise(of: Void.self)
        loop.whenFinished { promise.succeed() }
        try? promise.futureResult.wait()
    }
}
