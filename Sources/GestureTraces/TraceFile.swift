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
    public static func open(path: String, format: TraceFormat? = nil, surface: Size? = nil,
                            deviceSize: Size? = nil) throws -> any TraceSource {
        let format = try format ?? TraceFormat.detect(path: path)
        switch format {
        case .gktrace:
            return try GktraceReader(path: path)
        case .debugEvents:
            return try DebugEventsReader(path: path, surface: surface)
        case .evemu:
            return try EvemuReader(path: path, surface: surface, deviceSize: deviceSize)
        case .libinputRecord:
            return try LibinputRecordReader(path: path, surface: surface, deviceSize: deviceSize)
        }
    }
}
