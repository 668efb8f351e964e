import Yams

/// The one way the recording readers hand YAML to Yams: the text held to
/// `StructuredTextLimits.recording` first (Yams composes recursively: a `libinput record` nested
/// 10,000 levels deep overflowed the stack), every error as a `TraceError` at its line in the file.
enum RecordingYAML {
    /// Composes `text`, a piece of `file` whose line 1 is mapped by `lineMap`; nil for a document
    /// without content. Throws `TraceError` for text past a limit or not YAML.
    static func compose(_ text: String, file: String, lineMap: LineMap = LineMap(startingAt: 1)) throws -> Node? {
        do {
            try StructuredTextLimits.recording.check(text)
        } catch {
            throw TraceError(file: file, line: lineMap.fileLine(error.line), column: error.line > 0 ? 1 : 0,
                             message: error.message)
        }
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            var e = LibinputRecordReader.traceError(error, file: file)
            e.line = lineMap.fileLine(e.line)
            throw e
        }
    }
}
