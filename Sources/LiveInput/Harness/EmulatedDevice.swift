import GestureInput

/// Device descriptions for emulation: derive a `DeviceInfo` from raw evdev data, and ready-made
/// touchscreen and touchpad descriptions for synthesized input.
public enum EmulatedDevice {
    /// A `DeviceInfo` for a raw description: kind from the input properties (DIRECT → touchscreen,
    /// POINTER or BTN_TOOL_FINGER → touchpad), size from the x/y ranges and resolutions.
    public static func deviceInfo(name: String, evdev: EvdevDescription) -> DeviceInfo {
        let kind: DeviceKind
        if evdev.properties.contains(EvdevCode.INPUT_PROP_DIRECT) {
            kind = .touchscreen
        } else if evdev.properties.contains(EvdevCode.INPUT_PROP_POINTER) || evdev.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_FINGER) {
            kind = .touchpad
        } else {
            kind = .other
        }
        var size: Size?
        var resolution: Vector?
        if let x = evdev.absinfo[EvdevCode.ABS_X] ?? evdev.absinfo[EvdevCode.ABS_MT_POSITION_X],
           let y = evdev.absinfo[EvdevCode.ABS_Y] ?? evdev.absinfo[EvdevCode.ABS_MT_POSITION_Y] {
            if x.resolution > 0 && y.resolution > 0 {
                resolution = Vector(dx: Double(x.resolution), dy: Double(y.resolution))
                size = Size(width: Double(x.maximum - x.minimum) / Double(x.resolution),
                            height: Double(y.maximum - y.minimum) / Double(y.resolution))
            }
        }
        let slots = evdev.absinfo[EvdevCode.ABS_MT_SLOT].map { Int($0.maximum) + 1 } ?? 0
        var udev = ["ID_INPUT=1"]
        switch kind {
        case .touchscreen: udev.append("ID_INPUT_TOUCHSCREEN=1")
        case .touchpad: udev.append("ID_INPUT_TOUCHPAD=1")
        case .other: break
        }
        var capabilities: Set<DeviceCapability> = []
        switch kind {
        case .touchscreen: capabilities = [.touch]
        case .touchpad: capabilities = slots >= 2 ? [.pointer, .gesture] : [.pointer]
        case .other: break
        }
        return DeviceInfo(name: name, kind: kind, sizeMillimetres: size, resolution: resolution, slotCount: slots,
                          capabilities: capabilities, udevProperties: udev, evdev: evdev)
    }

    /// A multitouch touchscreen of `size` mm at `unitsPerMillimetre`, `slots` slots (protocol B).
    public static func touchscreen(name: String = "GestureKit Emulated Touchscreen",
                                   size: Size = Size(width: 300, height: 200),
                                   unitsPerMillimetre: Int32 = 10, slots: Int = 10) -> DeviceInfo {
        let maxX = Int32(size.width) * unitsPerMillimetre, maxY = Int32(size.height) * unitsPerMillimetre
        let evdev = EvdevDescription(
            bustype: 0x18, vendor: 0x1234, product: 0x5678, version: 1,
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH],
                    EvdevCode.EV_ABS: [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_SLOT,
                                       EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y, EvdevCode.ABS_MT_TRACKING_ID]],
            absinfo: [EvdevCode.ABS_X: AbsoluteAxis(minimum: 0, maximum: maxX, resolution: unitsPerMillimetre),
                      EvdevCode.ABS_Y: AbsoluteAxis(minimum: 0, maximum: maxY, resolution: unitsPerMillimetre),
                      EvdevCode.ABS_MT_SLOT: AbsoluteAxis(minimum: 0, maximum: Int32(slots - 1)),
                      EvdevCode.ABS_MT_POSITION_X: AbsoluteAxis(minimum: 0, maximum: maxX, resolution: unitsPerMillimetre),
                      EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxis(minimum: 0, maximum: maxY, resolution: unitsPerMillimetre),
                      EvdevCode.ABS_MT_TRACKING_ID: AbsoluteAxis(minimum: 0, maximum: 65535)],
            properties: [EvdevCode.INPUT_PROP_DIRECT])
        return deviceInfo(name: name, evdev: evdev)
    }

    /// A clickpad touchpad of `size` mm at `unitsPerMillimetre` with `slots` slots, BTN_TOOL_* up to five
    /// fingers and a left button (libinput then defaults tapping off, so tests set it explicitly).
    public static func touchpad(name: String = "GestureKit Emulated Touchpad",
                                size: Size = Size(width: 100, height: 60),
                                unitsPerMillimetre: Int32 = 20, slots: Int = 5) -> DeviceInfo {
        let maxX = Int32(size.width) * unitsPerMillimetre, maxY = Int32(size.height) * unitsPerMillimetre
        let evdev = EvdevDescription(
            bustype: 0x18, vendor: 0x1234, product: 0x5679, version: 1,
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_LEFT, EvdevCode.BTN_TOOL_FINGER, EvdevCode.BTN_TOOL_QUINTTAP, EvdevCode.BTN_TOUCH,
                                       EvdevCode.BTN_TOOL_DOUBLETAP, EvdevCode.BTN_TOOL_TRIPLETAP, EvdevCode.BTN_TOOL_QUADTAP],
                    EvdevCode.EV_ABS: [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_SLOT,
                                       EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y, EvdevCode.ABS_MT_TRACKING_ID]],
            absinfo: [EvdevCode.ABS_X: AbsoluteAxis(minimum: 0, maximum: maxX, resolution: unitsPerMillimetre),
                      EvdevCode.ABS_Y: AbsoluteAxis(minimum: 0, maximum: maxY, resolution: unitsPerMillimetre),
                      EvdevCode.ABS_MT_SLOT: AbsoluteAxis(minimum: 0, maximum: Int32(slots - 1)),
                      EvdevCode.ABS_MT_POSITION_X: AbsoluteAxis(minimum: 0, maximum: maxX, resolution: unitsPerMillimetre),
                      EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxis(minimum: 0, maximum: maxY, resolution: unitsPerMillimetre),
                      EvdevCode.ABS_MT_TRACKING_ID: AbsoluteAxis(minimum: 0, maximum: 65535)],
            properties: [EvdevCode.INPUT_PROP_POINTER, EvdevCode.INPUT_PROP_BUTTONPAD])
        return deviceInfo(name: name, evdev: evdev)
    }
}
