import GestureInput

/// Builders for decoder tests: device descriptions and a row script that runs through a decoder.
enum DecoderTestSupport {
    static let dev = DeviceID(0)

    /// A protocol-B touchscreen with `slots` slots, 0…999 on both axes.
    static func slottedTouchscreen(slots: Int = 2) -> DeviceInfo {
        let axis = AbsoluteAxis(minimum: 0, maximum: 999)
        let evdev = EvdevDescription(
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH],
                    EvdevCode.EV_ABS: [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_SLOT,
                    EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y, EvdevCode.ABS_MT_TRACKING_ID
                ]
            ],
            absinfo: [EvdevCode.ABS_X: axis, EvdevCode.ABS_Y: axis,
                      EvdevCode.ABS_MT_SLOT: AbsoluteAxis(minimum: 0, maximum: Int32(slots - 1)),
                      EvdevCode.ABS_MT_POSITION_X: axis, EvdevCode.ABS_MT_POSITION_Y: axis,
                      EvdevCode.ABS_MT_TRACKING_ID: AbsoluteAxis(minimum: 0, maximum: 65535)],
            properties: [EvdevCode.INPUT_PROP_DIRECT])
        return DeviceInfo(name: "test touchscreen", evdev: evdev)
    }

    /// A protocol-A touchscreen (no slots), 0…999.
    static func contactListTouchscreen() -> DeviceInfo {
        let axis = AbsoluteAxis(minimum: 0, maximum: 999)
        let evdev = EvdevDescription(
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH],
                    EvdevCode.EV_ABS: [EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y]],
            absinfo: [EvdevCode.ABS_MT_POSITION_X: axis, EvdevCode.ABS_MT_POSITION_Y: axis],
            properties: [EvdevCode.INPUT_PROP_DIRECT])
        return DeviceInfo(name: "test protocol A", evdev: evdev)
    }

    /// A single-touch touchscreen: ABS_X/ABS_Y and BTN_TOUCH, 0…999.
    static func singleTouchscreen() -> DeviceInfo {
        let axis = AbsoluteAxis(minimum: 0, maximum: 999)
        let evdev = EvdevDescription(
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH], EvdevCode.EV_ABS: [EvdevCode.ABS_X, EvdevCode.ABS_Y]],
            absinfo: [EvdevCode.ABS_X: axis, EvdevCode.ABS_Y: axis],
            properties: [EvdevCode.INPUT_PROP_DIRECT])
        return DeviceInfo(name: "test single touch", evdev: evdev)
    }

    /// A decoder whose points equal raw units: a 1000×1000 surface over 0…999 ((v − 0) × 1000 / 1000).
    static func decoder(_ info: DeviceInfo) throws -> MultitouchDecoder {
        let mapping = try CoordinateMapping(device: info, surface: Size(width: 1000, height: 1000))
        return try MultitouchDecoder(device: dev, info: info, mapping: mapping)
    }

    /// Runs rows through the decoder; returns the touch events and diagnostics they produced.
    static func run(_ decoder: inout MultitouchDecoder, _ rows: [EvdevRow]) -> ([TouchEvent], [Diagnostic]) {
        var events: [InputEvent] = []
        var diagnostics: [Diagnostic] = []
        for row in rows { decoder.decode(row, events: &events, diagnostics: &diagnostics) }
        return (events.compactMap { if case .touch(let t) = $0.kind { t } else { nil } }, diagnostics)
    }

    // Row builders at time `t` ms.
    static func abs(_ code: UInt16, _ value: Int32, t: Int64 = 0) -> EvdevRow {
        EvdevRow(time: .milliseconds(t), type: EvdevCode.EV_ABS, code: code, value: value)
    }
    static func key(_ code: UInt16, _ value: Int32, t: Int64 = 0) -> EvdevRow {
        EvdevRow(time: .milliseconds(t), type: EvdevCode.EV_KEY, code: code, value: value)
    }
    static func syn(_ code: UInt16 = EvdevCode.SYN_REPORT, t: Int64 = 0) -> EvdevRow {
        EvdevRow(time: .milliseconds(t), type: EvdevCode.EV_SYN, code: code, value: 0)
    }
    static func slot(_ s: Int32, t: Int64 = 0) -> EvdevRow { abs(EvdevCode.ABS_MT_SLOT, s, t: t) }
    static func id(_ i: Int32, t: Int64 = 0) -> EvdevRow { abs(EvdevCode.ABS_MT_TRACKING_ID, i, t: t) }
    static func mtx(_ v: Int32, t: Int64 = 0) -> EvdevRow { abs(EvdevCode.ABS_MT_POSITION_X, v, t: t) }
    static func mty(_ v: Int32, t: Int64 = 0) -> EvdevRow { abs(EvdevCode.ABS_MT_POSITION_Y, v, t: t) }
    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
}
