import Foundation
import GestureTestSupport
import Testing

/// The docs match the code, checked where a machine can check it — every
/// `gesturekit` flag they name exists, every command in their code blocks runs (or, for commands
/// that need devices or run forever, at least names only real flags), and every line type and
/// event name of docs/output-format.md is printed by some golden trace.
@Suite struct DocumentationTests {
    /// The documents a user reads.
    static let documents: [String] = {
        let root = SharedRecordings.packageRoot
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "examples/README.md", "Traces/README.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static func text(_ document: String) -> String {
        (try? String(contentsOf: SharedRecordings.packageRoot.appendingPathComponent(document), encoding: .utf8)) ?? ""
    }

    static let subcommands = [
        "replay", "render", "info", "convert", "devices", "listen", "serve", "record", "synth", "soak",
        "test",
    ]

    /// A `gesturekit SUB …` (or `$B SUB …`) command written in a document.
    struct Command: Sendable, CustomStringConvertible {
        var document: String
        var subcommand: String
        var words: [String]
        /// Written in a code block (a command to run), not mentioned in prose.
        var inCodeBlock: Bool
        var description: String { "\(document): gesturekit \(subcommand) \(words.joined(separator: " "))" }
        /// The flags it names (`--explain=NAME` names `--explain`).
        var flags: [String] {
            words.filter { $0.hasPrefix("-") && $0.count > 1 && Double($0) == nil }
                .map { String($0.split(separator: "=", maxSplits: 1)[0]) }
        }
    }

    /// Every command of every document; a code line ending in `\` continues on the next.
    static let commands: [Command] = documents.flatMap { document -> [Command] in
        var found: [Command] = []
        var inFence = false
        var pending = ""
        for raw in text(document).split(separator: "\n", omittingEmptySubsequences: false) {
            if raw.hasPrefix("```") { inFence.toggle(); continue }
            let code = inFence || raw.hasPrefix("    ")
            var line = pending + String(raw)
            pending = ""
            if code, line.hasSuffix("\\") { pending = String(line.dropLast()); continue }
            // Code spans in prose: `gesturekit replay --output jsonl`.
            if !code { line = line.replacingOccurrences(of: "`", with: " ` ") }
            let tokens = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            for (i, token) in tokens.enumerated() where token == "gesturekit" || token == "$B" {
                guard i + 1 < tokens.count, subcommands.contains(tokens[i + 1]) else { continue }
                var words: [String] = []
                for word in tokens[(i + 2)...] {
                    if ["`", "|", "#", ">", "&", "&&", ";", "2>&1"].contains(word) || word.hasPrefix("[")
                        || word.hasPrefix("<")
                        || word.hasSuffix(";") || word.hasPrefix("(") { break }
                    words.append(word)
                }
                found.append(Command(document: document, subcommand: tokens[i + 1], words: words, inCodeBlock: code))
            }
        }
        return found
    }

    static let help: [String: String] = {
        var help: [String: String] = [:]
        for sub in subcommands { help[sub] = (try? CommandLineTool.run([sub, "--help"]))?.stdout ?? "" }
        return help
    }()

    @Test func theDocumentsNameCommands() {
        #expect(Self.commands.count >= 40, "\(Self.commands.count) commands found")
        #expect(Self.commands.filter(\.inCodeBlock).count >= 20)
    }

    @Test func everyFlagTheDocsNameExistsInTheCommandsHelp() {
        for command in Self.commands {
            let help = Self.help[command.subcommand] ?? ""
            for flag in command.flags {
                let listed = help.contains(" \(flag) ") || help.contains(" \(flag),") || help.contains(" \(flag)\n")
                    || help.contains(" \(flag) <")
                #expect(listed, "\(command): \(flag) is not in `gesturekit \(command.subcommand) --help`")
            }
        }
    }

    /// Words standing for something the reader supplies, and what the test puts in their place.
    static let placeholders: [String: String] = [
        "FILE": "Traces/touchscreen/tap.gktrace", "TRACE": "Traces/touchscreen/tap.gktrace",
        "T": "Traces/touchscreen/tap.gktrace", "N": "1000",
    ]

    /// Commands that need input devices, a root shell or run until stopped: only their flags are
    /// checked (above).
    /// `test`: the docs name the user's own folders, and a path that does not exist is a usage
    /// error there (exit 64), not the missing file this test expects (its own suite runs it).
    static let notRun: Set<String> = ["devices", "listen", "serve", "record", "test"]

