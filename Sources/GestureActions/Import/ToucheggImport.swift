import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads a touchegg configuration (`touchegg.conf`, installation/touchegg.conf of
/// github.com/JoseExposito/touchegg): `<application name="All">` holds
/// `<gesture type fingers direction><action type>…</action></gesture>`, and
/// `<settings><property name="action_execute_threshold">` the percentage an action needs.
public enum ToucheggImport {
    /// Converts the configuration `data`.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: names it in notes.
    /// - Returns: the rules and what was skipped.
    public static func convert(_ data: Data, file: String) -> ImportedRules {
        let reader = Reader(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        if !parser.parse() {
            var result = ImportedRules()
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "not XML"
            result.skipped.append("\(file):\(parser.lineNumber): cannot read it as XML: \(reason)")
            return result
        }
        return reader.finish()
    }

    /// The parser's delegate: collects gestures and their actions in document order.
    private final class Reader: NSObject, XMLParserDelegate {
        struct Gesture {
            var line: Int
            var application: String
            var type: String, fingers: Int?, direction: String
            var action: String = ""
            var fields: [String: String] = [:]
        }

        let file: String
        var threshold = 20.0
        var application = ""
        var gesture: Gesture?
        var gestures: [Gesture] = []
        var property: String?
        var text = ""

        init(file: String) { self.file = file }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            text = ""
            switch name {
            case "application": application = attributes["name"] ?? ""
            case "gesture":
                gesture = Gesture(line: parser.lineNumber, application: application, type: attributes["type"] ?? "",
                                  fingers: attributes["fingers"].flatMap { Int($0) },
                                  direction: attributes["direction"] ?? "")
            case "action": gesture?.action = attributes["type"] ?? ""
            case "property": property = attributes["name"]
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            switch name {
            case "gesture":
                if let g = gesture { gestures.append(g) }
                gesture = nil
            case "property":
                if property == "action_execute_threshold", let v = Double(value), (0...100).contains(v) {
                    threshold = v
                }
                property = nil
            case "action", "application", "settings", "touchégg": break
            default: gesture?.fields[name] = value
            }
            text = ""
        }

        func finish() -> ImportedRules {
            var result = ImportedRules()
            for g in gestures { convert(g, into: &result) }
            return result
        }

        private func convert(_ g: Gesture, into result: inout ImportedRules) {
            let at = "\(file):\(g.line)"
            guard g.application == "All" else {
                result.skipped.append("\(at): rules for application \"\(g.application)\": GestureKit's rules are "
                    + "the same in every window")
                return
            }
            let kind: DesktopGestureKind
            switch g.type {
            case "SWIPE": kind = .swipe
            case "PINCH": kind = .pinch
            case "TAP": kind = .tap
            default:
                result.skipped.append("\(at): gesture type \(g.type) is not one touchegg documents")
                return
            }
            let direction = DesktopDirection(rawValue: g.direction.lowercased())
            let percent = kind == .tap || threshold == 0 ? nil : threshold
            let on: DesktopPhase?, step: Double?
            if g.fields["repeat"] == "true" && kind != .tap {
                // touchegg repeats on every update once past the threshold; a step of 10 % is
                // GestureKit's closest bounded equivalent.
                on = .update; step = Self.repeatStep
            } else {
                on = g.fields["on"] == "begin" ? .begin : (kind == .tap ? nil : .end)
                step = nil
            }
            let entry = { (action: ImportedRules.Action) in
                ImportedRules.Entry(source: at, gesture: kind, fingers: g.fingers, direction: direction,
                                    on: on == .end ? nil : on, repeatStep: step, percent: percent, action: action)
            }
            switch g.action {
            case "SEND_KEYS":
                let names = (g.fields["modifiers"] ?? "").split(separator: "+").map(String.init)
                    + (g.fields["keys"] ?? "").split(separator: "+").map(String.init)
                if g.fields["decreaseKeys"] != nil {
                    result.skipped.append("\(at): `decreaseKeys` (keys for the way back) has no gestures.yaml "
                        + "field; only `keys` was converted")
                }
                result.add(entry(.keys(names.joined(separator: "+"))))
            case "RUN_COMMAND":
                guard let command = g.fields["command"], !command.isEmpty else {
                    result.skipped.append("\(at): RUN_COMMAND without a command")
                    return
                }
                if let decrease = g.fields["decreaseCommand"], !decrease.isEmpty {
                    result.skipped.append("\(at): `decreaseCommand` has no gestures.yaml field")
                }
                result.add(entry(.shell(command)))
            case "MOUSE_CLICK":
                result.add(entry(.argv(["xdotool", "click", g.fields["button"] ?? "1"])))
            case "GNOME_SHELL", "CINNAMON", "ELEMENTARY":
                result.forward = .unmatched
                result.skipped.append("\(at): \(g.action) leaves the gesture to the desktop: GestureKit forwards "
                    + "every gesture no rule takes to touchegg's clients (touchegg: {forward: unmatched})")
            default:
                result.skipped.append("\(at): \(g.action) is a window action touchegg draws itself; "
                    + "bind the desktop's own keys for it with `keys`")
            }
        }

        /// The `repeat` step a touchegg `<repeat>true</repeat>` becomes (percent).
        static let repeatStep = 10.0
    }
}
