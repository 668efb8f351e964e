/// Opens a trace file of any supported format as a `TraceSource`.
public enum TraceFile {
    /// Opens `path` with the reader for `format` (detected from the content when nil).
    /// - Parameter surface: for raw recordings (evemu, `libinput record`) a touchscreen's full axis
    ///   range maps onto this size, as `libinput_event_touch_get_x_transformed` does; for
    ///   debug-events the surface touch positions are scaled to (points); nil converts millimetres
    ///   at 96 dpi (a raw touchscreen without resolution maps onto `CoordinateMapping.fallbackSurface`).
    ///   A `.gktrace` is already in points and ignores it.
    /// - Parameter deviceSize: for raw recordings, the device's physical size in millimetres,
    ///   overriding a reported or assumed one (`--device-size`); other formats ignore it.
    /// - Parameter description: an evemu description file (`FILE.desc`) for an evemu or evtest file
    ///   without its own description (`--description`); other formats refuse it.
    /// - Parameter quirks: for raw recordings, libinput's quirks database (`--quirks-dir`); nil reads
    ///   the installed one (`QuirksDirectory`).
    ///
    /// A file that is not UTF-8 is an error naming its encoding either way. A `format` given
    /// explicitly that matches no line of the file (every line skipped, no event) is an error at
    /// the end of the stream (`ForcedFormatCheck`), rather than an empty replay that exits 0.
    ///
    /// - Parameter path: the file to read.
    /// - Parameter format: the file's format; nil detects it from the content (`TraceFormat`).
    /// - Returns: a streaming reader positioned before the first event, its header read.
    /// - Throws: `TraceError` for a file that cannot be opened, is not UTF-8, is in no known format or
    ///   has an unreadable header, naming the file (and line, where there is one).
    public static func open(path: String, format: TraceFormat? = nil, surface: Size? = nil,
                            deviceSize: Size? = nil, quirks: QuirksDatabase? = nil, description: String? = nil)
        throws -> any TraceSource
    {
        let options = Options(surface: surface, deviceSize: deviceSize, quirks: quirks, description: description)
        guard let format else {
            return try reader(path: path, format: TraceFormat.detect(path: path), options)
        }
        try TraceFormat.checkEncoding(head: TraceFormat.readHead(path: path), path: path)
        return ForcedFormatCheck(base: try reader(path: path, format: format, options), path: path, format: format)
    }

    /// What `open` passes on to the readers.
    private struct Options {
        var surface: Size?, deviceSize: Size?, quirks: QuirksDatabase?, description: String?
    }

    private static func reader(path: String, format: TraceFormat, _ options: Options) throws -> any TraceSource {
        let (surface, deviceSize, quirks) = (options.surface, options.deviceSize, options.quirks)
        if let description = options.description, format != .evemu, format != .evtest {
            throw TraceError(file: path, message: """
                --description \(description) applies to evemu and evtest files; this one is \(format.rawValue)
                """)
        }
        switch format {
        case .gktrace:
            return try GktraceReader(path: path)
        case .debugEvents:
            return try DebugEventsReader(path: path, surface: surface)
        case .evemu:
            return try EvemuReader(path: path, surface: surface, deviceSize: deviceSize, quirks: quirks,
                                   description: options.description)
        case .evtest:
            return try EvtestReader(path: path, surface: surface, deviceSize: deviceSize, quirks: quirks,
                                    description: options.description)
        case .libinputRecord:
            return try LibinputRecordReader(path: path, surface: surface, deviceSize: deviceSize, quirks: quirks)
        }
    }
}
