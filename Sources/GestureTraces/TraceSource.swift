@_exported import GestureInput

/// One item of a trace stream: an input event, or a recovered defect reported in order with them.
public enum TraceItem: Hashable, Sendable {
    /// An input event, in time order.
    case event(InputEvent)
    /// A defect the reader recovered from (skipped line, clamped time, truncated tail, …).
    case diagnostic(Diagnostic)
}

/// A streaming reader of one trace format: `.gktrace`, `libinput record` YAML, evemu, debug-events.
///
/// Readers hold bounded state: a trace of millions of events replays in bounded memory.
/// Two real implementations exist per format family, hence the protocol.
public protocol TraceSource {
    /// Devices, surface and metadata known before the first event.
    var header: TraceHeader { get }
    /// The next item, or nil at the end. Throws `TraceError` (with file, line, column) on input
    /// that cannot be recovered from, such as a malformed line in the middle of a `.gktrace`.
    ///
    /// - Returns: the next event or recovered defect, in time order; nil at the end.
    /// - Throws: `TraceError`, located, for input the reader cannot recover from.
    mutating func next() throws -> TraceItem?
}

/// What a trace says before its events: format version, devices, surface, free-form metadata.
public struct TraceHeader: Hashable, Sendable {
    /// The current `.gktrace` format version (see docs/trace-format.md for the compatibility rule).
    public static let currentVersion = 1

    /// Format version of the file this header was read from.
    public var version: Int
    /// Devices by `DeviceID.rawValue` (index into this array).
    public var devices: [DeviceInfo]
    /// The surface touch points are expressed in (points), when the trace says.
    public var surface: Size?
    /// Free-form facts: how the trace was made, by what, when.
    public var meta: [String: String]

    /// A header; a trace written with it declares these devices before its first event.
    ///
    /// - Parameters:
    ///   - version: the `.gktrace` format version (docs/trace-format.md).
    ///   - devices: the devices, indexed by `DeviceID`; their touches need no `added` event.
    ///   - surface: the surface touch points are expressed in, in points; nil when unknown.
    ///   - meta: free-form facts: how the trace was made, by what, when.
    public init(
        version: Int = TraceHeader.currentVersion, devices: [DeviceInfo] = [], surface: Size? = nil,
        meta: [String: String] = [:]
    ) {
        self.version = version; self.devices = devices; self.surface = surface; self.meta = meta
    }
}

/// Input that cannot be read, located precisely: prints as `file:line:column: message`.
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file (or `<stdin>`, `<memory>`).
    public var file: String
    /// 1-based line; 0 when the problem is the file as a whole.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int
    /// What was wrong, and where possible what was expected.
    public var message: String

    /// An error at a place in a file.
    ///
    /// - Parameters:
    ///   - file: the file's path (or `<stdin>`, `<memory>`).
    ///   - line: the 1-based line; 0 when the problem is the file as a whole.
    ///   - column: the 1-based column; 0 when unknown.
    ///   - message: what was wrong and, where possible, what was expected.
    public init(file: String, line: Int = 0, column: Int = 0, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }

    public var description: String { "\(file):\(line):\(column): \(message)" }
}
