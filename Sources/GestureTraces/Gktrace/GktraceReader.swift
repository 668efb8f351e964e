import Foundation

/// Reads a `.gktrace` file (docs/trace-format.md) as a stream of `TraceItem`s in bounded memory.
///
/// The header (line 1) is decoded when the reader opens; every later line is parsed by a
/// hand-written byte scanner (`JSONLineScanner`), without building `String`s, so reading keeps
/// up with a million events a second. The rules, as the format document states them:
/// - a malformed line, an unknown `"type"` or a missing field throws `TraceError(file, line, column)`;
/// - unknown fields are ignored (forward compatible within a version);
/// - a last line without a newline that does not parse ends the stream with a `.truncated` diagnostic;
/// - an event naming a device that neither the header nor an earlier `added` event declared is
///   skipped with an `.unknownDevice` diagnostic;
/// - blank lines are skipped.
public final class GktraceReader: TraceSource {
    /// Version, devices, surface and metadata from line 1.
    public let header: TraceHeader
    /// The file being read (`-` is standard input).
    public let path: String

    /// The per-line state (`GktraceReader+State.swift`).
    private let state: State

    /// Opens `path` and reads its header. Throws `TraceError` for a missing or unreadable header,
    /// an empty file or a version newer than `TraceHeader.currentVersion`.
    ///
    /// - Parameters:
    ///   - path: the `.gktrace` file; `-` reads standard input.
    ///   - chunkSize: the read buffer's size in bytes.
    /// - Throws: `TraceError` naming the file and line.
    public init(path: String, chunkSize: Int = 1 << 16) throws {
        self.path = path
        var lines = try LineReader(path: path, chunkSize: chunkSize)
        let headerLine: [UInt8]? = try lines.withNextLine { Array($0) }
        guard let headerLine else {
            throw TraceError(
                file: path, line: 1, column: 1,
                message: "empty file: a .gktrace starts with a header line "
                    + "{\"gktrace\":\(TraceHeader.currentVersion),…}")
        }
        self.header = try Self.parseHeader(headerLine, path: path)
        self.state = State(lines: lines)
    }

    /// The line most recently read (1-based).
    public var lineNumber: Int { state.current.lines.lineNumber }

    /// Bytes of read buffer held: it stays at the chunk size unless a single line is longer,
    /// whatever the length of the trace (the streaming guarantee).
    public var bufferCapacity: Int { state.current.lines.bufferCapacity }

    /// The next event or diagnostic, nil at the end; throws `TraceError` for a malformed line.
    ///
    /// - Returns: the next event or recovered defect, in time order; nil at the end.
    /// - Throws: `TraceError` naming the file and line for input it cannot recover from.
    public func next() throws -> TraceItem? {
        while !state.current.finished {
            let parsed: InputEvent?
            do {
                // An untyped-throws closure: converting a `throws(JSONScanError)` one to the
                // parameter's type went through a heap-allocated thunk on every line.
                guard let line = try state.current.lines.withNextLine({ bytes throws -> InputEvent? in
                    try Self.parseEvent(bytes)
                }) else {
                    state.current.finished = true
                    return nil
                }
                parsed = line
            } catch let error as JSONScanError {
                if state.current.lines.lastLineUnterminated {
                    state.current.finished = true
                    let n = state.current.lines.lineNumber
                    return .diagnostic(Diagnostic(
                        time: state.current.lastTime, code: .truncated,
                        message: "\(path):\(n): the trace ends in the middle of line \(n) (no newline, and "
                            + "\(error.message) at column \(error.column)); replayed the \(n - 1) lines before it"))
                }
                throw TraceError(file: path, line: state.current.lines.lineNumber, column: error.column,
                                 message: error.message)
            }
            guard let event = parsed else { continue }  // blank line
            let dev = event.device.rawValue
            if case .deviceAdded = event.kind {
                if dev >= header.devices.count { state.current.extraDevices.insert(dev) }
            } else if dev >= header.devices.count && !state.current.extraDevices.contains(dev) {
                return .diagnostic(Diagnostic(
                    time: event.time, device: event.device, code: .unknownDevice,
                    message: "\(path):\(state.current.lines.lineNumber): event for device \(dev), which neither the "
                        + "header (\(header.devices.count) devices) nor an earlier \"added\" event declares; skipped"))
            }
            state.current.lastTime = event.time
            return .event(event)
        }
        return nil
    }

