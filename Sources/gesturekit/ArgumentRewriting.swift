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
        "--surface", "--viewport", "--content", "--page-size", "--device-size",
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

    /// `-1`, `-0.5`, `-.5`, `-1e3`, `-1x800`: what a negative number or size looks like (not `-o`,
    /// not `-`).
    static func isNegativeNumber(_ text: String) -> Bool {
        guard text.hasPrefix("-"), let first = text.dropFirst().first else { return false }
        return first.isNumber || first == "."
    }
}
