import Foundation
import GestureInput

/// One `InputEvent` as a line of JSON: what the probe prints and the tests and `record` read back.
///
/// `{"t":µs,"dev":n,"type":"touch_down","slot":0,"x":12.5,"y":40}` — one flat object per event, the
/// names following libinput's event names. (A private stand-in until the shared `.gktrace` codec is
/// on main; the fields are the same facts.)
public enum InputEventLine {
    /// The JSON line for `event` (no trailing newline).
    ///
    /// - Parameter event: the event.
    /// - Returns: the line.
    public static func encode(_ event: InputEvent) -> String {
        var s = "{\"t\":\(event.time.microseconds),\"dev\":\(event.device.rawValue),"
        switch event.kind {
        case .deviceAdded(let info):
            let data = (try? JSONEncoder().encode(info)) ?? Data("{}".utf8)
            s += "\"type\":\"device_added\",\"device\":\(String(decoding: data, as: UTF8.self))"
        case .deviceRemoved:
            s += "\"type\":\"device_removed\""
        case .touch(let touch):
            switch touch {
            case .down(let slot, let p): s += "\"type\":\"touch_down\",\"slot\":\(slot),\"x\":\(p.x),\"y\":\(p.y)"
            case .motion(let slot, let p): s += "\"type\":\"touch_motion\",\"slot\":\(slot),\"x\":\(p.x),\"y\":\(p.y)"
            case .up(let slot): s += "\"type\":\"touch_up\",\"slot\":\(slot)"
            case .cancel(let slot): s += "\"type\":\"touch_cancel\",\"slot\":\(slot)"
            case .frame: s += "\"type\":\"touch_frame\""
            }
        case .pointer(let pointer):
            switch pointer {
            case .motion(let d): s += "\"type\":\"pointer_motion\",\"dx\":\(d.dx),\"dy\":\(d.dy)"
            case .button(let code, let pressed):
                s += "\"type\":\"pointer_button\",\"button\":\(code),\"pressed\":\(pressed)"
            case .scroll(let source, let d, let v120, let stopped):
                s += "\"type\":\"pointer_scroll\",\"source\":\"\(source.rawValue)\",\"dx\":\(d.dx),\"dy\":\(d.dy),"
                s += "\"v120x\":\(v120.dx),\"v120y\":\(v120.dy),\"stopped\":\(stopped.rawValue)"
            }
        case .gesture(let g):
            s += "\"type\":\"gesture_\(g.kind.rawValue)\",\"fingers\":\(g.fingers),"
            switch g.phase {
            case .begin: s += "\"phase\":\"begin\""
            case .update(let d, let scale, let angle):
                s += "\"phase\":\"update\",\"dx\":\(d.dx),\"dy\":\(d.dy),\"scale\":\(scale),\"angle\":\(angle)"
            case .end(let cancelled): s += "\"phase\":\"end\",\"cancelled\":\(cancelled)"
            }
        }
        return s + "}"
    }

    /// Parses a line written by `encode`; nil for lines that are not events (logs, summaries).
    ///
    /// - Parameter line: one line of the probe's output.
    /// - Returns: the event, or nil.
    /// - Throws: an error of `JSONSerialization` for a line that is not JSON.
    public static func decode(_ line: String) throws -> InputEvent? {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let type = object["type"] as? String, let t = (object["t"] as? NSNumber)?.int64Value,
              let dev = (object["dev"] as? NSNumber)?.intValue else { return nil }
        func d(_ key: String) -> Double { (object[key] as? NSNumber)?.doubleValue ?? 0 }
        func i(_ key: String) -> Int { (object[key] as? NSNumber)?.intValue ?? 0 }
        let kind: InputEvent.Kind
        switch type {
        case "device_added":
            let data = try JSONSerialization.data(withJSONObject: object["device"] ?? [:])
            kind = .deviceAdded(try JSONDecoder().decode(DeviceInfo.self, from: data))
        case "device_removed": kind = .deviceRemoved
        case "touch_down": kind = .touch(.down(slot: i("slot"), point: Point(x: d("x"), y: d("y"))))
        case "touch_motion": kind = .touch(.motion(slot: i("slot"), point: Point(x: d("x"), y: d("y"))))
        case "touch_up": kind = .touch(.up(slot: i("slot")))
        case "touch_cancel": kind = .touch(.cancel(slot: i("slot")))
        case "touch_frame": kind = .touch(.frame)
        case "pointer_motion": kind = .pointer(.motion(delta: Vector(dx: d("dx"), dy: d("dy"))))
        case "pointer_button":
            kind = .pointer(.button(code: UInt32(i("button")), pressed: (object["pressed"] as? Bool) ?? false))
        case "pointer_scroll":
            kind = .pointer(.scroll(source: ScrollSource(rawValue: object["source"] as? String ?? "") ?? .continuous,
                    delta: Vector(dx: d("dx"), dy: d("dy")), v120: Vector(dx: d("v120x"), dy: d("v120y")),
                                    stopped: ScrollAxes(rawValue: UInt8(clamping: i("stopped")))))
        default:
            guard type.hasPrefix("gesture_"), let gk = TouchpadGestureKind(rawValue: String(type.dropFirst(8))) else {
                return nil
            }
            let phase: TouchpadGestureEvent.Phase
            switch object["phase"] as? String {
            case "begin": phase = .begin
            case "update":
                phase = .update(delta: Vector(dx: d("dx"), dy: d("dy")), scale: d("scale"), angleDelta: d("angle"))
            default: phase = .end(cancelled: (object["cancelled"] as? Bool) ?? false)
            }
            kind = .gesture(TouchpadGestureEvent(kind: gk, fingers: i("fingers"), phase: phase))
        }
        return InputEvent(time: Timestamp(microseconds: t), device: DeviceID(dev), kind: kind)
    }
}
