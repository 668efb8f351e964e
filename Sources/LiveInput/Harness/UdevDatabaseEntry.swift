import Foundation

/// The udev database record libinput reads for a device (`/run/udev/data/c13:<minor>`).
///
/// umockdev 0.17 does not redirect this path into its sandbox, so the harness writes the real file
/// and removes it afterwards. `I:` marks the device initialised, `E:` lines are properties, `G:`/`Q:`
/// tags (libinput's udev backend only takes devices tagged `seat`).
public struct UdevDatabaseEntry: Sendable {
    /// The device minor (major is 13).
    public var minor: Int
    /// `KEY=VALUE` properties, `ID_INPUT=1` first.
    public var properties: [String]
    /// The seat the device belongs to.
    public var seat: String

    /// A record for `13:minor` with `properties` on `seat`.
    ///
    /// - Parameters:
    ///   - minor: the device node's minor number.
    ///   - properties: the udev properties (`ID_INPUT=1`, …).
    ///   - seat: the seat it belongs to.
    public init(minor: Int, properties: [String], seat: String = "seat0") {
        self.minor = minor; self.properties = properties; self.seat = seat
    }

    /// Where udev keeps it.
    public static let directory = "/run/udev/data"

    /// The file path.
    public var path: String { "\(Self.directory)/c13:\(minor)" }

    /// The record's text.
    public var text: String {
        var lines = ["I:1"]
        for p in properties { lines.append("E:\(p)") }
        lines.append("E:ID_SEAT=\(seat)")
        lines += ["G:seat", "Q:seat", "V:1"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Claims and writes the record: fails if another run holds the same minor (O_EXCL).
    ///
    /// - Returns: false when another run holds the same minor.
    /// - Throws: `HarnessError.cannotWrite` naming the path.
    public func create() throws -> Bool {
        try FileManager.default.createDirectory(atPath: Self.directory, withIntermediateDirectories: true)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if fd < 0 {
            if errno == EEXIST { return false }
            throw HarnessError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw HarnessError.cannotWrite(path: path, reason: "short write") }
        return true
    }

    /// Removes the record.
    public func remove() { unlink(path) }
}
