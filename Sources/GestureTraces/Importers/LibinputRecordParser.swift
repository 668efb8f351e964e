import Yams

/// Turns the nodes of a `libinput record` document into GestureKit values, with located errors.
/// Used by `LibinputRecordReader`; one instance per file, or per piece of a file given to Yams
/// (`lineMap` turns the piece's line numbers into the file's).
struct RecordParser {
    let file: String
    let pointsPerMillimetre: Double
    var lineMap = LineMap(startingAt: 1)

    func error(_ node: Node?, _ message: String) -> TraceError {
        TraceError(
            file: file, line: lineMap.fileLine(node?.mark?.line ?? 0), column: node?.mark?.column ?? 0, message: message
        )
    }

    /// The same parser for a piece of the file whose first line is `line`.
    func piece(startingAt line: Int) -> RecordParser {
        RecordParser(file: file, pointsPerMillimetre: pointsPerMillimetre, lineMap: LineMap(startingAt: line))
    }

    private func int(_ node: Node?, _ what: String) throws -> Int {
        guard let node, let v = node.int else { throw error(node, "expected an integer for \(what)") }
        return v
    }

    private func uint16(_ node: Node?, _ what: String) throws -> UInt16 {
        let v = try int(node, what)
        guard let u = UInt16(exactly: v) else { throw error(node, "\(what) \(v) is outside 0…65535") }
        return u
    }

    private func int32(_ node: Node?, _ what: String) throws -> Int32 {
        let v = try int(node, what)
        guard let u = Int32(exactly: v) else { throw error(node, "\(what) \(v) does not fit 32 bits") }
        return u
    }

    private func double(_ node: Node?, _ what: String) throws -> Double {
        guard let node, let v = node.float, v.isFinite else {
            throw error(node, "expected a finite number for \(what)")
        }
        return v
    }

    // MARK: Devices

    /// The `DeviceInfo` of one `devices[]` entry.
    func deviceInfo(_ device: Node) throws -> DeviceInfo {
        guard device.mapping != nil else { throw error(device, "a device must be a mapping with 'evdev'") }
        guard let evdev = device["evdev"], evdev.mapping != nil else {
            throw error(device, "device has no 'evdev' description")
        }
        var description = EvdevDescription()
        if let id = evdev["id"] {
            let parts = id.array()
            guard parts.count == 4 else { throw error(id, "'id' needs [bus, vendor, product, version]") }
            description.bustype = try uint16(parts[0], "bus")
            description.vendor = try uint16(parts[1], "vendor")
            description.product = try uint16(parts[2], "product")
            description.version = try uint16(parts[3], "version")
        }
        if let codes = evdev["codes"]?.mapping {
            for (key, value) in codes {
                let type = try uint16(key, "event type")
                description.codes[type] = try value.array().map { try uint16($0, "event code") }.sorted()
            }
        }
        if let absinfo = evdev["absinfo"]?.mapping {
            for (key, value) in absinfo {
                let code = try uint16(key, "absolute axis code")
                var row = try value.array().map { try int32($0, "absinfo value") }
                if row.count == 6 { row.removeFirst() }  // the man page's form: code first
                guard row.count == 5 else {
                    throw error(value, """
                        absinfo rows are [min, max, fuzz, flat, resolution] (or with the code first), got \
                        \(row.count) numbers
                        """)
                }
                description.absinfo[code] = AbsoluteAxis(
                    minimum: row[0], maximum: row[1], fuzz: row[2], flat: row[3], resolution: row[4])
            }
        }
        if let props = evdev["properties"] {
            description.properties = try props.array().map { try uint16($0, "input property") }
        }
        let udev = device["udev"]?["properties"]?.array().compactMap(\.string) ?? []
        let name = evdev["name"]?.string ?? "unnamed device"
        return DeviceInfo(name: name, evdev: description, node: device["node"]?.string, udevProperties: udev)
    }

    // MARK: Events

