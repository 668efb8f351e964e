import GestureInput
import GestureKit
import GestureRecognition
import ScrollZoom

/// The two output formats of `replay` and `listen`.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// An aligned table for people (the default).
    case text
    /// The stable JSON Lines format (docs/output-format.md).
    case jsonl
}

/// Which kinds of record to print.
public struct OutputSelection: Hashable, Sendable {
    /// Decoded input: touch frames and non-touch events.
    public var input: Bool
    /// Recognizer output.
    public var gestures: Bool
    /// Scroll/zoom delegate messages.
    public var scroll: Bool
    /// Controller state snapshots.
    public var state: Bool
    /// Input defects.
    public var diagnostics: Bool
    /// Why recognizers failed or were held.
    public var explain: Bool
    /// The per-frame `didScroll`/`didZoom` messages (off keeps the milestones of a replay short:
    /// golden expectations and readable summaries).
    public var perFrameScroll: Bool
    /// With `explain`: only this recognizer's records (`--explain=NAME`); nil = every recognizer.
    public var explainRecognizer: String?
    /// With `explain`, in the text table: also the routine records (`reset`, `published`), about
    /// ten per tap, that it leaves out by default (`--explain=all`). JSON Lines always has them.
    public var explainRoutine: Bool
    /// The text table's state lines name the page (`zoom 1.5 page 2`); off when paging is off,
    /// where the page index means nothing. JSON Lines always carry `page` (a stable format).
    public var pages: Bool

    /// A selection; by default everything but raw input and explanations.
    ///
    /// - Parameters:
    ///   - input: write decoded input: touch frames and non-touch events.
    ///   - gestures: write recognizer output.
    ///   - scroll: write the scroll/zoom delegate messages.
    ///   - state: write controller state snapshots.
    ///   - diagnostics: write input defects.
    ///   - explain: write why recognizers failed or were held.
    ///   - perFrameScroll: write the per-frame `didScroll`/`didZoom` messages, not only milestones.
    ///   - explainRecognizer: with `explain`, only this recognizer's records; nil for every one.
    ///   - explainRoutine: with `explain`, the text table also shows the routine records.
    ///   - pages: the text table's state lines name the page.
    public init(input: Bool = false, gestures: Bool = true, scroll: Bool = true, state: Bool = true,
                diagnostics: Bool = true, explain: Bool = false, perFrameScroll: Bool = true,
                explainRecognizer: String? = nil, explainRoutine: Bool = false, pages: Bool = true) {
        self.input = input; self.gestures = gestures; self.scroll = scroll; self.state = state
        self.diagnostics = diagnostics; self.explain = explain; self.perFrameScroll = perFrameScroll
        self.explainRecognizer = explainRecognizer; self.explainRoutine = explainRoutine; self.pages = pages
    }
}

/// Turns `PipelineOutput`s into bytes of the chosen format, appending to a reusable buffer.
public struct OutputEncoder: Sendable {
    /// The format written.
    public let format: OutputFormat
    /// What is written.
    public var selection: OutputSelection
    /// Bytes not yet flushed by the caller.
    public var bytes: [UInt8] { format == .jsonl ? json.bytes : text }
    /// Number of bytes not yet flushed (no copy, unlike `bytes.count`).
    public var byteCount: Int { format == .jsonl ? json.byteCount : text.count }

    /// Calls `body` with the bytes not yet flushed (valid only during the call; no copy: a span of
    /// the buffer, which `FileDescriptor.write(_:to:)` hands to `write(2)` as it is).
    ///
    /// - Parameter body: reads the bytes.
    /// - Returns: what `body` returned.
    public func withBytes<R>(_ body: (Span<UInt8>) throws -> R) rethrows -> R {
        format == .jsonl ? try json.withSpan(body) : try body(text.span)
    }

    private var json = JSONLineBuilder()
    private var text: [UInt8] = []
    private var table = TextTable()
    private var lastTime = Timestamp.zero
    private var clockSeen = false
    private let absoluteTimes: Bool

