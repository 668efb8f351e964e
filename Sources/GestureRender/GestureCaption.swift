import GestureInput
import GestureKit
import GestureRecognition

/// Short human captions for gesture outputs: "tap ×2", "pinch ×2.91", "pan Δ(400, 0)",
/// "swipe left", "rotation 45°" — what a reader of the picture wants next to the mark.
public enum GestureCaption {
    /// The caption of one output: kind plus its defining number (tap count, final scale, …).
    ///
    /// - Parameter event: a gesture output.
    /// - Returns: the caption.
    public static func text(for event: GestureEvent) -> String {
        switch event.kind {
        case .tap:
            let fingers = event.touches > 1 ? "\(event.touches)-finger " : ""
            return "\(fingers)tap ×\(event.taps ?? 1)"
        case .longPress:
            return "long press"
        case .pan, .edgePan, .scroll, .touchpadSwipe:
            let name = event.kind == .edgePan ? "edge pan" : event.kind == .scroll ? "scroll"
                : event.kind == .touchpadSwipe ? "touchpad swipe" : "pan"
            guard let t = event.translation else { return name }
            return "\(name) Δ(\(SVGWriter.number(t.dx.rounded())), \(SVGWriter.number(t.dy.rounded())))"
        case .swipe:
            return "swipe \(event.direction?.rawValue ?? "")"
        case .pinch, .touchpadPinch:
            let name = event.kind == .pinch ? "pinch" : "touchpad pinch"
            guard let s = event.scale else { return name }
            return "\(name) ×\(SVGWriter.number(s))"
        case .rotation:
            guard let r = event.rotation else { return "rotation" }
            return "rotation \(SVGWriter.number((r * 180 / .pi).rounded()))°"
        case .touchpadHold:
            return "hold"
        case .custom(let name):
            return name
        }
    }

    /// What the marked location means for this kind: "at the fingers' midpoint", "focal point where it began", "start",
    /// "lift".
    ///
    /// - Parameter event: a gesture output.
    /// - Returns: the phrase.
    public static func locationMeaning(for event: GestureEvent) -> String {
        switch event.kind {
        case .tap: event.touches > 1 ? "at the fingers' midpoint" : "at the lift point"
        case .pinch, .rotation, .touchpadPinch: "focal point where it began"
        case .pan, .edgePan, .scroll, .touchpadSwipe, .swipe: "where it began"
        case .longPress, .touchpadHold: "where pressed"
        case .custom: "where its recognizer placed it"
        }
    }
}
