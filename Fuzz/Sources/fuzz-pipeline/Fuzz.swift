import FuzzSupport

/// libFuzzer entry: bytes → an arbitrary event stream (5 bytes per event: op, device, slot, x, y,
/// with time steps from the op byte) → tracker → `viewer` graph → binding → controller, with the
/// soak invariants checked on every output and at the end (all devices unplugged, all settled).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let setup = ScrollZoomSetup(viewport: Size(width: 1280, height: 800))
    guard let pipeline = try? Pipeline(configuration: PipelineConfiguration(graph: .viewer, scrollZoom: setup)) else {
        return 0
    }
    var invariants = SoakInvariants()
    let screen = TraceBuilder.touchscreen(), pad = TraceBuilder.touchpad()
    var time: Int64 = 0
    var i = 0
    while i + 5 <= bytes.count {
        let op = bytes[i], device = DeviceID(Int(bytes[i + 1] % 3)),
            slot = Int(bytes[i + 2] % 12) - (bytes[i + 2] == 255 ? 100 : 0)
        let point = Point(x: Double(bytes[i + 3]) * 5.5 - 40, y: Double(bytes[i + 4]) * 3.5 - 40)
        // Time mostly moves forward in report-sized steps; op bytes ≥ 0xF8 step back.
        time += op >= 0xF8 ? -20_000 : Int64(op >> 4) * 4_167
        let kind: InputEvent.Kind
        switch op & 0x0F {
        case 0: kind = .deviceAdded(bytes[i + 1] & 0x80 == 0 ? screen : pad)
        case 1: kind = .deviceRemoved
        case 2, 3: kind = .touch(.down(slot: slot, point: point))
        case 4, 5, 6: kind = .touch(.motion(slot: slot, point: point))
        case 7: kind = .touch(.up(slot: slot))
        case 8: kind = .touch(.cancel(slot: slot))
        case 9, 10: kind = .touch(.frame)
        case 11:
            kind = .pointer(.scroll(source: .finger, delta: Vector(dx: point.x - 600, dy: point.y - 400), v120: .zero,
                                    stopped: bytes[i + 2] & 1 == 0 ? [] : [.horizontal, .vertical]))
        case 12, 13, 14:
            let gesture = TouchpadGestureKind.allCases[Int(bytes[i + 2]) % 3], fingers = 2 + Int(bytes[i + 2] % 3)
            let phase: TouchpadGestureEvent.Phase
            switch op & 0x0F {
            case 12: phase = .begin
            case 13:
                phase = .update(delta: Vector(dx: point.x / 50, dy: point.y / 50),
                                scale: Double(bytes[i + 3]) / 64, angleDelta: Double(bytes[i + 4]) - 128)
            default: phase = .end(cancelled: bytes[i + 3] & 1 == 1)
            }
            kind = .gesture(TouchpadGestureEvent(kind: gesture, fingers: fingers, phase: phase))
        default: kind = .pointer(.button(code: 272, pressed: bytes[i + 3] & 1 == 1))
        }
        do {
            try pipeline.process(InputEvent(time: Timestamp(microseconds: time), device: device, kind: kind)) {
                invariants.check($0)
            }
        } catch {
            fatalError("pipeline threw on an event: \(error)")
        }
        i += 5
    }
    FuzzSupport.finish(pipeline, &invariants)
    return 0
}