    /// The earliest first-event time taken for an absolute clock (`TraceStatistics.absoluteClockThreshold`,
    /// the one rule both the table and `gesturekit info` follow).
    public static let absoluteClockThreshold = TraceStatistics.absoluteClockThreshold

    /// An encoder; the text format starts with its header line. The text table prints times in
    /// milliseconds from the first event when the recording's clock is absolute (see
    /// `absoluteClockThreshold`), unless `absoluteTimes`; JSON Lines always prints the clock.
    ///
    /// - Parameters:
    ///   - format: the text table or JSON Lines (docs/output-format.md).
    ///   - selection: which kinds of record to write.
    ///   - absoluteTimes: the text table prints the recording's own clock even when it is absolute.
    public init(format: OutputFormat, selection: OutputSelection = OutputSelection(), absoluteTimes: Bool = false) {
        self.format = format
        self.selection = selection
        self.absoluteTimes = absoluteTimes
        if format == .text { text.append(contentsOf: Array((table.header + "\n").utf8)) }
    }

    /// Text only: takes the first event's time as the origin when the clock is absolute, saying so once.
    private mutating func noteClock(_ time: Timestamp) {
        guard format == .text, !clockSeen else { return }
        clockSeen = true
        guard !absoluteTimes, time.microseconds >= Self.absoluteClockThreshold.microseconds else { return }
        table.origin = time
        appendText("# times are ms from the first event, at \(table.absolute(time)) ms on the recording's clock "
            + "(--absolute-times prints the clock)")
    }

    /// Forgets the bytes already flushed, keeping the buffer's capacity.
    public mutating func removeAll() {
        json.removeAll()
        text.removeAll(keepingCapacity: true)
    }

    /// Appends the record for `output`, then, once `threshold` bytes are waiting, hands them to
    /// `flush` and empties the buffer: the whole per-output step of a streaming replay in one call.
    ///
    /// - Parameters:
    ///   - output: the next output of the pipeline, in order.
    ///   - threshold: how many bytes may wait before they are flushed.
    ///   - flush: receives the waiting bytes; the buffer is valid only during the call.
    public mutating func append(_ output: PipelineOutput, flushingAt threshold: Int,
                                to flush: (Span<UInt8>) -> Void) {
        append(output)
        if byteCount >= threshold {
            withBytes(flush)
            removeAll()
        }
    }

    /// What `append` does with an output, by the selection: write its record, only take its time
    /// (an input or frame left out gives the clock and the time of a later diagnostic without one,
    /// a gesture left out that time), or nothing.
    public enum Effect: Hashable, Sendable {
        /// Its record is written (an input, frame or gesture also gives its time, as below).
        case record
        /// Only its time is taken (`note(time:clock:)`); `clock`: it may set the text table's origin.
        case time(Timestamp, clock: Bool)
        /// Nothing: it is left out and says nothing the encoder keeps.
        case nothing
    }

