import GestureKit
@testable import GestureActions

/// Gesture moments and rules for the tests, with the defaults a reader of the table expects.
enum Fixture {
    static func gesture(_ kind: DesktopGestureKind, fingers: Int = 1, _ direction: DesktopDirection? = nil,
                        device: DesktopDeviceKind = .touchpad, name: String = "SynPS/2 Synaptics TouchPad",
                        phase: DesktopPhase = .begin, progress: Double = 0, distance: Double? = nil,
                        ms: UInt64 = 0, id: Int = 1) -> DesktopGesture {
        DesktopGesture(id: id, time: Timestamp(microseconds: Int64(ms) * 1000), kind: kind, fingers: fingers,
                       direction: direction, device: device, deviceName: name, phase: phase, progress: progress,
                       distance: distance, elapsedMilliseconds: ms)
    }

    static func rule(_ name: String, _ match: RuleMatch, threshold: Threshold = .none,
                     trigger: RuleTrigger = .end) -> Rule {
        Rule(name: name, match: match, threshold: threshold, trigger: trigger,
             action: .command(CommandSpec(argv: ["notify-send", name], timeout: 5)))
    }

    /// The moments of a gesture's life: begin, updates at the given progress, end.
    static func life(_ kind: DesktopGestureKind, fingers: Int = 3, _ direction: DesktopDirection? = .left,
                     progress: [Double], end: DesktopPhase = .end, id: Int = 1) -> [DesktopGesture] {
        var moments: [DesktopGesture] = []
        for (i, p) in progress.enumerated() {
            let phase: DesktopPhase = i == 0 ? .begin : (i == progress.count - 1 ? end : .update)
            moments.append(gesture(kind, fingers: fingers, direction, phase: phase, progress: p,
                                   ms: UInt64(i * 10), id: id))
        }
        return moments
    }
}

extension [DaemonAction] {
    /// The firings' rule names, in order.
    var fired: [String] { compactMap { if case .fire(let f) = $0 { f.rule } else { nil } } }
    /// The touchegg signals, in order.
    var signals: [ToucheggSignal] { compactMap { if case .forward(let s) = $0 { s } else { nil } } }
}