    // MARK: - Header

    private struct HeaderRecord: Decodable {
        var devices: [GktraceDeviceRecord]?
        var surface: SurfaceRecord?
        var meta: [String: String]?
    }

    private struct SurfaceRecord: Decodable {
        var width: Double
        var height: Double
    }

    /// Checks line 1 with the strict scanner (so errors have columns), then decodes it.
    static func parseHeader(_ line: [UInt8], path: String) throws -> TraceHeader {
        var bytes = line
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }  // tolerate a UTF-8 BOM
        let expected = "a .gktrace starts with a header line "
            + "{\"gktrace\":\(TraceHeader.currentVersion),\"devices\":[…],…}"
        func error(_ column: Int, _ message: String) -> TraceError {
            TraceError(file: path, line: 1, column: column, message: message)
        }
        let versionToken: (value: Int64, column: Int)? = try JSONLineScanner.scanning(bytes) {
            s throws -> (Int64, Int)? in
            s.skipWhitespace()
            guard s.peek() == UInt8(ascii: "{") else { throw error(s.column, "missing header: \(expected)") }
            var version: (Int64, Int)?
            var sawType = false
            do {
                if try s.beginObject() {
                    repeat {
                        let key = try s.memberKey()
                        if s.equals(key, "gktrace") {
                            let column = s.column
                            guard let b = s.peek(), b == UInt8(ascii: "-") || (b >= 0x30 && b <= 0x39) else {
                                throw JSONScanError(column: column,
                                                    message: "\"gktrace\" must be the format version number")
                            }
                            let t = try s.scanNumber()
                            version = (try s.int64(t), column)
                        } else {
                            if s.equals(key, "type") { sawType = true }
                            try s.skipValue()
                        }
                    } while try s.nextMember()
                }
                guard s.atEndAfterWhitespace() else { throw s.fail("unexpected \(s.found()) after the header object") }
            } catch let e as JSONScanError {
                throw error(e.column, e.message)
            }
            if version == nil {
                throw error(1, sawType
                    ? "missing header: line 1 is an event; \(expected)"
                    : "missing header: line 1 has no \"gktrace\" version; \(expected)")
            }
            return version
        }
        guard let (version, column) = versionToken else { throw error(1, "missing header: \(expected)") }
        guard version >= 1 else { throw error(column, "\"gktrace\" version must be 1 or more, found \(version)") }
        guard version <= TraceHeader.currentVersion else {
            throw error(column, "this trace is gktrace version \(version), but this reader understands versions up to "
                + "\(TraceHeader.currentVersion): a reader accepts any version up to its own, and the version goes up "
                + "only when older readers would misread the file (docs/trace-format.md); use a newer GestureKit")
        }
        let record: HeaderRecord
        do {
            record = try JSONDecoder().decode(HeaderRecord.self, from: Data(bytes))
        } catch let e as DecodingError {
            throw error(1, "header: " + GktraceRecordError(describing: e).message)
        }
        var devices: [DeviceInfo] = []
        for (i, d) in (record.devices ?? []).enumerated() {
            do { devices.append(try d.deviceInfo()) } catch {
                throw TraceError(file: path, line: 1, column: 1, message: "header devices[\(i)]: \(error.message)")
            }
        }
        var surface: Size?
        if let s = record.surface {
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else {
                throw error(1, "header: \"surface\" must have a positive width and height, "
                    + "found \(s.width)×\(s.height)")
            }
            surface = Size(width: s.width, height: s.height)
        }
        return TraceHeader(version: Int(version), devices: devices, surface: surface, meta: record.meta ?? [:])
    }
}
