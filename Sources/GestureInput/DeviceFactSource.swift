/// Where a device fact (its size and resolution) came from, so `info` and `replay` can say when
/// GestureKit had to guess.
public enum DeviceFactSource: String, Hashable, Sendable, Codable, CaseIterable {
    /// The device reported it (axis resolution in its evdev description, or libinput's size).
    case reported
    /// The device did not say and GestureKit assumed it the way libinput does (a touchpad without
    /// resolution is 69 × 50 mm: libinput `src/evdev-mt-touchpad.c`, `tp_init_default_resolution`).
    case assumed
    /// libinput's quirks database gave it (`AttrResolutionHint`, or `AttrSizeHint` as axis range ÷
    /// size) for a device that reports no resolution (`TouchpadQuirks.applyingHints(to:)`).
    case quirk
    /// The user gave it (`--device-size WxHmm`, or `device-size` in the configuration file).
    case configured
}
