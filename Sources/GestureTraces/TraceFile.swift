/// Opens a trace file of any supported format as a `TraceSource`.
public enum TraceFile {
    /// Opens `path` with the reader for `format` (detected from the content when nil).
    /// - Parameter surface: for debug-events traces, the surface touch positions are scaled to
    ///   (points); nil converts millimetres at 96 dpi.
    public static func open(path: String, format: TraceFormat? = nil, surface: Size? = nil) throws -> any TraceSource {
        let format = try format ?? TraceFormat.detect(path: path)
        switch format {
        case .gktrace:
            return try GktraceReader(path: path)
        case .debugEvents:
            return try DebugEventsReader(path: path, surface: surface)
        case .evemu:
            // lead wires this
            throw TraceError(file: path, message: "evemu importer not linked yet")
        case .libinputRecord:
            // lead wires this
            throw TraceError(file: path, message: "libinput record importer not linked yet")
        }
    }
}
