import Foundation
import GestureTraces

/// Replays evdev rows through the real libinput on an emulated device and collects what a
/// `LibinputSource` delivers: the integration tests' engine, and `gesturekit replay --through-libinput`.
///
/// Runs `gesturekit-probe` under umockdev (see `UmockdevHarness`), so it takes real time: the length
/// of the recording plus about 1.5 s.
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
        /// How late the first input event was delivered after its timestamp, if any arrived.
        public var firstEventLag: TimeSpan?
    }

    /// The harness used for emulation.
    public var harness: UmockdevHarness
    /// The probe executable; found next to the running executable when nil.
    public var probe: String?

    /// A replayer using `harness` and `probe` (nil: `defaultProbe()`).
    public init(harness: UmockdevHarness = UmockdevHarness(), probe: String? = nil) {
        self.harness = harness; self.probe = probe
    }

    /// `gesturekit-probe` beside the running executable (tests and the CLI are built into the same
    /// directory), or `$GESTUREKIT_PROBE`.
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
    public func run(device: DeviceInfo, rows: [EvdevRow], arguments: [String] = [], idle: Double = 1.0,
                    seat: String? = nil) throws -> Result {
        guard let probe = probe ?? Self.defaultProbe() else {
            throw HarnessError.unavailable("gesturekit-probe not found next to \(CommandLine.arguments.first ?? "this program"); build it with `swift build --product gesturekit-probe` or set GESTUREKIT_PROBE")
        }
        let duration = ((rows.last?.time ?? .zero) - (rows.first?.time ?? .zero)).seconds
        var harness = self.harness
        var attempt = 1
        while true {
            let run = try harness.run(device: device, rows: rows, timeout: 20 + duration * 2) { node, lastRow in
                [probe] + (seat.map { ["--seat", $0] } ?? ["--device", node])
                    + ["--idle", String(idle), "--idle-after", String(lastRow.microseconds)] + arguments
            }
            var result = Self.parse(run.result)
            result.attempts = attempt
            // umockdev starts replaying when it starts, not when the device is opened: on a loaded
            // machine the program may open the device after its first rows (libinput drains them)
            // or receive them late ("event processing lagging behind", timers in the past).
            // Such a run says nothing about libinput: repeat it with a longer lead-in.
            let opened = result.openedAt ?? .zero
            let late = opened + Self.openMargin > run.firstRowTime || (result.firstEventLag ?? .zero) > Self.lagLimit
            guard late, attempt < Self.maximumAttempts else { return result }
            attempt += 1
            harness.leadIn = max(harness.leadIn + harness.leadIn, Self.minimumRetryLeadIn)
            harness.startupAllowance = max(harness.startupAllowance + harness.startupAllowance, Self.minimumRetryLeadIn)
        }
    }

    /// The device must be open this long before the first row (libinput reads and drains the fd when it adds a device).
    static let openMargin = TimeSpan.milliseconds(50)
    /// A first event delivered later than this after its timestamp means the run lagged.
    static let lagLimit = TimeSpan.milliseconds(100)
    /// The shortest lead-in (and start-up allowance) of a repeated run.
    static let minimumRetryLeadIn = TimeSpan.milliseconds(500)
    /// Runs before giving up on a loaded machine (lead-in 0.5, 1, 2 s).
    static let maximumAttempts = 3

    /// Splits the probe's output into events, logs, configuration reports and other lines.
    static func parse(_ output: Subprocess.Result) -> Result {
        var result = Result(events: [], logs: [], configurationLines: [], otherLines: [], attempts: 1,
                            standardError: output.standardError, status: output.status)
        for line in output.standardOutput.split(separator: "\n") {
            let text = String(line)
            if text.hasPrefix("{\"opened\":") || text.hasPrefix("{\"first_event_lag_us\":") {
                let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                if let t = (object?["opened"] as? NSNumber)?.int64Value { result.openedAt = Timestamp(microseconds: t) }
                if let t = (object?["first_event_lag_us"] as? NSNumber)?.int64Value { result.firstEventLag = .microseconds(t) }
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

/// Replays a raw recording (evemu or `libinput record` YAML) through the real libinput (emulated device, umockdev) and returns the
/// input events a `LibinputSource` delivered: `gesturekit replay --through-libinput RECORDING`.
public func replayThroughLibinput(recording path: String, arguments: [String] = [], probe: String? = nil) throws -> [InputEvent] {
    let file = try RawRecording(path: path)
    let result = try LibinputReplay(probe: probe).run(device: file.device, rows: file.rows, arguments: arguments)
    guard result.status == 0 else {
        throw HarnessError.launchFailed("gesturekit-probe exited with \(result.status): \(result.standardError)")
    }
    return result.events
}
