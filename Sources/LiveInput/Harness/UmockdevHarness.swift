import Foundation
import GestureInput

/// Runs a program against an emulated evdev device: real libinput, no hardware
/// (docs/live-input.md).
///
/// Recipe (umockdev 0.17.16, libinput 1.22.1): `umockdev-run -d dev.umockdev -i NODE=dev.ioctl
/// -e NODE=dev.evemu -- PROGRAM`, plus the three fixes: a udev database entry at the real
/// `/run/udev/data/c13:<minor>`, an LD_PRELOAD fstat shim appended to umockdev's own preload, and
/// event times rebased onto the current CLOCK_MONOTONIC with a lead-in. umockdev replays the rows
/// from the moment it has read the events file (not from the device's opening), stamped with the
/// times written in it; the file is a FIFO (`EventFeed`) written when the clock reaches the first
/// stamp, so stamps and delivery agree.
public struct UmockdevHarness: Sendable {
    /// Whether this machine can emulate devices, and if not, why not.
    public enum Availability: Hashable, Sendable {
        /// Emulation works here.
        case available
        /// Emulation cannot work here, for the reason given.
        case unavailable(String)
    }

    /// Quiet time before the first real event (the program opens the device meanwhile).
    public var leadIn: TimeSpan
    /// Time allowed for umockdev-run to start and open its events FIFO: the first stamp is "now"
    /// plus this. If umockdev is slower, the events are handed over late and every stamp is that
    /// much in the past (`Run.feedDelay`).
    public var startupAllowance: TimeSpan

    /// A harness with the given lead-in and start-up allowance (umockdev 0.17.16 opened the FIFO
    /// ≈ 12 ms after launch on an idle two-core machine; the default leaves room for a loaded one).
    ///
    /// - Parameters:
    ///   - leadIn: the time from the launch to the first row.
    ///   - startupAllowance: the time umockdev is given to open its pipe.
    public init(leadIn: TimeSpan = .milliseconds(500), startupAllowance: TimeSpan = .milliseconds(300)) {
        self.leadIn = leadIn; self.startupAllowance = startupAllowance
    }

    /// Checks the platform, privileges and tools the harness needs.
    ///
    /// - Returns: available, or why not.
    public static func availability() -> Availability {
        #if os(Linux)
        guard let umockdev = which("umockdev-run") else {
            return .unavailable("umockdev-run not found in PATH (apt install umockdev)")
        }
        _ = umockdev
        guard which("cc") != nil else { return .unavailable("no C compiler `cc` in PATH to build the fstat shim") }
        try? FileManager.default.createDirectory(atPath: UdevDatabaseEntry.directory, withIntermediateDirectories: true)
        guard access(UdevDatabaseEntry.directory, W_OK) == 0 else {
            return .unavailable("""
                \(UdevDatabaseEntry.directory) is not writable (run as root): the emulated device needs a udev \
                database entry
                """)
        }
        return .available
        #else
        return .unavailable("umockdev emulation needs Linux")
        #endif
    }

    /// A program's output from one emulated run.
    public struct Run: Sendable {
        /// The emulated node the program saw (`/dev/input/eventN`).
        public var node: String
        /// The program's exit, stdout and stderr.
        public var result: Subprocess.Result
        /// When the first real row was scheduled (CLOCK_MONOTONIC): the program must have opened the
        /// device before this, or libinput drains (and so loses) the first rows.
        public var firstRowTime: Timestamp
        /// How late the events were handed to umockdev after their first stamp: every row is
        /// delivered this much after its stamp (zero when umockdev started within the allowance).
        public var feedDelay: TimeSpan
    }

    /// Emulates `device`, replays `rows` into it and runs `program(node, lastRowTime)` under
    /// umockdev-run (`lastRowTime`: when the last row is due, CLOCK_MONOTONIC, so the program knows
    /// a pause in the input is not its end). `timeout` bounds the whole run in seconds.
    ///
    /// - Parameters:
    ///   - device: the device to emulate.
    ///   - rows: the rows to replay into it.
    ///   - environment: variables added to the program's.
    ///   - timeout: the seconds the whole run may take.
    ///   - program: the command line, given the node and the last row's time.
    /// - Returns: the emulated node and the program's result.
    /// - Throws: `HarnessError` when the harness is unavailable or a step of it fails.
    public func run(device: DeviceInfo, rows: [EvdevRow], environment: [String: String] = [:],
                    timeout: Double = 30, program: (String, Timestamp) -> [String]) throws -> Run {
        if case .unavailable(let why) = Self.availability() { throw HarnessError.unavailable(why) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "gesturekit-umockdev-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let shim = try FstatShim.build(in: directory)

        let (entry, description) = try claimMinor(for: device)
        defer { entry.remove() }
        let node = description.node
        let umockdevFile = directory.appendingPathComponent("device.umockdev")
        let ioctlFile = directory.appendingPathComponent("device.ioctl")
        let evemuFile = directory.appendingPathComponent("device.evemu")
        try write(description.umockdevText, to: umockdevFile)
        try write(description.ioctlText, to: ioctlFile)
        let writer = EvemuEventWriter(start: MonotonicClock.now() + startupAllowance, leadIn: leadIn)
        let firstRowTime = writer.start + writer.leadIn
        let lastRowTime = writer.endTime(for: rows)
        let feed = try EventFeed.create(at: evemuFile.path)
        let text = writer.text(for: rows)

        // umockdev-run sets LD_PRELOAD to its own library; a tiny shell step appends the shim to it.
        let arguments = ["umockdev-run", "-d", umockdevFile.path, "-i", "\(node)=\(ioctlFile.path)",
                         "-e", "\(node)=\(evemuFile.path)", "--",
                "/bin/sh", "-c", "LD_PRELOAD=\"${LD_PRELOAD:+$LD_PRELOAD:}\(shim.path)\" exec \"$@\"",
                "gesturekit-harness"
            ]
            + program(node, lastRowTime)
        var env = environment
        env["GESTUREKIT_SHIM_MINOR"] = String(description.minor)
        var handedOver = writer.start
        let result = try Subprocess.run(arguments, environment: env, timeout: timeout) { process in
            handedOver = try feed.feed(
                text, notBefore: writer.start, to: process, deadline: Date().addingTimeInterval(timeout))
        }
        return Run(
            node: node, result: result, firstRowTime: firstRowTime, feedDelay: max(.zero, handedOver - writer.start))
    }

    /// Finds a minor number no other run holds and writes its udev database entry.
    private func claimMinor(for device: DeviceInfo) throws -> (UdevDatabaseEntry, UmockdevDescription) {
        let start = 200 + Int(getpid() % 400)
        for offset in 0..<800 {
            let minor = 200 + (start - 200 + offset) % 800
            guard let description = UmockdevDescription(device: device, minor: minor) else {
                throw HarnessError.noEvdevDescription(device.name)
            }
            let entry = UdevDatabaseEntry(minor: minor, properties: description.udevTypeProperties)
            if try entry.create() { return (entry, description) }
        }
        throw HarnessError.noFreeMinor
    }

    private func write(_ text: String, to url: URL) throws {
        do { try text.write(to: url, atomically: true, encoding: .utf8) } catch {
            throw HarnessError.cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }

    /// The full path of `tool` in PATH, if any.
    static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(tool)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