    static var runnable: [Command] {
        Self.commands.filter {
            $0.inCodeBlock && !notRun.contains($0.subcommand) && !$0.words.contains("--through-libinput")
        }
    }

    /// Runs each runnable command from the package root: files it writes go to a temporary
    /// folder, event counts above 10⁴ are cut to 10⁴ (a benchmark's million events prove nothing
    /// more here). A command naming a file that does not exist (`recording.yaml`) must fail as a
    /// run-time error (exit 1, a message naming the file), never as a usage error (exit 64).
    @Test func everyCommandInTheDocsRunsOrFailsOnlyForAMissingFile() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gk-docs-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        #expect(Self.runnable.count >= 10)
        for command in Self.runnable {
            var words = command.words.map { Self.placeholders[$0] ?? $0 }
            for i in words.indices.dropLast() {
                if words[i] == "-o", words[i + 1] != "-" {
                    words[i + 1] = scratch.appendingPathComponent((words[i + 1] as NSString).lastPathComponent).path
                }
                if words[i] == "--events", let n = Int(words[i + 1]), n > 10_000 { words[i + 1] = "10000" }
            }
            if command.subcommand == "convert", words.count == 2 {
                words[1] = scratch.appendingPathComponent("out.gktrace").path
            }
            let result = try CommandLineTool.run([command.subcommand] + words)
            let missing = words.filter { !$0.hasPrefix("-") && $0.contains(".") && !$0.contains("x")
                && !FileManager.default.fileExists(atPath: SharedRecordings.packageRoot.appendingPathComponent($0).path)
                && !$0.hasPrefix(scratch.path) && Double($0) == nil }
            if missing.isEmpty {
                #expect(result.status == 0, "\(command) → exit \(result.status): \(result.stderr)")
            } else {
                #expect(result.status == 1, "\(command) → exit \(result.status): \(result.stderr)")
                #expect(missing.contains { result.stderr.contains($0) }, "\(command): \(result.stderr)")
            }
        }
    }

    /// Names docs/output-format.md documents but no golden expectation can show, and why.
    static let notInGoldens: [String: String] = [
        "didScroll": "the golden harness replays with --no-did-scroll",
        "didZoom": "the golden harness replays with --no-did-scroll",
        "didScrollToTop": "only a programmatic scrollToTop sends it; a replay has no programmatic calls",
        "pointerMotion": "no trace in Traces/ records a mouse",
        "button": "no trace in Traces/ records a button",
        "scroll": "no golden replays a scrolling trace with --input (the `scroll` line type is checked separately)",
        "deviceRemoved": "no golden replays a hot-unplug with --input (the removal's effect on gestures is golden)",
        "diagnostic": "no golden trace is malformed on purpose (GestureTraces' tests cover each code)",
    ]

    @Test func everyLineTypeAndEventNameOfTheOutputFormatIsPrintedBySomeGoldenTrace() throws {
        let doc = Self.text("docs/output-format.md")
        // The first type a heading names (`tilesNeeded` / `tilesPurged` share one): 10 headings.
        let types = doc.matches(of: /## `"type":"([a-zA-Z]+)"`/).map { String($0.1) }
        let inputEvents = doc.matches(of: /\n\| `([a-zA-Z]+)` \| `dev`/).map { String($0.1) }
        let scrollSection = try #require(doc.range(of: "`event` is the UIScrollView delegate message name:"))
        let scrollList = doc[scrollSection.upperBound...].prefix { $0 != "." }
        let scrollEvents = scrollList.matches(of: /`([a-zA-Z]+)`/).map { String($0.1) }
        #expect(
            types.count == 10 && inputEvents.count == 7 && scrollEvents.count == 11,
            "\(types) \(inputEvents) \(scrollEvents)")

        let traces = SharedRecordings.packageRoot.appendingPathComponent("Traces")
        let golden = (FileManager.default.enumerator(atPath: traces.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".expected.jsonl") }
            .map { (try? String(contentsOf: traces.appendingPathComponent($0), encoding: .utf8)) ?? "" }
            .joined(separator: "\n")
        for type in types where Self.notInGoldens[type] == nil {
            #expect(golden.contains("\"type\":\"\(type)\""), "no golden trace prints a `\(type)` line")
        }
        for event in inputEvents + scrollEvents {
            let printed = golden.contains("\"event\":\"\(event)\"")
            if let reason = Self.notInGoldens[event] {
                #expect(!printed, "`\(event)` is in a golden trace now: drop its exemption (\(reason))")
            } else {
                #expect(printed, "no golden trace prints the event `\(event)`")
            }
        }
    }
}
