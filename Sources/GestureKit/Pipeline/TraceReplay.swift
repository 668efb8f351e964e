import GestureInput
import GestureTraces

/// Replays a trace file through a `Pipeline`: the library form of `gesturekit replay`, used by the
/// CLI, the golden-trace tests and the examples so that all three run exactly the same code.
public enum TraceReplay {
    /// What a replay saw, for summaries and tests.
    public struct Summary: Hashable, Sendable {
        /// The header the trace declared.
        public var header: TraceHeader
        /// Input events processed.
        public var events: Int
        /// Diagnostics by code.
        public var diagnostics: [Diagnostic.Code: Int]
    }

    /// The surface a trace's touches are expressed in: the header's, else the first device's size
    /// in points (96 dpi), else `CoordinateMapping.fallbackSurface`.
    ///
    /// - Parameter header: the trace's header.
    /// - Returns: a size with a positive width and height, in points.
    public static func defaultSurface(for header: TraceHeader) -> Size {
        if let s = header.surface, s.width > 0, s.height > 0 { return s }
        for d in header.devices {
            if let mm = d.sizeMillimetres, mm.width > 0, mm.height > 0 {
                return mm * CoordinateMapping.defaultPointsPerMillimetre
            }
        }
        return CoordinateMapping.fallbackSurface
    }

    /// How many threads a replay reads and processes on.
    public enum Threads: Int, Sendable, CaseIterable {
        /// Reading and processing in turn, on the caller's thread.
        case one = 1
        /// An imported format (libinput record, evemu, debug-events) is read ahead on a thread of
        /// its own (`ReadAheadSource`) while the pipeline processes what was read; the output and
        /// errors are the same as with `.one`. A `GktraceReader` is used on the caller's thread still:
        /// it is a tenth of its replay (docs/performance.md, "Readers and replays"), and a time
        /// error names its current line.
        case two = 2
        /// As `.two`, and a replay that encodes its output (`run(source:threads:configure:encoder:
        /// flushingAt:write:)`, the CLI's `replay`) encodes and writes it on a thread of its own
        /// (`WriteBehindEncoder`), the same bytes in the same order, a `.gktrace` replay included.
        /// Outputs handed to an `emit` closure still come on the caller's thread.
        case three = 3

        /// Whether an imported format is read on a thread of its own.
        var readsAhead: Bool { self != .one }
    }

    /// Opens `path` (format detected unless given), builds the pipeline from the header with
    /// `configure`, lets `prepare` finish it, and streams every output to `emit`.
    ///
    /// - Parameters:
    ///   - path: the trace file, in any format `TraceFile.open` reads.
    ///   - format: the format, or nil to detect it from the content.
    ///   - surface: the surface a touchscreen's axes map onto (points), as `--surface`.
    ///   - deviceSize: a raw device's size when its recording does not say (mm), as `--device-size`.
    ///   - threads: how many threads read and process.
    ///   - configure: the pipeline for the trace's header (`PipelineConfiguration(replaying:)` is
    ///     what `gesturekit replay` builds).
    ///   - prepare: runs on the pipeline before the first event: where recognizers of your own
    ///     are added (`pipeline.graph.add(_:name:region:)`).
    ///   - emit: receives every output, in time order, on the caller's thread.
    /// - Returns: what the replay saw.
    /// - Throws: `TraceError` for unreadable input (after emitting everything before the bad
    ///   line), `RecognizerGraphError` for a bad graph, and what `configure` or `prepare` throw.
    @discardableResult
    public static func run(path: String, format: TraceFormat? = nil, surface: Size? = nil, deviceSize: Size? = nil,
                           threads: Threads = .one,
                           configure: (TraceHeader) throws -> PipelineConfiguration,
                           prepare: (Pipeline) throws -> Void = { _ in },
                           emit: (PipelineOutput) -> Void) throws -> Summary {
        var source = try TraceFile.open(path: path, format: format, surface: surface, deviceSize: deviceSize)
        do {
            return try run(source: &source, threads: threads, configure: configure, prepare: prepare, emit: emit)
        } catch let error as EventTimeError {
            // A reader without line numbers: name the file at least.
            throw TraceError(file: path, message: error.description)
        }
    }

    /// Replays an already-open source (a `TraceBuilder` trace, a live recording); with `.two` or
    /// `.three` threads an imported format's reader is consumed by a `ReadAheadSource` (`source` is then
    /// that source).
    ///
    /// - Parameters:
    ///   - source: the open trace; read to its end.
    ///   - threads: how many threads read and process.
    ///   - configure: the pipeline for the trace's header.
    ///   - prepare: runs on the pipeline before the first event (recognizers of your own).
    ///   - emit: receives every output, in time order, on the caller's thread.
    /// - Returns: what the replay saw.
    /// - Throws: as `run(path:format:surface:deviceSize:threads:configure:prepare:emit:)`.
    @discardableResult
    public static func run(source: inout any TraceSource, threads: Threads = .one,
                           configure: (TraceHeader) throws -> PipelineConfiguration,
                           prepare: (Pipeline) throws -> Void = { _ in },
                           emit: (PipelineOutput) -> Void) throws -> Summary {
        let header = source.header
        let pipeline = try Pipeline(configuration: configure(header), devices: header.devices)
        try prepare(pipeline)
        if threads.readsAhead && !(source is GktraceReader) && !(source is EventListSource) {
            source = ReadAheadSource(source)
        }
        do {
            if let reader = source as? GktraceReader {
                // The common case, called directly: the existential's witness thunk copied every
                // (large) item once more.
                while let item = try reader.next() {
                    try pipeline.process(item, emit: emit)
                }
            } else if let reader = source as? ReadAheadSource {
                while let item = try reader.next() {
                    try pipeline.process(item, emit: emit)
                }
            } else {
                while let item = try source.next() {
                    try pipeline.process(item, emit: emit)
                }
            }
        } catch let error as EventTimeError {
            pipeline.finish(emit: emit)
            // The reader knows where the event came from; say which line it was.
            guard let reader = source as? GktraceReader else { throw error }
            throw TraceError(file: reader.path, line: reader.lineNumber, column: 1, message: error.description)
        } catch {
            // Report what the input meant up to the bad line, then the error.
            pipeline.finish(emit: emit)
            throw error
        }
        pipeline.finish(emit: emit)
        return Summary(header: header, events: pipeline.eventCount, diagnostics: pipeline.diagnosticCounts)
    }
}
