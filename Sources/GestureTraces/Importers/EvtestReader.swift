/// Reads `evtest` output — what people paste into bug reports and forum threads — as a trace:
/// its header (`EvtestHeader`) is the device description, its `Event:` lines (`EvtestEventLine`)
/// raw evdev rows, decoded into touch events through `MultitouchDecoder` as evemu rows are.
///
/// A paste without the header (events only) needs the description from elsewhere: `description`
/// names an evemu description file (`N:`, `I:`, `P:`, `B:`, `A:` lines, as `evemu-describe`
/// writes it); without either, the reader says what is missing. Lines evtest prints around the
/// events (its grab warning in `****` lines) are skipped; anything else is an error naming the
/// line. Times are evtest's absolute clock, in µs. Streaming: bounded memory, line by line.
public final class EvtestReader: TraceSource {
    /// The device, as the one entry of `devices`.
    public private(set) var header: TraceHeader
    /// The id events are stamped with.
    public let device: DeviceID
    /// The device description read from the header (or the description file).
    public let deviceInfo: DeviceInfo

    private var lines: LineReader
    private let path: String
    private var queue: DecodedRowQueue

    /// Opens `path` and reads evtest's header. `surface`, `deviceSize` and `quirks` as for
    /// `EvemuReader`; `description` is an evemu description file for a paste without the header.
    ///
    /// - Parameters:
    ///   - path: the `evtest` output.
    ///   - device: the device id its events carry.
    ///   - surface: the surface a touchscreen's full range maps onto (points); nil converts
    ///     millimetres.
    ///   - deviceSize: the device's physical size (mm), overriding the reported or assumed one.
    ///   - quirks: libinput's quirks database; nil reads the installed one.
    ///   - description: an evemu description file, for a paste without evtest's header.
    /// - Throws: `TraceError` for unreadable files, a header line evtest does not print, a header
    ///   that lacks the device name or its supported events, or an invalid mapping.
    public init(path: String, device: DeviceID = DeviceID(0), surface: Size? = nil, deviceSize: Size? = nil,
                quirks: QuirksDatabase? = nil, description: String? = nil) throws {
        self.device = device
        self.path = path
        var lines = try LineReader(path: path)
        var head = EvtestHeader()
        var first: EvdevRow?
        var firstEventLine = 0
        while !head.complete, let line = try lines.nextLine() {
            let trimmed = Self.trimmed(line)
            if EvtestEventLine.isEvent(trimmed) {
                firstEventLine = lines.lineNumber
                first = try EvtestEventLine.parse(trimmed, path: path, line: lines.lineNumber)
                break
            }
            try head.parse(trimmed, path: path, line: lines.lineNumber)
        }
        var inGrabWarning = false
        if first == nil { first = try Self.readRow(&lines, path: path, inGrabWarning: &inGrabWarning) }
        var name: String, evdev: EvdevDescription
        if let description {
            if head.name != nil || head.sawSupportedEvents {
                throw TraceError(file: path, line: 1, column: 1, message: """
                    the file has evtest's own header, and --description \(description) gives another: \
                    keep one of them
                    """)
            }
            let external = try EvemuDescription.read(path: description)
            name = external.name; evdev = external.evdev()
        } else if let missing = head.missing {
            let at = firstEventLine > 0 ? " before the first event (line \(firstEventLine))" : ""
            throw TraceError(file: path, line: max(firstEventLine, 1), column: 1, message: """
                no \(missing) in evtest's header\(at): evtest prints the device description first — paste \
                its whole output, or pass --description FILE.desc with the device's evemu description
                """)
        } else {
            name = head.name ?? ""; evdev = head.evdev()
        }
        let (info, quirksFound) = try RecordedDeviceQuirks.resolve(
            DeviceInfo(name: name, evdev: evdev, node: path), database: quirks, path: path)
        let decoder: MultitouchDecoder?
        (deviceInfo, decoder) = try RecordedDeviceQuirks.decoder(
            for: info, device: device, surface: surface, deviceSize: deviceSize, quirks: quirksFound, path: path)
        header = TraceHeader(devices: [deviceInfo], surface: deviceInfo.kind == .touchscreen ? surface : nil,
                             meta: ["format": "evtest", "source": path])
        self.lines = lines
        self.inGrabWarning = inGrabWarning
        queue = DecodedRowQueue(device: device, deviceInfo: deviceInfo, decoder: decoder, first: first)
    }

    /// The next item: `.deviceAdded` first, then decoded events; nil at the end.
    ///
    /// - Returns: the next event or recovered defect, in time order; nil at the end.
    /// - Throws: `TraceError` naming the file and line for input it cannot recover from.
    public func next() throws -> TraceItem? {
        while true {
            if let item = queue.next() { return item }
            guard !queue.isFinished else { return nil }
            if let row = try Self.readRow(&lines, path: path, inGrabWarning: &inGrabWarning) {
                queue.decode(row)
            } else {
                queue.finish()
            }
        }
    }

    /// Whether the reading is inside evtest's `****` grab warning block.
    private var inGrabWarning: Bool

    /// The next event line's row, skipping blank lines and evtest's grab warning; nil at the end.
    private static func readRow(_ lines: inout LineReader, path: String, inGrabWarning: inout Bool) throws
        -> EvdevRow?
    {
        while let line = try lines.nextLine() {
            let trimmed = Self.trimmed(line)
            if trimmed.hasPrefix("****") { inGrabWarning.toggle(); continue }
            if trimmed.isEmpty || inGrabWarning { continue }
            guard EvtestEventLine.isEvent(trimmed) else {
                throw TraceError(file: path, line: lines.lineNumber, column: 1, message: """
                    expected an evtest event line 'Event: time SEC.USEC, …', got '\(trimmed.prefix(60))'
                    """)
            }
            return try EvtestEventLine.parse(trimmed, path: path, line: lines.lineNumber)
        }
        return nil
    }

    /// `line` without leading and trailing blanks (and a `\r`).
    static func trimmed(_ line: String) -> Substring {
        var s = Substring(line)
        while let c = s.first, c == " " || c == "\t" { s = s.dropFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s = s.dropLast() }
        return s
    }
}
