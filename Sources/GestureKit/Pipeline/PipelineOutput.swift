import GestureInput
import GestureRecognition
import ScrollZoom

/// One thing the pipeline reports, in time order: what came in, what was recognized, what the
/// scroll/zoom controller did, and any input defect it recovered from.
public enum PipelineOutput: Sendable {
    /// A non-touch input event (device added/removed, pointer, touchpad gesture).
    case input(InputEvent)
    /// A whole touch frame as the tracker assembled it.
    case frame(TouchFrame)
    /// A recognizer's output.
    case gesture(GestureEvent)
    /// Why a recognizer failed or was held (only when explaining).
    case explain(ExplainRecord)
    /// A delegate message of the scroll/zoom controller, with the controller state once the
    /// messages of the same step were delivered.
    case scroll(ScrollZoomEvent, ScrollZoomState)
    /// A snapshot of the controller (every frame with `everyFrame`, and once at the end).
    case state(ScrollZoomState)
    /// An input defect that was counted and recovered from.
    case diagnostic(Diagnostic)
    /// What a scene's views did (with a scene in place of the single controller).
    case scene(SceneOutput)
}
