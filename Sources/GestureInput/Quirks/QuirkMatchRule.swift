#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One `Match…=` line of a quirks section. A section applies to a device only when every one of
/// its rules matches; a rule on something the device description does not carry (a recording has
/// no DMI modalias, no device tree and no uniq) does not match, as in libinput's
/// `quirk_match_section` (`src/quirks.c`), which skips such a rule without counting it as matched.
public enum QuirkMatchRule: Hashable, Sendable {
    /// `MatchName`: an `fnmatch(3)` glob on the kernel device name.
    case name(String)
    /// `MatchUniq`: an `fnmatch(3)` glob on the device's unique identifier.
    case uniq(String)
    /// `MatchBus`: the bus the device is on.
    case bus(QuirkBus)
    /// `MatchVendor`: the vendor id.
    case vendor(UInt16)
    /// `MatchProduct`: the product id.
    case product(UInt16)
    /// `MatchVersion`: the version id.
    case version(UInt16)
    /// `MatchUdevType`: the kind of device udev tagged it as.
    case udevType(QuirkUdevType)
    /// `MatchDMIModalias`: an `fnmatch(3)` glob on the machine's `/sys/class/dmi/id/modalias`.
    case dmiModalias(String)
    /// `MatchDeviceTree`: an `fnmatch(3)` glob on the machine's device-tree `compatible` string.
    case deviceTree(String)

    /// The key as written in a quirks file (`MatchName`, …).
    public var key: String {
        switch self {
        case .name: "MatchName"
        case .uniq: "MatchUniq"
        case .bus: "MatchBus"
        case .vendor: "MatchVendor"
        case .product: "MatchProduct"
        case .version: "MatchVersion"
        case .udevType: "MatchUdevType"
        case .dmiModalias: "MatchDMIModalias"
        case .deviceTree: "MatchDeviceTree"
        }
    }

    /// Whether `device` satisfies this rule: true or false, or nil when the device description
    /// does not carry what the rule asks about (then the section cannot apply).
    ///
    /// - Parameter device: what is known of the device.
    /// - Returns: whether it satisfies the rule, or nil.
    public func matches(_ device: QuirkDevice) -> Bool? {
        switch self {
        case .name(let glob): return Self.glob(glob, matches: device.name)
        case .uniq(let glob): return Self.glob(glob, matches: device.uniq)
        case .bus(let bus): return device.bus.map { $0 == bus }
        case .vendor(let id): return device.vendor.map { $0 == id }
        case .product(let id): return device.product.map { $0 == id }
        case .version(let id): return device.version.map { $0 == id }
        case .udevType(let type): return device.udevTypes.contains(type)
        case .dmiModalias(let glob): return Self.glob(glob, matches: device.dmiModalias)
        case .deviceTree(let glob): return Self.glob(glob, matches: device.deviceTree)
        }
    }

    /// `fnmatch(3)` with no flags, as libinput matches names, DMI and device tree.
    static func glob(_ pattern: String, matches text: String?) -> Bool? {
        guard let text else { return nil }
        return fnmatch(pattern, text, 0) == 0
    }
}

/// A `MatchBus` value (`src/quirks.c`, `parse_match`) and the kernel bus type it stands for
/// (`linux/input.h`).
public enum QuirkBus: String, Hashable, Sendable, CaseIterable {
    /// `BUS_USB`, `BUS_BLUETOOTH`, `BUS_I8042` (PS/2), `BUS_RMI`, `BUS_I2C`, `BUS_SPI`.
    case usb, bluetooth, ps2, rmi, i2c, spi

    /// The bus for a kernel `BUS_*` number, or nil for buses quirks cannot name.
    ///
    /// - Parameter busType: a kernel `BUS_*` number.
    public init?(busType: UInt16) {
        switch busType {
        case 0x03: self = .usb
        case 0x05: self = .bluetooth
        case 0x11: self = .ps2  // BUS_I8042
        case 0x18: self = .i2c
        case 0x1C: self = .spi
        case 0x1D: self = .rmi
        default: return nil
        }
    }
}

/// A `MatchUdevType` value: the `ID_INPUT_*` tag udev gives a device (`src/quirks.c`,
/// `match_fill_udev_type`; `ID_INPUT_KEY` counts as keyboard).
public enum QuirkUdevType: String, Hashable, Sendable, CaseIterable {
    /// `ID_INPUT_TOUCHPAD`, `ID_INPUT_MOUSE`, `ID_INPUT_POINTINGSTICK`, `ID_INPUT_KEYBOARD` (or
    /// `ID_INPUT_KEY`), `ID_INPUT_JOYSTICK`, `ID_INPUT_TABLET`.
    case touchpad, mouse, pointingstick, keyboard, joystick, tablet
    /// `ID_INPUT_TABLET_PAD`.
    case tabletPad = "tablet-pad"
}
