import GestureKit

/// The outputs of a replay as short lines a person reads in a failure message:
/// `   147.0 ms  gesture  pinch (pinch) began at (412.5, 300.2), 2 touches`.
/// Frames and non-touch input are left out; gestures, explanations, delegate messages, states
/// and diagnostics are kept.
public enum OutputTimeline {
    /// Most lines a failure message shows; the window is centred on the time it is about.
    public static let defaultLineLimit = 24

    /// One line for `output`, or nil for an output the timeline leaves out (frames, input).
    ///
    /// - Parameter output: a pipeline output.
    /// - Returns: the line, or nil.
    public static func line(_ output: PipelineOutput) -> String? {
        switch output {
        case .input, .frame:
            return nil
        case .gesture(let g):
            var s = "gesture  \(g.recognizer) (\(g.kind.rawValue)) \(g.state.rawValue) at \(point(g.location))"
            s += g.touches == 1 ? ", 1 touch" : ", \(g.touches) touches"
            if let taps = g.taps { s += ", taps \(taps)" }
            if let d = g.direction { s += ", \(d.rawValue)" }
            if let scale = g.scale { s += ", scale \(number(scale))" }
            return stamp(g.time) + s
        case .explain(let r):
            return stamp(r.time) + "explain  \(r.recognizer): \(r.description)"
        case .scroll(let e, let s):
            return stamp(e.time) + "scroll   \(e.name.rawValue) → \(state(s))"
        case .state(let s):
            return stamp(s.time) + "state    \(state(s))"
        case .diagnostic(let d):
            let when = d.time.map(stamp) ?? String(repeating: " ", count: 13)
            return when + "diagnostic \(d.code.rawValue): \(d.message)"
        case .scene(let o):
            switch o {
            case .scroll(let view, let e, let s):
                return stamp(e.time) + "scroll   [\(view)] \(e.name.rawValue) → \(state(s))"
            case .state(let view, let s): return stamp(s.time) + "state    [\(view)] \(state(s))"
            default: return stamp(o.time) + "scene    [\(o.view)] \(o)"
            }
        }
    }

    /// The lines of `outputs` around `time` (all of them when there are few), marking where
    /// lines were left out.
    ///
    /// - Parameters:
    ///   - outputs: a replay's outputs.
    ///   - time: the time the message is about; nil = the beginning.
    ///   - limit: most lines shown.
    /// - Returns: the lines joined by newlines, or "(no gestures, delegate messages or states)".
    public static func text(of outputs: [PipelineOutput], around time: Timestamp? = nil,
                            limit: Int = defaultLineLimit) -> String {
        let lines = outputs.compactMap { output in line(output).map { (time: Self.time(of: output), text: $0) } }
        guard !lines.isEmpty else { return "(no gestures, delegate messages or states)" }
        let limit = max(limit, 1)
        let centre = time.flatMap { t in lines.firstIndex { ($0.time ?? t) >= t } } ?? (time == nil ? 0 : lines.count)
        let start = max(0, min(centre - limit / 2, lines.count - limit))
        let end = min(lines.count, start + limit)
        var text: [String] = []
        if start > 0 { text.append("… \(start) earlier line\(start == 1 ? "" : "s")") }
        text += lines[start..<end].map(\.text)
        if end < lines.count { text.append("… \(lines.count - end) later line\(lines.count - end == 1 ? "" : "s")") }
        return text.joined(separator: "\n")
    }

    /// When an output happened, if it says.
    static func time(of output: PipelineOutput) -> Timestamp? {
        switch output {
        case .input(let e): e.time
        case .frame(let f): f.time
        case .gesture(let g): g.time
        case .explain(let r): r.time
        case .scroll(let e, _): e.time
        case .state(let s): s.time
        case .diagnostic(let d): d.time
        case .scene(let o): o.time
        }
    }

    private static func stamp(_ t: Timestamp) -> String {
        let ms = Double(t.microseconds) / 1000
        let text = "\(number(ms)) ms  "
        return String(repeating: " ", count: max(0, 13 - text.count)) + text
    }

    private static func state(_ s: ScrollZoomState) -> String {
        "offset \(point(s.contentOffset)), zoom \(number(s.zoomScale))"
    }

    private static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// One decimal: enough to tell outputs apart, short enough to read.
    private static func number(_ x: Double) -> String {
        guard x.isFinite, x.magnitude < 1e15 else { return "\(x)" }
        let tenths = (x * 10).rounded() / 10
        return tenths == tenths.rounded() ? "\(Int64(tenths)).0" : "\(tenths)"
    }
}
