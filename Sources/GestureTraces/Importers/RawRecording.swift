import Foundation
import Yams

/// A raw recording as its device and evdev rows, undecoded: what replaying it into an emulated
/// device needs (LiveInput's umockdev harness, `replay --through-libinput`). Reads evemu files and
/// `libinput record` YAML (its first device).
///
/// The importers decode rows into touch events as they stream; this keeps them raw. The syntax is
/// parsed by the importers' own code, so both agree on the format, and errors carry the same
/// `file:line:column`.
public struct RawRecording: Sendable {
    /// The recorded device, with its raw evdev description.
    public var device: DeviceInfo
    /// Every row in file order, times as recorded (µs).
    public var rows: [EvdevRow]

    /// Reads `path`, detecting the format unless given; only raw formats (evemu, evtest, `libinput
    /// record`) qualify. Throws `TraceError` on unreadable or malformed input.
    ///
    /// - Parameters:
    ///   - path: the recording.
    ///   - format: its format; nil detects it.
    /// - Throws: `TraceError` for unreadable or malformed input, or a format that is not raw.
    public init(path: String, format: TraceFormat? = nil) throws {
        switch try format ?? TraceFormat.detect(path: path) {
        case .evemu: try self.init(evemu: path)
        case .libinputRecord: try self.init(libinputRecord: path)
        case .evtest: try self.init(evtest: path)
        case .gktrace, .debugEvents:
            throw TraceError(
                file: path,
                message:
                    """
                        not a raw recording: replaying through libinput needs evdev rows (an evemu or `libinput \
                        record` file)
                        """
            )
        }
    }

    /// Reads an evemu recording.
    ///
    /// - Parameter path: the evemu recording.
    /// - Throws: `TraceError` for a file that cannot be read or a malformed line.
    public init(evemu path: String) throws {
        device = try EvemuReader(path: path).deviceInfo
        var lines = try LineReader(path: path)
        var rows: [EvdevRow] = []
        while let line = try lines.nextLine() {
            guard line.hasPrefix("E:") else { continue }
            rows.append(try EvemuReader.parseEvent(Array(line.utf8)[...], path: path, line: lines.lineNumber))
        }
        self.rows = rows
    }

    /// Reads `evtest` output (with its header).
    ///
    /// - Parameter path: the `evtest` output.
    /// - Throws: `TraceError` for a file that cannot be read or a malformed line.
    public init(evtest path: String) throws {
        device = try EvtestReader(path: path, quirks: .empty).deviceInfo
        var lines = try LineReader(path: path)
        var rows: [EvdevRow] = []
        while let line = try lines.nextLine() {
            let trimmed = EvtestReader.trimmed(line)
            guard EvtestEventLine.isEvent(trimmed) else { continue }
            rows.append(try EvtestEventLine.parse(trimmed, path: path, line: lines.lineNumber))
        }
        self.rows = rows
    }

    /// Reads the first device of a `libinput record` YAML file.
    ///
    /// - Parameter path: the `libinput record` YAML file.
    /// - Throws: `TraceError` for a file that cannot be read or a malformed line.
    public init(libinputRecord path: String) throws {
        let text: String
        do { text = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) } catch {
            throw TraceError(file: path, message: "cannot read: \(error.localizedDescription)")
        }
        let root = try RecordingYAML.compose(text, file: path)
        let parser = RecordParser(file: path, pointsPerMillimetre: CoordinateMapping.defaultPointsPerMillimetre)
        guard let first = root?["devices"]?.sequence?.first else {
            throw TraceError(
                file: path, message: "no devices: a libinput record lists at least one device under 'devices'")
        }
        device = try parser.deviceInfo(first)
        rows = try parser.evdevRows(first)
    }
}
