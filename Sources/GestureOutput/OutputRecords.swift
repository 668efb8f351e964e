import GestureInput
import GestureKit
import GestureRecognition

// The stable JSON Lines output of `gesturekit replay`/`listen` (docs/output-format.md).
// Every line has "t" (µs) and "type": "input", "gesture", "scroll", "state" or "diagnostic".
// Later versions add fields; none is ever renamed or removed.

extension JSONLineBuilder {
    /// One `"type":"input"` line for a whole touch frame: every touch with id, slot, phase and position.
    ///
    /// - Parameter frame: the touch frame.
    public mutating func appendInput(_ frame: TouchFrame) {
        begin(time: frame.time, type: "input")
        field("event", "frame")
        field("dev", frame.device.rawValue)
        rawField("touches") { b in
            b.array(count: frame.touches.count) { b, i in
                let touch = frame.touches[i]
                b.object { b in
                    b.field("id", Int64(bitPattern: touch.id.serial))
                    b.field("slot", touch.slot)
                    b.field("phase", touch.phase.staticName)
                    b.field("x", touch.location.x)
                    b.field("y", touch.location.y)
                }
            }
        }
        end()
    }

    /// One `"type":"input"` line for a non-touch input event (device, pointer, touchpad gesture).
    /// Raw touch events are reported through frames instead; this skips them.
    ///
    /// - Parameter event: the input event.
    public mutating func appendInput(_ event: InputEvent) {
        switch event.kind {
        case .touch:
            return
        case .deviceAdded(let info):
            begin(time: event.time, type: "input")
            field("event", "deviceAdded")
            field("dev", event.device.rawValue)
            field("name", info.name)
            field("kind", info.kind.staticName)
        case .deviceRemoved:
            begin(time: event.time, type: "input")
            field("event", "deviceRemoved")
            field("dev", event.device.rawValue)
        case .pointer(.motion(let delta)):
            begin(time: event.time, type: "input")
            field("event", "pointerMotion")
            field("dev", event.device.rawValue)
            field("dx", delta.dx)
            field("dy", delta.dy)
        case .pointer(.button(let code, let pressed)):
            begin(time: event.time, type: "input")
            field("event", "button")
            field("dev", event.device.rawValue)
            field("button", Int64(code))
            field("pressed", pressed)
        case .pointer(.scroll(let source, let delta, let v120, let stopped)):
            begin(time: event.time, type: "input")
            field("event", "scroll")
            field("dev", event.device.rawValue)
            field("source", source.staticName)
            field("dx", delta.dx)
            field("dy", delta.dy)
            if v120 != .zero {
                field("v120x", v120.dx)
                field("v120y", v120.dy)
            }
            if stopped.contains(.horizontal) { field("stopX", true) }
            if stopped.contains(.vertical) { field("stopY", true) }
        case .gesture(let g):
            begin(time: event.time, type: "input")
            field("event", "touchpadGesture")
            field("dev", event.device.rawValue)
            field("kind", g.kind.staticName)
            field("fingers", g.fingers)
            switch g.phase {
            case .begin:
                field("phase", "begin")
            case .update(let delta, let scale, let angleDelta):
                field("phase", "update")
                field("dx", delta.dx)
                field("dy", delta.dy)
                field("scale", scale)
                field("angle", angleDelta)
            case .end(let cancelled):
                field("phase", "end")
                field("cancelled", cancelled)
            }
        }
        end()
    }

    /// One `"type":"gesture"` line; per-kind fields appear only when the recognizer set them.
    ///
    /// - Parameter g: the gesture event.
    public mutating func appendGesture(_ g: GestureEvent) {
        // One reservation for the whole line: 15 fields of at most 20 + 32 bytes, the name and a
        // custom kind's name.
        let customKind: String? = if case .custom(let name) = g.kind { name } else { nil }
        write(upTo: 1024 + JSONCursor.stringBound(g.recognizer) + (customKind.map(JSONCursor.stringBound) ?? 0)) { c in
            c.begin(time: g.time, type: "gesture")
            c.field("recognizer", g.recognizer)
            if let name = g.kind.staticName { c.field("kind", name) } else { c.field("kind", g.kind.rawValue) }
            c.field("state", g.state.staticName)
            c.field("x", g.location.x)
            c.field("y", g.location.y)
            c.field("touches", g.touches)
            if let device = g.device { c.field("dev", device.rawValue) }
            if let taps = g.taps { c.field("taps", taps) }
            if let t = g.translation { c.field("dx", t.dx); c.field("dy", t.dy) }
            if let v = g.velocity { c.field("vx", v.dx); c.field("vy", v.dy) }
            if let s = g.scale { c.field("scale", s) }
            if let s = g.scaleVelocity { c.field("scaleVelocity", s) }
            if let r = g.rotation { c.field("rotation", r) }
            if let r = g.rotationVelocity { c.field("rotationVelocity", r) }
            if let d = g.direction { c.field("direction", d.staticName) }
            c.end()
        }
    }

