/// What the quirks matcher knows about one device: what `MatchName`, `MatchBus`, … compare with.
/// A nil field is unknown (recordings carry no DMI modalias, device tree or uniq), and a rule on an
/// unknown field keeps its section from applying, as in libinput.
public struct QuirkDevice: Hashable, Sendable {
    /// The kernel device name (`EVIOCGNAME`).
    public var name: String?
    /// The device's unique identifier (`EVIOCGUNIQ`), when known.
    public var uniq: String?
    /// The bus, when it is one quirks can name.
    public var bus: QuirkBus?
    /// Vendor, product and version ids.
    public var vendor: UInt16?, product: UInt16?, version: UInt16?
    /// The `ID_INPUT_*` tags udev would give the device.
    public var udevTypes: Set<QuirkUdevType>
    /// The machine's DMI modalias (`/sys/class/dmi/id/modalias`), when known.
    public var dmiModalias: String?
    /// The machine's device-tree `compatible` string, when known.
    public var deviceTree: String?

    /// A device from its fields.
    ///
    /// - Parameters:
    ///   - name: the kernel device name.
    ///   - uniq: the device's unique identifier.
    ///   - bus: the bus.
    ///   - vendor: the vendor id.
    ///   - product: the product id.
    ///   - version: the version.
    ///   - udevTypes: the `ID_INPUT_*` tags udev would give it.
    ///   - dmiModalias: the machine's DMI modalias.
    ///   - deviceTree: the machine's device-tree `compatible` string.
    public init(name: String?, uniq: String? = nil, bus: QuirkBus? = nil, vendor: UInt16? = nil,
                product: UInt16? = nil, version: UInt16? = nil, udevTypes: Set<QuirkUdevType> = [],
                dmiModalias: String? = nil, deviceTree: String? = nil) {
        self.name = name; self.uniq = uniq; self.bus = bus
        self.vendor = vendor; self.product = product; self.version = version
        self.udevTypes = udevTypes; self.dmiModalias = dmiModalias; self.deviceTree = deviceTree
    }

    /// The device `info` describes, on a machine with `dmiModalias` and `deviceTree` (nil for a
    /// recording from another machine). Ids come from its evdev description; the udev type from its
    /// kind (a touchpad is `touchpad`; touchscreens have no `MatchUdevType` value).
    ///
    /// - Parameters:
    ///   - info: the device.
    ///   - dmiModalias: the machine's DMI modalias; nil for a recording from another machine.
    ///   - deviceTree: the machine's device-tree `compatible` string.
    public init(_ info: DeviceInfo, dmiModalias: String? = nil, deviceTree: String? = nil) {
        let evdev = info.evdev
        self.init(name: info.name, bus: evdev.flatMap { QuirkBus(busType: $0.bustype) },
                  vendor: evdev?.vendor, product: evdev?.product, version: evdev?.version,
                  udevTypes: info.kind == .touchpad ? [.touchpad] : [],
                  dmiModalias: dmiModalias, deviceTree: deviceTree)
    }
}
