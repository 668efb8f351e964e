/// Identifies one input device within a session or a trace (the index in a trace header's `devices`).
public struct DeviceID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: Int
    /// A device id.
    ///
    /// - Parameter rawValue: the device's index in a trace header's `devices`.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: DeviceID, b: DeviceID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "dev\(rawValue)" }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int.self) }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}

/// What kind of device produced events: it decides which events to expect and how to map coordinates.
public enum DeviceKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A direct-touch screen: touch events in surface coordinates.
    case touchscreen
    /// An indirect touch surface: raw touches in pad millimetres, or libinput pointer/gesture events.
    case touchpad
    /// Anything else (mouse, keyboard, tablet).
    case other
}

/// A libinput device capability (`LIBINPUT_DEVICE_CAP_*`).
public enum DeviceCapability: String, Hashable, Sendable, Codable, CaseIterable {
    case keyboard, pointer, touch, tabletTool, tabletPad, gesture, `switch`
}

/// One absolute axis of an evdev device (`struct input_absinfo`).
public struct AbsoluteAxis: Hashable, Sendable, Codable {
    public var minimum: Int32
    public var maximum: Int32
    public var fuzz: Int32
    public var flat: Int32
    /// Units per millimetre (0 when the device does not say).
    public var resolution: Int32
    /// An axis.
    ///
    /// - Parameters:
    ///   - minimum: the smallest value the axis reports.
    ///   - maximum: the largest value the axis reports.
    ///   - fuzz: the noise the kernel filters out, in device units.
    ///   - flat: the dead zone around the centre, in device units (joysticks; 0 for touch devices).
    ///   - resolution: the units per millimetre; 0 when the device does not say.
    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
        self.minimum = minimum; self.maximum = maximum; self.fuzz = fuzz; self.flat = flat; self.resolution = resolution
    }
}

/// The raw evdev description of a device: enough to decode its rows and to emulate it (umockdev).
public struct EvdevDescription: Hashable, Sendable, Codable {
    /// Bus type, vendor, product, version (`struct input_id`).
    public var bustype: UInt16
    public var vendor: UInt16
    public var product: UInt16
    public var version: UInt16
    /// Supported codes per event type (`EV_KEY` → `[BTN_TOUCH, …]`).
    public var codes: [UInt16: [UInt16]]
    /// Absolute axes by code (`ABS_MT_POSITION_X` → range and resolution).
    public var absinfo: [UInt16: AbsoluteAxis]
    /// Input properties (`INPUT_PROP_DIRECT`, `INPUT_PROP_POINTER`, …).
    public var properties: [UInt16]

    /// A description.
    ///
    /// - Parameters:
    ///   - bustype: the bus type (`BUS_USB`, `BUS_I2C`, …).
    ///   - vendor: the vendor id.
    ///   - product: the product id.
    ///   - version: the version.
    ///   - codes: the supported codes per event type.
    ///   - absinfo: the absolute axes by code.
    ///   - properties: the input properties (`INPUT_PROP_DIRECT`, …).
    public init(bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0,
                codes: [UInt16: [UInt16]] = [:], absinfo: [UInt16: AbsoluteAxis] = [:], properties: [UInt16] = []) {
        self.bustype = bustype; self.vendor = vendor; self.product = product; self.version = version
        self.codes = codes; self.absinfo = absinfo; self.properties = properties
    }

    /// True when the device supports `code` of event `type`.
    ///
    /// - Parameters:
    ///   - type: the event type (`EV_KEY`, `EV_ABS`, …).
    ///   - code: the code within it.
    /// - Returns: whether the device declares it.
    public func has(type: UInt16, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }
}

/// Everything GestureKit knows about a device: identity, kind, geometry and capabilities.
public struct DeviceInfo: Hashable, Sendable, Codable {
    /// Human-readable name as the kernel reports it.
    public var name: String
    /// Touchscreen, touchpad or other.
    public var kind: DeviceKind
    /// Physical size in millimetres, when the device reports a resolution (or it was assumed or
    /// configured: see `sizeSource`).
    public var sizeMillimetres: Size?
    /// Units per millimetre on x and y (raw evdev), when known.
    public var resolution: Vector?
    /// Where `sizeMillimetres` and `resolution` came from; nil when neither is known (a touchscreen
    /// without resolution, whose axis range maps onto the surface). Facts without a stated source
    /// (from a `.gktrace` header, a libinput event) count as reported.
    public var sizeSource: DeviceFactSource? {
        get { statedSizeSource ?? (sizeMillimetres != nil || resolution != nil ? .reported : nil) }
        set { statedSizeSource = newValue == .reported ? nil : newValue }
    }
    /// The source when it is not simply "reported"; `sizeSource` is the public face.
    private var statedSizeSource: DeviceFactSource?
    /// Number of multitouch slots (0 for single-touch devices; protocol A devices report their own limit).
    public var slotCount: Int
    /// libinput capabilities.
    public var capabilities: Set<DeviceCapability>
    /// Device node (`/dev/input/event5`) or other source path, when known.
    public var node: String?
    /// udev properties that matter for classification (`ID_INPUT_TOUCHPAD=1`, …).
    public var udevProperties: [String]
    /// Raw evdev description, when the source is raw (evemu, `libinput record`, EvdevSource).
    public var evdev: EvdevDescription?

    /// A device.
    ///
    /// - Parameters:
    ///   - name: the name as the kernel reports it.
    ///   - kind: touchscreen, touchpad or other.
    ///   - sizeMillimetres: the physical size, when known.
    ///   - resolution: the units per millimetre on x and y (raw evdev), when known.
    ///   - slotCount: the number of multitouch slots; 0 for single-touch devices.
    ///   - capabilities: the libinput capabilities.
    ///   - node: the device node or other source path, when known.
    ///   - udevProperties: the udev properties that matter for classification.
    ///   - evdev: the raw evdev description, when the source is raw.
    ///   - sizeSource: where the size and resolution came from; nil counts them as reported.
    public init(name: String, kind: DeviceKind, sizeMillimetres: Size? = nil, resolution: Vector? = nil,
                slotCount: Int = 0, capabilities: Set<DeviceCapability> = [], node: String? = nil,
                udevProperties: [String] = [], evdev: EvdevDescription? = nil, sizeSource: DeviceFactSource? = nil) {
        self.name = name; self.kind = kind; self.sizeMillimetres = sizeMillimetres; self.resolution = resolution
        self.statedSizeSource = sizeSource == .reported ? nil : sizeSource
        self.slotCount = slotCount; self.capabilities = capabilities; self.node = node
        self.udevProperties = udevProperties; self.evdev = evdev
    }
}
