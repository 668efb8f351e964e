import ArgumentParser
import GestureKit
import GestureOutput

/// How `replay` and `listen` print: the format (`--output` names a format everywhere; files are
/// `-o FILE`) and what goes in it. One definition so both read the same flags the same way.
struct OutputOptions: ParsableArguments {
    @Option(help: "Output format: text (a table for people) or jsonl (stable, docs/output-format.md).")
    var output: OutputFormat = .text

    @Flag(help: """
        Explain why recognizers failed or were held. --explain=NAME follows one recognizer; --explain=all also prints \
        each reset and published state.
        """)
    var explain = false

    /// `--explain=NAME` arrives here (`ArgumentRewriting`): a recognizer's name, or `all`.
    @Option(name: .customLong("explain-only"), help: .hidden)
    var explainOnly: String?

    @Flag(help: "Also print the decoded input (touch frames, pointer and touchpad events).")
    var input = false

    @Flag(help: """
        Print every animation frame: the controller state, and in the text table the per-frame didScroll/didZoom \
        messages too.
        """)
    var everyFrame = false

    @Flag(help: """
        JSON Lines: leave out the per-frame didScroll/didZoom messages (milestones only). The text table leaves them \
        out already unless --every-frame.
        """)
    var noDidScroll = false

    @Flag(help: "Text table: print times on the recording's clock, not in ms from the first event.")
    var absoluteTimes = false

    func validate() throws {
        if noDidScroll && everyFrame {
            throw ValidationError("--no-did-scroll and --every-frame contradict each other: choose one")
        }
        if explainOnly != nil && !explain { throw ValidationError("give a recognizer to follow as --explain=NAME") }
        if absoluteTimes && output == .jsonl {
            throw ValidationError(
                "--absolute-times is for the text table; JSON Lines always prints the recording's clock")
        }
    }

    /// `--every-frame` needs the model `--no-scroll` turns off.
    func check(against scrollZoom: ScrollZoomOptions) throws {
        if scrollZoom.noScroll && everyFrame {
            throw ValidationError(
                "--no-scroll turns the scroll/zoom model off: --every-frame would have no frames to print")
        }
    }

    /// A note on standard error for spellings kept only for old scripts.
    func deprecationNotes() {
        if noDidScroll && output == .text {
            printError("""
                note: --no-did-scroll is no longer needed: the text table leaves out per-frame didScroll/didZoom \
                unless --every-frame
                """)
        }
    }

    /// Checks `--explain=NAME` against the recognizers of `graph`, suggesting the closest name.
    func checkExplained(in graph: GraphConfiguration?) throws {
        guard let name = explainOnly, name != "all" else { return }
        let names = graph?.recognizers.map(\.name) ?? []
        guard !names.contains(name) else { return }
        let hint = Spelling.closest(to: name, among: names).map { "; did you mean `\($0)`?" }
            ?? "; the recognizers are \(names.joined(separator: ", ")) (or `all`)"
        throw ValidationError("--explain=\(name): no recognizer named `\(name)`\(hint)")
    }

    /// What to print; `recognize` false leaves out recognition and scroll/zoom (`--input-only`);
    /// `paging` says whether page indices mean anything.
    func selection(recognize: Bool = true, paging: Bool) -> OutputSelection {
        let perFrame = output == .jsonl ? !noDidScroll : everyFrame
        var s = OutputSelection(input: input || !recognize, explain: explain, perFrameScroll: perFrame,
                                explainRecognizer: explainOnly == "all" ? nil : explainOnly,
                                explainRoutine: explainOnly == "all", pages: paging)
        if !recognize { s.gestures = false; s.scroll = false; s.state = false }
        return s
    }

    /// The encoder for these options.
    func encoder(recognize: Bool = true, paging: Bool) -> OutputEncoder {
        OutputEncoder(
            format: output, selection: selection(recognize: recognize, paging: paging), absoluteTimes: absoluteTimes)
    }
}
