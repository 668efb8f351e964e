import GestureInput

/// How a `LibinputSource` finds devices, maps coordinates and configures devices.
public struct LibinputSourceConfiguration: Hashable, Sendable {
    /// Where devices come from.
    public enum Backend: Hashable, Sendable {
        /// Every input device udev assigns to the seat, with hotplug (libinput's udev backend).
        case seat(String)
        /// Exactly these nodes (`/dev/input/eventN`), no hotplug (libinput's path backend).
        case paths([String])
    }

    /// The default seat name used by logind and libinput.
    public static let defaultSeat = "seat0"

    /// Where devices come from (default: the udev seat `seat0`).
    public var backend: Backend
    /// Touchscreen coordinates are mapped onto this surface (points) with libinput's transform
    /// (calibration applied); when nil they are millimetres converted at 96 dpi (docs/design.md,
    /// "Input events").
    public var surfaceSize: Size?
    /// Settings applied to each device as it appears.
    public var devices: DeviceConfiguration
    /// Record, per event, the time from the fd becoming readable to the handler call (see
    /// `LibinputSource.latencySamples`). Costs two clock reads per event.
    public var measuresLatency: Bool

    /// A configuration; defaults: seat0, millimetre coordinates, libinput's device defaults, no latency probe.
    ///
    /// - Parameters:
    ///   - backend: a udev seat with hotplug, or exact device nodes without.
    ///   - surfaceSize: the surface touchscreen coordinates are mapped onto, in points; nil converts
    ///     millimetres at 96 dpi.
    ///   - devices: the settings applied to each device as it appears.
    ///   - measuresLatency: record each event's time from the descriptor becoming readable to the
    ///     handler call (`LibinputSource.latencySamples`).
    public init(backend: Backend = .seat(LibinputSourceConfiguration.defaultSeat), surfaceSize: Size? = nil,
                devices: DeviceConfiguration = DeviceConfiguration(), measuresLatency: Bool = false) {
        self.backend = backend; self.surfaceSize = surfaceSize; self.devices = devices;
        self.measuresLatency = measuresLatency
    }

    /// Points per millimetre at 96 dpi (CSS reference pixel): 96 / 25.4 ≈ 3.78.
    public static let pointsPerMillimetre = 96.0 / 25.4
}
