import GestureInput
import PropertyBased
import Testing

/// Whatever raw input a touchpad sends, the processing never reports a touch outside the pad, and
/// never moves a touch faster than libinput's jump limit (20 mm per 12 ms).
struct TouchpadProcessingPropertyTests {
    static let streams = Gen.int(in: 0...9_999_999).array(of: 1...150)

    /// A 0…2000 × 0…1400 pad without resolution (assumed 28 units/mm), with pressure; semi-MT when asked.
    static func pad(semiMT: Bool) -> DeviceInfo {
        let x = AbsoluteAxis(minimum: 0, maximum: 2000), y = AbsoluteAxis(minimum: 0, maximum: 1400)
        let evdev = EvdevDescription(
            codes: [
                EvdevCode.EV_KEY: [
                    EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_FINGER, EvdevCode.BTN_TOOL_DOUBLETAP,
                    EvdevCode.BTN_TOOL_TRIPLETAP
                ]
            ],
            absinfo: [
                EvdevCode.ABS_X: x, EvdevCode.ABS_Y: y, EvdevCode.ABS_MT_SLOT: AbsoluteAxis(minimum: 0, maximum: 1),
                      EvdevCode.ABS_MT_POSITION_X: x, EvdevCode.ABS_MT_POSITION_Y: y,
                      EvdevCode.ABS_MT_PRESSURE: AbsoluteAxis(minimum: 0, maximum: 255)],
            properties: semiMT
                ? [EvdevCode.INPUT_PROP_POINTER, EvdevCode.INPUT_PROP_SEMI_MT] : [EvdevCode.INPUT_PROP_POINTER])
        return DeviceInfo(name: "property pad", evdev: evdev)
    }

    /// Random numbers → raw rows: slots, tracking ids, positions anywhere (far outside the pad too),
    /// pressure, BTN_TOUCH and finger counts, each report 1…30 ms after the last.
    static func rows(from codes: [Int]) -> [EvdevRow] {
        var rows: [EvdevRow] = []
        var t: Int64 = 0
        func row(_ type: UInt16, _ code: UInt16, _ value: Int) {
            rows.append(EvdevRow(time: .milliseconds(t), type: type, code: code, value: Int32(clamping: value)))
        }
        for code in codes {
            t += Int64(1 + code % 30)
            row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_SLOT, (code / 30) % 2)
            switch (code / 60) % 8 {
            case 0: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_TRACKING_ID, (code / 480) % 3 == 0 ? -1 : code / 480)
            case 1, 2, 3:
                row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_X, (code / 480) % 2400 - 200)
                row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_Y, (code / 7) % 1800 - 200)
            case 4: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_X, (code / 480) % 6000 - 2000)
            case 5: row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_PRESSURE, (code / 480) % 256)
            case 6: row(EvdevCode.EV_KEY, EvdevCode.BTN_TOUCH, (code / 480) % 2)
            default:
                row(
                    EvdevCode.EV_KEY,
                    [EvdevCode.BTN_TOOL_FINGER, EvdevCode.BTN_TOOL_DOUBLETAP, EvdevCode.BTN_TOOL_TRIPLETAP][
                        (code / 480) % 3], (code / 1440) % 2)
            }
            if (code / 11) % 3 != 0 { row(EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0) }
        }
        return rows
    }

    @Test func noTouchIsEverReportedOutsideThePad() async {
        await propertyCheck(count: 200, input: Self.streams) { codes in
            for semiMT in [false, true] {
                let info = Self.pad(semiMT: semiMT)
                guard let mapping = try? CoordinateMapping(device: info),
                      var decoder = try? MultitouchDecoder(device: DeviceID(0), info: info, mapping: mapping) else {
                    Issue.record("the test pad must decode"); return
                }
                let corner = mapping.point(x: 2000, y: 1400)
                var events: [InputEvent] = [], diagnostics: [Diagnostic] = []
                for r in Self.rows(from: codes) { decoder.decode(r, events: &events, diagnostics: &diagnostics) }
                for e in events {
                    guard case .touch(let t) = e.kind else { continue }
                    let point: Point
                    switch t {
                    case .down(_, let p), .motion(_, let p): point = p
                    default: continue
                    }
                    #expect(
                        point.x >= 0 && point.y >= 0 && point.x <= corner.x && point.y <= corner.y,
                        "\(t) outside the pad")
                }
            }
        }
    }

    @Test func noTouchMovesFasterThanTheJumpLimit() async {
        await propertyCheck(count: 200, input: Self.streams) { codes in
            let info = Self.pad(semiMT: (codes.first ?? 0) % 2 == 0)
            guard let mapping = try? CoordinateMapping(device: info) else {
                Issue.record("the test pad must map"); return
            }
            var processor = TouchpadProcessor(
                device: DeviceID(0), info: info, mapping: mapping, slots: 2, multitouch: true)
            var raw = [TouchpadContact(present: false, x: 0, y: 0), TouchpadContact(present: false, x: 0, y: 0)]
            var last: [(x: Int32, y: Int32, t: Int64)?] = [nil, nil]
            var t: Int64 = 0
            var diagnostics: [Diagnostic] = []
            let units = mapping.unitsPerMillimetre
            for code in codes {
                t += Int64(1 + code % 30)
                let slot = (code / 30) % 2
                for i in raw.indices { raw[i].isNew = false }
                switch (code / 60) % 4 {
                case 0: raw[slot].present.toggle(); raw[slot].isNew = raw[slot].present
                case 1: raw[slot].x = Int32((code / 240) % 6000 - 2000)
                case 2: raw[slot].y = Int32((code / 240) % 4000 - 1000)
                default: raw[slot].pressure = Int32((code / 240) % 256)
                }
                var contacts = raw
                processor.process(
                    &contacts, time: .milliseconds(t), buttonTouch: nil, toolFingers: 0, diagnostics: &diagnostics)
                for i in contacts.indices {
                    guard contacts[i].isTouching else { last[i] = nil; continue }
                    if let l = last[i] {
                        let dx = Double(contacts[i].x - l.x) / units.dx, dy = Double(contacts[i].y - l.y) / units.dy
                        let distance = (dx * dx + dy * dy).squareRoot()
                        // One device unit of rounding on each axis.
                        let allowed = JumpFilter.maximumSpeed * Double(t - l.t) + 2 / min(units.dx, units.dy)
                        #expect(distance <= allowed, "slot \(i) moved \(distance) mm in \(t - l.t) ms")
                    }
                    last[i] = (contacts[i].x, contacts[i].y, t)
                }
            }
        }
    }
}
