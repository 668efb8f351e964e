import Foundation
import Yams

/// Reads a fusuma configuration (`~/.config/fusuma/config.yml`, README of github.com/iberianpig/fusuma):
/// `swipe:`, `pinch:`, `rotate:` and `hold:` map finger counts to directions (holds: to actions)
/// whose `command:` runs through a shell, or whose `sendkey:` (fusuma-plugin-sendkey) names keys.
public enum FusumaImport {
    /// Converts the configuration `text`.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - file: names it in notes.
    /// - Returns: the rules and what was skipped.
    public static func convert(_ text: String, file: String) -> ImportedRules {
        var result = ImportedRules()
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            result.skipped.append("\(file): cannot read it as YAML: \(error)")
            return result
        }
        guard let mapping = root?.mapping else {
            result.skipped.append("\(file): expected a mapping of gestures (swipe:, pinch:, …)")
            return result
        }
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            let at = "\(file):\(key.mark?.line ?? 0)"
            let kind: DesktopGestureKind
            switch name {
            case "swipe": kind = .swipe
            case "pinch": kind = .pinch
            case "rotate": kind = .rotate
            case "hold": kind = .hold
            default:
                result.skipped.append("\(at): `\(name)` is a fusuma setting with no gestures.yaml field"
                    + (name == "threshold" || name == "interval" ? " (thresholds are per rule: `threshold`)" : ""))
                continue
            }
            for (fingerKey, byFingers) in value.mapping ?? [:] {
                let fingers = fingerKey.int
                if kind == .hold {
                    add(kind, fingers: fingers, direction: nil, byFingers, at: "\(file):\(fingerKey.mark?.line ?? 0)",
                        into: &result)
                    continue
                }
                for (directionKey, action) in byFingers.mapping ?? [:] {
                    let word = directionKey.string ?? ""
                    let direction = DesktopDirection(rawValue: word)
                    add(kind, fingers: fingers, direction: direction, action,
                        at: "\(file):\(directionKey.mark?.line ?? 0)", into: &result)
                }
            }
        }
        return result
    }

    private static func add(_ kind: DesktopGestureKind, fingers: Int?, direction: DesktopDirection?, _ action: Node,
                            at: String, into result: inout ImportedRules) {
        guard let fields = action.mapping else {
            result.skipped.append("\(at): expected `command:` or `sendkey:` under the gesture")
            return
        }
        if kind != .hold, direction == nil || !ImportedRules.directions(of: kind).contains(direction ?? .up) {
            result.skipped.append("\(at): not a direction of a \(kind.rawValue)")
            return
        }
        var converted = false
        for (key, value) in fields {
            let field = key.string ?? ""
            switch field {
            case "command":
                guard let line = value.string else { continue }
                result.add(ImportedRules.Entry(source: at, gesture: kind, fingers: fingers, direction: direction,
                                               action: .shell(line)))
                converted = true
            case "sendkey":
                guard let keys = value.string else { continue }
                result.add(ImportedRules.Entry(source: at, gesture: kind, fingers: fingers, direction: direction,
                                               action: .keys(keys)))
                converted = true
            default:
                result.skipped.append("\(at): `\(field)` has no gestures.yaml field")
            }
        }
        if !converted && fields.isEmpty { result.skipped.append("\(at): no action") }
    }
}

extension ImportedRules {
    /// The directions a kind can have (as gestures.yaml checks them).
    static func directions(of kind: DesktopGestureKind) -> [DesktopDirection] {
        GesturesFile.RuleEntry.directions(of: kind)
    }
}
