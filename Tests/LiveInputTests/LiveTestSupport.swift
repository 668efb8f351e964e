import Foundation
import Glibc
import GestureInput
import GestureTraces
import Testing
@testable import LiveInput

/// Whether the umockdev integration tests can run here, and why not.
enum LiveEnvironment {
    static let availability: UmockdevHarness.Availability = {
        if case .unavailable(let why) = UmockdevHarness.availability() { return .unavailable(why) }
        if LibinputReplay.defaultProbe() == nil {
            return .unavailable("gesturekit-probe is not built next to the test bundle")
        }
        return .available
    }()
    static var isAvailable: Bool { availability == .available }
    /// Whether this process (and so the `gesturekit` and `gesturekit-probe` built beside it) runs
    /// under ASan or TSan (`make test`'s sanitizer stages).
    static let isSanitized: Bool = {
        let me = dlopen(nil, RTLD_NOW)
        return dlsym(me, "__tsan_init") != nil || dlsym(me, "__asan_init") != nil
    }()
    /// For tests whose verdict rests on libinput's own timers racing real-time input (touchpad
    /// gestures, tap-to-click, delivery lag): they run once, in the plain build. A sanitizer slows
    /// the probe several times, so libinput's 40 ms hold timeout and the like fire before the input
    /// that should pre-empt them, and the verdict measures the sanitizer, not the code. The Swift
    /// code they drive (LibinputSource, EvdevSource, the live loop) stays under both sanitizers
    /// through the suites without this trait: LiveServeTests, LiveEvdevSourceTests,
    /// LiveCommandTests, the touchscreen tests.
    static let judgedOnRealTimeTimers = ConditionTrait.disabled(
        if: isSanitized, """
            real-time verdict on libinput's timers: run once, in the plain build \
            (LiveEnvironment.judgedOnRealTimeTimers)
            """)
    /// The reason shown when the live tests are skipped.
    static var skipReason: String {
        if case .unavailable(let why) = availability { return "SKIPPED (real libinput under umockdev): \(why)" }
        return "real libinput under umockdev"
    }
}

/// Builds touch snapshots in millimetres for an emulated device.
struct Gesture {
    let unitsPerMillimetre: Double
    var snapshots: [EvdevEncoder.Snapshot] = []
    init(unitsPerMillimetre: Int32) { self.unitsPerMillimetre = Double(unitsPerMillimetre) }

    /// Touches at `ms`, slot → (x mm, y mm).
    mutating func at(_ ms: Int64, _ touches: [Int: (Double, Double)]) {
        var points: [Int: EvdevEncoder.DevicePoint] = [:]
        for (slot, p) in touches {
            points[slot] = EvdevEncoder.DevicePoint(
                x: Int32((p.0 * unitsPerMillimetre).rounded()), y: Int32((p.1 * unitsPerMillimetre).rounded()))
        }
        snapshots.append(EvdevEncoder.Snapshot(time: .milliseconds(ms), touches: points))
    }

    func rows(for device: DeviceInfo) -> [EvdevRow] {
        var encoder = EvdevEncoder(device: device)
        return encoder.encode(snapshots)
    }
}

extension LibinputReplay.Result {
    var touchEvents: [TouchEvent] { events.compactMap { if case .touch(let t) = $0.kind { return t }; return nil } }
    var buttons: [(UInt32, Bool)] {
        events.compactMap {
            if case .pointer(.button(let c, let p)) = $0.kind { return (c, p) }; return nil
        }
    }
    var gestures: [TouchpadGestureEvent] {
        events.compactMap {
            if case .gesture(let g) = $0.kind { return g }; return nil
        }
    }
    var scrolls: [(ScrollSource, Vector, ScrollAxes)] {
        events.compactMap {
            if case .pointer(.scroll(let s, let d, _, let stop)) = $0.kind { return (s, d, stop) }; return nil
        }
    }
    var addedDevices: [DeviceInfo] {
        events.compactMap {
            if case .deviceAdded(let d) = $0.kind { return d }; return nil
        }
    }
    var diagnostics: String {
        "status \(status); \(summary)\nstderr: \(standardError)\nlogs: \(logs)\nother: \(otherLines)"
    }
}

/// The parent of every suite that drives real libinput on an emulated device. They run one at a
/// time: each replays its input in real time, and several at once on a two-core machine make the
/// replays lag (see `LibinputReplay.lagLimit`), which only costs retries. For the same reason
/// `make test-unit` runs them alone, after the other suites (`--skip LiveEmulation`, then
/// `--filter LiveEmulation`): beside the parallel suites' load a finger scroll once reached
/// libinput lagging twice and then cut to 4 events.
@Suite(.serialized) enum LiveEmulation {}
