/// Turns raw evdev rows from one device into touch `InputEvent`s, reporting defects as `Diagnostic`s.
///
/// Handles the kernel's three ways of reporting touches (Documentation/input/multi-touch-protocol):
/// - **Protocol B** (`ABS_MT_SLOT`): per-slot state; `ABS_MT_TRACKING_ID` ≥ 0 starts a contact,
///   −1 lifts it; a new id in a slot that still has one is a lift plus a landing.
/// - **Protocol A** (`SYN_MT_REPORT`): every report lists every contact, anonymously; contacts are
///   paired frame to frame by `ContactMatcher` (nearest distance, as mtdev) and get the lowest free slot.
/// - **Single touch** (`ABS_X`/`ABS_Y` + `BTN_TOUCH`): one touch in slot 0.
///
/// On `SYN_REPORT` the decoder emits, per slot in slot order, `.up`, `.down` or `.motion`, and then
/// one `.frame` if anything changed. Changes that do not move a touch (pressure, touch major) emit
/// nothing.
///
/// **Finger counts beyond the slots** (`BTN_TOOL_DOUBLETAP`…`QUINTTAP`): when a device reports more
/// fingers than it has slots (a 2-slot Cypress pad with three fingers), the extra fingers are
/// synthesized in slots `slotCount`, `slotCount + 1`, … at the centroid of the real touches, and
/// follow it, as libinput's "fake touches" do. Needs at least one real touch. Not for protocol A,
/// which reports every contact.
///
/// **Touchpads** (`DeviceInfo.kind == .touchpad`, protocol B or single touch): every report's
/// contacts go through `TouchpadProcessor` (semi-MT boxes, pressure/size thresholds, BTN_TOUCH,
/// jumps, palms, hysteresis, clamping) before events are emitted, so a contact that is not a
/// finger is no touch and a jump is no motion.
///
/// **SYN_DROPPED**: rows up to the next `SYN_REPORT` are discarded. A recording cannot be re-queried
/// like a live device (EVIOCGMTSLOTS), so the decoder cannot know which touches survived: at that
/// `SYN_REPORT` every touch is cancelled (`.cancel`, so no recognizer mistakes it for a lift), an
/// `eventsDropped` diagnostic says so, and fingers still down resume as new touches as soon as they
/// report a position (or a new tracking id). A stationary finger stays unseen until it moves.
///
/// **Defects** (diagnostic, then carry on): a slot outside `0..<slotCount` (its rows are ignored
/// until the next valid `ABS_MT_SLOT`), a tracking id already used by another live slot, a tracking
/// id below −1 (treated as a lift), positions beyond the axis range by more than the range itself
/// (ignored), more protocol A contacts than `protocolAContactLimit` (the extra ones dropped),
/// incomplete protocol A contacts, a stream ending without `SYN_REPORT` (see `finish`).
///
/// Steady state allocates nothing: all buffers are sized at `init`; `events` and `diagnostics`
/// are appended to (reuse them with `removeAll(keepingCapacity: true)`).
///
/// **Work per report** (protocol B touchscreens): a report looks only at the slots a row changed
/// since the last report and the slots with a touch tracked, reported or orphaned
/// (`slotsToVisit`), not at every slot of the device: one or two fingers on a ten-slot screen
/// cost two slots, not ten. Every other slot has no tracking id, nothing reported and nothing
/// pending, so the report had nothing to do there. Touchpads (whose processing steps keep state
/// for every slot), protocol A and single-touch devices look at every slot, as before.
public struct MultitouchDecoder {
    /// How a device reports touches.
    public enum TouchProtocol: Hashable, Sendable {
        /// MT protocol B with this many slots.
        case slotted(slots: Int)
        /// MT protocol A: anonymous contact lists.
        case contactList
        /// One touch: ABS_X/ABS_Y and BTN_TOUCH.
        case singleTouch
    }

