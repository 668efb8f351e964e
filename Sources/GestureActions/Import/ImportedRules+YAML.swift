import Foundation
import GestureOutput
import GestureTraces

extension ImportedRules {
    /// The rules as a `gestures.yaml` text, every string double-quoted (JSON escapes are YAML's).
    /// - Parameter origin: the file converted, named in the header comment.
    /// - Returns: the text, ending in a newline.
    public func yaml(origin: String) -> String {
        var out = "# Converted from \(origin) by gesturekit daemon --import (docs/daemon.md).\n"
        if let forward { out += "touchegg:\n  forward: \(forward.rawValue)\n" }
        out += entries.isEmpty ? "rules: []\n" : "rules:\n"
        for entry in entries {
            out += "  # \(entry.source)\n"
            out += "  - gesture: \(entry.gesture.rawValue)\n"
            if let fingers = entry.fingers { out += "    fingers: \(fingers)\n" }
            if let direction = entry.direction { out += "    direction: \(direction.rawValue)\n" }
            if let percent = entry.percent { out += "    threshold: {percent: \(Threshold.format(percent))}\n" }
            if let on = entry.on { out += "    on: \(on.rawValue)\n" }
            if let step = entry.repeatStep { out += "    repeat: \(Threshold.format(step))\n" }
            switch entry.action {
            case .argv(let argv): out += "    command: [" + argv.map(JSONString.quoted).joined(separator: ", ") + "]\n"
            case .shell(let line): out += "    command: \(JSONString.quoted(line))\n    shell: true\n"
            case .keys(let keys): out += "    keys: \(JSONString.quoted(keys))\n"
            }
        }
        return out
    }

    /// Splits a command line into words as a shell would for plain words and quotes; nil when it
    /// uses anything else of the shell (pipes, `;`, `&`, redirections, variables, globs), which
    /// then runs through `shell: true`.
    static func words(_ line: String) -> [String]? {
        var words: [String] = [], current = "", inWord = false
        var quote: Character?
        for c in line {
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
                continue
            }
            switch c {
            case "'", "\"": quote = c; inWord = true
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            case "|", ";", "&", "<", ">", "$", "`", "*", "?", "(", ")", "\\", "~", "#": return nil
            default: current.append(c); inWord = true
            }
        }
        guard quote == nil else { return nil }
        if inWord { words.append(current) }
        return words.isEmpty ? nil : words
    }

    /// A command line as an action: an argv when it is plain words, else a shell line.
    static func command(_ line: String) -> Action {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return words(trimmed).map(Action.argv) ?? .shell(trimmed)
    }
}
