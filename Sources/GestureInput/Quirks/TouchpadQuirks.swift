/// The quirks attributes GestureKit's touchpad clean-up takes, as libinput reads them from the
/// sections that matched a device (`QuirksDatabase.match`; `docs/live-input.md`, "How raw touchpad
/// input is cleaned up", names each one's use):
/// - `AttrPressureRange=begin:end` (`tp_init_pressure`): touch begins at `begin`, ends below `end`;
///   `0:0` turns pressure off for touches; a range outside the pressure axis is discarded with the
///   axis (libinput logs "discarding out-of-bounds pressure range" and uses no pressure);
/// - `AttrTouchSizeRange=begin:end` (`tp_init_touch_size`): the same on `ABS_MT_TOUCH_MAJOR`;
/// - `AttrPalmPressureThreshold`, `AttrPalmSizeThreshold` (`tp_init_palmdetect_pressure`/`_size`):
///   above them a contact is a palm; 0 turns the check off;
/// - `AttrThumbPressureThreshold` (`tp_init_thumb`): read and reported; GestureKit has no thumb
///   detection yet;
/// - `AttrResolutionHint=XxY` (units/mm) and `AttrSizeHint=WxH` (mm) (`evdev_fix_abs_resolution`,
///   `tp_init_default_resolution`): used only when the axes report no resolution.
public struct TouchpadQuirks: Hashable, Sendable {
    /// The sections that applied, as `Name (file)`, in precedence order.
    public var sections: [String]
    /// `AttrPressureRange`, and the section it came from; nil for libinput's default.
    public var pressureRange: (threshold: ContactThreshold, section: String)?
    /// `AttrTouchSizeRange`.
    public var touchSize: ContactThreshold?
    /// `AttrPalmSizeThreshold` (0 is off).
    public var palmSize: Int32?
    /// `AttrPalmPressureThreshold` (0 is off).
    public var palmPressure: Int32?
    /// `AttrThumbPressureThreshold`.
    public var thumbPressure: Int32?
    /// `AttrResolutionHint` in units per millimetre (x, y).
    public var resolutionHint: (x: Int32, y: Int32)?
    /// `AttrSizeHint` in millimetres (width, height).
    public var sizeHint: (width: Int32, height: Int32)?

    /// No quirks: libinput's defaults everywhere.
    public init() { sections = [] }

    /// No quirks.
    public static let none = TouchpadQuirks()

    /// The attributes of `match` (each from the last section that sets it). Values were checked
    /// when the file was parsed (`problem(key:value:)`); one that does not read is left out.
    ///
    /// - Parameter match: the sections that apply to the device.
    public init(_ match: QuirkMatch) {
        sections = match.sections.map(\.description)
        if let (v, s) = match.value(of: "AttrPressureRange"), let r = Self.range(v) {
            pressureRange = (ContactThreshold(begin: r.0, end: r.1), s.description)
        }
        touchSize = match.value(of: "AttrTouchSizeRange").flatMap { Self.range($0.value) }
            .map { ContactThreshold(begin: $0.0, end: $0.1) }
        palmSize = match.value(of: "AttrPalmSizeThreshold").flatMap { Self.unsigned($0.value) }
        palmPressure = match.value(of: "AttrPalmPressureThreshold").flatMap { Self.unsigned($0.value) }
        thumbPressure = match.value(of: "AttrThumbPressureThreshold").flatMap { Self.unsigned($0.value) }
        resolutionHint = match.value(of: "AttrResolutionHint").flatMap { Self.dimension($0.value) }.map { ($0.0, $0.1) }
        sizeHint = match.value(of: "AttrSizeHint").flatMap { Self.dimension($0.value) }.map { ($0.0, $0.1) }
    }