    /// An unusable device description for decoding: names the argument and what was wrong.
    public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The argument (`info`, `info.evdev.absinfo[ABS_MT_SLOT]`, …).
        public var argument: String
        /// What was wrong.
        public var reason: String
        /// `invalid info: … `.
        public var description: String { "invalid \(argument): \(reason)" }
    }

    /// Most contacts tracked on a protocol A device (and the `slotCount` importers give such a device).
    /// Ten fingers plus palms; mtdev keeps a similar fixed bound.
    public static let protocolAContactLimit = 16
    /// Most protocol B slots accepted; real devices have 2–10 (libinput's touchscreens up to 60).
    public static let slotLimit = 64
    /// Most synthesized fingers: QUINTTAP (5) on a single-touch device is 4 extra touches.
    public static let maximumFakeTouches = 4

    /// The device whose rows this decodes (stamped on every event).
    public let device: DeviceID
    /// How the device reports touches.
    public let touchProtocol: TouchProtocol
    /// Raw units → points.
    public let mapping: CoordinateMapping

    private struct Slot {
        var trackingID: Int32 = -1
        var x: Int32 = 0
        var y: Int32 = 0
        var hasX = false
        var hasY = false
        /// A `.down` was emitted and no `.up`/`.cancel` yet.
        var reported = false
        /// Position changed since the last report.
        var moved = false
        /// A new tracking id replaced a live one since the last report (lift + landing).
        var replaced = false
        /// After SYN_DROPPED: holds a tracking id whose touch was cancelled; resumes when it reports.
        var orphaned = false
        /// Pressure and touch major as last reported (touchpad processing only).
        var pressure: Int32?
        var touchMajor: Int32?
        /// Had a contact at the previous report (touchpad processing: a contact is new without).
        var wasPresent = false
        /// The verdict for this report: a touch to report (tracking id ≥ 0, unless the touchpad
        /// processing said otherwise).
        var touching = false
        /// The position to report (after touchpad processing) and the one last reported.
        var outX: Int32 = 0
        var outY: Int32 = 0
        var emittedX: Int32 = 0
        var emittedY: Int32 = 0
    }

    private struct FakeTouch {
        var reported = false
        var point = Point.zero
    }

    private let realSlots: Int
    private var slots: [Slot]
    /// Bit `i` for each slot `0..<realSlots` (`slotLimit` is 64: one word holds every slot).
    private let everySlot: UInt64
    /// Slots the next report looks at, bit `i` for slot `i`: those a tracking id or position row
    /// changed since the last report, and those left with a tracking id, a reported touch or an
    /// orphaned id. A slot outside it has no tracking id, nothing reported, nothing orphaned and
    /// no move or replacement pending. Ignored while `visitsEverySlot`.
    private var slotsToVisit: UInt64 = 0
    /// True when every report looks at every slot: touchpads, protocol A, single touch (and tests
    /// comparing the two ways, through `visitEverySlot()`).
    var visitsEverySlot: Bool
    private var fakes: [FakeTouch]
    private var currentSlot = 0
    /// The last `ABS_TOOL_WIDTH` (the kernel sends it only when it changes), nil before the first.
    private var toolWidth: Int32?
    private var toolMask: UInt8 = 0
    private var touchKeyDown = false
    /// Set by the first BTN_TOUCH row: before it the key's state is unknown.
    private var sawTouchKey = false
    /// A physical button (BTN_LEFT, BTN_RIGHT, BTN_MIDDLE) went down since the last report.
    private var buttonPressed = false
    /// Touchpads only: libinput's clean-up of raw contacts (`TouchpadProcessor`).
    private var touchpad: TouchpadProcessor?
    private var contactBuffer: [TouchpadContact] = []
    private var dropping = false
    private var pendingRows = false
    private var nextSyntheticID: Int32 = 0
    private var lastTime = Timestamp.zero

    // Protocol A state.
    private var contacts: [ContactMatcher.Position] = []
    private var pendingContact = (x: Int32(0), y: Int32(0), hasX: false, hasY: false)
    private var contactOverflow = false
    private var previousPositions: [ContactMatcher.Position?] = []
    private var assignment: [Int] = []
    private var matcher: ContactMatcher

    /// Creates a decoder for `info` (which needs an evdev description); throws `ConfigurationError`
    /// when the description has no position axes or an impossible slot count. `quirks` are the
    /// touchpad attributes libinput's quirks database gives the device (`.none`: libinput's defaults).
    ///
    /// - Parameters:
    ///   - device: the device id its events carry.
    ///   - info: the device, with its evdev description.
    ///   - mapping: how its raw coordinates become points.
    ///   - quirks: the touchpad attributes from libinput's quirks database.
    /// - Throws: `ConfigurationError` naming the argument when the description cannot be decoded.
    public init(device: DeviceID, info: DeviceInfo, mapping: CoordinateMapping, quirks: TouchpadQuirks = .none) throws {
        guard let evdev = info.evdev else {
            throw ConfigurationError(argument: "info", reason: "'\(info.name)' has no evdev description to decode")
        }
        self.device = device
        self.mapping = mapping
        if let slot = evdev.absinfo[EvdevCode.ABS_MT_SLOT] {
            let count = Int(slot.maximum) - Int(slot.minimum) + 1
            guard slot.minimum == 0, count >= 1, count <= Self.slotLimit else {
                throw ConfigurationError(argument: "info.evdev.absinfo[ABS_MT_SLOT]",
                                         reason: """
                                             slots \(slot.minimum)…\(slot.maximum) must start at 0 and number \
                                             1…\(Self.slotLimit)
                                             """)
            }
            touchProtocol = .slotted(slots: count)
            realSlots = count
        } else if evdev.absinfo[EvdevCode.ABS_MT_POSITION_X] != nil, evdev.absinfo[EvdevCode.ABS_MT_POSITION_Y] != nil {
            touchProtocol = .contactList
            realSlots = Self.protocolAContactLimit
        } else if evdev.absinfo[EvdevCode.ABS_X] != nil, evdev.absinfo[EvdevCode.ABS_Y] != nil {
            touchProtocol = .singleTouch
            realSlots = 1
        } else {
            throw ConfigurationError(
                argument: "info", reason: "'\(info.name)' has no position axes (ABS_MT_POSITION_X/Y or ABS_X/Y)")
        }
        slots = Array(repeating: Slot(), count: realSlots)
        everySlot = realSlots == UInt64.bitWidth ? .max : (1 << UInt64(realSlots)) - 1
        if info.kind == .touchpad && touchProtocol != .contactList {
            touchpad = TouchpadProcessor(device: device, info: info, mapping: mapping, slots: realSlots,
                                         multitouch: touchProtocol != .singleTouch, quirks: quirks)
            contactBuffer.reserveCapacity(realSlots)
        }
        if case .slotted = touchProtocol, touchpad == nil { visitsEverySlot = false } else { visitsEverySlot = true }
        fakes = Array(repeating: FakeTouch(), count: Self.maximumFakeTouches)
        matcher = ContactMatcher(capacity: Self.protocolAContactLimit)
        contacts.reserveCapacity(Self.protocolAContactLimit)
        previousPositions.reserveCapacity(Self.protocolAContactLimit)
        assignment.reserveCapacity(Self.protocolAContactLimit)
    }

    /// Number of touches currently down (real and synthesized), as last reported.
    public var activeTouchCount: Int {
        var n = 0
        for s in slots where s.reported { n += 1 }
        for f in fakes where f.reported { n += 1 }
        return n
    }

    /// Feeds one row; appends any resulting events and diagnostics.
    ///
    /// - Parameters:
    ///   - row: the next raw row, in order.
    ///   - events: receives the events it completes.
    ///   - diagnostics: receives the defects found.
    public mutating func decode(_ row: EvdevRow, events: inout [InputEvent], diagnostics: inout [Diagnostic]) {
        lastTime = row.time
        if row.type == EvdevCode.EV_SYN && row.code == EvdevCode.SYN_REPORT {
            report(at: row.time, events: &events, diagnostics: &diagnostics)
            return
        }
        if dropping { return }
        pendingRows = true
        switch row.type {
        case EvdevCode.EV_SYN:
            if row.code == EvdevCode.SYN_DROPPED {
                dropping = true
            } else if row.code == EvdevCode.SYN_MT_REPORT {
                endContact(row, diagnostics: &diagnostics)
            }
        case EvdevCode.EV_KEY:
            key(row)
        case EvdevCode.EV_ABS:
            absolute(row, diagnostics: &diagnostics)
        default:
            break
        }
    }

    /// Ends the stream: rows left without a closing `SYN_REPORT` are reported as a frame at `time`
    /// (or the last row's time), with an `unterminatedFrame` diagnostic. Touches still down stay down:
    /// a recording may end with fingers on the surface.
    ///
    /// - Parameters:
    ///   - time: the time of the closing frame; nil uses the last row's.
    ///   - events: receives the closing frame's events.
    ///   - diagnostics: receives the `unterminatedFrame` diagnostic.
    public mutating func finish(at time: Timestamp? = nil, events: inout [InputEvent], diagnostics: inout [Diagnostic])
    {
        guard pendingRows || dropping else { return }
        let t = time ?? lastTime
        diagnostics.append(Diagnostic(time: t, device: device, code: .unterminatedFrame,
                message: "input ended without SYN_REPORT after the last rows; treated them as one report"))
        report(at: t, events: &events, diagnostics: &diagnostics)
    }

    // MARK: Rows

    private mutating func key(_ row: EvdevRow) {
        if row.code == EvdevCode.BTN_TOUCH {
            touchKeyDown = row.value != 0
            sawTouchKey = true
        } else if row.code >= EvdevCode.BTN_LEFT && row.code <= EvdevCode.BTN_MIDDLE {
            if row.value == 1 { buttonPressed = true }
        } else if let n = EvdevCode.fingerCount(ofTool: row.code) {
            let bit = UInt8(1) << UInt8(n - 1)
            if row.value != 0 { toolMask |= bit } else { toolMask &= ~bit }
        }
    }

    /// The highest finger count of a `BTN_TOOL_*` key held (bit `n − 1` of `toolMask`), 0 for none.
    private var toolFingerCount: Int { UInt8.bitWidth - toolMask.leadingZeroBitCount }

    private mutating func absolute(_ row: EvdevRow, diagnostics: inout [Diagnostic]) {
        if row.code == EvdevCode.ABS_TOOL_WIDTH { toolWidth = row.value }
        switch touchProtocol {
        case .slotted:
            switch row.code {
            case EvdevCode.ABS_MT_SLOT:
                if row.value >= 0 && Int(row.value) < realSlots {
                    currentSlot = Int(row.value)
                } else {
                    currentSlot = -1
                    diagnostics.append(Diagnostic(time: row.time, device: device, code: .slotOutOfRange,
                                                  message: """
                                                      ABS_MT_SLOT \(row.value) outside the device's \(realSlots) \
                                                      slots; its rows are ignored
                                                      """))
                }
            case EvdevCode.ABS_MT_TRACKING_ID:
                guard currentSlot >= 0 else { return }
                trackingID(row, diagnostics: &diagnostics)
            case EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y:
                guard currentSlot >= 0 else { return }
                position(row, slot: currentSlot, diagnostics: &diagnostics)
            case EvdevCode.ABS_MT_PRESSURE:
                if currentSlot >= 0 { slots[currentSlot].pressure = row.value }
            case EvdevCode.ABS_MT_TOUCH_MAJOR:
                if currentSlot >= 0 { slots[currentSlot].touchMajor = row.value }
            default:
                break
            }
        case .contactList:
            switch row.code {
            case EvdevCode.ABS_MT_POSITION_X:
                guard plausible(row, diagnostics: &diagnostics) else { return }
                pendingContact.x = row.value; pendingContact.hasX = true
            case EvdevCode.ABS_MT_POSITION_Y:
                guard plausible(row, diagnostics: &diagnostics) else { return }
                pendingContact.y = row.value; pendingContact.hasY = true
            default:
                break
            }
        case .singleTouch:
            if row.code == EvdevCode.ABS_X || row.code == EvdevCode.ABS_Y {
                position(row, slot: 0, diagnostics: &diagnostics)
            } else if row.code == EvdevCode.ABS_PRESSURE {
                slots[0].pressure = row.value
            }
        }
    }

    private mutating func trackingID(_ row: EvdevRow, diagnostics: inout [Diagnostic]) {
        var id = row.value
        if id < -1 {
            diagnostics.append(Diagnostic(time: row.time, device: device, code: .malformedRecord,
                                          message: """
                                              ABS_MT_TRACKING_ID \(id) in slot \(currentSlot) is not a valid id; \
                                              treated as a lift (-1)
                                              """))
            id = -1
        }
        let old = slots[currentSlot].trackingID
        if id == old { return }
        if id >= 0 {
            for i in slots.indices where i != currentSlot && slots[i].trackingID == id {
                diagnostics.append(Diagnostic(time: row.time, device: device, code: .trackingIDReused,
                                              message: """
                                                  tracking id \(id) in slot \(currentSlot) is still live in slot \
                                                  \(i); both are kept as separate touches
                                                  """))
            }
            // A new id in a slot whose touch was reported (even if lifted earlier in this same
            // report) is a new contact: lift and landing.
            if slots[currentSlot].reported { slots[currentSlot].replaced = true }
        }
        slots[currentSlot].trackingID = id
        // A new id or a lift settles an orphaned slot: it is a fresh contact or gone.
        slots[currentSlot].orphaned = false
        slotsToVisit |= 1 << UInt64(currentSlot)
    }

    private func plausible(_ row: EvdevRow, diagnostics: inout [Diagnostic]) -> Bool {
        let isX = row.code == EvdevCode.ABS_MT_POSITION_X || row.code == EvdevCode.ABS_X
        if isX ? mapping.isPlausible(x: row.value) : mapping.isPlausible(y: row.value) { return true }
        let axis = isX ? mapping.xAxis : mapping.yAxis
        diagnostics.append(Diagnostic(time: row.time, device: device, code: .malformedRecord,
                                      message: """
                                          \(EvdevCode.describe(type: row.type, code: row.code)) \(row.value) is far \
                                          outside \(axis.minimum)…\(axis.maximum); ignored
                                          """))
        return false
    }

    private mutating func position(_ row: EvdevRow, slot: Int, diagnostics: inout [Diagnostic]) {
        guard plausible(row, diagnostics: &diagnostics) else { return }
        slotsToVisit |= 1 << UInt64(slot)
        if row.code == EvdevCode.ABS_MT_POSITION_X || row.code == EvdevCode.ABS_X {
            if !slots[slot].hasX || slots[slot].x != row.value { slots[slot].moved = true }
            slots[slot].x = row.value; slots[slot].hasX = true
        } else {
            if !slots[slot].hasY || slots[slot].y != row.value { slots[slot].moved = true }
            slots[slot].y = row.value; slots[slot].hasY = true
        }
    }

    private mutating func endContact(_ row: EvdevRow, diagnostics: inout [Diagnostic]) {
        guard touchProtocol == .contactList else { return }
        defer { pendingContact = (0, 0, false, false) }
        let c = pendingContact
        if !c.hasX && !c.hasY { return }  // an empty SYN_MT_REPORT: "no contacts"
        guard c.hasX && c.hasY else {
            diagnostics.append(Diagnostic(time: row.time, device: device, code: .malformedRecord,
                                          message: """
                                              protocol A contact without \
                                              \(c.hasX ? "ABS_MT_POSITION_Y" : "ABS_MT_POSITION_X"); dropped
                                              """))
            return
        }
        guard contacts.count < Self.protocolAContactLimit else {
            if !contactOverflow {
                contactOverflow = true
                diagnostics.append(Diagnostic(time: row.time, device: device, code: .slotOutOfRange,
                                              message: """
                                                  more than \(Self.protocolAContactLimit) protocol A contacts in one \
                                                  report; extra contacts dropped
                                                  """))
            }
            return
        }
        contacts.append(ContactMatcher.Position(x: c.x, y: c.y))
    }

    // MARK: Reports

    private mutating func report(at time: Timestamp, events: inout [InputEvent], diagnostics: inout [Diagnostic]) {
        defer { pendingRows = false }
        if dropping {
            dropping = false
            resynchronise(at: time, events: &events, diagnostics: &diagnostics)
            return
        }
        switch touchProtocol {
        case .slotted: break
        case .contactList: assignContacts(at: time, diagnostics: &diagnostics)
        case .singleTouch:
            if touchKeyDown && slots[0].trackingID < 0 {
                slots[0].trackingID = nextSyntheticID
                nextSyntheticID = nextSyntheticID == .max ? 0 : nextSyntheticID + 1
            } else if !touchKeyDown {
                slots[0].trackingID = -1
            }
        }
        let visit = visitsEverySlot ? everySlot : slotsToVisit
        fillUnknownPositions(visit)
        decideTouches(visit, at: time, diagnostics: &diagnostics)
        let before = events.count
        var kept: UInt64 = 0
        var pending = visit
        while pending != 0 {
            let i = pending.trailingZeroBitCount
            pending &= pending &- 1
            var s = slots[i]
            if s.orphaned {
                if s.trackingID < 0 { s.orphaned = false } else if s.moved { s.orphaned = false } else {
                    s.moved = false; slots[i] = s
                    kept |= 1 << UInt64(i)
                    continue
                }
            }
            if s.reported && (!s.touching || s.replaced) {
                events.append(InputEvent(time: time, device: device, kind: .touch(.up(slot: i))))
                s.reported = false
            }
            if !s.reported && s.touching {
                events.append(
                    InputEvent(
                        time: time, device: device,
                        kind: .touch(.down(slot: i, point: mapping.point(x: s.outX, y: s.outY)))))
                s.reported = true
                s.emittedX = s.outX; s.emittedY = s.outY
            } else if s.reported && s.moved && (touchpad == nil || s.outX != s.emittedX || s.outY != s.emittedY) {
                events.append(
                    InputEvent(
                        time: time, device: device,
                        kind: .touch(.motion(slot: i, point: mapping.point(x: s.outX, y: s.outY)))))
                s.emittedX = s.outX; s.emittedY = s.outY
            }
            s.moved = false; s.replaced = false
            slots[i] = s
            if s.trackingID >= 0 || s.reported || s.orphaned { kept |= 1 << UInt64(i) }
        }
        slotsToVisit = kept
        updateFakeTouches(kept, at: time, events: &events)
        if events.count > before {
            events.append(InputEvent(time: time, device: device, kind: .touch(.frame)))
        }
    }

    /// Sets each slot's `touching` and `outX`/`outY`: the tracking id and raw position, or for
    /// touchpads what `TouchpadProcessor` makes of them. A processed position that differs from the
    /// raw one counts as a move (a semi-MT box or a hysteresis centre may shift without new rows).
    /// Looks at the slots of `visit` only, except for touchpads, whose steps see every slot.
    private mutating func decideTouches(_ visit: UInt64, at time: Timestamp, diagnostics: inout [Diagnostic]) {
        guard touchpad != nil else {
            var pending = visit
            while pending != 0 {
                let i = pending.trailingZeroBitCount
                pending &= pending &- 1
                slots[i].touching = slots[i].trackingID >= 0
                slots[i].outX = slots[i].x; slots[i].outY = slots[i].y
            }
            return
        }
        contactBuffer.removeAll(keepingCapacity: true)
        for s in slots {
            let present = s.trackingID >= 0
            contactBuffer.append(
                TouchpadContact(
                    present: present, isNew: present && (s.replaced || !s.wasPresent), x: s.x, y: s.y,
                                                 pressure: s.pressure, touchMajor: s.touchMajor))
        }
        let buttonTouch = sawTouchKey ? touchKeyDown : nil
        let fingers = toolFingerCount
        let pressed = buttonPressed
        buttonPressed = false
        touchpad?.process(
            &contactBuffer, time: time, buttonTouch: buttonTouch, toolFingers: fingers, toolWidth: toolWidth,
            buttonPressed: pressed, diagnostics: &diagnostics)
        for i in slots.indices {
            let c = contactBuffer[i]
            slots[i].wasPresent = c.present
            slots[i].touching = c.isTouching
            if c.x != slots[i].outX || c.y != slots[i].outY { slots[i].moved = true }
            slots[i].outX = c.x; slots[i].outY = c.y
        }
    }

    /// A touch that lands without a position in this report (the kernel does not resend a value
    /// equal to the slot's previous one, so a recording may never show it) takes the slot's last
    /// position, or else the centroid of the touches with known positions, or else the axis origin.
    /// Every slot with a tracking id is in `visit`.
    private mutating func fillUnknownPositions(_ visit: UInt64) {
        var sx = 0.0, sy = 0.0, n = 0.0
        var missing = false
        var pending = visit
        while pending != 0 {
            let i = pending.trailingZeroBitCount
            pending &= pending &- 1
            let s = slots[i]
            guard s.trackingID >= 0 else { continue }
            if s.hasX && s.hasY { sx += Double(s.x); sy += Double(s.y); n += 1 } else { missing = true }
        }
        guard missing else { return }
        let cx = n > 0 ? Int32(clamping: Int64((sx / n).rounded())) : mapping.xAxis.minimum
        let cy = n > 0 ? Int32(clamping: Int64((sy / n).rounded())) : mapping.yAxis.minimum
        for i in slots.indices where slots[i].trackingID >= 0 {
            if !slots[i].hasX { slots[i].x = cx; slots[i].hasX = true }
            if !slots[i].hasY { slots[i].y = cy; slots[i].hasY = true }
        }
    }

    private mutating func assignContacts(at time: Timestamp, diagnostics: inout [Diagnostic]) {
        // A contact whose SYN_MT_REPORT never came still counts.
        if pendingContact.hasX || pendingContact.hasY {
            endContact(
                EvdevRow(time: time, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_MT_REPORT, value: 0),
                diagnostics: &diagnostics)
        }
        previousPositions.removeAll(keepingCapacity: true)
        for s in slots {
            previousPositions.append(s.trackingID >= 0 ? ContactMatcher.Position(x: s.x, y: s.y) : nil)
        }
        matcher.match(old: previousPositions, new: contacts, assignment: &assignment)
        // Slots not matched lose their contact.
        for i in slots.indices where slots[i].trackingID >= 0 && !assignment.contains(i) {
            slots[i].trackingID = -1
        }
        for (j, c) in contacts.enumerated() {
            var i = assignment[j]
            if i < 0 {
                // Lowest free slot (one exists: contacts are capped at the slot count).
                i = 0
                while i < slots.count && slots[i].trackingID >= 0 { i += 1 }
                guard i < slots.count else { continue }
                slots[i].trackingID = nextSyntheticID
                nextSyntheticID = nextSyntheticID == .max ? 0 : nextSyntheticID + 1
                slots[i].moved = true
            } else if slots[i].x != c.x || slots[i].y != c.y {
                slots[i].moved = true
            }
            slots[i].x = c.x; slots[i].y = c.y; slots[i].hasX = true; slots[i].hasY = true
        }
        contacts.removeAll(keepingCapacity: true)
        contactOverflow = false
    }

    /// `visit` holds every slot with a reported touch.
    private mutating func updateFakeTouches(_ visit: UInt64, at time: Timestamp, events: inout [InputEvent]) {
        var wanted = 0
        var sx = 0.0, sy = 0.0, n = 0.0
        if touchProtocol != .contactList {
            var pending = visit
            while pending != 0 {
                let i = pending.trailingZeroBitCount
                pending &= pending &- 1
                let s = slots[i]
                if s.reported { sx += Double(s.outX); sy += Double(s.outY); n += 1 }
            }
            if n > 0 { wanted = min(max(toolFingerCount - realSlots, 0), Self.maximumFakeTouches) }
        }
        let centroid =
            n > 0
            ? mapping.point(
                x: Int32(clamping: Int64((sx / n).rounded())), y: Int32(clamping: Int64((sy / n).rounded()))) : .zero
        for k in fakes.indices {
            let slot = realSlots + k
            if k < wanted {
                if !fakes[k].reported {
                    fakes[k] = FakeTouch(reported: true, point: centroid)
                    events.append(
                        InputEvent(time: time, device: device, kind: .touch(.down(slot: slot, point: centroid))))
                } else if fakes[k].point != centroid {
                    fakes[k].point = centroid
                    events.append(
                        InputEvent(time: time, device: device, kind: .touch(.motion(slot: slot, point: centroid))))
                }
            } else if fakes[k].reported {
                fakes[k].reported = false
                events.append(InputEvent(time: time, device: device, kind: .touch(.up(slot: slot))))
            }
        }
    }

    private mutating func resynchronise(at time: Timestamp, events: inout [InputEvent], diagnostics: inout [Diagnostic])
    {
        var cancelled = 0
        for i in slots.indices {
            if slots[i].reported {
                events.append(InputEvent(time: time, device: device, kind: .touch(.cancel(slot: i))))
                slots[i].reported = false
                cancelled += 1
            }
            slots[i].moved = false; slots[i].replaced = false
            switch touchProtocol {
            case .slotted, .singleTouch: slots[i].orphaned = slots[i].trackingID >= 0
            case .contactList: slots[i].trackingID = -1
            }
        }
        for k in fakes.indices where fakes[k].reported {
            events.append(InputEvent(time: time, device: device, kind: .touch(.cancel(slot: realSlots + k))))
            fakes[k].reported = false
            cancelled += 1
        }
        contacts.removeAll(keepingCapacity: true)
        pendingContact = (0, 0, false, false)
        slotsToVisit = everySlot
        if cancelled > 0 { events.append(InputEvent(time: time, device: device, kind: .touch(.frame))) }
        diagnostics.append(Diagnostic(time: time, device: device, code: .eventsDropped,
                                      message: """
                                          SYN_DROPPED: rows up to this SYN_REPORT discarded, \(cancelled) touch(es) \
                                          cancelled; fingers still down resume as new touches when they next report
                                          """))
    }
}
