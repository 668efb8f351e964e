import ArgumentParser

/// `--description FILE.desc`: the device description of an evemu or evtest file that lacks its own
/// (evemu-devices and ChromiumOS keep `.desc` files beside events-only recordings; an evtest paste
/// may start at its events).
struct DescriptionOption: ParsableArguments {
    @Option(help: ArgumentHelp("""
        An evemu device description (N:, I:, P:, B:, A: lines) for an evemu or evtest file that has none of its own.
        """, valueName: "FILE.desc"))
    var description: String?
}