    /// One `"type":"diagnostic"` line for a counted, recovered input defect.
    ///
    /// - Parameters:
    ///   - d: the defect.
    ///   - fallbackTime: the time written when the defect has none of its own.
    public mutating func appendDiagnostic(_ d: Diagnostic, fallbackTime: Timestamp) {
        begin(time: d.time ?? fallbackTime, type: "diagnostic")
        field("code", d.code.rawValue)
        if let device = d.device { field("dev", device.rawValue) }
        field("message", d.message)
        end()
    }
}

extension JSONLineBuilder {
    /// One `"type":"scroll"` line: the delegate message, the offset and zoom, and its own fields;
    /// `view` names the scene's view that sent it (`replay --scene`), nil for the one controller.
    ///
    /// - Parameters:
    ///   - event: the delegate message.
    ///   - state: the controller's state after it.
    ///   - view: the scene view's name; nil for the one controller.
    public mutating func appendScroll(_ event: ScrollZoomEvent, state: ScrollZoomState, view: String? = nil) {
        // One reservation for the whole line: at most 9 fields of at most 20 + 32 bytes, and the view.
        let viewBound = view.map { JSONCursor.keyBound("view") + JSONCursor.stringBound($0) } ?? 0
        write(upTo: 1024 + viewBound) { c in
            c.begin(time: event.time, type: "scroll")
            if let view { c.field("view", view) }
            c.field("event", event.name.staticName)
            var offset = state.contentOffset
            var zoom = state.zoomScale
            if case .didScroll(_, let o) = event { offset = o }
            if case .didZoom(_, let s) = event { zoom = s }
            c.field("offsetX", offset.x)
            c.field("offsetY", offset.y)
            c.field("zoom", zoom)
            switch event {
            case .willEndDragging(_, let velocity, let target):
                c.field("vx", velocity.dx); c.field("vy", velocity.dy)
                c.field("targetX", target.x); c.field("targetY", target.y)
            case .didEndDragging(_, let willDecelerate):
                c.field("willDecelerate", willDecelerate)
            case .didEndZooming(_, let scale):
                c.field("scale", scale)
            case .willBeginDragging, .didScroll, .willBeginDecelerating, .didEndDecelerating, .willBeginZooming,
                 .didZoom, .didEndScrollingAnimation, .didScrollToTop:
                break
            }
            c.end()
        }
    }

    /// One `"type":"state"` line: offset, zoom, page and the flags that are set; `view` names the
    /// scene's view (`replay --scene`), nil for the one controller.
    ///
    /// - Parameters:
    ///   - s: the state.
    ///   - page: the page on each axis, when the scene reports it.
    ///   - view: the scene view's name; nil for the one controller.
    public mutating func appendState(_ s: ScrollZoomState, page: (x: Int, y: Int)? = nil, view: String? = nil) {
        begin(time: s.time, type: "state")
        if let view { field("view", view) }
        appendStateFields(s)
        end()
    }

    /// One `"type":"tilesNeeded"` or `"type":"tilesPurged"` line (`replay --scene`): the level and
    /// the tiles (`[column, row]`, row by row) tiled view `view` needs or may drop.
    ///
    /// - Parameters:
    ///   - view: the scene view's name.
    ///   - time: the record's time.
    ///   - change: the tiles needed or purged.
    public mutating func appendTiles(view: String, time: Timestamp, change: TileChange) {
        let set: TileSet
        switch change {
        case .needed(let s): set = s; begin(time: time, type: "tilesNeeded")
        case .purged(let s): set = s; begin(time: time, type: "tilesPurged")
        }
        field("view", view)
        field("level", set.level)
        rawField("tiles") { b in
            b.array(count: set.tiles.count) { b, i in
                let tile = set.tiles[i]
                b.array(count: 2) { b, j in b.appendNumberValue(Double(j == 0 ? tile.column : tile.row)) }
            }
        }
        end()
    }

