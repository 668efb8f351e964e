extension DeviceInfo {
    /// How many points one millimetre of this device's surface becomes once its raw coordinates are
    /// mapped (`CoordinateMapping(device:surface:)`), so that thresholds given in millimetres of the
    /// device can be compared with recognizer distances in points. nil for a device without an evdev
    /// description: its touches arrive already in points of a panel whose size is unknown.
    ///
    /// - A touchpad, or a touchscreen mapped in millimetres: `CoordinateMapping.defaultPointsPerMillimetre`
    ///   (96 dpi, docs/design.md, "Input events").
    /// - A touchscreen of known size mapped onto `surface`: the surface's points per millimetre of
    ///   the panel (the mean of both axes).
    /// - A touchscreen of unknown size (no resolution): its axis range fills the surface, whose
    ///   points are taken at their nominal 96 dpi, the only density GestureKit's points have.
    ///
    /// - Parameter surface: the surface a touchscreen's axis range is mapped onto; nil maps millimetres.
    /// - Returns: the points per millimetre, or nil without an evdev description.
    public func pointsPerMillimetre(surface: Size?) -> Double? {
        guard evdev != nil else { return nil }
        guard kind == .touchscreen, let surface, let size = sizeMillimetres,
              size.width > 0, size.height > 0, surface.width > 0, surface.height > 0 else {
            return CoordinateMapping.defaultPointsPerMillimetre
        }
        return (surface.width / size.width + surface.height / size.height) / 2
    }
}
