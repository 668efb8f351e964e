@_spi(Fuzzing) import GestureInput
import FuzzSupport

/// A touchscreen description for each of the decoder's three protocols; byte 0 picks one.
private func device(_ selector: UInt8) -> DeviceInfo {
    let axis = AbsoluteAxis(minimum: 0, maximum: 4095)
    var codes: [UInt16: [UInt16]] = [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_FINGER,
                                                         EvdevCode.BTN_TOOL_DOUBLETAP, EvdevCode.BTN_TOOL_TRIPLETAP]]
    var absinfo: [UInt16: AbsoluteAxis] = [EvdevCode.ABS_X: axis, EvdevCode.ABS_Y: axis]
    switch selector % 3 {
    case 0:
        absinfo[EvdevCode.ABS_MT_SLOT] = AbsoluteAxis(minimum: 0, maximum: Int32(selector / 3 % 10))
        absinfo[EvdevCode.ABS_MT_POSITION_X] = axis
        absinfo[EvdevCode.ABS_MT_POSITION_Y] = axis
        absinfo[EvdevCode.ABS_MT_TRACKING_ID] = AbsoluteAxis(minimum: 0, maximum: 65535)
    case 1:
        absinfo[EvdevCode.ABS_MT_POSITION_X] = axis
        absinfo[EvdevCode.ABS_MT_POSITION_Y] = axis
    default:
        break
    }
    codes[EvdevCode.EV_ABS] = Array(absinfo.keys).sorted()
    return DeviceInfo(name: "fuzz touchscreen", evdev: EvdevDescription(codes: codes, absinfo: absinfo,
                                                                         properties: [EvdevCode.INPUT_PROP_DIRECT]))
}

/// The codes rows are drawn from: everything the decoder interprets, and a few it must ignore.
private let rowKinds: [(UInt16, UInt16)] = [
    (EvdevCode.EV_SYN, EvdevCode.SYN_REPORT), (EvdevCode.EV_SYN, EvdevCode.SYN_DROPPED),
    (EvdevCode.EV_SYN, EvdevCode.SYN_MT_REPORT),
    (EvdevCode.EV_ABS, EvdevCode.ABS_MT_SLOT), (EvdevCode.EV_ABS, EvdevCode.ABS_MT_TRACKING_ID),
    (EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_X), (EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_Y),
    (EvdevCode.EV_ABS, EvdevCode.ABS_X), (EvdevCode.EV_ABS, EvdevCode.ABS_Y),
    (EvdevCode.EV_KEY, EvdevCode.BTN_TOUCH), (EvdevCode.EV_KEY, EvdevCode.BTN_TOOL_FINGER),
    (EvdevCode.EV_KEY, EvdevCode.BTN_TOOL_DOUBLETAP), (EvdevCode.EV_KEY, EvdevCode.BTN_TOOL_TRIPLETAP),
    (EvdevCode.EV_KEY, EvdevCode.BTN_TOOL_QUADTAP), (EvdevCode.EV_KEY, EvdevCode.BTN_TOOL_QUINTTAP),
    (EvdevCode.EV_ABS, 0x30 /* ABS_MT_TOUCH_MAJOR */), (EvdevCode.EV_MSC, 0x05 /* MSC_TIMESTAMP */),
]

/// libFuzzer entry: arbitrary rows (6 bytes each: kind, time step, value) through a decoder and a
/// tracker; every event it produces must be well-formed (finite points, slots in range), and a
/// decoder that looks at every slot at every report (`visitEverySlot()`) must give the same events
/// and diagnostics.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard bytes.count >= 1 else { return 0 }
    let info = device(bytes[0])
    guard let mapping = try? CoordinateMapping(device: info, surface: Size(width: 1280, height: 800)),
          var decoder = try? MultitouchDecoder(device: DeviceID(0), info: info, mapping: mapping) else { return 0 }
    var everySlot = decoder
    everySlot.visitEverySlot()
    var tracker = TouchTracker()
    var events: [InputEvent] = [], diagnostics: [Diagnostic] = []
    var everySlotEvents: [InputEvent] = [], everySlotDiagnostics: [Diagnostic] = []
    _ = tracker.process(
        InputEvent(time: .zero, device: DeviceID(0), kind: .deviceAdded(info)), diagnostics: &diagnostics)
    var time: Int64 = 0
    var i = 1
    while i + 6 <= bytes.count {
        let kind = rowKinds[Int(bytes[i]) % rowKinds.count]
        time += Int64(bytes[i + 1]) * 100
        let word = UInt32(bytes[i + 2]) | UInt32(bytes[i + 3]) << 8 | UInt32(bytes[i + 4]) << 16
            | UInt32(bytes[i + 5]) << 24
        var value = Int32(bitPattern: word)
        if bytes[i] & 0x80 == 0 { value = value & 0xFFF } // mostly in range, sometimes anything
        let row = EvdevRow(time: Timestamp(microseconds: time), type: kind.0, code: kind.1, value: value)
        decoder.decode(row, events: &events, diagnostics: &diagnostics)
        everySlot.decode(row, events: &everySlotEvents, diagnostics: &everySlotDiagnostics)
        i += 6
    }
    decoder.finish(events: &events, diagnostics: &diagnostics)
    everySlot.finish(events: &everySlotEvents, diagnostics: &everySlotDiagnostics)
    if events != everySlotEvents || diagnostics != everySlotDiagnostics {
        fatalError("a report limited to the slots in use differs from one looking at every slot")
    }
    for e in events {
        if case .touch(let t) = e.kind {
            switch t {
            case .down(let slot, let p), .motion(let slot, let p):
                if !(p.x.isFinite && p.y.isFinite) || slot < 0
                    || slot >= MultitouchDecoder.slotLimit + MultitouchDecoder.maximumFakeTouches
                {
                    fatalError("decoder produced \(t)")
                }
            case .up(let slot), .cancel(let slot):
                if slot < 0 { fatalError("decoder produced \(t)") }
            case .frame:
                break
            }
        }
        _ = tracker.process(e, diagnostics: &diagnostics)
    }
    return 0
}
