/// Turns a `TraceHeader` and `InputEvent`s into `.gktrace` bytes (JSON Lines, docs/trace-format.md).
///
/// Numbers are written so that reading them back gives the same values bit for bit: integers as
/// integers, integral doubles without a fraction (`-0` kept), others in Swift's shortest
/// round-trip form. Non-finite numbers cannot be written in JSON and are rejected.
public struct GktraceEncoder: Sendable {
    /// Bytes encoded so far; take them with `takeBytes()` or read them in place.
    public private(set) var bytes: [UInt8] = []

    /// An empty encoder.
    public init() { bytes.reserveCapacity(1 << 16) }

    /// Removes and returns the bytes encoded so far (the capacity is kept for reuse).
    ///
    /// - Returns: the encoded lines, newline-terminated.
    public mutating func takeBytes() -> [UInt8] {
        let out = bytes
        bytes.removeAll(keepingCapacity: true)
        return out
    }

    /// Forgets the encoded bytes, keeping the buffer.
    public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    // MARK: - Header

    /// Appends the header line: `{"gktrace":1,"devices":[…],"surface":{…},"meta":{…}}`.
    ///
    /// - Parameter header: the trace's header.
    /// - Throws: `TraceError` for a device size or resolution that is not finite (nothing is written).
    public mutating func encode(header: TraceHeader) throws(TraceError) {
        append("{\"gktrace\":")
        appendInteger(Int64(header.version))
        append(",\"devices\":[")
        for (i, device) in header.devices.enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            try checkDevice(device)
            bytes.append(contentsOf: GktraceDeviceRecord.encode(device))
        }
        bytes.append(UInt8(ascii: "]"))
        if let surface = header.surface {
            guard surface.isFinite else {
                throw TraceError(file: "<writer>", message: "surface size must be finite, got \(surface)")
            }
            append(",\"surface\":{\"width\":")
            appendDouble(surface.width)
            append(",\"height\":")
            appendDouble(surface.height)
            bytes.append(UInt8(ascii: "}"))
        }
        append(",\"meta\":{")
        for (i, key) in header.meta.keys.sorted().enumerated() {
            if i > 0 { bytes.append(UInt8(ascii: ",")) }
            appendString(key)
            bytes.append(UInt8(ascii: ":"))
            appendString(header.meta[key] ?? "")
        }
        append("}}\n")
    }

    private func checkDevice(_ d: DeviceInfo) throws(TraceError) {
        if let s = d.sizeMillimetres, !s.isFinite {
            throw TraceError(file: "<writer>", message: "device \"\(d.name)\" size must be finite, got \(s)")
        }
        if let r = d.resolution, !r.isFinite {
            throw TraceError(file: "<writer>", message: "device \"\(d.name)\" resolution must be finite, got \(r)")
        }
    }

    // MARK: - Events

    /// Appends one event line. Throws (writing nothing) when a number is not finite.
    ///
    /// - Parameter event: the next event, in time order.
    /// - Throws: `TraceError` naming the value that is not finite.
    public mutating func encode(_ event: InputEvent) throws(TraceError) {
        try validate(event)
        appendKey(.t, first: true)
        appendInteger(event.time.microseconds)
        appendKey(.dev)
        appendInteger(Int64(event.device.rawValue))
        switch event.kind {
        case .deviceAdded(let info):
            try checkDevice(info)
            appendType(.added)
            appendKey(.device)
            bytes.append(contentsOf: GktraceDeviceRecord.encode(info))
        case .deviceRemoved:
            appendType(.removed)
        case .touch(let touch):
            switch touch {
            case .down(let slot, let p): appendType(.down); appendSlot(slot); appendXY(p)
            case .motion(let slot, let p): appendType(.motion); appendSlot(slot); appendXY(p)
            case .up(let slot): appendType(.up); appendSlot(slot)
            case .cancel(let slot): appendType(.cancel); appendSlot(slot)
            case .frame: appendType(.frame)
            }
        case .pointer(let pointer):
            switch pointer {
            case .motion(let delta):
                appendType(.pointerMotion)
                appendDelta(delta)
            case .button(let code, let pressed):
                appendType(.button)
                appendKey(.button)
                appendInteger(Int64(code))
                appendKey(.pressed)
                append(pressed ? "true" : "false")
            case .scroll(let source, let delta, let v120, let stopped):
                appendType(.scroll)
                appendKey(.source)
                appendQuoted(source.rawValue)
                appendDelta(delta)
                if v120 != .zero {
                    appendKey(.v120x); appendDouble(v120.dx)
                    appendKey(.v120y); appendDouble(v120.dy)
                }
                if !stopped.isEmpty {
                    appendKey(.stop)
                    bytes.append(UInt8(ascii: "\""))
                    if stopped.contains(.horizontal) { bytes.append(UInt8(ascii: "x")) }
                    if stopped.contains(.vertical) { bytes.append(UInt8(ascii: "y")) }
                    bytes.append(UInt8(ascii: "\""))
                }
            }
        case .gesture(let g):
            appendType(.gesture(g.kind, g.phase))
            appendKey(.fingers)
            appendInteger(Int64(g.fingers))
            switch g.phase {
            case .begin:
                break
            case .update(let delta, let scale, let angle):
                appendDelta(delta)
                appendKey(.scale); appendDouble(scale)
                appendKey(.angle); appendDouble(angle)
            case .end(let cancelled):
                if cancelled { appendKey(.cancelled); append("true") }
            }
        }
        append("}\n")
    }

    /// Rejects events whose numbers JSON cannot carry.
    private func validate(_ event: InputEvent) throws(TraceError) {
        func bad(_ what: String) -> TraceError {
            TraceError(file: "<writer>", message: "cannot write a non-finite \(what) at \(event.time.microseconds)µs")
        }
        switch event.kind {
        case .touch(.down(_, let p)), .touch(.motion(_, let p)):
            if !p.isFinite { throw bad("touch position \(p)") }
        case .pointer(.motion(let d)):
            if !d.isFinite { throw bad("pointer delta") }
        case .pointer(.scroll(_, let d, let v, _)):
            if !d.isFinite || !v.isFinite { throw bad("scroll delta") }
        case .gesture(let g):
            if case .update(let d, let s, let a) = g.phase, !(d.isFinite && s.isFinite && a.isFinite) {
                throw bad("gesture update")
            }
        case .deviceAdded, .deviceRemoved, .touch, .pointer:
            break
        }
    }

    // MARK: - Primitives

    @inline(__always) private mutating func append(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    @inline(__always) private mutating func append(_ s: String) {
        bytes.append(contentsOf: s.utf8)
    }

    /// Appends `,"name":` (`{"name":` for the first member): the names are `GktraceField`'s.
    @inline(__always) private mutating func appendKey(_ field: GktraceField, first: Bool = false) {
        bytes.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "\""))
        append(field.name)
        append("\":")
    }

    /// Appends `"text"` for a name that needs no escapes (types and sources).
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        append(text)
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func appendType(_ type: GktraceEventType) {
        appendKey(.type)
        appendQuoted(type.rawValue)
    }

    private mutating func appendSlot(_ slot: Int) {
        appendKey(.slot)
        appendInteger(Int64(slot))
    }

    private mutating func appendXY(_ p: Point) {
        appendKey(.x); appendDouble(p.x)
        appendKey(.y); appendDouble(p.y)
    }

    private mutating func appendDelta(_ v: Vector) {
        appendKey(.dx); appendDouble(v.dx)
        appendKey(.dy); appendDouble(v.dy)
    }

    /// Appends decimal digits without building a `String`.
    mutating func appendInteger(_ value: Int64) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        if magnitude == 0 { bytes.append(UInt8(ascii: "0")); return }
        let start = bytes.count
        while magnitude > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        bytes[start...].reverse()
    }

    /// Appends a double that reads back to the same bits: integral values as integers.
    mutating func appendDouble(_ value: Double) {
        if value == value.rounded(.towardZero) && value.magnitude < 9_007_199_254_740_992 {
            if value == 0 && value.sign == .minus { append("-0"); return }
            appendInteger(Int64(value))
            return
        }
        // Swift's description is the shortest string that round-trips; its forms
        // ("0.1", "1e-05", "1.5e+20") are all valid JSON numbers.
        append(value.description)
    }

    /// Appends a JSON string with the required escapes (`JSONString`).
    mutating func appendString(_ s: String) {
        JSONString.append(s, to: &bytes)
    }
}