    /// The device's decoded evdev stream and its kept `libinput` rows, each in file order.
    func events(_ device: Node, device id: DeviceID, info: DeviceInfo, decoder: MultitouchDecoder?, surface: Size?,
                usesScrollRows: Bool) throws -> (decoded: [TraceItem], libinput: [TraceItem]) {
        guard let list = device["events"], list.sequence != nil else { return ([], []) }
        var decoder = decoder
        var decoded: [TraceItem] = []
        var libinputRows: [Node] = []
        var events: [InputEvent] = []
        var diagnostics: [Diagnostic] = []
        var sawEvdev = false
        var reportedUndecodable = false
        func flush() {
            for d in diagnostics { decoded.append(.diagnostic(d)) }
            for e in events { decoded.append(.event(e)) }
            diagnostics.removeAll(keepingCapacity: true)
            events.removeAll(keepingCapacity: true)
        }
        for item in list.array() {
            if let rows = item["evdev"] {
                guard rows.sequence != nil else {
                    throw error(rows, "'evdev' must be a list of [sec, usec, type, code, value] rows")
                }
                for rowNode in rows.array() {
                    let row = try evdevRow(rowNode)
                    sawEvdev = true
                    if decoder == nil {
                        if !reportedUndecodable {
                            reportedUndecodable = true
                            decoded.append(.diagnostic(Diagnostic(time: row.time, device: id, code: .other,
                                                                  message: Self.undecodableMessage(info.name))))
                        }
                        continue
                    }
                    decoder?.decode(row, events: &events, diagnostics: &diagnostics)
                    flush()
                }
            }
            if let rows = item["libinput"] {
                if rows.sequence != nil {
                    libinputRows.append(contentsOf: rows.array())
                } else if rows.mapping != nil {
                    libinputRows.append(rows)
                }
            }
        }
        decoder?.finish(events: &events, diagnostics: &diagnostics)
        flush()
        var kept: [TraceItem] = []
        for row in libinputRows {
            if let event = try libinputEvent(row, device: id, info: info, skipTouches: sawEvdev, surface: surface,
                                             usesScrollRows: usesScrollRows) {
                kept.append(.event(event))
            }
        }
        return (decoded, kept)
    }

    /// The diagnostic for the evdev rows of a device without touch axes.
    static func undecodableMessage(_ name: String) -> String {
        "'\(name)' has no touch axes; its evdev rows are not decoded"
    }

    /// Every evdev row of the device, in file order, undecoded.
    func evdevRows(_ device: Node) throws -> [EvdevRow] {
        var rows: [EvdevRow] = []
        for item in device["events"]?.array() ?? [] {
            for rowNode in item["evdev"]?.array() ?? [] { rows.append(try evdevRow(rowNode)) }
        }
        return rows
    }

    func evdevRow(_ node: Node) throws -> EvdevRow {
        let parts = node.array()
        guard parts.count == 5 else {
            throw error(node, "an evdev row is [sec, usec, type, code, value], got \(parts.count) values")
        }
        switch Self.evdevRow(
            try int(parts[0], "seconds"), try int(parts[1], "microseconds"), try int(parts[2], "event type"),
                             try int(parts[3], "event code"), try int(parts[4], "event value")) {
        case .valid(let row): return row
        case .invalid(let index, let message): throw error(index.map { parts[$0] } ?? node, message)
        }
    }

    /// An evdev row, or what is wrong with it: the value at `index` (nil: the whole row).
    enum CheckedEvdevRow {
        case valid(EvdevRow)
        case invalid(index: Int?, message: String)
    }

    /// The checks every evdev row passes, read by Yams or by the fast reader: `sec, usec` a valid
    /// time, type and code 16 bits, value 32 bits.
    static func evdevRow(_ sec: Int, _ usec: Int, _ type: Int, _ code: Int, _ value: Int) -> CheckedEvdevRow {
        guard sec >= 0, usec >= 0, usec < 1_000_000, sec < 9_000_000_000_000 else {
            return .invalid(index: nil, message: "time \(sec).\(usec) is not a valid sec, usec pair")
        }
        guard let t = UInt16(exactly: type) else {
            return .invalid(index: 2, message: "event type \(type) is outside 0…65535")
        }
        guard let c = UInt16(exactly: code) else {
            return .invalid(index: 3, message: "event code \(code) is outside 0…65535")
        }
        guard let v = Int32(exactly: value) else {
            return .invalid(index: 4, message: "event value \(value) does not fit 32 bits")
        }
        return .valid(
            EvdevRow(time: Timestamp(microseconds: Int64(sec) * 1_000_000 + Int64(usec)), type: t, code: c, value: v))
    }

