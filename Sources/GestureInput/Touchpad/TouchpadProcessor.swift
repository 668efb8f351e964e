/// Cleans up raw touchpad contacts the way libinput does before anything sees them
/// (`docs/live-input.md`, "How raw touchpad input is cleaned up"). `MultitouchDecoder` runs it on
/// every report of a touchpad, between its slot state and the touch events it emits, so live raw
/// input and every raw importer get the same touches.
///
/// The steps, in libinput's order (`tp_process_state` in `src/evdev-mt-touchpad.c`), each its own type:
/// 1. `SemiMTContacts` — semi-MT pads: two touches from the bounding box, never its corners;
/// 2. `ContactThreshold` — begin/end by pressure or touch size with hysteresis;
/// 3. `ButtonTouchLimit` — no more touches than `BTN_TOUCH` and `BTN_TOOL_*` say;
/// 4. `JumpFilter` — jumps re-based, not motion (`touchJump` diagnostic);
/// 5. `PalmDetector` — palms and edge contacts excluded (`palmExcluded` diagnostic);
/// 6. `MotionHysteresis` — a resting finger does not move;
/// 7. `ClickPinning` — on clickpads, a physical click does not move the fingers;
/// 8. positions clamped into the axis range (`outsideAxisRange` diagnostic, once per contact), so
///    no touch is ever reported outside the pad;
/// 9. `WideContactTwoFingers` — on pads that report two fingers as one wide contact, a contact at or
///    above the width threshold is two touches (`wideContactAsTwoFingers` diagnostic, once per contact).
public struct TouchpadProcessor: Sendable {
    /// The device whose contacts these are (stamped on diagnostics).
    public let device: DeviceID
    /// True for `INPUT_PROP_SEMI_MT` pads.
    public let isSemiMT: Bool
    /// True for clickpads (`INPUT_PROP_BUTTONPAD`): a physical click pins the fingers.
    public let isClickpad: Bool
    /// Pressure begin/end thresholds, when pressure decides touches.
    public let pressure: ContactThreshold?
    /// Touch-size begin/end thresholds, when a quirk sets them.
    public let touchSize: ContactThreshold?
    /// The position axes (device units): reported positions stay inside them.
    public let xAxis: AbsoluteAxis
    /// The position axes (device units): reported positions stay inside them.
    public let yAxis: AbsoluteAxis

    /// The pressure axis's range, for messages.
    private let pressureAxisRange: (minimum: Int32, maximum: Int32)?
    /// The quirks section that set `pressure`, or nil for libinput's default.
    private let pressureSource: String?
    private var thresholdStates: [ContactThreshold.State]
    /// Per slot, the highest pressure of a contact that has not (yet) begun touching; nil when
    /// the slot is empty or its contact touched.
    private var hovering: [Int32?]
    private var wasTouching: [Bool]
    private var reportedPalm: [Bool]
    private var reportedOutside: [Bool]
    private var jumps: JumpFilter
    private var palms: PalmDetector
    private var hysteresis: MotionHysteresis
    private var pinning: ClickPinning
    /// The wide-contact rule, nil for pads it does not apply to.
    private var wideContact: WideContactTwoFingers?

