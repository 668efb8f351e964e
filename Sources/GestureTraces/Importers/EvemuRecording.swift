/// A whole evemu recording as its device and raw rows, undecoded: what replaying the recording into
/// an emulated device needs (LiveInput's umockdev harness, `replay --through-libinput`).
///
/// `EvemuReader` decodes rows into touch events as it streams; this keeps them raw. The description
/// and the row syntax are parsed by `EvemuReader` itself, so both agree on the format and errors
/// carry the same `file:line:column`.
public struct EvemuRecording: Sendable {
    /// The recorded device, with its raw evdev description.
    public var device: DeviceInfo
    /// Every `E:` row in file order, times as recorded (µs).
    public var rows: [EvdevRow]

    /// Reads the recording at `path`; throws `TraceError` on unreadable or malformed input.
    public init(path: String) throws {
        device = try EvemuReader(path: path).deviceInfo
        var lines = try LineReader(path: path)
        var rows: [EvdevRow] = []
        while let line = try lines.nextLine() {
            guard line.hasPrefix("E:") else { continue }
            rows.append(try EvemuReader.parseEvent(Array(line.utf8)[...], path: path, line: lines.lineNumber))
        }
        self.rows = rows
    }
}
