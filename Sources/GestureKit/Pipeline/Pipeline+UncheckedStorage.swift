import GestureInput
import GestureRecognition
import ScrollZoom
import ScrollZoomBinding

extension Pipeline {
    /// The pipeline's mutable state, in one place so that its `@exclusivity(unchecked)` stands in
    /// a file named for it; `Pipeline` holds it in a `let` (no access check) and reads as safe Swift.
    ///
    /// Why unchecked: every per-event method touches several of these properties, and each access
    /// to a class's stored property is otherwise checked at run time (`swift_beginAccess`, a
    /// thread-local access set): 14.6 % more instructions on the `.gktrace` replay, 12.2 % on the
    /// debug-events one (docs/performance.md). Holding the fields here rather than in `Pipeline`
    /// itself costs 0.2 % (one more load per access).
    ///
    /// Why it is sound: a `Pipeline` is single-threaded by contract, and no method hands out an
    /// `inout` to one of these properties that could overlap another access to the same one: the
    /// only nested accesses are `controller` or `scene` (inside `withController` / `withScene`)
    /// while `binding` is mutated, and `tracker` (a touchpad's description, once per device) while
    /// `touchpadGestures` is mutated, which are different properties.
    final class Storage {
        /// The touch tracker (device table, counters).
        @exclusivity(unchecked) var tracker: TouchTracker
        /// The scroll/zoom controller, once the first event gave it a time origin, in a box of its
        /// own (`ControllerBox`).
        @exclusivity(unchecked) var controllerBox: ControllerBox?
        /// The scene of scroll views driven instead of `controller`, once started.
        @exclusivity(unchecked) var scene: ScrollScene?
        /// The touches and gestures → controller mapping.
        @exclusivity(unchecked) var binding: ScrollZoomBinding
        /// Input events processed.
        @exclusivity(unchecked) var eventCount = 0
        /// Diagnostics reported so far, by code.
        @exclusivity(unchecked) var diagnosticCounts: [Diagnostic.Code: Int] = [:]
        /// Recognizer output not yet delivered, reused between events.
        @exclusivity(unchecked) var gestures: [GestureEvent] = []
        /// Diagnostics not yet reported, reused between events.
        @exclusivity(unchecked) var diagnostics: [Diagnostic] = []
        /// Controller messages not yet reported, reused between steps.
        @exclusivity(unchecked) var scrollEvents: [ScrollZoomEvent] = []
        /// Scene messages not yet reported, reused between steps.
        @exclusivity(unchecked) var sceneEvents: [SceneEvent] = []
        /// The latest event or wake-up time: the first layer to see an event enforces monotonic
        /// time (`MonotonicTime`, docs/design.md, "Time"), so the tracker, graph and controller
        /// behind it get admitted times.
        @exclusivity(unchecked) var clock = MonotonicTime()
        /// The next controller frame on the frame grid (origin = first event), while it animates.
        @exclusivity(unchecked) var nextFrame: Timestamp?
        /// The first event's time: the origin of the frame grid (nil before the first event).
        @exclusivity(unchecked) var frameOrigin: Timestamp?
        /// libinput's gestures from raw touchpad fingers (`PipelineConfiguration.touchpadGesturesFromFingers`).
        @exclusivity(unchecked) var touchpadGestures = TouchpadGestureStage()
        /// `scene != nil`, kept apart for the same reason.
        @exclusivity(unchecked) var hasScene = false
        /// A public entry point is running: set while `process`, `advance`, `withController`, …
        /// run, so a call from an output handler is refused (`Pipeline`, "Not re-entrant").
        @exclusivity(unchecked) var isRunning = false

        /// A copy of the controller (nil before the first event).
        var controller: ScrollZoomController? { controllerBox?.value }
        /// A controller is configured and started.
        var hasController: Bool { controllerBox != nil }

        /// A pipeline's state before its first event; buffers sized for a busy event's output.
        init(tracker: TouchTracker, binding: ScrollZoomBinding) {
            self.tracker = tracker
            self.binding = binding
            gestures.reserveCapacity(64)
            diagnostics.reserveCapacity(16)
            scrollEvents.reserveCapacity(64)
        }
    }

    /// The controller, boxed: reached through the box, every call on it works on the controller
    /// in place. Held as an optional struct instead, each call and read (`withController`,
    /// `readController`) would first copy the whole 465-byte optional to test and open it (a
    /// `memcpy` call).
    ///
    /// Why unchecked: the same reason as `Storage`'s fields: `value` is accessed on every event,
    /// by the pipeline alone, one access at a time (`withController` / `readController` never nest).
    /// Checked, the debug-events replay costs 7.7 % more instructions (docs/performance.md).
    final class ControllerBox {
        /// The controller.
        @exclusivity(unchecked) var value: ScrollZoomController
        init(_ value: ScrollZoomController) { self.value = value }
    }
}
