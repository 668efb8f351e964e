/// The header `evtest` (1.35, `evtest.c`, `print_device_info`) prints before the events: the
/// device description GestureKit needs, read strictly with line numbers.
///
///     Input driver version is 1.0.1
///     Input device ID: bus 0x11 vendor 0x2 product 0xe version 0x0
///     Input device name: "ETPS/2 Elantech Touchpad"
///     Supported events:
///       Event type 3 (EV_ABS)
///         Event code 53 (ABS_MT_POSITION_X)
///           Value      0
///           Min        0
///           Max     3260
///           Resolution      32
///     Properties:
///       Property type 0 (INPUT_PROP_POINTER)
///     Testing ... (interrupt to exit)
///
/// `Fuzz`, `Flat` and `Resolution` appear only when non-zero (`print_absdata`). Lines are read by
/// their keywords, not their indentation, so a paste indented by a forum or a mail client reads
/// the same. The device list evtest prints when started without a device (`Available devices:`,
/// `/dev/input/eventN: name`, `Select the device event number`) may come first; `Key repeat
/// handling:` and its `Repeat …`/`Value` lines are skipped.
struct EvtestHeader {
    /// The device name (between the quotes of `Input device name:`).
    var name: String?
    /// Bus, vendor, product, version.
    var id: (bus: UInt16, vendor: UInt16, product: UInt16, version: UInt16)?
    var codes: [UInt16: [UInt16]] = [:]
    var absinfo: [UInt16: AbsoluteAxis] = [:]
    var properties: [UInt16] = []
    var sawSupportedEvents = false
    /// True once `Testing ... (interrupt to exit)` ended the header.
    var complete = false

    private enum Section { case preamble, device, events, properties, keyRepeat }
    private var section = Section.preamble
    private var currentType: UInt16?
    private var currentAxis: UInt16?

    /// Lines evtest prints on its way to the header when it lists the devices to choose from.
    private static let chooserPrefixes = [
        "No device specified", "Not running as root", "Available devices:", "/dev/input/", "Select the device",
    ]

    /// Reads one header line (`trimmed`: without leading and trailing blanks); throws `TraceError`
    /// at `path`:`line` for a line that is not part of evtest's header.
    mutating func parse(_ trimmed: Substring, path: String, line: Int) throws {
        func fail(_ message: String) -> TraceError {
            TraceError(file: path, line: line, column: 1, message: message)
        }
        if trimmed.isEmpty { return }
        if trimmed.hasPrefix("Input driver version is") { section = .device; return }
        if trimmed.hasPrefix("Input device ID:") {
            id = try Self.deviceID(trimmed, fail: fail)
            section = .device
            return
        }
        if trimmed.hasPrefix("Input device name:") {
            guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else {
                throw fail("expected Input device name: \"NAME\", got '\(trimmed.prefix(60))'")
            }
            name = String(trimmed[trimmed.index(after: open)..<close])
            section = .device
            return
        }
        if trimmed == "Supported events:" { section = .events; sawSupportedEvents = true; return }
        if trimmed == "Properties:" { section = .properties; return }
        if trimmed == "Key repeat handling:" { section = .keyRepeat; return }
        if trimmed.hasPrefix("Testing ... ") { complete = true; return }
        if section == .preamble, Self.chooserPrefixes.contains(where: { trimmed.hasPrefix($0) }) { return }
        switch section {
        case .events:
            if let (type, _) = Self.numbered(trimmed, "Event type") {
                currentType = type; currentAxis = nil
                if codes[type] == nil { codes[type] = [] }
            } else if let (code, _) = Self.numbered(trimmed, "Event code") {
                guard let type = currentType else { throw fail("'Event code' before any 'Event type' line") }
                codes[type, default: []].append(code)
                currentAxis = type == EvdevCode.EV_ABS ? code : nil
                if let axis = currentAxis { absinfo[axis] = AbsoluteAxis(minimum: 0, maximum: 0) }
            } else if let (key, value) = Self.keyValue(trimmed) {
                guard let axis = currentAxis, var info = absinfo[axis] else {
                    throw fail("'\(key)' outside an absolute axis: expected it under 'Event code N (ABS_…)'")
                }
                switch key {
                case "Value": break
                case "Min": info.minimum = value
                case "Max": info.maximum = value
                case "Fuzz": info.fuzz = value
                case "Flat": info.flat = value
                default: info.resolution = value
                }
                absinfo[axis] = info
            } else {
                throw fail("""
                    unexpected '\(trimmed.prefix(60))' in evtest's 'Supported events:': expected 'Event type N (…)', \
                    'Event code N (…)' or Value/Min/Max/Fuzz/Flat/Resolution lines
                    """)
            }
        case .properties:
            guard let (property, _) = Self.numbered(trimmed, "Property type") else {
                throw fail("unexpected '\(trimmed.prefix(60))' under 'Properties:': expected 'Property type N (…)'")
            }
            properties.append(property)
        case .keyRepeat:
            guard trimmed.hasPrefix("Repeat type") || trimmed.hasPrefix("Repeat code") || trimmed.hasPrefix("Value")
            else {
                throw fail("unexpected '\(trimmed.prefix(60))' under 'Key repeat handling:'")
            }
        case .preamble, .device:
            throw fail("""
                unexpected '\(trimmed.prefix(60))' in evtest's header: expected 'Input driver version is …', \
                'Input device ID: …', 'Input device name: "…"', 'Supported events:', 'Properties:' or \
                'Testing ... (interrupt to exit)'
                """)
        }
    }

