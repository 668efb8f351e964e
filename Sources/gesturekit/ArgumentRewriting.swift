import ArgumentParser

/// Two spellings swift-argument-parser cannot read on its own, turned into ones it can before
/// parsing — the one place where the command line is touched before the parser sees it:
///
/// - `--explain=NAME`: `--explain` is a flag (it takes no value), and an option cannot have an
///   optional value, so `--explain=NAME` becomes `--explain --explain-only NAME`.
/// - a negative number or size after an option that takes one (`--min-zoom -1`, `--surface -1x800`):
///   the parser reads `-1` as a short flag and says "missing value"; it becomes `--min-zoom=-1`, so
///   that validation can say what the allowed range is ("must be positive").
enum ArgumentRewriting {
    /// Options that take a number (`--min-zoom -1` is a value, not a flag).
    static let numericOptions: Set<String> = [
        "--min-zoom", "--max-zoom", "--frame-rate", "--duration", "--speed", "--wait-clients", "--max-clients",
        "--events", "--quiet-interval", "--seed", "--from", "--to", "--threads", "--socket-mode",
        "--surface", "--viewport", "--content", "--page-size", "--device-size", "--tolerance", "--jobs",
    ]

    /// Subcommands whose `--explain` takes `=NAME` (`OutputOptions`); elsewhere (`serve`) the
    /// parser's own message for a flag given a value stands.
    static let explainTakesAName: Set<String> = ["replay", "listen"]

    /// `arguments` (without the program name) as the parser should see them.
    static func rewrite(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let arg = arguments[i]
            if arg == "--" { out += arguments[i...]; break }
            if arg.hasPrefix("--explain="), explainTakesAName.contains(arguments.first ?? "") {
                out += ["--explain", "--explain-only", String(arg.dropFirst("--explain=".count))]
            } else if numericOptions.contains(arg), i + 1 < arguments.count, isNegativeNumber(arguments[i + 1]) {
                out.append("\(arg)=\(arguments[i + 1])")
                i += 1
            } else {
                out.append(arg)
            }
            i += 1
        }
        return out
    }

    /// The first numeric option given a number the parser would read but a person would not mean
    /// (`--max-zoom 0x10` is 16 to `Double(_:)`, `--speed nan`, `--frame-rate inf`): the option and
    /// the value, refused before parsing. Sizes have their own parser (`SizeArgument.parse`).
    static func nonDecimalNumber(in arguments: [String]) -> (option: String, value: String)? {
        var i = 0
        while i < arguments.count, arguments[i] != "--" {
            let arg = arguments[i]
            var option = arg, value: String?
            if let equals = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                option = String(arg[..<equals]); value = String(arg[arg.index(after: equals)...])
            } else if i + 1 < arguments.count {
                value = arguments[i + 1]
            }
            if numericOptions.contains(option), let value, Double(value) != nil,
               value.contains(where: { !($0.isNumber || "+-.eE".contains($0)) }) {
                return (option, value)
            }
            i += 1
        }
        return nil
    }

    /// The usage error for the first of `nonDecimalNumber(in:)`, or nil when there is none.
    static func nonDecimalNumberError(in arguments: [String]) -> ValidationError? {
        nonDecimalNumber(in: arguments).map { option, value in
            ValidationError("\(option) \(value): expected a decimal number, e.g. 2.5 or 1e3")
        }
    }

    /// `-1`, `-0.5`, `-.5`, `-1e3`, `-1x800`: what a negative number or size looks like (not `-o`,
    /// not `-`).
    static func isNegativeNumber(_ text: String) -> Bool {
        guard text.hasPrefix("-"), let first = text.dropFirst().first else { return false }
        return first.isNumber || first == "."
    }
}