    /// Why `value` is not a valid `key` (for the attributes read here), or nil when it is (or
    /// `key` is not one of them).
    ///
    /// - Parameters:
    ///   - key: a property key.
    ///   - value: its value as written.
    /// - Returns: the problem in words, or nil.
    public static func problem(key: String, value: String) -> String? {
        switch key {
        case "AttrPressureRange", "AttrTouchSizeRange":
            return range(value) == nil ? "expected begin:end, two integers with begin ≥ end, got '\(value)'" : nil
        case "AttrPalmSizeThreshold", "AttrPalmPressureThreshold", "AttrThumbPressureThreshold",
             "AttrThumbSizeThreshold":
            return unsigned(value) == nil ? "expected a non-negative integer, got '\(value)'" : nil
        case "AttrResolutionHint", "AttrSizeHint":
            return dimension(value) == nil ? "expected WxH, two positive integers, got '\(value)'" : nil
        default:
            return nil
        }
    }

    /// `begin:end` with begin ≥ end (libinput's `parse_range_property`).
    static func range(_ text: String) -> (Int32, Int32)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let hi = integer(parts[0]), let lo = integer(parts[1]), hi >= lo else { return nil }
        return (hi, lo)
    }

    /// `WxH`, both positive (libinput's `parse_dimension_property`).
    static func dimension(_ text: String) -> (Int32, Int32)? {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = integer(parts[0]), let h = integer(parts[1]), w > 0, h > 0 else { return nil }
        return (w, h)
    }

    /// A non-negative decimal integer (libinput's `safe_atou`).
    static func unsigned(_ text: String) -> Int32? {
        guard let v = integer(Substring(text)), v >= 0, text.first != "-", text.first != "+" else { return nil }
        return v
    }

    private static func integer(_ text: Substring) -> Int32? {
        guard !text.isEmpty, text.count <= 11 else { return nil }
        return Int32(text)
    }

    /// Equal when every attribute and the section list are.
    public static func == (a: TouchpadQuirks, b: TouchpadQuirks) -> Bool {
        a.sections == b.sections && a.pressureRange?.threshold == b.pressureRange?.threshold
            && a.pressureRange?.section == b.pressureRange?.section && a.touchSize == b.touchSize
            && a.palmSize == b.palmSize && a.palmPressure == b.palmPressure && a.thumbPressure == b.thumbPressure
            && a.resolutionHint?.x == b.resolutionHint?.x && a.resolutionHint?.y == b.resolutionHint?.y
            && a.sizeHint?.width == b.sizeHint?.width && a.sizeHint?.height == b.sizeHint?.height
    }

    /// Hashes the section list (equal quirks come from the same sections).
    public func hash(into hasher: inout Hasher) { hasher.combine(sections) }
}

extension TouchpadQuirks {
    /// `info` with the resolution hints applied to position axes that report no resolution:
    /// `AttrResolutionHint` as is, else `AttrSizeHint` as axis range ÷ size (libinput's
    /// `evdev_fix_abs_resolution` and `tp_init_default_resolution`). Axes with a resolution keep it.
    ///
    /// - Parameter info: the device.
    /// - Returns: the device with the hinted resolution and size.
    public func applyingHints(to info: DeviceInfo) -> DeviceInfo {
        guard var evdev = info.evdev, resolutionHint != nil || sizeHint != nil else { return info }
        let axes: [(code: UInt16, isX: Bool)] = [
            (EvdevCode.ABS_X, true), (EvdevCode.ABS_Y, false),
            (EvdevCode.ABS_MT_POSITION_X, true), (EvdevCode.ABS_MT_POSITION_Y, false),
        ]
        for (code, isX) in axes {
            guard var axis = evdev.absinfo[code], axis.resolution == 0 else { continue }
            if let hint = resolutionHint {
                axis.resolution = isX ? hint.x : hint.y
            } else if let size = sizeHint {
                let span = Int64(axis.maximum) - Int64(axis.minimum)
                axis.resolution = Int32(clamping: span / Int64(isX ? size.width : size.height))
            }
            evdev.absinfo[code] = axis
        }
        var resolved = DeviceInfo(name: info.name, evdev: evdev, node: info.node, udevProperties: info.udevProperties)
        if resolved.resolution != info.resolution { resolved.sizeSource = .quirk }
        return resolved
    }
}
