/// What `gesturekit info` says about one raw device beyond its name and kind: the facts that decide
/// how its input is read, each as one line of text.
public struct DeviceFacts: Hashable, Sendable {
    /// `resolution 28×28 units/mm (assumed …)`, or `no resolution: …`.
    public var resolution: String
    /// True for `INPUT_PROP_SEMI_MT` pads.
    public var isSemiMT: Bool
    /// Multitouch slots (0 for single-touch devices).
    public var slots: Int
    /// The most fingers a `BTN_TOOL_*` key reports (0 when the device has none).
    public var toolFingers: Int
    /// Pressure axes (`ABS_MT_PRESSURE 0…255`), empty when none.
    public var pressureAxes: [String]
    /// Contact size axes (`ABS_MT_TOUCH_MAJOR 0…15`, `ABS_TOOL_WIDTH`), empty when none.
    public var sizeAxes: [String]

    /// The facts of `info`; nil when it has no evdev description (a libinput-level device).
    ///
    /// - Parameter info: the device.
    public init?(_ info: DeviceInfo) {
        guard let evdev = info.evdev else { return nil }
        switch (info.sizeSource, info.resolution) {
        case (let source?, let r?):
            let how: String
            switch source {
            case .reported: how = "reported"
            case .assumed: how = """
                assumed: the device reports none, so a \
                \(Int(DeviceInfo.assumedTouchpadSize.width))×\(Int(DeviceInfo.assumedTouchpadSize.height)) mm pad as \
                libinput's tp_init_default_resolution
                """
            case .quirk: how = "from libinput's quirks database: the device reports none"
            case .configured: how = "configured with --device-size"
            }
            resolution = "resolution \(Self.number(r.dx))×\(Self.number(r.dy)) units/mm (\(how))"
        default:
            resolution = info.kind == .touchscreen
                ? "no resolution reported: the axis range is mapped onto the surface"
                : "no resolution reported"
        }
        isSemiMT = evdev.properties.contains(EvdevCode.INPUT_PROP_SEMI_MT)
        slots = info.slotCount
        toolFingers = (evdev.codes[EvdevCode.EV_KEY] ?? []).compactMap(EvdevCode.fingerCount(ofTool:)).max() ?? 0
        func axes(_ codes: [UInt16]) -> [String] {
            codes.compactMap { code in
                evdev.absinfo[code].map {
                    "\(EvdevCode.describe(type: EvdevCode.EV_ABS, code: code)) \($0.minimum)…\($0.maximum)"
                }
            }
        }
        pressureAxes = axes([EvdevCode.ABS_MT_PRESSURE, EvdevCode.ABS_PRESSURE])
        sizeAxes = axes([EvdevCode.ABS_MT_TOUCH_MAJOR, EvdevCode.ABS_TOOL_WIDTH])
    }

    /// The lines `info` prints under the device.
    public var lines: [String] {
        var out = [resolution]
        if isSemiMT {
            out.append("semi-MT: two fingers are reported as their bounding box; GestureKit keeps its centre and size")
        }
        if toolFingers > 0 {
            let beyond =
                toolFingers > slots && slots > 0
                ? ": the fingers beyond the slots are synthesized at the touches' centroid" : ""
            out.append("\(slots) slots, BTN_TOOL up to \(toolFingers) fingers\(beyond)")
        }
        out.append("pressure: " + (pressureAxes.isEmpty ? "none" : pressureAxes.joined(separator: ", ")))
        out.append("contact size: " + (sizeAxes.isEmpty ? "none" : sizeAxes.joined(separator: ", ")))
        return out
    }

    private static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String((v * 100).rounded() / 100)
    }
}
