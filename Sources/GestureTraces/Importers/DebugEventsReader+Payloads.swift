/// The payloads of the event types GestureKit reads from a `libinput debug-events` line: the
/// text after the time, read with the line's cursor (`DebugEventsReader.convert`).
extension DebugEventsReader {
    /// The payload shapes of the event types GestureKit reads.
    enum Payload {
        case touchDown, touchMotion, touchUp, touchCancel, touchFrame
        case pointerMotion, pointerButton
        case scroll(ScrollSource)
        case gestureBegin(TouchpadGestureKind), gestureUpdate(TouchpadGestureKind), gestureEnd(TouchpadGestureKind)
    }

    static func payload(for type: String) -> Payload? {
        switch type {
        case "TOUCH_DOWN": .touchDown
        case "TOUCH_MOTION": .touchMotion
        case "TOUCH_UP": .touchUp
        case "TOUCH_CANCEL": .touchCancel
        case "TOUCH_FRAME": .touchFrame
        case "POINTER_MOTION": .pointerMotion
        case "POINTER_BUTTON": .pointerButton
        case "POINTER_SCROLL_WHEEL": .scroll(.wheel)
        case "POINTER_SCROLL_FINGER": .scroll(.finger)
        case "POINTER_SCROLL_CONTINUOUS": .scroll(.continuous)
        case "GESTURE_SWIPE_BEGIN": .gestureBegin(.swipe)
        case "GESTURE_SWIPE_UPDATE": .gestureUpdate(.swipe)
        case "GESTURE_SWIPE_END": .gestureEnd(.swipe)
        case "GESTURE_PINCH_BEGIN": .gestureBegin(.pinch)
        case "GESTURE_PINCH_UPDATE": .gestureUpdate(.pinch)
        case "GESTURE_PINCH_END": .gestureEnd(.pinch)
        case "GESTURE_HOLD_BEGIN": .gestureBegin(.hold)
        case "GESTURE_HOLD_END": .gestureEnd(.hold)
        default: nil
        }
    }

    /// Reads the payload of shape `payload`; nil when it does not parse.
    func parse(_ payload: Payload, _ c: inout DebugEventsCursor) -> InputEvent.Kind? {
        switch payload {
        case .touchDown: touchPosition(&c).map { .touch(.down(slot: $0.slot, point: $0.point)) }
        case .touchMotion: touchPosition(&c).map { .touch(.motion(slot: $0.slot, point: $0.point)) }
        case .touchUp: Self.touchSlot(&c).map { .touch(.up(slot: $0)) }
        case .touchCancel: Self.touchSlot(&c).map { .touch(.cancel(slot: $0)) }
        case .touchFrame: .touch(.frame)
        case .pointerMotion: c.pair().map { .pointer(.motion(delta: Vector(dx: $0.0, dy: $0.1))) }
        case .pointerButton: Self.button(&c)
        case .scroll(let source): Self.scroll(&c, source)
        case .gestureBegin(let kind): Self.gesture(&c, kind, .begin)
        case .gestureUpdate(let kind): Self.gestureUpdate(&c, kind)
        case .gestureEnd(let kind): Self.gestureEnd(&c, kind)
        }
    }

    /// `slot (seat_slot)`: the seat slot when present (never −1), else the slot.
    static func touchSlot(_ c: inout DebugEventsCursor) -> Int? {
        guard let slot = c.integer() else { return nil }
        let save = c.index
        if c.consume(UInt8(ascii: "(")), let seat = c.integer(), c.consume(UInt8(ascii: ")")) { return seat }
        c.index = save
        return slot
    }

    /// `slot (seat_slot) xx.xx/yy.yy (xmm/ymm mm)` → slot and position in points.
    func touchPosition(_ c: inout DebugEventsCursor) -> (slot: Int, point: Point)? {
        guard let slot = Self.touchSlot(&c), let (px, py) = c.pair() else { return nil }
        if let surface {
            return (slot, Point(x: px / 100 * surface.width, y: py / 100 * surface.height))
        }
        guard c.consume(UInt8(ascii: "(")), let (mx, my) = c.pair() else { return nil }
        return (slot, Point(x: mx * Self.pointsPerMillimetre, y: my * Self.pointsPerMillimetre))
    }

    /// `BTN_LEFT (272) pressed, seat count: 1`.
    static func button(_ c: inout DebugEventsCursor) -> InputEvent.Kind? {
        _ = c.word()
        guard c.consume(UInt8(ascii: "(")), let code = c.integer(), c.consume(UInt8(ascii: ")")),
              let code32 = UInt32(exactly: code), let state = c.word() else { return nil }
        switch state.hasSuffix(",") ? String(state.dropLast()) : state {
        case "pressed": return .pointer(.button(code: code32, pressed: true))
        case "released": return .pointer(.button(code: code32, pressed: false))
        default: return nil
        }
    }

    /// `vert V/V120[*] horiz H/H120[*] (source)`; `*` = axis present; present and 0 = axis stop.
    static func scroll(_ c: inout DebugEventsCursor, _ source: ScrollSource) -> InputEvent.Kind? {
        guard c.consume("vert"), let (v, v120) = c.pair() else { return nil }
        let hasVertical = c.peek() == UInt8(ascii: "*")
        if hasVertical { c.index += 1 }
        guard c.consume("horiz"), let (h, h120) = c.pair() else { return nil }
        let hasHorizontal = c.peek() == UInt8(ascii: "*")
        var stopped: ScrollAxes = []
        if source != .wheel {
            if hasVertical && v == 0 { stopped.insert(.vertical) }
            if hasHorizontal && h == 0 { stopped.insert(.horizontal) }
        }
        return .pointer(
            .scroll(source: source, delta: Vector(dx: h, dy: v), v120: Vector(dx: h120, dy: v120), stopped: stopped))
    }

    static func fingers(_ c: inout DebugEventsCursor) -> Int? {
        guard let n = c.integer(), n >= 0, n <= 64 else { return nil }
        return n
    }

    static func gesture(
        _ c: inout DebugEventsCursor, _ kind: TouchpadGestureKind, _ phase: TouchpadGestureEvent.Phase
    ) -> InputEvent.Kind? {
        fingers(&c).map { .gesture(TouchpadGestureEvent(kind: kind, fingers: $0, phase: phase)) }
    }

    /// `N` or `N cancelled`.
    static func gestureEnd(_ c: inout DebugEventsCursor, _ kind: TouchpadGestureKind) -> InputEvent.Kind? {
        guard let n = fingers(&c) else { return nil }
        let cancelled = c.consume("cancelled")
        return .gesture(TouchpadGestureEvent(kind: kind, fingers: n, phase: .end(cancelled: cancelled)))
    }

    /// `N dx/dy (ux/uy unaccelerated)` and, for pinches, `scale @ angle°`.
    static func gestureUpdate(_ c: inout DebugEventsCursor, _ kind: TouchpadGestureKind) -> InputEvent.Kind? {
        guard let n = fingers(&c), let (dx, dy) = c.pair() else { return nil }
        var scale = 1.0
        var angle = 0.0
        if kind == .pinch {
            guard c.consume(UInt8(ascii: "(")), c.pair() != nil, c.consume("unaccelerated"),
                c.consume(UInt8(ascii: ")")),
                  let s = c.number(), c.consume(UInt8(ascii: "@")), let degrees = c.number() else { return nil }
            scale = s
            angle = degrees * .pi / 180
        }
        return .gesture(
            TouchpadGestureEvent(
                kind: kind, fingers: n, phase: .update(delta: Vector(dx: dx, dy: dy), scale: scale, angleDelta: angle)))
    }}
