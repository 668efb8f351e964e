/// The members an event line of a `.gktrace` may carry, each with the kind of its value
/// (docs/trace-format.md, "Event lines").
///
/// This is the one list of the grammar's member names: the reader finds a member by it (raw and
/// escaped keys alike), reads the value its kind says (and names the kind when the value is not
/// one), and the encoder writes the same names.
/// `GktraceFastPath` matches the encoder's exact output byte for byte and falls back to the
/// reader for anything else, so it cannot disagree with this table.
enum GktraceField: CaseIterable {
    /// Time in microseconds.
    case t
    /// Device index into the header's `devices` (or an `added` event's).
    case dev
    /// The event type (`GktraceEventType`).
    case type
    /// Touch slot number.
    case slot
    /// Touch position (points).
    case x, y
    /// Pointer, scroll or gesture delta.
    case dx, dy
    /// Evdev button code.
    case button
    /// Whether the button went down.
    case pressed
    /// Scroll source.
    case source
    /// High-resolution wheel clicks (120 a notch).
    case v120x, v120y
    /// Axes whose scrolling stopped.
    case stop
    /// Touchpad gesture finger count.
    case fingers
    /// Pinch scale.
    case scale
    /// Pinch rotation (degrees).
    case angle
    /// Whether a touchpad gesture ended cancelled.
    case cancelled
    /// The device description of an `added` event.
    case device

    /// What a member's value is.
    enum Kind {
        /// A JSON integer (no fraction or exponent) that fits 64 bits.
        case integer
        /// A finite JSON number.
        case number
        /// `true` or `false`.
        case boolean
        /// A string naming a `GktraceEventType`.
        case eventType
        /// A string naming a `ScrollSource`.
        case scrollSource
        /// A string listing stopped axes, `"x"`, `"y"` or `"xy"`.
        case stoppedAxes
        /// A JSON object describing a device (`GktraceDeviceRecord`).
        case deviceRecord
    }

    /// The member name as written in the file.
    var name: StaticString {
        switch self {
        case .t: "t"
        case .dev: "dev"
        case .type: "type"
        case .slot: "slot"
        case .x: "x"
        case .y: "y"
        case .dx: "dx"
        case .dy: "dy"
        case .button: "button"
        case .pressed: "pressed"
        case .source: "source"
        case .v120x: "v120x"
        case .v120y: "v120y"
        case .stop: "stop"
        case .fingers: "fingers"
        case .scale: "scale"
        case .angle: "angle"
        case .cancelled: "cancelled"
        case .device: "device"
        }
    }

    /// The member name in double quotes, as messages cite it.
    var quoted: String { "\"\(name)\"" }

    /// The kind of the member's value.
    var kind: Kind {
        switch self {
        case .t, .dev, .slot, .button, .fingers: .integer
        case .x, .y, .dx, .dy, .v120x, .v120y, .scale, .angle: .number
        case .pressed, .cancelled: .boolean
        case .type: .eventType
        case .source: .scrollSource
        case .stop: .stoppedAxes
        case .device: .deviceRecord
        }
    }

    /// What a reader expected instead of `found`, e.g. `expected an integer for "t", found '"'`.
    func expectation(found: String) -> String {
        let what = switch kind {
        case .integer: "an integer"
        case .number: "a number"
        case .boolean: "true or false"
        case .eventType, .scrollSource, .stoppedAxes: "a string"
        case .deviceRecord: "a device object"
        }
        return "expected \(what) for \(quoted), found \(found)"
    }

    /// The member names as bytes, for comparing raw keys in place.
    private static let names: [(field: GktraceField, bytes: [UInt8])] = allCases.map { field in
        (field, field.name.withUTF8Buffer { Array($0) })
    }

    /// The field whose name is `key`'s bytes (a view of the line, see `LineReader.withNextLine`),
    /// nil for an unknown member.
    static func named(_ key: some Collection<UInt8>) -> GktraceField? {
        for entry in names where entry.bytes.count == key.count && entry.bytes.elementsEqual(key) {
            return entry.field
        }
        return nil
    }

    /// The field called `name` (a key written with escapes, decoded), nil for an unknown member.
    static func named(_ name: String) -> GktraceField? {
        for entry in names where entry.bytes.elementsEqual(name.utf8) { return entry.field }
        return nil
    }
}
