import Foundation

/// Reads a libinput-gestures configuration (`libinput-gestures.conf` of
/// github.com/bulletmark/libinput-gestures): lines `gesture TYPE DIRECTION [FINGERS] COMMAND`,
/// `#` comments, and settings (`device`, `swipe_threshold`, `timeout`) that have no rule field.
public enum LibinputGesturesImport {
    /// Converts the configuration `text`.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: names it in notes.
    /// - Returns: the rules and what was skipped.
    public static func convert(_ text: String, file: String) -> ImportedRules {
        var result = ImportedRules()
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.replacingOccurrences(of: "\t", with: " ").trimmingCharacters(in: .whitespaces)
            let at = "\(file):\(index + 1)"
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var fields = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true).map(String.init)
            guard fields.first == "gesture", fields.count == 2 else {
                result.skipped.append("\(at): `\(fields.first ?? line)` is a libinput-gestures setting with no "
                    + "gestures.yaml field (thresholds are per rule: `threshold`)")
                continue
            }
            fields = fields[1].split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true).map(String.init)
            guard fields.count == 2 else { result.skipped.append("\(at): a gesture without a command"); continue }
            let type = fields[0]
            var rest = fields[1].trimmingCharacters(in: .whitespaces)
            var direction: String?
            if type != "hold" || rest.hasPrefix("on ") {
                let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
                direction = parts.first
                rest = parts.count > 1 ? parts[1] : ""
            }
            var fingers: Int?
            let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
            if let first = parts.first, let n = Int(first), (1...5).contains(n) {
                fingers = n
                rest = parts.count > 1 ? parts[1] : ""
            }
            rest = rest.trimmingCharacters(in: .whitespaces)
            guard !rest.isEmpty else { result.skipped.append("\(at): a gesture without a command"); continue }
            if rest.hasPrefix("_internal") {
                result.skipped.append("\(at): `_internal` is libinput-gestures' own workspace switcher; "
                    + "use your desktop's keys for it (e.g. keys: ctrl+alt+Right)")
                continue
            }
            let kind: DesktopGestureKind, mapped: DesktopDirection?
            switch (type, direction) {
            case ("swipe", let d?):
                guard let dir = DesktopDirection(rawValue: d), [.up, .down, .left, .right].contains(dir) else {
                    result.skipped.append(
                        "\(at): diagonal swipe `\(d)`: GestureKit's swipes go up, down, left or right")
                    continue
                }
                kind = .swipe; mapped = dir
            case ("pinch", "in"), ("pinch", "out"):
                kind = .pinch; mapped = direction.flatMap(DesktopDirection.init(rawValue:))
            case ("pinch", "clockwise"):
                kind = .rotate; mapped = .clockwise
            case ("pinch", "anticlockwise"):
                kind = .rotate; mapped = .counterclockwise
            case ("hold", _):
                kind = .hold; mapped = nil
            default:
                result.skipped.append("\(at): `gesture \(type) \(direction ?? "")` is not a gesture GestureKit knows")
                continue
            }
            // libinput-gestures acts once, at the gesture's end, which is the daemon's default.
            result.add(ImportedRules.Entry(source: at, gesture: kind, fingers: fingers, direction: mapped,
                                           action: ImportedRules.command(rest)))
        }
        return result
    }
}
