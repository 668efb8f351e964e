import GestureKit
import GestureOutput
import GestureTraces

/// How `--dry-run` and `--explain` put the engine's actions into words: one JSON object a line
/// (`jsonl`) or a readable table (`text`). The JSON fields are documented in docs/daemon.md
/// ("Dry run").
public enum ActionReport {
    /// The output formats.
    public enum Format: String, Sendable, CaseIterable {
        case jsonl, text
    }

    /// The text table's header line.
    public static let textHeader = pad([("t (s)", 10), ("rule", 24), ("gesture", 11), ("fingers", 8),
                                         ("direction", 17), ("phase", 7), ("progress", 9)]) + "action"

    /// One firing as a line (with its newline).
    /// - Parameters:
    ///   - firing: the firing.
    ///   - format: jsonl or text.
    /// - Returns: the line.
    public static func line(_ firing: Firing, format: Format) -> String {
        let g = firing.gesture
        switch format {
        case .jsonl:
            return "{\"t\":\(g.time.microseconds),\"rule\":\(JSONString.quoted(firing.rule)),"
                + "\"gesture\":\"\(g.kind.rawValue)\","
                + "\"fingers\":\(g.fingers),\"direction\":\(g.direction.map { "\"\($0.rawValue)\"" } ?? "null"),"
                + "\"phase\":\"\(g.phase.rawValue)\",\"progress\":\(Threshold.format(g.progress)),"
                + "\"action\":\(JSONString.quoted(firing.action.summary))}\n"
        case .text:
            let seconds = Double(g.time.microseconds) / 1_000_000
            return pad([(format3(seconds), 10), (firing.rule, 24), (g.kind.rawValue, 11), (String(g.fingers), 8),
                        (g.direction?.rawValue ?? "-", 17), (g.phase.rawValue, 7),
                        (Threshold.format(g.progress) + " %", 9)]) + firing.action.summary + "\n"
        }
    }

    /// An explanation as text lines (with their newlines): the gesture, then each rule tried.
    /// - Parameter explanation: the explanation.
    /// - Returns: the lines.
    public static func text(_ explanation: Explanation) -> String {
        let g = explanation.gesture
        var out = "gesture \(g.id) \(g.phase.rawValue) at \(format3(Double(g.time.microseconds) / 1_000_000)) s: "
            + describe(g) + "\n"
        for (rule, mismatch) in explanation.verdicts {
            out += "  rule \(rule): " + (mismatch.map { "no (\($0))" } ?? "matches") + "\n"
        }
        if let note = explanation.note { out += "  \(note)\n" }
        return out
    }

    /// A gesture in words: `swipe left, 3 fingers, touchpad "SynPS/2 Synaptics TouchPad", 42 %`.
    /// - Parameter gesture: the moment.
    /// - Returns: the words.
    public static func describe(_ gesture: DesktopGesture) -> String {
        var text = gesture.kind.rawValue
        if let direction = gesture.direction { text += " \(direction.rawValue)" }
        text += ", \(gesture.fingers) finger\(gesture.fingers == 1 ? "" : "s"), \(gesture.device.rawValue)"
        if !gesture.deviceName.isEmpty { text += " \"\(gesture.deviceName)\"" }
        return text + ", \(Threshold.format(gesture.progress)) %"
    }

    static func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(abs(thousandths) % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private static func pad(_ columns: [(String, Int)]) -> String {
        columns.map { text, width in
            text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
        }.joined()
    }

}