    /// A processor for `slots` slots of the touchpad `info` (which needs an evdev description and
    /// position axes; `mapping` gives the axes and units per millimetre). `multitouch` selects
    /// `ABS_MT_PRESSURE` over `ABS_PRESSURE`, as libinput's `tp_init_pressure`. `quirks` are the
    /// attributes libinput's quirks database gives this device (`TouchpadQuirks`); `.none` uses
    /// libinput's defaults.
    ///
    /// - Parameters:
    ///   - device: the device id its diagnostics carry.
    ///   - info: the touchpad, with its evdev description.
    ///   - mapping: its axes and units per millimetre.
    ///   - slots: the number of slots.
    ///   - multitouch: read `ABS_MT_PRESSURE` rather than `ABS_PRESSURE`.
    ///   - quirks: the attributes from libinput's quirks database.
    public init(device: DeviceID, info: DeviceInfo, mapping: CoordinateMapping, slots: Int, multitouch: Bool,
                quirks: TouchpadQuirks = .none) {
        self.device = device
        let evdev = info.evdev ?? EvdevDescription()
        isSemiMT = evdev.properties.contains(EvdevCode.INPUT_PROP_SEMI_MT)
        isClickpad = evdev.properties.contains(EvdevCode.INPUT_PROP_BUTTONPAD)
        touchSize = evdev.absinfo[EvdevCode.ABS_MT_TOUCH_MAJOR] != nil ? quirks.touchSize : nil
        // libinput uses pressure for touches only when size does not decide them (tp_init_pressure
        // is skipped when tp_init_touch_size succeeds).
        let pressureAxis = evdev.absinfo[multitouch ? EvdevCode.ABS_MT_PRESSURE : EvdevCode.ABS_PRESSURE]
        pressure = touchSize == nil ? pressureAxis.flatMap { Self.pressureThreshold(axis: $0, quirks: quirks) } : nil
        pressureAxisRange = pressureAxis.map { ($0.minimum, $0.maximum) }
        pressureSource = quirks.pressureRange?.section
        xAxis = mapping.xAxis; yAxis = mapping.yAxis
        let units = mapping.unitsPerMillimetre
        thresholdStates = Array(repeating: .lifted, count: slots)
        hovering = Array(repeating: nil, count: slots)
        wasTouching = Array(repeating: false, count: slots)
        reportedPalm = Array(repeating: false, count: slots)
        reportedOutside = Array(repeating: false, count: slots)
        jumps = JumpFilter(slots: slots, unitsPerMillimetre: units)
        // A quirk threshold of 0 turns the check off (tp_init_palmdetect_pressure, _size).
        let palmPressure = quirks.palmPressure ?? PalmDetector.defaultPressureThreshold
        let palmSize = quirks.palmSize.flatMap { $0 > 0 ? $0 : nil }
        palms = PalmDetector(slots: slots,
            pressureThreshold: evdev.absinfo[EvdevCode.ABS_MT_PRESSURE] != nil && palmPressure > 0 ? palmPressure : nil,
            sizeThreshold: evdev.absinfo[EvdevCode.ABS_MT_TOUCH_MAJOR] != nil ? palmSize : nil,
            edges: PalmDetector.edges(xAxis: mapping.xAxis, unitsPerMillimetre: units.dx))
        hysteresis = MotionHysteresis(
            slots: slots, margin: MotionHysteresis.margin(x: mapping.xAxis, y: mapping.yAxis, unitsPerMillimetre: units)
        )
        pinning = ClickPinning(slots: slots, unitsPerMillimetre: units)
        wideContact = WideContactTwoFingers(evdev: evdev, slots: slots, xUnitsPerMillimetre: units.dx)
    }

    /// The pressure thresholds for `axis`: the quirk's `AttrPressureRange` when it has one (nil for
    /// `0:0`, which turns pressure off, and for a range outside the axis, which libinput's
    /// `tp_init_pressure` discards together with pressure), else libinput's default.
    static func pressureThreshold(axis: AbsoluteAxis, quirks: TouchpadQuirks) -> ContactThreshold? {
        guard axis.maximum > axis.minimum else { return nil }
        guard let range = quirks.pressureRange?.threshold else { return ContactThreshold.defaultPressure(for: axis) }
        if range.begin == 0 && range.end == 0 { return nil }
        let inside = (axis.minimum...axis.maximum)
        return inside.contains(range.begin) && inside.contains(range.end) ? range : nil
    }

