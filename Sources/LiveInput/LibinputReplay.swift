import Foundation
import GestureTraces

/// Replays evdev rows through the real libinput on an emulated device and collects what a
/// `LibinputSource` delivers: the integration tests' engine, and `gesturekit replay --through-libinput`.
///
/// Runs the probe (`LibinputProbe`: `gesturekit-probe`, or `gesturekit probe`) under umockdev (see `UmockdevHarness`),
/// so it takes real time: the length of the recording plus about 1.5 s.
public struct LibinputReplay: Sendable {
    /// What came out of one replay.
    public struct Result: Sendable {
        /// Input events in delivery order.
        public var events: [InputEvent]
        /// libinput log lines (errors it reported while processing).
        public var logs: [String]
        /// Configuration reports as the probe printed them (JSON lines).
        public var configurationLines: [String]
        /// The probe's other output lines (latency summary).
        public var otherLines: [String]
        /// How many emulated runs it took (a run that started too late for its events is repeated
        /// with a longer lead-in; see `run`).
        public var attempts: Int
        /// The probe's stderr and exit status.
        public var standardError: String
        /// Exit status of the probe (0 on success).
        public var status: Int32
        /// When the probe had its devices open (CLOCK_MONOTONIC), if it said.
        public var openedAt: Timestamp?
        /// Delivery time minus timestamp of the first input event, if any arrived (negative: the
        /// replay stamped its events in the future).
        public var firstEventLag: TimeSpan?
        /// The smallest and largest delivery lag of any input event: a replay that fell behind
        /// midway lets libinput's timers fire before the events that should have pre-empted them.
        public var minimumEventLag: TimeSpan?
        /// See `minimumEventLag`.
        public var maximumEventLag: TimeSpan?
        /// When the first real row was scheduled (CLOCK_MONOTONIC) in the run returned.
        public var firstRowTime: Timestamp?
        /// How late umockdev received the rows after their first stamp (`UmockdevHarness.Run`).
        public var feedDelay: TimeSpan = .zero
        /// Why each earlier attempt was repeated (one entry per repeat; when every attempt went
        /// wrong, one entry per attempt, this one's included).
        public var repeatedBecause: [String] = []

        /// Which attempt this is (1-based; `attempts` unless every attempt went wrong).
        public var attempt: Int = 1

        /// The largest delivery lag either way, in µs (`Int64.max` when nothing was timed).
        var worstEventLag: Int64 {
            let lags = [minimumEventLag, maximumEventLag].compactMap { $0.map { abs($0.microseconds) } }
            return lags.max() ?? .max
        }

        /// A one-paragraph account of the run for failure messages: attempts, timing, what arrived.
        public var summary: String {
            let repeats = repeatedBecause.isEmpty ? "" : " (repeated: \(repeatedBecause.joined(separator: "; ")))"
            let which = attempt == attempts ? "" : "; returned: attempt \(attempt), the least lagged"
            return "attempts \(attempts)\(repeats)\(which); \(timing)"
        }

        /// Timing and arrivals of this attempt alone.
        var timing: String {
            var kinds: [String: Int] = [:]
            for e in events {
                let name: String
                switch e.kind {
                case .deviceAdded: name = "deviceAdded"
                case .deviceRemoved: name = "deviceRemoved"
                case .touch: name = "touch"
                case .pointer: name = "pointer"
                case .gesture: name = "gesture"
                }
                kinds[name, default: 0] += 1
            }
            let counts = kinds.sorted { $0.key < $1.key }.map { "\($0.key)×\($0.value)" }.joined(separator: " ")
            var opened = "opened: unknown"
            if let openedAt, let firstRowTime {
                opened = "opened \((firstRowTime - openedAt).microseconds / 1000) ms before the first row"
            }
            func ms(_ span: TimeSpan?) -> String { span.map { "\($0.microseconds / 1000) ms" } ?? "-" }
            let lags = "lag first \(ms(firstEventLag)), min \(ms(minimumEventLag)), max \(ms(maximumEventLag))"
            return """
                \(opened); fed \(feedDelay.microseconds / 1000) ms late; \(lags); events: \
                \(counts.isEmpty ? "none" : counts)
                """
        }
    }

    /// The harness used for emulation.
    public var harness: UmockdevHarness
    /// The probe command: an executable and the arguments that make it the probe
    /// (`["/usr/bin/gesturekit", "probe"]`); `gesturekit-probe` next to the running executable when nil.
    public var probe: [String]?

    /// A replayer using `harness` and `probe` (nil: `defaultProbe()`).
    ///
    /// - Parameters:
    ///   - harness: the umockdev harness.
    ///   - probe: the probe's command line; nil for `defaultProbe()`.
    public init(harness: UmockdevHarness = UmockdevHarness(), probe: [String]? = nil) {
        self.harness = harness; self.probe = probe
    }

