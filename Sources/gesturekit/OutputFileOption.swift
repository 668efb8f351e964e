import ArgumentParser

/// The file a command writes (`render`, `record`, `synth`): `-o FILE` everywhere, since
/// `--output` names a format in `replay` and `listen`. `--output FILE` still works in these
/// commands, with a note on standard error, so that old scripts keep running.
struct OutputFileOption: ParsableArguments {
    @Option(
        name: .customShort("o"), help: ArgumentHelp("The file to write ('-' for standard output).", valueName: "file"))
    var file: String?

    @Option(name: .customLong("output"), help: .hidden)
    var deprecatedFile: String?

    func validate() throws {
        if file != nil && deprecatedFile != nil { throw ValidationError("give the file to write once, with -o FILE") }
        if file == nil && deprecatedFile == nil {
            throw ValidationError("name the file to write with -o FILE ('-' for standard output)")
        }
    }

    /// The path to write.
    var path: String { file ?? deprecatedFile ?? "-" }

    /// Says on standard error when the old spelling was used.
    func noteDeprecatedSpelling() {
        if deprecatedFile != nil {
            printError(
                "note: --output FILE is deprecated here; write -o FILE (--output names a format in replay and listen)")
        }
    }
}