    /// What the header lacks to describe a device, or nil when it describes one.
    var missing: String? {
        if name == nil { return "'Input device name:'" }
        if !sawSupportedEvents { return "'Supported events:' with the axis ranges" }
        return nil
    }

    /// The header as an `EvdevDescription`.
    func evdev() -> EvdevDescription {
        EvdevDescription(bustype: id?.bus ?? 0, vendor: id?.vendor ?? 0, product: id?.product ?? 0,
                         version: id?.version ?? 0, codes: codes.filter { $0.key != EvdevCode.EV_SYN },
                         absinfo: absinfo, properties: properties)
    }

    /// `PREFIX N (NAME)` → (N, NAME), or nil when the line is not one.
    static func numbered(_ line: Substring, _ prefix: String) -> (UInt16, Substring)? {
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count).drop { $0 == " " }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let n = UInt16(digits) else { return nil }
        return (n, rest.dropFirst(digits.count).drop { $0 == " " })
    }

    /// `Min   -32768` and the like (`print_absdata`) → (key, value), or nil.
    static func keyValue(_ line: Substring) -> (String, Int32)? {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2, ["Value", "Min", "Max", "Fuzz", "Flat", "Resolution"].contains(String(words[0])),
              let value = Int32(words[1]) else { return nil }
        return (String(words[0]), value)
    }

    /// `Input device ID: bus 0x11 vendor 0x2 product 0xe version 0x0` (`%x`, lower case).
    private static func deviceID(_ line: Substring, fail: (String) -> TraceError) throws
        -> (bus: UInt16, vendor: UInt16, product: UInt16, version: UInt16)
    {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        var values: [UInt16] = []
        for key in ["bus", "vendor", "product", "version"] {
            guard let i = words.firstIndex(where: { $0 == key }), i + 1 < words.count, words[i + 1].hasPrefix("0x"),
                  let v = UInt16(words[i + 1].dropFirst(2), radix: 16) else {
                throw fail("expected 'Input device ID: bus 0x… vendor 0x… product 0x… version 0x…' (hex), "
                    + "got '\(line.prefix(80))'")
            }
            values.append(v)
        }
        return (values[0], values[1], values[2], values[3])
    }
}
