extension DeviceInfo {
    /// The size libinput assumes for a touchpad that reports no resolution (and has no hwdb entry or
    /// size hint): 69 × 50 mm, "1 under palm detection" (libinput `src/evdev-mt-touchpad.c`,
    /// `tp_init_default_resolution`).
    public static let assumedTouchpadSize = Size(width: 69, height: 50)

    /// The resolution libinput gives such a touchpad: the axis range divided by the assumed size in
    /// whole units per millimetre, as `tp_init_default_resolution` does (integer division; at least 1).
    static func assumedTouchpadResolution(x: AbsoluteAxis, y: AbsoluteAxis) -> Vector {
        let xres = max(1, (Int64(x.maximum) - Int64(x.minimum)) / Int64(assumedTouchpadSize.width))
        let yres = max(1, (Int64(y.maximum) - Int64(y.minimum)) / Int64(assumedTouchpadSize.height))
        return Vector(dx: Double(xres), dy: Double(yres))
    }

    /// This device with the physical size the user gave (`--device-size`): resolution becomes the
    /// position axes' range over `size`, and `sizeSource` `.configured`. Throws
    /// `CoordinateMappingError` (argument `deviceSize`) when the size is not positive and finite or
    /// the device has no position axes to scale.
    ///
    /// - Parameter size: the device's physical size (mm).
    /// - Returns: the device with that size and the resolution it implies.
    /// - Throws: `CoordinateMappingError` for `deviceSize` when the size is not positive and finite or
    ///   the device has no position axes.
    public func configuring(size: Size) throws -> DeviceInfo {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw CoordinateMappingError(
                argument: "deviceSize",
                reason: "width and height must be positive millimetres, got \(size.width)x\(size.height)")
        }
        guard let evdev,
              let x = evdev.absinfo[EvdevCode.ABS_MT_POSITION_X] ?? evdev.absinfo[EvdevCode.ABS_X],
              let y = evdev.absinfo[EvdevCode.ABS_MT_POSITION_Y] ?? evdev.absinfo[EvdevCode.ABS_Y],
              x.maximum > x.minimum, y.maximum > y.minimum else {
            throw CoordinateMappingError(
                argument: "deviceSize", reason: "'\(name)' has no position axes whose size could be set")
        }
        var info = self
        info.sizeMillimetres = size
        info.resolution = Vector(
            dx: Double(x.maximum - x.minimum) / size.width, dy: Double(y.maximum - y.minimum) / size.height)
        info.sizeSource = .configured
        return info
    }

    /// A one-line note when a fact was not reported (`size 69×50 mm assumed: the device reports no
    /// resolution`), for `info` and `replay`; nil when everything was reported.
    public var assumptionNote: String? {
        let mm = sizeMillimetres.map { "\(Self.millimetreText($0.width))×\(Self.millimetreText($0.height)) mm" } ?? ""
        switch sizeSource {
        case .assumed?:
            return "size \(mm) assumed: '\(name)' reports no resolution (libinput's tp_init_default_resolution)"
        case .quirk?:
            return "size \(mm) from libinput's quirks database: '\(name)' reports no resolution"
        case .configured?:
            return "size \(mm) configured (--device-size)"
        case .reported?:
            return nil
        case nil:
            guard evdev != nil, kind == .touchscreen else { return nil }
            return "'\(name)' reports no resolution: its axis range is mapped onto the surface"
        }
    }

    /// Millimetres as a person writes them: `70`, `69.5`, `0.001`, `1e+20` (never an integer
    /// conversion of a size a user typed, which trapped beyond `Int`).
    static func millimetreText(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e15 else { return "\(v)" }
        if v == v.rounded() { return String(Int64(v)) }
        let tenths = (v * 10).rounded() / 10
        return tenths == 0 ? "\(v)" : String(tenths)
    }
}