    /// What `append(output)` does under `selection` in `format`: the one rule of what is printed
    /// (a `WriteBehindEncoder` hands the writer thread the time alone where that is all it takes).
    /// Inlined: `append` runs it once per output, on the hot path of a replay (docs/performance.md).
    /// The writer thread judges each output a second time through `append`: calling the record
    /// writer directly copies the output more and measured slower.
    ///
    /// - Parameters:
    ///   - output: an output of the pipeline.
    ///   - selection: which kinds of record are written.
    ///   - format: the format written; the text table takes its clock origin from input times.
    /// - Returns: whether the output's record is written, only its time is taken, or nothing.
    @inline(__always)
    public static func effect(of output: PipelineOutput, selection: OutputSelection, format: OutputFormat) -> Effect {
        func scroll(_ e: ScrollZoomEvent) -> Effect {
            guard selection.scroll else { return .nothing }
            if !selection.perFrameScroll {
                switch e {
                case .didScroll, .didZoom: return .nothing
                default: break
                }
            }
            return .record
        }
        switch output {
        case .input(let e): return selection.input ? .record : .time(e.time, clock: true)
        case .frame(let f): return selection.input ? .record : .time(f.time, clock: true)
        case .gesture(let g): return selection.gestures ? .record : .time(g.time, clock: false)
        case .explain(let r):
            guard selection.explain, selection.explainRecognizer.map({ $0 == r.recognizer }) ?? true else {
                return .nothing
            }
            if format == .text, !selection.explainRoutine, selection.explainRecognizer == nil {
                switch r.event {
                case .reset, .published: return .nothing
                default: break
                }
            }
            return .record
        case .scroll(let e, _), .scene(.scroll(_, let e, _)): return scroll(e)
        case .state, .scene(.state): return selection.state ? .record : .nothing
        case .scene(.visiblePages), .scene(.tiles), .scene(.indicator), .scene(.autoscroll):
            return selection.scroll ? .record : .nothing
        case .diagnostic: return selection.diagnostics ? .record : .nothing
        }
    }

    /// Takes `time` as `append` takes the time of an output it leaves out: the fallback time of
    /// a later diagnostic and, with `clock`, the text table's origin if none was taken yet.
    ///
    /// - Parameters:
    ///   - time: the time of an output left out.
    ///   - clock: whether that time may set the text table's origin (an input's, not a gesture's).
    public mutating func note(time: Timestamp, clock: Bool) {
        lastTime = time
        if clock { noteClock(time) }
    }

    /// Appends the record for `output` if the selection includes it (`effect(of:selection:format:)`).
    ///
    /// - Parameter output: the next output of the pipeline, in order.
    public mutating func append(_ output: PipelineOutput) {
        switch Self.effect(of: output, selection: selection, format: format) {
        case .nothing: return
        case .time(let time, let clock): note(time: time, clock: clock)
        case .record: appendRecord(output)
        }
    }

    /// Writes the record of `output`, which the selection includes.
    private mutating func appendRecord(_ output: PipelineOutput) {
        switch output {
        case .input(let e):
            note(time: e.time, clock: true)
            if format == .jsonl { json.appendInput(e) } else if let l = table.line(e) { appendText(l) }
        case .frame(let f):
            note(time: f.time, clock: true)
            if format == .jsonl { json.appendInput(f) } else { appendText(table.line(f)) }
        case .gesture(let g):
            lastTime = g.time
            if format == .jsonl { json.appendGesture(g) } else { appendText(table.line(g)) }
        case .explain(let r):
            if format == .jsonl { json.appendExplain(r) } else { appendText(explainLine(r)) }
        case .scroll(let e, let s):
            if format == .jsonl { json.appendScroll(e, state: s) } else { appendText(scrollLine(e, s)) }
        case .state(let s):
            if format == .jsonl { json.appendState(s) } else { appendText(stateLine(s)) }
        case .scene(.scroll(let view, let e, let s)):
            if format == .jsonl {
                json.appendScroll(e, state: s, view: view)
            } else {
                appendText(scrollLine(e, s, who: view))
            }
        case .scene(.state(let view, let s)):
            if format == .jsonl { json.appendState(s, view: view) } else { appendText(stateLine(s, who: view)) }
        case .scene(.visiblePages(let view, let time, let pages)):
            if format == .jsonl {
                json.appendVisiblePages(view: view, time: time, pages: pages)
            } else {
                appendText(table.line(time: time, type: "visiblePages", who: view, what: "pages", x: nil, y: nil,
                                      details: "\(pages.lowerBound)…\(pages.upperBound)"))
            }
        case .scene(.tiles(let view, let time, let change)):
            if format == .jsonl {
                json.appendTiles(view: view, time: time, change: change)
            } else {
                let (what, set) = switch change {
                case .needed(let s): ("tilesNeeded", s)
                case .purged(let s): ("tilesPurged", s)
                }
                let tiles = set.tiles.map { "(\($0.column),\($0.row))" }.joined(separator: " ")
                appendText(table.line(time: time, type: "tiles", who: view, what: what, x: nil, y: nil,
                                      details: "level=\(set.level) \(tiles)"))
            }
        case .scene(.indicator(let view, let time, let c)):
            if format == .jsonl {
                json.appendIndicator(view: view, time: time, change: c)
            } else {
                appendText(table.line(time: time, type: "indicator", who: view, what: c.axis.rawValue, x: c.x, y: c.y,
                                      details: "w=\(fmt(c.w)) h=\(fmt(c.h)) alpha=\(fmt(c.alpha))"))
            }
        case .scene(.autoscroll(let view, let time, let event)):
            if format == .jsonl {
                json.appendAutoscroll(view: view, time: time, event: event)
            } else {
                let (what, details) = switch event {
                case .began(let v): ("began", "velocity=(\(fmt(v.dx)),\(fmt(v.dy)))")
                case .ended(let reason): ("ended", "reason=\(reason.rawValue)")
                }
                appendText(table.line(time: time, type: "autoscroll", who: view, what: what, x: nil, y: nil,
                                      details: details))
            }
        case .diagnostic(let d):
            if format == .jsonl {
                json.appendDiagnostic(d, fallbackTime: lastTime)
            } else {
                appendText(table.line(d, fallbackTime: lastTime))
            }
        }
    }

