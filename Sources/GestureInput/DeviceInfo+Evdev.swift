extension DeviceInfo {
    /// Describes a raw evdev device the way libinput and udev's `input_id` classify it, for importers
    /// (evemu, `libinput record`) and raw live sources.
    ///
    /// - kind: `INPUT_PROP_DIRECT` or udev `ID_INPUT_TOUCHSCREEN` → touchscreen;
    ///   `INPUT_PROP_POINTER`/`BUTTONPAD`, udev `ID_INPUT_TOUCHPAD`, or `BTN_TOOL_FINGER` without
    ///   `BTN_TOOL_PEN` → touchpad; otherwise position axes with `BTN_TOUCH` → touchscreen (old
    ///   recordings without properties, such as N-Trig's); else other.
    /// - size (mm) and resolution (units/mm) from the position axes when they report a resolution;
    ///   a touchpad without one is assumed to be `assumedTouchpadSize` (`sizeSource` `.assumed`);
    ///   a touchscreen without one has no size (its axis range maps onto the surface).
    /// - slot count: `ABS_MT_SLOT` maximum + 1; protocol A devices get
    ///   `MultitouchDecoder.protocolAContactLimit`; single-touch devices 0.
    /// - capabilities: touchscreens `touch`; touchpads `pointer`, plus `gesture` with ≥ 2 slots and
    ///   not semi-MT (as libinput); relative axes `pointer`; keys below `BTN_MISC` `keyboard`.
    ///
    /// - Parameters:
    ///   - name: the name as the kernel reports it.
    ///   - evdev: the raw description: ids, codes, axes and properties.
    ///   - node: the device node, when known.
    ///   - udevProperties: the udev properties (`ID_INPUT_TOUCHPAD=1`, …) that take part in the
    ///     classification.
    public init(name: String, evdev: EvdevDescription, node: String? = nil, udevProperties: [String] = []) {
        let props = Set(evdev.properties)
        let direct = props.contains(EvdevCode.INPUT_PROP_DIRECT) || udevProperties.contains("ID_INPUT_TOUCHSCREEN=1")
        let hasFingerTool = evdev.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_FINGER)
        let hasPen = evdev.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_PEN)
        let pointerProps =
            props.contains(EvdevCode.INPUT_PROP_POINTER) || props.contains(EvdevCode.INPUT_PROP_BUTTONPAD)
        let xAxis = evdev.absinfo[EvdevCode.ABS_MT_POSITION_X] ?? evdev.absinfo[EvdevCode.ABS_X]
        let yAxis = evdev.absinfo[EvdevCode.ABS_MT_POSITION_Y] ?? evdev.absinfo[EvdevCode.ABS_Y]
        let hasTouchKey = evdev.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOUCH)

        let kind: DeviceKind
        if direct {
            kind = .touchscreen
        } else if pointerProps || udevProperties.contains("ID_INPUT_TOUCHPAD=1") || (hasFingerTool && !hasPen) {
            kind = xAxis != nil ? .touchpad : .other
        } else if xAxis != nil && yAxis != nil && hasTouchKey && !hasPen {
            kind = .touchscreen
        } else {
            kind = .other
        }

        var size: Size?
        var resolution: Vector?
        var sizeSource: DeviceFactSource?
        if let x = xAxis, let y = yAxis, x.maximum > x.minimum, y.maximum > y.minimum {
            if x.resolution > 0, y.resolution > 0 {
                resolution = Vector(dx: Double(x.resolution), dy: Double(y.resolution))
                sizeSource = .reported
            } else if kind == .touchpad {
                resolution = Self.assumedTouchpadResolution(x: x, y: y)
                sizeSource = .assumed
            }
            if let r = resolution {
                size = Size(width: Double(x.maximum - x.minimum) / r.dx, height: Double(y.maximum - y.minimum) / r.dy)
            }
        }

        let slotCount: Int
        if let slot = evdev.absinfo[EvdevCode.ABS_MT_SLOT] {
            slotCount = max(0, Int(slot.maximum) + 1)
        } else if evdev.absinfo[EvdevCode.ABS_MT_POSITION_X] != nil {
            slotCount = MultitouchDecoder.protocolAContactLimit
        } else {
            slotCount = 0
        }

        var caps = Set<DeviceCapability>()
        switch kind {
        case .touchscreen:
            caps.insert(.touch)
        case .touchpad:
            caps.insert(.pointer)
            if slotCount >= 2 && !props.contains(EvdevCode.INPUT_PROP_SEMI_MT) { caps.insert(.gesture) }
        case .other:
            break
        }
        if evdev.codes[EvdevCode.EV_REL]?.isEmpty == false { caps.insert(.pointer) }
        if evdev.codes[EvdevCode.EV_KEY]?.contains(where: { $0 > 0 && $0 < 0x100 }) == true { caps.insert(.keyboard) }

        self.init(name: name, kind: kind, sizeMillimetres: size, resolution: resolution, slotCount: slotCount,
                  capabilities: caps, node: node, udevProperties: udevProperties, evdev: evdev, sizeSource: sizeSource)
    }
}