    /// Runs every step over one report's contacts (one per slot, in slot order), setting
    /// `isTouching` and rewriting positions; appends jump, palm and out-of-range diagnostics.
    /// `buttonTouch` is nil until the device has sent `BTN_TOUCH`; `buttonPressed` is true when a
    /// physical button went down in this report.
    ///
    /// - Parameters:
    ///   - contacts: the report's contacts, one per slot, rewritten in place.
    ///   - time: the report's time.
    ///   - buttonTouch: whether `BTN_TOUCH` is down; nil before the device has sent it.
    ///   - toolFingers: the finger count of the `BTN_TOOL_*` key down; 0 for none.
    ///   - toolWidth: the last `ABS_TOOL_WIDTH`, nil before the pad has sent one.
    ///   - buttonPressed: a physical button went down in this report.
    ///   - diagnostics: receives jump, palm, out-of-range and wide-contact diagnostics.
    public mutating func process(
        _ contacts: inout [TouchpadContact], time: Timestamp, buttonTouch: Bool?, toolFingers: Int,
        toolWidth: Int32? = nil, buttonPressed: Bool = false, diagnostics: inout [Diagnostic]) {
        if isSemiMT { SemiMTContacts.place(&contacts) }
        for i in contacts.indices where i < thresholdStates.count {
            guard contacts[i].present else {
                thresholdStates[i] = .lifted
                reportHovering(slot: i, time: time, diagnostics: &diagnostics)
                continue
            }
            if contacts[i].isNew { reportHovering(slot: i, time: time, diagnostics: &diagnostics) }
            var touching = true
            if let t = touchSize, let v = contacts[i].touchMajor {
                thresholdStates[i] = (contacts[i].isNew ? .lifted : thresholdStates[i]).handle(v, threshold: t)
                touching = thresholdStates[i] == .touching
            } else if let t = pressure, let v = contacts[i].pressure {
                thresholdStates[i] = (contacts[i].isNew ? .lifted : thresholdStates[i]).handle(v, threshold: t)
                touching = thresholdStates[i] == .touching
                if !touching && (contacts[i].isNew || hovering[i] != nil) {
                    hovering[i] = max(hovering[i] ?? v, v)
                }
            }
            if touching { hovering[i] = nil }
            contacts[i].isTouching = touching
        }
        ButtonTouchLimit.apply(&contacts, buttonTouch: buttonTouch, toolFingers: toolFingers)
        for i in contacts.indices where i < wasTouching.count {
            // Later steps see a contact that stopped touching as gone, and one that (re)started as new.
            var c = contacts[i]
            c.isNew = c.isTouching && (c.isNew || !wasTouching[i])
            c.present = c.isTouching
            if jumps.handle(slot: i, contact: &c, time: time) {
                diagnostics.append(Diagnostic(time: time, device: device, code: .touchJump,
                                              message: """
                                                  touch in slot \(i) jumped farther than a finger moves in one report \
                                                  (libinput's tp_detect_jumps: > \
                                                  \(Int(JumpFilter.absoluteLimitMillimetres)) mm per \
                                                  \(Int(JumpFilter.referenceIntervalMilliseconds)) ms); re-based, not \
                                                  reported as motion
                                                  """))
            }
            if palms.handle(slot: i, contact: c) {
                if palms.isPalm(slot: i) && !reportedPalm[i] {
                    reportedPalm[i] = true
                    diagnostics.append(Diagnostic(time: time, device: device, code: .palmExcluded,
                                                  message: """
                                                      contact in slot \(i) is a palm or thumb (pressure or size over \
                                                      libinput's palm threshold); excluded from gestures
                                                      """))
                }
                c.present = false
            } else if !c.present {
                reportedPalm[i] = false
            }
            hysteresis.handle(slot: i, contact: &c)
            if isClickpad && buttonPressed && c.present { pinning.pin(slot: i, at: c) }
            pinning.handle(slot: i, contact: &c)
            if c.present {
                clamp(&c, slot: i, time: time, diagnostics: &diagnostics)
            } else {
                reportedOutside[i] = false
            }
            contacts[i].x = c.x; contacts[i].y = c.y
            contacts[i].isTouching = c.present
            wasTouching[i] = c.present
        }
        if let slot = wideContact?.apply(&contacts, toolFingers: toolFingers, width: toolWidth, xAxis: xAxis),
           let rule = wideContact {
            diagnostics.append(Diagnostic(time: time, device: device, code: .wideContactAsTwoFingers,
                                          message: """
                                              contact in slot \(slot) is ABS_TOOL_WIDTH \(toolWidth ?? 0) of \
                                              \(rule.widthAxis.minimum)…\(rule.widthAxis.maximum), at or above \
                                              \(rule.threshold) (xf86-input-synaptics' EmulateTwoFingerMinW default, \
                                              7/16 of the range), with no BTN_TOOL_* above BTN_TOOL_FINGER down; read as two \
                                              fingers \(Int(WideContactTwoFingers.fingerSpacingMillimetres)) mm apart
                                              """))
        }
    }

    /// Reports slot `slot`'s contact, when it ended without ever reaching the pressure threshold,
    /// as dropped (`hoveringContact`), naming the threshold and where it came from.
    private mutating func reportHovering(slot: Int, time: Timestamp, diagnostics: inout [Diagnostic]) {
        guard let highest = hovering[slot], let t = pressure else { return }
        hovering[slot] = nil
        let range = pressureAxisRange.map { " of \($0.minimum)…\($0.maximum)" } ?? ""
        let source = pressureSource.map { "quirk [\($0)]" }
            ?? "libinput's default, 12 %/10 % of the range; no quirk set AttrPressureRange"
        diagnostics.append(Diagnostic(time: time, device: device, code: .hoveringContact,
                                      message: """
                                          contact in slot \(slot) stayed below the pressure threshold \(t.end)/\(t.begin)\
                                          \(range) (highest \(highest); \(source)); dropped as hovering
                                          """))
    }

    private mutating func clamp(_ c: inout TouchpadContact, slot: Int, time: Timestamp, diagnostics: inout [Diagnostic])
    {
        let x = min(max(c.x, xAxis.minimum), xAxis.maximum), y = min(max(c.y, yAxis.minimum), yAxis.maximum)
        if (x != c.x || y != c.y) && !reportedOutside[slot] {
            reportedOutside[slot] = true
            diagnostics.append(Diagnostic(time: time, device: device, code: .outsideAxisRange,
                                          message: """
                                              touch in slot \(slot) at \(c.x),\(c.y) is outside the axis range \
                                              \(xAxis.minimum)…\(xAxis.maximum) × \(yAxis.minimum)…\(yAxis.maximum); \
                                              clamped to the pad's edge
                                              """))
        }
        c.x = x; c.y = y
    }
}
