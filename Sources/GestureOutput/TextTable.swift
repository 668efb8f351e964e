import Foundation
import GestureInput
import GestureKit
import GestureRecognition

/// Formats output records as an aligned, human-readable table: the default of `gesturekit replay`.
///
/// Columns: time in milliseconds, record type, who (recognizer, device or message), what happened,
/// where (x, y), and the remaining fields as `key=value`.
public struct TextTable: Sendable {
    /// The time printed as 0 (µs); times print relative to it (`OutputEncoder` sets it for
    /// recordings on an absolute clock).
    public var origin: Timestamp = .zero

    /// Creates a formatter.
    public init() {}

    /// The header line printed once before the records.
    public var header: String {
        row(time: "time ms", type: "type", who: "who", what: "what", x: "x", y: "y", details: "details")
    }

    /// A line for a touch frame.
    ///
    /// - Parameter frame: the touch frame.
    /// - Returns: the line.
    public func line(_ frame: TouchFrame) -> String {
        let touches = frame.touches.map {
            "#\($0.id.serial)\($0.phase.symbol)(\(fmt($0.location.x)),\(fmt($0.location.y)))"
        }
        let c = centroid(frame.touches.map(\.location))
        return row(time: ms(frame.time), type: "input", who: "\(frame.device)", what: "frame \(frame.touches.count)",
                   x: fmt(c.x), y: fmt(c.y), details: touches.joined(separator: " "))
    }

    /// A line for a non-touch input event; nil for raw touch events (reported through frames).
    ///
    /// - Parameter event: the input event.
    /// - Returns: the line, or nil.
    public func line(_ event: InputEvent) -> String? {
        let (what, details): (String, String)
        switch event.kind {
        case .touch: return nil
        case .deviceAdded(let info): (what, details) = ("deviceAdded", "\(info.kind.rawValue) \"\(info.name)\"")
        case .deviceRemoved: (what, details) = ("deviceRemoved", "")
        case .pointer(.motion(let d)): (what, details) = ("pointerMotion", "dx=\(fmt(d.dx)) dy=\(fmt(d.dy))")
        case .pointer(.button(let code, let pressed)):
            (what, details) = ("button", "\(code) \(pressed ? "pressed" : "released")")
        case .pointer(.scroll(let source, let d, _, let stopped)):
            var s = "\(source.rawValue) dx=\(fmt(d.dx)) dy=\(fmt(d.dy))"
            if !stopped.isEmpty { s += " stop" }
            (what, details) = ("scroll", s)
        case .gesture(let g):
            switch g.phase {
            case .begin: (what, details) = ("\(g.kind.rawValue) begin", "fingers=\(g.fingers)")
            case .update(let d, let scale, let angle):
                (what, details) = (
                    "\(g.kind.rawValue) update",
                    "fingers=\(g.fingers) dx=\(fmt(d.dx)) dy=\(fmt(d.dy)) scale=\(fmt(scale)) angle=\(fmt(angle))"
                )
            case .end(let cancelled): (what, details) = ("\(g.kind.rawValue) end", cancelled ? "cancelled" : "")
            }
        }
        return row(
            time: ms(event.time), type: "input", who: "\(event.device)", what: what, x: "", y: "", details: details)
    }

    /// A line for a gesture event.
    ///
    /// - Parameter g: the gesture event.
    /// - Returns: the line.
    public func line(_ g: GestureEvent) -> String {
        var parts: [String] = ["touches=\(g.touches)"]
        if let taps = g.taps { parts.append("taps=\(taps)") }
        if let t = g.translation { parts.append("translation=(\(fmt(t.dx)),\(fmt(t.dy)))") }
        if let v = g.velocity { parts.append("velocity=(\(fmt(v.dx)),\(fmt(v.dy)))") }
        if let s = g.scale { parts.append("scale=\(fmt(s))") }
        if let r = g.rotation { parts.append("rotation=\(fmt(r))") }
        if let d = g.direction { parts.append("direction=\(d.rawValue)") }
        return row(time: ms(g.time), type: "gesture", who: g.recognizer, what: "\(g.kind.rawValue) \(g.state.rawValue)",
                   x: fmt(g.location.x), y: fmt(g.location.y), details: parts.joined(separator: " "))
    }

    /// A line for a diagnostic.
    ///
    /// - Parameters:
    ///   - d: the defect.
    ///   - fallbackTime: the time shown when the defect has none of its own.
    /// - Returns: the line.
    public func line(_ d: Diagnostic, fallbackTime: Timestamp) -> String {
        row(time: ms(d.time ?? fallbackTime), type: "diagnostic", who: d.device.map { "\($0)" } ?? "",
            what: d.code.rawValue, x: "", y: "", details: d.message)
    }

    /// A free-form line (scroll events, state) in the same columns.
    ///
    /// - Parameters:
    ///   - time: the record's time.
    ///   - type: the type column.
    ///   - who: the recognizer or view column.
    ///   - what: the event column.
    ///   - x: the x column; nil leaves it blank.
    ///   - y: the y column; nil leaves it blank.
    ///   - details: the details column.
    /// - Returns: the line.
    public func line(time: Timestamp, type: String, who: String, what: String, x: Double?, y: Double?, details: String)
        -> String
    {
        row(
            time: ms(time), type: type, who: who, what: what, x: x.map(fmt) ?? "", y: y.map(fmt) ?? "", details: details
        )
    }

    private func row(time: String, type: String, who: String, what: String, x: String, y: String, details: String)
        -> String
    {
        let line = pad(time, 11, right: true) + "  " + pad(type, 10) + " " + pad(who, 16) + " " + pad(what, 22) + " "
            + pad(x, 8, right: true) + " " + pad(y, 8, right: true) + "  " + details
        return String(line.reversed().drop(while: { $0 == " " }).reversed())
    }

    private func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        guard s.count < width else { return s }
        let fill = String(repeating: " ", count: width - s.count)
        return right ? fill + s : s + fill
    }

    private func ms(_ t: Timestamp) -> String {
        absolute(Timestamp(microseconds: t.microseconds &- origin.microseconds))
    }

    /// A time in milliseconds with three decimals, on the recording's clock.
    ///
    /// - Parameter t: a time on the recording's clock.
    /// - Returns: the milliseconds, as text.
    public func absolute(_ t: Timestamp) -> String { String(format: "%.3f", Double(t.microseconds) / 1000) }

    /// Beyond this magnitude a number is printed in exponent form (`1e+300`): `%.0f` printed 1e300
    /// as 301 digits, which broke the table's columns. 10¹² pt is the controller's largest length.
    static let largestFixedNumber = 1e12

    private func fmt(_ v: Double) -> String {
        guard v.isFinite else { return "\(v)" }
        if abs(v) >= Self.largestFixedNumber { return String(format: "%.3g", v) }
        let r = (v * 100).rounded() / 100 + 0  // + 0 turns -0 into 0
        return r == r.rounded() ? String(format: "%.0f", r) : String(format: "%.2f", r)
    }

    private func centroid(_ points: [Point]) -> Point {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(Vector.zero) { $0 + ($1 - .zero) }
        return .zero + sum / Double(points.count)
    }
}

extension TouchPhase {
    /// One character for compact display: + began, ~ moved, · stationary, − ended, × cancelled.
    var symbol: String {
        switch self {
        case .began: "+"
        case .moved: "~"
        case .stationary: "·"
        case .ended: "-"
        case .cancelled: "×"
        }
    }
}
