// The libinput probe (`gesturekit-probe`, and the hidden `gesturekit probe` in any build): runs a
// LibinputSource and prints each item as one JSON line, for the umockdev integration tests and
// `replay --through-libinput` (which run it inside the emulated environment) and for latency
// measurement.
//
//   gesturekit-probe [--seat NAME | --device PATH…] [--surface WxH] [--tap on|off] [--natural on|off]
//                    [--left-handed on|off] [--dwt on|off] [--calibration a,b,c,d,e,f]
//                    [--idle SECONDS] [--idle-after MONOTONIC_US] [--remove-after-touch-events N] [--latency]
//   gesturekit-probe --evdev --device PATH [--idle SECONDS]   (EvdevSource: description + raw rows)
//
// Exits after --idle seconds (default 2) without events, or once every device is removed.
// With --latency, prints {"latency":{"count":n,"median_us":…,"p99_us":…}} at the end.
import Foundation
import GestureInput
import GestureTraces

/// The probe the umockdev harness runs inside its emulated environment (`gesturekit-probe`, and the
/// hidden `gesturekit probe` so that `replay --through-libinput` works from any build of the CLI):
/// runs a `LibinputSource` (or an `EvdevSource` with `--evdev`) and prints each item as a JSON line.
public enum LibinputProbe {
    /// Runs the probe with `commandLine` (the arguments after the program name) and exits the
    /// process: 0 when every device was removed or the input went quiet, 2 for a bad argument or a
    /// source that could not start.
    ///
    /// - Parameter commandLine: the arguments after the program name.
    public static func main(_ commandLine: [String]) -> Never {
        var paths: [String] = []
        var seat: String?
        var configuration = LibinputSourceConfiguration()
        var idle = 2.0
        var removeAfterTouchEvents: Int?
        var evdevMode = false
        /// CLOCK_MONOTONIC µs before which quiet does not count (the harness's last scheduled row).
        var idleAfter: Int64 = 0
        var arguments = ArraySlice(commandLine)
        func value(_ name: String, _ arguments: inout ArraySlice<String>) -> String {
            guard let v = arguments.popFirst() else { fail("\(name) needs a value") }
            return v
        }
        let output = FileHandle.standardOutput
        while let argument = arguments.popFirst() {
            switch argument {
            case "--seat": seat = value(argument, &arguments)
            case "--device": paths.append(value(argument, &arguments))
            case "--surface":
                let parts = value(argument, &arguments).split(separator: "x").compactMap { Double($0) }
                guard parts.count == 2 else { fail("--surface takes WIDTHxHEIGHT") }
                configuration.surfaceSize = Size(width: parts[0], height: parts[1])
            case "--tap": configuration.devices.tapToClick = flag(value(argument, &arguments), argument)
            case "--natural": configuration.devices.naturalScrolling = flag(value(argument, &arguments), argument)
            case "--left-handed": configuration.devices.leftHanded = flag(value(argument, &arguments), argument)
            case "--dwt": configuration.devices.disableWhileTyping = flag(value(argument, &arguments), argument)
            case "--calibration":
                configuration.devices.calibrationMatrix = value(argument, &arguments).split(separator: ",").compactMap {
                    Float($0)
                }
            case "--idle": idle = Double(value(argument, &arguments)) ?? idle
            case "--remove-after-touch-events": removeAfterTouchEvents = Int(value(argument, &arguments))
            case "--latency": configuration.measuresLatency = true
            case "--evdev": evdevMode = true
            case "--idle-after": idleAfter = Int64(value(argument, &arguments)) ?? 0
            default: fail("unknown argument \(argument)")
            }
        }
        configuration.backend = paths.isEmpty ? .seat(seat ?? LibinputSourceConfiguration.defaultSeat) : .paths(paths)

        if evdevMode {
            guard let path = paths.first else { fail("--evdev needs --device PATH") }
            do {
                let source = try EvdevSource(path: path)
                output.write(Data("{\"opened\":\(MonotonicClock.now().microseconds)}\n".utf8))
                let description = try JSONEncoder().encode(source.device)
                output.write(Data("{\"evdev_device\":".utf8) + description + Data("}\n".utf8))
                var rows: [EvdevRow] = []
                var lag = DeliveryLag()
                var quietSince = Date()
                while Date().timeIntervalSince(quietSince) < idle || MonotonicClock.now().microseconds < idleAfter {
                    guard source.wait(timeout: 0.05) else { continue }
                    rows.removeAll(keepingCapacity: true)
                    if try source.readRows(into: &rows) > 0 { quietSince = Date() }
                    let now = MonotonicClock.now()
                    for r in rows where r.type != EvdevCode.EV_SYN { lag.record((now - r.time).microseconds) }
                    var text = ""
                    for r in rows { text += "{\"row\":[\(r.time.microseconds),\(r.type),\(r.code),\(r.value)]}\n" }
                    var events: [InputEvent] = [], diagnostics: [Diagnostic] = []
                    source.decode(rows, into: &events, diagnostics: &diagnostics)
                    for e in events { text += InputEventLine.encode(e) + "\n" }
                    for d in diagnostics { text += "{\"diagnostic\":\"\(d.code.rawValue)\"}\n" }
                    output.write(Data(text.utf8))
                }
                source.close()
                if let line = lag.line { output.write(Data(line.utf8)) }
            } catch {
                fail("\(error)")
            }
            exit(0)
        }

        let state = ProbeState()
        let source = LibinputSource(configuration: configuration)
        let threshold = removeAfterTouchEvents
        let quietEvents = configuration.measuresLatency
        do {
            try source.start { item in
                var line: String
                var requestRemoval = false
                switch item {
                case .event(let event):
                    line = InputEventLine.encode(event)
                    state.lock.lock()
                    state.lastActivity = Date()
                    // Only events stamped with the frame that produced them: libinput stamps a tap's
                    // button press and release with the finger's down and up times, and gesture begin/end
                    // with timer or earlier-frame times, so those arrive "late" by design.
                    switch event.kind {
                    case .deviceAdded, .deviceRemoved, .pointer(.button), .gesture: break
                    case .touch, .pointer(.motion), .pointer(.scroll):
                        state.lag.record((MonotonicClock.now() - event.time).microseconds)
                    }
                    switch event.kind {
                    case .deviceAdded: state.devices += 1
                    case .deviceRemoved: state.devices -= 1; state.sawRemoval = true
                    case .touch:
                        state.touchEvents += 1
                        if let threshold, state.touchEvents >= threshold, !state.removalRequested {
                            state.removalRequested = true; requestRemoval = true
                        }
                    case .pointer, .gesture: break
                    }
                    state.lock.unlock()
                case .configured(let device, let report):
                    line =
                        "{\"configured\":\(device.rawValue),"
                        + "\"tap\":\(report.tapToClick.effective.map { "\($0)" } ?? "null"),"
                        + "\"natural\":\(report.naturalScrolling.effective.map { "\($0)" } ?? "null"),"
                        + "\"left_handed\":\(report.leftHanded.effective.map { "\($0)" } ?? "null"),"
                        + "\"dwt\":\(report.disableWhileTyping.effective.map { "\($0)" } ?? "null"),"
                        + "\"calibration\":\(report.calibrationMatrix.effective.map { "\($0)" } ?? "null")}"
                case .log(let message):
                    line = "{\"log\":\(JSONString.quoted(message))}"
                }
                // In latency mode only the summary is printed: writing a line per event would be measured too.
                if !quietEvents || !line.hasPrefix("{\"t\"") { output.write(Data((line + "\n").utf8)) }
                if requestRemoval { source.removeAllDevices() }
            }
        } catch {
            fail("\(error)")
        }
        output.write(Data("{\"opened\":\(MonotonicClock.now().microseconds)}\n".utf8))

        while true {
            Thread.sleep(forTimeInterval: 0.05)
            state.lock.lock()
            let quiet = Date().timeIntervalSince(state.lastActivity)
            let allGone = state.sawRemoval && state.devices <= 0
            state.lock.unlock()
            if allGone || (quiet > idle && MonotonicClock.now().microseconds >= idleAfter) { break }
        }
        source.stop()
        state.lock.lock()
        let lag = state.lag
        state.lock.unlock()
        if let line = lag.line { output.write(Data(line.utf8)) }
        output.write(Data("{\"shutdown\":{\"descriptors_left_open\":\(source.descriptorsLeftOpen)}}\n".utf8))
        if configuration.measuresLatency {
            let samples = source.latencySamples.map(\.microseconds).sorted()
            if !samples.isEmpty {
                let median = samples[samples.count / 2]
                let p99 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.99).rounded(.down)))]
                output.write(
                    Data(
                        ("{\"latency\":{\"count\":\(samples.count),\"median_us\":\(median),"
                            + "\"p99_us\":\(p99),\"max_us\":\(samples.last ?? 0)}}\n").utf8))
            }
        }
        exit(0)
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("gesturekit-probe: \(message)\n".utf8))
        exit(2)
    }

    static func flag(_ value: String, _ name: String) -> Bool {
        switch value {
        case "on", "true", "1": return true
        case "off", "false", "0": return false
        default: fail("\(name) takes on|off, got \(value)")
        }
    }
}

/// How late input events reach the probe after their timestamps (µs; negative: stamped in the
/// future): the harness's measure of whether a replay kept libinput's clock honest.
private struct DeliveryLag {
    var first: Int64?
    var minimum = Int64.max
    var maximum = Int64.min

    mutating func record(_ lag: Int64) {
        if first == nil { first = lag }
        minimum = min(minimum, lag)
        maximum = max(maximum, lag)
    }

    /// The summary line, or nil when no input event arrived.
    var line: String? {
        first.map { "{\"first_event_lag_us\":\($0),\"min_event_lag_us\":\(minimum),\"max_event_lag_us\":\(maximum)}\n" }
    }
}

/// Shared between the source's thread (writer) and the main thread (watchdog reader).
private final class ProbeState: @unchecked Sendable {
    let lock = NSLock()
    var lastActivity = Date()
    var devices = 0
    var sawRemoval = false
    var touchEvents = 0
    var removalRequested = false
    /// Delivery time minus event time of every input event.
    var lag = DeliveryLag()
}