    private mutating func appendText(_ line: String) {
        text.append(contentsOf: line.utf8)
        text.append(UInt8(ascii: "\n"))
    }

    private func scrollLine(_ e: ScrollZoomEvent, _ s: ScrollZoomState, who: String = "controller") -> String {
        var details = "offset=(\(fmt(s.contentOffset.x)),\(fmt(s.contentOffset.y))) zoom=\(fmt(s.zoomScale))"
        switch e {
        case .didScroll(_, let o): details = "offset=(\(fmt(o.x)),\(fmt(o.y)))"
        case .didZoom(_, let scale): details = "zoom=\(fmt(scale))"
        case .willEndDragging(_, let v, let target):
            details = "velocity=(\(fmt(v.dx)),\(fmt(v.dy))) target=(\(fmt(target.x)),\(fmt(target.y)))"
        case .didEndDragging(_, let willDecelerate): details = "willDecelerate=\(willDecelerate)"
        case .didEndZooming(_, let scale): details = "atScale=\(fmt(scale))"
        case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .willBeginZooming,
             .didEndScrollingAnimation, .didScrollToTop:
            break
        }
        return table.line(time: e.time, type: "scroll", who: who, what: e.name.rawValue, x: nil, y: nil,
                          details: details)
    }

    private func stateLine(_ s: ScrollZoomState, who: String = "controller") -> String {
        var flags: [String] = []
        if s.isTracking { flags.append("tracking") }
        if s.isDragging { flags.append("dragging") }
        if s.isDecelerating { flags.append("decelerating") }
        if s.isZooming { flags.append("zooming") }
        if s.isZoomBouncing { flags.append("zoomBouncing") }
        let what = "zoom \(fmt(s.zoomScale))" + (selection.pages ? " page \(s.page)" : "")
        return table.line(time: s.time, type: "state", who: who, what: what,
                          x: s.contentOffset.x, y: s.contentOffset.y, details: flags.joined(separator: " "))
    }

    private func explainLine(_ r: ExplainRecord) -> String {
        table.line(time: r.time, type: "explain", who: r.recognizer, what: ExplainText.summary(r.event),
                   x: nil, y: nil, details: ExplainText.details(r.event))
    }

    private func fmt(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100 + 0  // + 0 turns -0 into 0
        return r == r.rounded() && abs(r) < 1e15 ? String(Int64(r)) : String(r)
    }
}
