/// Why the umockdev harness could not run a program against an emulated device.
public enum HarnessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The environment cannot emulate devices (not Linux, not root, umockdev-run or cc missing).
    case unavailable(String)
    /// The device has no raw evdev description to emulate.
    case noEvdevDescription(String)
    /// The LD_PRELOAD fstat shim did not compile (compiler output).
    case shimBuildFailed(String)
    /// A file of the emulation could not be written.
    case cannotWrite(path: String, reason: String)
    /// No free emulated device number was found.
    case noFreeMinor
    /// The program could not be started.
    case launchFailed(String)

    /// What went wrong, in one sentence.
    public var description: String {
        switch self {
        case .unavailable(let why): return "umockdev emulation unavailable: \(why)"
        case .noEvdevDescription(let name): return "device \"\(name)\" has no evdev description to emulate"
        case .shimBuildFailed(let output): return "could not compile the fstat shim with cc: \(output)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .noFreeMinor: return "no free emulated device number under /run/udev/data (c13:200…c13:999 all taken)"
        case .launchFailed(let why): return "cannot start the program: \(why)"
        }
    }
}
