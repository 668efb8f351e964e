import ArgumentParser
import GestureKit

/// `--quirks-dir DIR`: where libinput's quirks database is (`QuirksDirectory`), for raw recordings.
/// Without it, the installed database (`/usr/share/libinput/*.quirks`, then
/// `/etc/libinput/local-overrides.quirks`) is used, or none when libinput is not installed.
struct QuirksOption: ParsableArguments {
    @Option(name: .customLong("quirks-dir"), help: ArgumentHelp("""
        Read libinput's quirks database from DIR's *.quirks files instead of the installed one \
        (\(QuirksDirectory.defaultDirectory) and \(QuirksDirectory.defaultOverrides)).
        """, valueName: "DIR"))
    var quirksDirectory: String?

    /// The database `--quirks-dir` names, or nil for the installed one. Throws `CLIError` naming the
    /// file and line of a broken file, or a directory without quirks files.
    func database() throws -> QuirksDatabase? {
        guard let quirksDirectory else { return nil }
        do {
            return try QuirksDirectory.load(directory: quirksDirectory, overrides: nil, required: true)
        } catch {
            throw CLIError(message: "--quirks-dir: \(error)")
        }
    }
}
