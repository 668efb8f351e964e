import GestureInput

/// Ready-made touchscreen and touchpad descriptions for synthesized input (classified by
/// GestureInput's `DeviceInfo(name:evdev:)`).
public enum EmulatedDevice {
    /// A multitouch touchscreen of `size` mm at `unitsPerMillimetre`, `slots` slots (protocol B).
    ///
    /// - Parameters:
    ///   - name: the device name libinput and udev see.
    ///   - size: the physical size (mm).
    ///   - unitsPerMillimetre: the axes' resolution.
    ///   - slots: the number of multitouch slots.
    /// - Returns: the device's description.
    public static func touchscreen(name: String = "GestureKit Emulated Touchscreen",
                                   size: Size = Size(width: 300, height: 200),
                                   unitsPerMillimetre: Int32 = 10, slots: Int = 10) -> DeviceInfo {
        let evdev = EvdevDescription(
            bustype: 0x18, vendor: 0x1234, product: 0x5678, version: 1,
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH], EvdevCode.EV_ABS: multitouchAxisCodes],
            absinfo: multitouchAxes(size: size, unitsPerMillimetre: unitsPerMillimetre, slots: slots),
            properties: [EvdevCode.INPUT_PROP_DIRECT])
        return DeviceInfo(name: name, evdev: evdev)
    }

    /// A clickpad touchpad of `size` mm at `unitsPerMillimetre` with `slots` slots, BTN_TOOL_* up to five
    /// fingers and a left button (libinput then defaults tapping off, so tests set it explicitly).
    ///
    /// - Parameters:
    ///   - name: the device name libinput and udev see.
    ///   - size: the physical size (mm).
    ///   - unitsPerMillimetre: the axes' resolution.
    ///   - slots: the number of multitouch slots.
    /// - Returns: the device's description.
    public static func touchpad(name: String = "GestureKit Emulated Touchpad",
                                size: Size = Size(width: 100, height: 60),
                                unitsPerMillimetre: Int32 = 20, slots: Int = 5) -> DeviceInfo {
        let evdev = EvdevDescription(
            bustype: 0x18, vendor: 0x1234, product: 0x5679, version: 1,
            codes: [
                EvdevCode.EV_KEY: [
                    EvdevCode.BTN_LEFT, EvdevCode.BTN_TOOL_FINGER, EvdevCode.BTN_TOOL_QUINTTAP, EvdevCode.BTN_TOUCH,
                    EvdevCode.BTN_TOOL_DOUBLETAP, EvdevCode.BTN_TOOL_TRIPLETAP, EvdevCode.BTN_TOOL_QUADTAP
                ],
                    EvdevCode.EV_ABS: multitouchAxisCodes],
            absinfo: multitouchAxes(size: size, unitsPerMillimetre: unitsPerMillimetre, slots: slots),
            properties: [EvdevCode.INPUT_PROP_POINTER, EvdevCode.INPUT_PROP_BUTTONPAD])
        return DeviceInfo(name: name, evdev: evdev)
    }

    /// The absolute axes of a protocol-B multitouch device: single-touch X/Y and MT positions over
    /// `size` mm at `unitsPerMillimetre`, `slots` slots, tracking ids.
    static let multitouchAxisCodes = [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_SLOT,
        EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y, EvdevCode.ABS_MT_TRACKING_ID
    ]

    /// The ranges of `multitouchAxisCodes` for a device of `size` mm.
    static func multitouchAxes(size: Size, unitsPerMillimetre: Int32, slots: Int) -> [UInt16: AbsoluteAxis] {
        let maxX = Int32(size.width) * unitsPerMillimetre, maxY = Int32(size.height) * unitsPerMillimetre
        return [EvdevCode.ABS_X: AbsoluteAxis(minimum: 0, maximum: maxX, resolution: unitsPerMillimetre),
                EvdevCode.ABS_Y: AbsoluteAxis(minimum: 0, maximum: maxY, resolution: unitsPerMillimetre),
                EvdevCode.ABS_MT_SLOT: AbsoluteAxis(minimum: 0, maximum: Int32(slots - 1)),
                EvdevCode.ABS_MT_POSITION_X: AbsoluteAxis(minimum: 0, maximum: maxX, resolution: unitsPerMillimetre),
                EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxis(minimum: 0, maximum: maxY, resolution: unitsPerMillimetre),
                EvdevCode.ABS_MT_TRACKING_ID: AbsoluteAxis(minimum: 0, maximum: 65535)]
    }
}
