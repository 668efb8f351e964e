/// Device settings a `LibinputSource` applies to every device as it appears (nil = keep libinput's default).
public struct DeviceConfiguration: Hashable, Sendable {
    /// Tap-to-click on touchpads. libinput's default is off on pads with a physical button.
    public var tapToClick: Bool?
    /// The 2×3 calibration matrix for touchscreens (row-major `a b c d e f`, normalised units), e.g.
    /// 90° rotation `0 -1 1 1 0 0` (libinput's documented presets).
    public var calibrationMatrix: [Float]?
    /// Natural ("reverse") scrolling: content follows the fingers.
    public var naturalScrolling: Bool?
    /// Left-handed button mapping.
    public var leftHanded: Bool?
    /// Disable the touchpad while typing.
    public var disableWhileTyping: Bool?

    /// Settings to apply; nil leaves a setting at libinput's default.
    ///
    /// - Parameters:
    ///   - tapToClick: tap-to-click on touchpads.
    ///   - calibrationMatrix: the touchscreen calibration, six numbers row-major (`a b c d e f`).
    ///   - naturalScrolling: content follows the fingers when scrolling.
    ///   - leftHanded: swap the button mapping for the left hand.
    ///   - disableWhileTyping: ignore the touchpad while typing.
    public init(tapToClick: Bool? = nil, calibrationMatrix: [Float]? = nil, naturalScrolling: Bool? = nil,
                leftHanded: Bool? = nil, disableWhileTyping: Bool? = nil) {
        self.tapToClick = tapToClick; self.calibrationMatrix = calibrationMatrix;
        self.naturalScrolling = naturalScrolling
        self.leftHanded = leftHanded; self.disableWhileTyping = disableWhileTyping
    }
}

/// What happened to one setting on one device.
public struct DeviceSettingReport<Value: Hashable & Sendable>: Hashable, Sendable, CustomStringConvertible {
    /// Whether the device has the setting at all.
    public var isAvailable: Bool
    /// What was asked for (nil: left at the default).
    public var requested: Value?
    /// The value in effect after configuration (nil when unavailable).
    public var effective: Value?
    /// libinput's refusal when it did not apply the request (`unsupported`, `invalid`).
    public var failure: String?

    /// A report of one setting.
    ///
    /// - Parameters:
    ///   - isAvailable: whether the device has the setting at all.
    ///   - requested: what was asked for; nil when it was left at the default.
    ///   - effective: the value in effect after configuration; nil when unavailable.
    ///   - failure: libinput's refusal when it did not apply the request.
    public init(isAvailable: Bool, requested: Value?, effective: Value?, failure: String? = nil) {
        self.isAvailable = isAvailable; self.requested = requested; self.effective = effective; self.failure = failure
    }

    /// The effective value, or why there is none.
    public var description: String {
        guard isAvailable else {
            return requested == nil ? "n/a" : "n/a (requested but the device has no such setting)"
        }
        var s = effective.map { "\($0)" } ?? "?"
        if let failure { s += " (request refused: \(failure))" }
        return s
    }
}

/// The device settings in effect after a `LibinputSource` configured a new device.
public struct DeviceConfigurationReport: Hashable, Sendable, CustomStringConvertible {
    /// Tap-to-click.
    public var tapToClick: DeviceSettingReport<Bool>
    /// Calibration matrix (6 floats).
    public var calibrationMatrix: DeviceSettingReport<[Float]>
    /// Natural scrolling.
    public var naturalScrolling: DeviceSettingReport<Bool>
    /// Left-handed mode.
    public var leftHanded: DeviceSettingReport<Bool>
    /// Disable-while-typing.
    public var disableWhileTyping: DeviceSettingReport<Bool>

    /// One line: every setting's effective value.
    public var description: String {
        """
            tap=\(tapToClick) calibration=\(calibrationMatrix) natural-scroll=\(naturalScrolling) \
            left-handed=\(leftHanded) dwt=\(disableWhileTyping)
            """
    }
}