    /// `gesturekit-probe` beside the running executable (tests and the CLI are built into the same
    /// directory), or `$GESTUREKIT_PROBE`.
    ///
    /// - Returns: the probe's path, or nil when there is none.
    public static func defaultProbe() -> String? {
        if let env = ProcessInfo.processInfo.environment["GESTUREKIT_PROBE"], access(env, X_OK) == 0 { return env }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = exe.deletingLastPathComponent()
        // Swift test bundles on Linux are `X.xctest` files in the build directory itself.
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("gesturekit-probe").path
            if access(candidate, X_OK) == 0 { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    /// Replays `rows` into an emulation of `device` and runs the probe on it with `arguments`
    /// (`--tap on`, `--surface 1500x1000`, …). `idle`: seconds of quiet, after the last row is due,
    /// after which the probe exits.
    /// `seat`: open the emulated device through libinput's udev seat backend instead of its path.
    ///
    /// - Parameters:
    ///   - device: the device to emulate.
    ///   - rows: the rows to replay.
    ///   - arguments: the probe's options.
    ///   - idle: the seconds of quiet after which the probe exits.
    ///   - seat: open the device through this udev seat; nil for its path.
    /// - Returns: the events libinput delivered, with the probe's logs and other lines.
    /// - Throws: `HarnessError` when the harness or the probe is unavailable or fails.
    public func run(device: DeviceInfo, rows: [EvdevRow], arguments: [String] = [], idle: Double = 1.0,
                    seat: String? = nil) throws -> Result {
        guard let probe = probe ?? Self.defaultProbe().map({ [$0] }), !probe.isEmpty else {
            throw HarnessError.unavailable("""
                gesturekit-probe not found next to \(CommandLine.arguments.first ?? "this program"); build it with \
                `swift build --product gesturekit-probe` or set GESTUREKIT_PROBE
                """)
        }
        let duration = ((rows.last?.time ?? .zero) - (rows.first?.time ?? .zero)).seconds
        var harness = self.harness
        var attempt = 1
        var reasons: [String] = []
        var leastLagged: Result?
        let hasInput = rows.contains { $0.type == EvdevCode.EV_ABS || $0.type == EvdevCode.EV_KEY }
        while true {
            let run = try harness.run(device: device, rows: rows, timeout: 20 + duration * 2) { node, lastRow in
                probe + (seat.map { ["--seat", $0] } ?? ["--device", node])
                    + ["--idle", String(idle), "--idle-after", String(lastRow.microseconds)] + arguments
            }
            var result = Self.parse(run.result)
            result.attempts = attempt
            result.attempt = attempt
            result.firstRowTime = run.firstRowTime
            // Ways a run goes wrong on a loaded machine, all of which say nothing about libinput:
            // the program opens the device after the first rows (libinput drains them), umockdev
            // starts after the first stamp (every row arrives late), or the replay falls behind
            // midway. Late rows let libinput's timers fire before the input that should pre-empt
            // them (a pinch seen as a hold, a hold cancelled by a finger-count change). Repeat
            // such a run, with a longer lead-in or start-up allowance where that is the cause.
            result.feedDelay = run.feedDelay
            result.repeatedBecause = reasons
            let openedLate = result.openedAt.map { $0 + Self.openMargin > run.firstRowTime + run.feedDelay } ?? false
            let startedLate = run.feedDelay > Self.lagLimit
            let lagged = (result.minimumEventLag.map { abs($0.microseconds) > Self.lagLimit.microseconds } ?? false)
                || (result.maximumEventLag.map { abs($0.microseconds) > Self.lagLimit.microseconds } ?? false)
                || result.logs.contains { $0.contains("lagging behind") }
            // Rows with touches that produced no input event at all: seen on a loaded machine with
            // no lag anywhere visible (a pinch recording that yielded nothing). A run that
            // legitimately yields nothing (a tap with tap-to-click off) only costs the repeats.
            let silent = hasInput && !result.events.contains { e in
                switch e.kind {
                case .deviceAdded, .deviceRemoved: return false
                case .touch, .pointer, .gesture: return true
                }
            }
            // A run the time limit ended: umockdev-run, stopping, can block joining its replay
            // thread (`Subprocess.killGrace`); seen under load as a probe "exited with 137" whose
            // output was otherwise complete. Nothing it printed can be trusted to be whole.
            let hung = run.result.timedOut
            guard openedLate || startedLate || lagged || silent || hung else { return result }
            reasons.append(
                [
                    openedLate ? "opened late" : nil, startedLate ? "fed late" : nil,
                    lagged ? "lagged (\(result.timing))" : nil,
                    silent ? "nothing delivered" : nil, hung ? "killed at the time limit" : nil,
                ]
                .compactMap { $0 }.joined(separator: ", "))
            // A run that only lagged delivered the whole input, a little late: of those, the least
            // late is the best evidence there is. When every attempt went wrong, that one is
            // returned rather than the last, which may have delivered nothing at all (seen under
            // load: five finger scrolls 28–58 ms late, then a sixth run with no scroll).
            if lagged, !(openedLate || startedLate || silent || hung),
                result.worstEventLag < (leastLagged?.worstEventLag ?? .max)
            {
                leastLagged = result
            }
            guard attempt < Self.maximumAttempts else {
                var chosen = leastLagged ?? result
                chosen.attempts = attempt
                chosen.repeatedBecause = reasons
                return chosen
            }
            attempt += 1
            if openedLate {
                harness.leadIn = min(
                    max(harness.leadIn + harness.leadIn, Self.minimumRetryLeadIn), Self.maximumRetryLeadIn)
            }
            if startedLate {
                harness.startupAllowance = min(
                    harness.startupAllowance + harness.startupAllowance, Self.maximumRetryLeadIn)
            }
        }
    }

    /// The device must be open this long before the first row (libinput reads and drains the fd when it adds a device).
    static let openMargin = TimeSpan.milliseconds(50)
    /// An event delivered further than this from its timestamp means the run lagged: libinput's own
    /// "event processing lagging behind" threshold, half its shortest gesture timer (the 40 ms
    /// hold timeout for one or two fingers, LIBINPUT-NOTES), and far above an unloaded run's worst
    /// case (≈ 2.5 ms, `LiveLatencyTests`).
    static let lagLimit = TimeSpan.milliseconds(20)
    /// The shortest lead-in of a run repeated because the device was opened too late.
    static let minimumRetryLeadIn = TimeSpan.milliseconds(500)
    /// The longest lead-in, and start-up allowance, of a repeated run.
    static let maximumRetryLeadIn = TimeSpan.seconds(2)
    /// Runs before giving up on a loaded machine.
    static let maximumAttempts = 6

    /// Splits the probe's output into events, logs, configuration reports and other lines.
    static func parse(_ output: Subprocess.Result) -> Result {
        var result = Result(events: [], logs: [], configurationLines: [], otherLines: [], attempts: 1,
                            standardError: output.standardError, status: output.status)
        for line in output.standardOutput.split(separator: "\n") {
            let text = String(line)
            if text.hasPrefix("{\"opened\":") || text.hasPrefix("{\"first_event_lag_us\":") {
                let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                if let t = (object?["opened"] as? NSNumber)?.int64Value { result.openedAt = Timestamp(microseconds: t) }
                if let t = (object?["first_event_lag_us"] as? NSNumber)?.int64Value {
                    result.firstEventLag = .microseconds(t)
                }
                if let t = (object?["min_event_lag_us"] as? NSNumber)?.int64Value {
                    result.minimumEventLag = .microseconds(t)
                }
                if let t = (object?["max_event_lag_us"] as? NSNumber)?.int64Value {
                    result.maximumEventLag = .microseconds(t)
                }
            } else if text.hasPrefix("{\"log\":") {
                let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                result.logs.append((object?["log"] as? String) ?? text)
            } else if text.hasPrefix("{\"configured\":") {
                result.configurationLines.append(text)
            } else if let event = try? InputEventLine.decode(text) {
                result.events.append(event)
            } else {
                result.otherLines.append(text)
            }
        }
        return result
    }
}

/// Replays a raw recording (evemu or `libinput record` YAML) through the real libinput (emulated device, umockdev) and
/// returns the input events a `LibinputSource` delivered: `gesturekit replay --through-libinput RECORDING`. `probe` is
/// the probe command (`LibinputReplay.probe`).
///
/// - Parameters:
///   - path: the recording.
///   - arguments: the probe's options.
///   - probe: the probe's command line; nil for the default.
/// - Returns: the events libinput delivered.
/// - Throws: `TraceError` for a recording that cannot be read; `HarnessError` when the harness fails.
public func replayThroughLibinput(recording path: String, arguments: [String] = [], probe: [String]? = nil) throws
    -> [InputEvent]
{
    let file = try RawRecording(path: path)
    let result = try LibinputReplay(probe: probe).run(device: file.device, rows: file.rows, arguments: arguments)
    guard result.status == 0 else {
        throw HarnessError.launchFailed("the libinput probe exited with \(result.status): \(result.standardError)")
    }
    return result.events
}
