import GestureInput
import GestureKit
import GestureRecognition

/// One gesture as the surface panel marks it: a discrete recognition, or a continuous gesture from
/// `began` to `ended`/`cancelled` with the path its location (centroid, focal point) took.
public struct GestureMark: Hashable, Sendable {
    /// The recognizer's name.
    public var recognizer: String
    /// What kind of gesture it is.
    public var kind: GestureKind
    /// Where to put the mark (points): the recognized location, or where a continuous one began.
    public var location: Point
    /// The locations of a continuous gesture over its life (points); empty for a discrete one.
    public var path: [Point]
    /// Caption from its last output ("tap ×2", "pinch ×2.91").
    public var caption: String
    /// What the location means ("midpoint", "focal point").
    public var meaning: String
    /// When it was recognized or began (µs).
    public var start: Timestamp
    /// When it was recognized, ended or was cancelled (µs); nil if still running at the end.
    public var end: Timestamp?
    /// True when it ended cancelled.
    public var cancelled: Bool
    /// False for a gesture with no place on the surface: a touchpad gesture or pointer scroll
    /// (libinput reports only deltas) when no finger of the recording was down as it started.
    /// It is then shown on the timeline only, never at (0, 0).
    public var hasPosition = true

    /// Kinds whose `location` is a translation from (0, 0) rather than a place on the surface:
    /// libinput's touchpad gestures and scrolls carry deltas only.
    ///
    /// - Parameter kind: a gesture kind.
    /// - Returns: whether its location is a translation.
    public static func isPositionless(_ kind: GestureKind) -> Bool {
        switch kind {
        case .touchpadPinch, .touchpadSwipe, .touchpadHold, .scroll: true
        case .tap, .longPress, .pan, .swipe, .pinch, .rotation, .edgePan, .custom: false
        }
    }

    /// The marks of every recognized or begun gesture in `recording`, in time order.
    ///
    /// - Parameter recording: the outputs a replay collected.
    /// - Returns: the marks.
    public static func marks(in recording: RenderRecording) -> [GestureMark] {
        var marks: [GestureMark] = []
        var running: [String: Int] = [:]
        for g in recording.gestures {
            switch g.state {
            case .recognized:
                marks.append(
                    GestureMark(
                        recognizer: g.recognizer, kind: g.kind, location: g.location, path: [],
                        caption: GestureCaption.text(for: g),
                        meaning: GestureCaption.locationMeaning(for: g), start: g.time, end: g.time, cancelled: false))
            case .began:
                running[g.recognizer] = marks.count
                marks.append(
                    GestureMark(
                        recognizer: g.recognizer, kind: g.kind, location: g.location, path: [g.location],
                        caption: GestureCaption.text(for: g),
                        meaning: GestureCaption.locationMeaning(for: g), start: g.time, end: nil, cancelled: false))
            case .changed, .ended, .cancelled:
                guard let i = running[g.recognizer] else { continue }
                if marks[i].path.last != g.location { marks[i].path.append(g.location) }
                marks[i].caption = GestureCaption.text(for: g)
                if g.state != .changed {
                    marks[i].end = g.time
                    marks[i].cancelled = g.state == .cancelled
                    running[g.recognizer] = nil
                }
            case .possible, .failed:
                break
            }
        }
        for i in marks.indices where isPositionless(marks[i].kind) {
            marks[i].place(at: recording.fingerCentroid(at: marks[i].start))
        }
        return marks
    }

    /// Moves a positionless mark to `anchor` (its path keeps its shape: translations from there),
    /// or marks it as having no position.
    private mutating func place(at anchor: Point?) {
        guard let anchor else {
            hasPosition = false
            return
        }
        let start = path.first ?? location
        path = path.map { anchor + ($0 - start) }
        location = anchor
    }
}