    /// One `"type":"indicator"` line (`replay --scene`): a scroll indicator's rectangle in view
    /// `view`'s viewport (pt) and opacity.
    ///
    /// - Parameters:
    ///   - view: the scene view's name.
    ///   - time: the record's time.
    ///   - change: the indicator's new rectangle and opacity.
    public mutating func appendIndicator(view: String, time: Timestamp, change: ScrollIndicatorChange) {
        begin(time: time, type: "indicator")
        field("view", view)
        field("axis", change.axis == .horizontal ? "horizontal" : "vertical")
        field("x", change.x)
        field("y", change.y)
        field("w", change.w)
        field("h", change.h)
        field("alpha", change.alpha)
        end()
    }

    /// One `"type":"autoscroll"` line (`replay --scene`): a held item started autoscrolling view
    /// `view` (`event` `began`, with the velocity `vx`, `vy` in pt/s) or it stopped (`ended`, with
    /// the `reason`: `leftZone`, `lifted`, `reachedContentEdge`).
    ///
    /// - Parameters:
    ///   - view: the scene view's name.
    ///   - time: the record's time.
    ///   - event: the autoscroll beginning or ending.
    public mutating func appendAutoscroll(view: String, time: Timestamp, event: AutoscrollEvent) {
        begin(time: time, type: "autoscroll")
        field("view", view)
        switch event {
        case .began(let velocity):
            field("event", "began")
            field("vx", velocity.dx)
            field("vy", velocity.dy)
        case .ended(let reason):
            field("event", "ended")
            field("reason", reason.rawValue)
        }
        end()
    }

    /// One `"type":"visiblePages"` line (`replay --scene`): the pages paging view `view` wants
    /// loaded, in order.
    ///
    /// - Parameters:
    ///   - view: the scene view's name.
    ///   - time: the record's time.
    ///   - pages: the pages, first to last.
    public mutating func appendVisiblePages(view: String, time: Timestamp, pages: ClosedRange<Int>) {
        begin(time: time, type: "visiblePages")
        field("view", view)
        rawField("pages") { b in
            b.array(count: pages.count) { b, i in b.appendNumberValue(Double(pages.lowerBound + i)) }
        }
        end()
    }

    /// The fields of a `state` line without the line around them (`"t"` included), for messages
    /// that carry a state inside another object (the bridge's `state` reply).
    ///
    /// - Parameter s: the state.
    public mutating func appendStateFields(_ s: ScrollZoomState) {
        field("offsetX", s.contentOffset.x)
        field("offsetY", s.contentOffset.y)
        field("zoom", s.zoomScale)
        field("page", s.page)
        if s.isTracking { field("tracking", true) }
        if s.isDragging { field("dragging", true) }
        if s.isDecelerating { field("decelerating", true) }
        if s.isZooming { field("zooming", true) }
        if s.isZoomBouncing { field("zoomBouncing", true) }
    }

    /// One `"type":"explain"` line (`--explain`): a recognizer failed, was held, released, cancelled
    /// or reset, and which threshold or which dependency decided it.
    ///
    /// - Parameter r: the explain record.
    public mutating func appendExplain(_ r: ExplainRecord) {
        begin(time: r.time, type: "explain")
        field("recognizer", r.recognizer)
        switch r.event {
        case .failed(let reason, let by):
            field("event", "failed")
            field("reason", reason.code.rawValue)
            if let v = reason.value { field("value", v) }
            if let l = reason.limit { field("limit", l) }
            if let by { field("by", by) }
        case .held(let waitingFor):
            field("event", "held")
            rawField("waitingFor") { b in
                b.array(count: waitingFor.count) { b, i in b.appendStringValue(waitingFor[i]) }
            }
        case .released(let after):
            field("event", "released")
            field("after", after)
        case .cancelled(let code, let by):
            field("event", "cancelled")
            field("reason", code.rawValue)
            if let by { field("by", by) }
        case .illegalTransition(let from, let kind):
            field("event", "illegalTransition")
            field("from", from.rawValue)
            field("transition", kind.rawValue)
        case .published(let state):
            field("event", "published")
            field("state", state.staticName)
        case .reset:
            field("event", "reset")
        }
        end()
    }
}
