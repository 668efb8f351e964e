import ArgumentParser
import Foundation
import LiveInput

/// `gesturekit probe …` (hidden): the libinput probe (`LibinputProbe`) that `replay
/// --through-libinput` runs inside the umockdev emulation. Built into the CLI so that every build
/// of it, release included, can replay through libinput without `gesturekit-probe`.
struct Probe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Run the libinput probe (used by replay --through-libinput inside umockdev).",
        shouldDisplay: false)

    @Argument(parsing: .captureForPassthrough, help: "The probe's arguments (see LibinputProbe).")
    var arguments: [String] = []

    func run() throws {
        LibinputProbe.main(arguments)
    }

    /// The command that runs this probe: the running executable followed by `probe`.
    static var command: [String] {
        [URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path, "probe"]
    }
}
