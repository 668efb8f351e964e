/// Why a live source could not start: each message says what to do about it (docs/live-input.md).
public enum LiveInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The listed device nodes exist but may not be opened by this user.
    case permissionDenied(paths: [String])
    /// The seat has no input device libinput could use (`seat`: the seat searched).
    case noDevices(seat: String)
    /// A path given explicitly does not exist or is not a device node.
    case invalidPath(String, reason: String)
    /// A path given explicitly is a device, but libinput will not use it.
    case notAnInputDevice(String)
    /// libinput or udev could not be initialised.
    case contextCreationFailed(String)
    /// libinput refused the seat.
    case seatAssignmentFailed(String)
    /// The source was started twice.
    case alreadyStarted

    /// The udev rule that grants the logged-in user access to input devices (systemd-logind `uaccess`).
    public static let uaccessRule = #"SUBSYSTEM=="input", KERNEL=="event*", TAG+="uaccess""#
    /// Where to put that rule (before 73-seat-late.rules, which applies `uaccess`).
    public static let uaccessRuleFile = "/etc/udev/rules.d/70-gesturekit-uaccess.rules"

    /// The advice for permission problems, shared by the CLI's `devices` listing.
    public static let permissionAdvice = """
    Either add yourself to the `input` group and log in again:
        sudo usermod -aG input $USER
    or let logind grant the active session access with a udev rule:
        echo '\(uaccessRule)' | sudo tee \(uaccessRuleFile)
        sudo udevadm control --reload && sudo udevadm trigger --subsystem-match=input
    (The `input` group can read every keyboard too; the `uaccess` rule limits access to the active local session.)
    """

    /// The message printed to the user: the problem and what to do.
    public var description: String {
        switch self {
        case .permissionDenied(let paths):
            return "permission denied opening \(paths.joined(separator: ", ")).\n" + Self.permissionAdvice
        case .noDevices(let seat):
            return
                "no input devices found on seat \"\(seat)\" "
                + "(searched udev for event nodes tagged ID_INPUT with ID_SEAT=\(seat)). "
                + "Check `libinput list-devices`, or pass --seat NAME or --device /dev/input/eventN."
        case .invalidPath(let path, let reason):
            return """
                invalid device path \(path): \(reason). Use an evdev node such as /dev/input/event5 (see `gesturekit \
                devices`).
                """
        case .notAnInputDevice(let path):
            return """
                libinput will not use \(path): it is not an input device it supports (touchpad, touchscreen, mouse, \
                keyboard).
                """
        case .contextCreationFailed(let why):
            return "cannot initialise libinput: \(why)"
        case .seatAssignmentFailed(let seat):
            return "libinput could not assign seat \"\(seat)\" (is udev running?)"
        case .alreadyStarted:
            return "this LibinputSource was already started; create a new one"
        }
    }
}