    /// One `libinput` row as an `InputEvent`, or nil for rows GestureKit does not use.
    func libinputEvent(_ row: Node, device: DeviceID, info: DeviceInfo, skipTouches: Bool, surface: Size?,
                               usesScrollRows: Bool) throws -> InputEvent? {
        guard let type = row["type"]?.string else { throw error(row, "a libinput row needs a 'type'") }
        let seconds = try double(row["time"], "time")
        let time = Timestamp(microseconds: .saturating((seconds * 1_000_000).rounded()))
        func pair(_ key: String) throws -> Vector {
            guard let node = row[key] else { return .zero }
            let parts = node.array()
            guard parts.count == 2 else { throw error(node, "'\(key)' needs two numbers") }
            return Vector(dx: try double(parts[0], key), dy: try double(parts[1], key))
        }
        func event(_ kind: InputEvent.Kind) -> InputEvent { InputEvent(time: time, device: device, kind: kind) }
        let fingers = row["nfingers"]?.int ?? 0

        switch type {
        case "TOUCH_DOWN", "TOUCH_MOTION", "TOUCH_UP", "TOUCH_CANCEL", "TOUCH_FRAME":
            if skipTouches { return nil }
            if type == "TOUCH_FRAME" { return event(.touch(.frame)) }
            let slot = try int(row["seat_slot"] ?? row["slot"], "slot")
            switch type {
            case "TOUCH_UP": return event(.touch(.up(slot: slot)))
            case "TOUCH_CANCEL": return event(.touch(.cancel(slot: slot)))
            default:
                let mm = try pair("point")
                let point: Point
                if let surface, let size = info.sizeMillimetres, size.width > 0, size.height > 0 {
                    point = Point(x: mm.dx / size.width * surface.width, y: mm.dy / size.height * surface.height)
                } else {
                    point = Point(x: mm.dx * pointsPerMillimetre, y: mm.dy * pointsPerMillimetre)
                }
                return event(
                    .touch(type == "TOUCH_DOWN" ? .down(slot: slot, point: point) : .motion(slot: slot, point: point)))
            }
        case "POINTER_MOTION":
            return event(.pointer(.motion(delta: try pair("delta"))))
        case "POINTER_BUTTON":
            let button = try int(row["button"], "button")
            guard let code = UInt32(exactly: button) else { throw error(row["button"], "button \(button) is negative") }
            return event(.pointer(.button(code: code, pressed: row["state"]?.string == "pressed")))
        case "POINTER_AXIS", "POINTER_SCROLL_WHEEL", "POINTER_SCROLL_FINGER", "POINTER_SCROLL_CONTINUOUS":
            if type == "POINTER_AXIS" && usesScrollRows { return nil }
            let source: ScrollSource
            switch type == "POINTER_AXIS" ? (row["source"]?.string ?? "") : type {
            case "POINTER_SCROLL_WHEEL", "wheel", "wheel tilt": source = .wheel
            case "POINTER_SCROLL_FINGER", "finger": source = .finger
            default: source = .continuous
            }
            let vert = try row["vert"].map { try double($0, "vert") }
            let horiz = try row["horiz"].map { try double($0, "horiz") }
            var stopped: ScrollAxes = []
            if source == .finger {
                if vert == 0 { stopped.insert(.vertical) }
                if horiz == 0 { stopped.insert(.horizontal) }
            }
            let v120 = row["v120"] != nil ? try pair("v120") : .zero
            return event(
                .pointer(
                    .scroll(source: source, delta: Vector(dx: horiz ?? 0, dy: vert ?? 0), v120: v120, stopped: stopped))
            )
        default:
            break
        }
        // GESTURE_<KIND>_<PHASE>
        let parts = type.split(separator: "_")
        guard parts.count == 3, parts[0] == "GESTURE" else { return nil }  // keyboard, tablet, switch: unused
        let kind: TouchpadGestureKind
        switch parts[1] {
        case "SWIPE": kind = .swipe
        case "PINCH": kind = .pinch
        case "HOLD": kind = .hold
        default: return nil
        }
        let phase: TouchpadGestureEvent.Phase
        switch parts[2] {
        case "BEGIN": phase = .begin
        case "UPDATE":
            let scale = try row["scale"].map { try double($0, "scale") } ?? 1
            let degrees = try row["angle_delta"].map { try double($0, "angle_delta") } ?? 0
            phase = .update(delta: try pair("delta"), scale: scale, angleDelta: degrees * .pi / 180)
        case "END": phase = .end(cancelled: row["cancelled"]?.bool ?? false)
        default: return nil
        }
        return event(.gesture(TouchpadGestureEvent(kind: kind, fingers: fingers, phase: phase)))
    }
}
