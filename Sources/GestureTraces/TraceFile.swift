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
    /// - Parameter quirks: for raw recordings, libinput's quirks database (`--quirks-dir`); nil reads
    ///   the installed one (`QuirksDirectory`).
    ///
    /// A file that is not UTF-8 is an error naming its encoding either way. A `format` given
    /// explicitly that matches no line of the file (every line skipped, no event) is an error at
    /// the end of the stream (`ForcedFormatCheck`), rather than an empty replay that exits 0.
    public static func open(path: String, format: TraceFormat? = nil, surface: Size? = nil,
                            deviceSize: Size? = nil, quirks: QuirksDatabase? = nil) throws -> any TraceSource {
        guard let format else {
            return try reader(path: path, format: TraceFormat.detect(path: path), surface: surface,
                              deviceSize: deviceSize, quirks: quirks)
        }
        if path != "-" { try TraceFormat.checkEncoding(head: TraceFormat.readHead(path: path), path: path) }
        return ForcedFormatCheck(
            base: try reader(path: path, format: format, surface: surface, deviceSize: deviceSize, quirks: quirks),
            path: path, format: format)
    }

    private static func reader(path: String, format: TraceFormat, surface: Size?, deviceSize: Size?,
                               quirks: QuirksDatabase?) throws -> any TraceSource
    {
        switch format {
        case .gktrace:
            return try GktraceReader(path: path)
        case .debugEvents:
            return try DebugEventsReader(path: path, surface: surface)
        case .evemu:
            return try EvemuReader(path: path, surface: surface, deviceSize: deviceSize, quirks: quirks)
        case .libinputRecord:
            return try LibinputRecordReader(path: path, surface: surface, deviceSize: deviceSize, quirks: quirks)
        }
    }
}
