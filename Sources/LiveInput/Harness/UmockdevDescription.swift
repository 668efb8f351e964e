import GestureInput

/// Writes the files umockdev needs to emulate one evdev device: the `.umockdev` sysfs/udev
/// description and the `.ioctl` dump that answers libevdev's queries.
public struct UmockdevDescription: Sendable {
    /// The device to emulate (its `evdev` description is required).
    public var device: DeviceInfo
    /// The raw description.
    public var evdev: EvdevDescription
    /// The emulated device minor number (major is 13, the input subsystem).
    public var minor: Int

    /// A description of `device` as `/dev/input/event<minor>`; nil when the device has no evdev data.
    ///
    /// - Parameters:
    ///   - device: the device, with its evdev description.
    ///   - minor: the node's minor number.
    public init?(device: DeviceInfo, minor: Int) {
        guard let evdev = device.evdev else { return nil }
        self.device = device; self.evdev = evdev; self.minor = minor
    }

    /// The emulated node. (Real event nodes use minors 64 + N; the emulation only needs a stable pair.)
    public var node: String { "/dev/input/event\(minor)" }

    /// `ID_INPUT*` properties libinput needs to accept the device.
    public var udevTypeProperties: [String] {
        var properties = ["ID_INPUT=1"]
        switch device.kind {
        case .touchscreen: properties.append("ID_INPUT_TOUCHSCREEN=1")
        case .touchpad: properties.append("ID_INPUT_TOUCHPAD=1")
        case .other: properties.append("ID_INPUT_MOUSE=1")
        }
        return properties
    }

    /// The `.umockdev` text: the event node and its parent input device, with sysfs attributes.
    public var umockdevText: String {
        let types = evdev.codes.keys.filter { evdev.codes[$0]?.isEmpty == false } + [EvdevCode.EV_SYN]
        let ev = Self.sysfsMask(types)
        let key = Self.sysfsMask(evdev.codes[EvdevCode.EV_KEY] ?? [])
        let abs = Self.sysfsMask(evdev.codes[EvdevCode.EV_ABS] ?? [])
        let rel = Self.sysfsMask(evdev.codes[EvdevCode.EV_REL] ?? [])
        let prop = Self.sysfsMask(evdev.properties)
        let name = device.name.replacingOccurrences(of: "\n", with: " ")
        let product = String(format: "%x/%x/%x/%x", evdev.bustype, evdev.vendor, evdev.product, evdev.version)
        var text = """
        P: /devices/virtual/input/input\(minor)/event\(minor)
        N: input/event\(minor)
        E: DEVNAME=\(node)
        E: MAJOR=13
        E: MINOR=\(minor)
        E: SUBSYSTEM=input
        E: ID_SEAT=seat0

        """
        for property in udevTypeProperties { text += "E: \(property)\n" }
        text += """
        A: dev=13:\(minor)

        P: /devices/virtual/input/input\(minor)
        E: SUBSYSTEM=input
        E: NAME="\(name)"
        E: PRODUCT=\(product)
        E: PROP=\(prop)
        E: EV=\(ev)
        E: KEY=\(key)
        E: ABS=\(abs)
        E: REL=\(rel)

        """
        for property in udevTypeProperties { text += "E: \(property)\n" }
        text += """
        A: name=\(name)
        A: phys=gesturekit/emulated\(minor)
        A: uniq=
        A: properties=\(prop)
        A: capabilities/ev=\(ev)
        A: capabilities/key=\(key)
        A: capabilities/abs=\(abs)
        A: capabilities/rel=\(rel)
        A: capabilities/msc=0
        A: capabilities/sw=0
        A: capabilities/led=0
        A: capabilities/ff=0
        A: capabilities/snd=0
        A: id/bustype=\(String(format: "%04x", evdev.bustype))
        A: id/vendor=\(String(format: "%04x", evdev.vendor))
        A: id/product=\(String(format: "%04x", evdev.product))
        A: id/version=\(String(format: "%04x", evdev.version))

        """
        return text
    }

    /// The `.ioctl` dump: `NAME(id) RESULT HEXDATA` lines answering every query libevdev makes when it
    /// opens a device. Sizes are the ones libevdev asks for (umockdev matches the request number,
    /// which encodes the size): 255 bytes for the name and phys, `*_MAX` rounded to longs for bitmasks.
    public var ioctlText: String {
        var lines = ["@DEV \(node)"]
        let types = evdev.codes.keys.filter { evdev.codes[$0]?.isEmpty == false } + [EvdevCode.EV_SYN]
        lines.append("EVIOCGBIT(0) 8 \(Self.hex(Self.bitmask(types, byteCount: 8)))")
        let nameBytes = Array(device.name.utf8.prefix(254))
        lines.append("EVIOCGNAME(0) \(nameBytes.count + 1) \(Self.hex(Self.padded(nameBytes, to: 255)))")
        let phys = Array("gesturekit/emulated\(minor)".utf8)
        lines.append("EVIOCGPHYS(0) \(phys.count + 1) \(Self.hex(Self.padded(phys, to: 255)))")
        lines.append(
            "EVIOCGID 0 \(Self.hex(Self.littleEndian([evdev.bustype, evdev.vendor, evdev.product, evdev.version])))")
        lines.append("EVIOCGVERSION 0 \(Self.hex(Self.littleEndian32([0x010001])))")
        let propertyBytes = EvdevLimits.bitmaskByteCount(max: EvdevLimits.maxProperty)
        lines.append("EVIOCGPROP(0) 8 \(Self.hex(Self.bitmask(evdev.properties, byteCount: propertyBytes)))")
        for (type, max) in EvdevLimits.maxCode.sorted(by: { $0.key < $1.key }) where type != EvdevCode.EV_SYN {
            let count = EvdevLimits.bitmaskByteCount(max: max)
            lines.append(
                "EVIOCGBIT(\(type)) \(count) \(Self.hex(Self.bitmask(evdev.codes[type] ?? [], byteCount: count)))")
        }
        lines.append("EVIOCGKEY(0) 96 \(Self.hex([UInt8](repeating: 0, count: 96)))")
        lines.append("EVIOCGLED(0) 8 \(Self.hex([UInt8](repeating: 0, count: 8)))")
        lines.append("EVIOCGSW(0) 8 \(Self.hex([UInt8](repeating: 0, count: 8)))")
        for code in evdev.absinfo.keys.sorted() {
            guard let a = evdev.absinfo[code] else { continue }
            // struct input_absinfo { value, minimum, maximum, fuzz, flat, resolution } (6 × s32)
            let initial: Int32 = code == EvdevCode.ABS_MT_TRACKING_ID ? -1 : a.minimum
            let words = [initial, a.minimum, a.maximum, a.fuzz, a.flat, a.resolution].map { UInt32(bitPattern: $0) }
            lines.append("EVIOCGABS(\(code)) 0 \(Self.hex(Self.littleEndian32(words)))")
        }
        let slots = evdev.absinfo[EvdevCode.ABS_MT_SLOT].map { Int($0.maximum) + 1 } ?? 0
        if slots > 0 {
            for code in evdev.absinfo.keys.sorted() where code > EvdevCode.ABS_MT_SLOT {
                // struct { __u32 code; __s32 values[slots]; }: every slot starts empty (tracking id −1).
                let value: Int32 = code == EvdevCode.ABS_MT_TRACKING_ID ? -1 : 0
                let words = [UInt32(code)] + [UInt32](repeating: UInt32(bitPattern: value), count: slots)
                lines.append("EVIOCGMTSLOTS(0) 0 \(Self.hex(Self.littleEndian32(words)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A sysfs-style bitmask: hex longs, most significant first, separated by spaces ("e520 10000 0").
    static func sysfsMask(_ codes: [UInt16]) -> String {
        guard let top = codes.max() else { return "0" }
        var words = [UInt64](repeating: 0, count: Int(top) / 64 + 1)
        for code in codes { words[Int(code) / 64] |= 1 << UInt64(code % 64) }
        return words.reversed().map { String($0, radix: 16) }.joined(separator: " ")
    }

    /// A little-endian bitmask of `byteCount` bytes with `codes` set.
    static func bitmask(_ codes: [UInt16], byteCount: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: byteCount)
        for code in codes where Int(code) / 8 < byteCount { bytes[Int(code) / 8] |= 1 << UInt8(code % 8) }
        return bytes
    }

    static func padded(_ bytes: [UInt8], to count: Int) -> [UInt8] {
        bytes + [UInt8](repeating: 0, count: max(0, count - bytes.count))
    }

    static func littleEndian(_ values: [UInt16]) -> [UInt8] {
        values.flatMap { [UInt8($0 & 0xff), UInt8($0 >> 8)] }
    }

    static func littleEndian32(_ values: [UInt32]) -> [UInt8] {
        values.flatMap { v in (0..<4).map { UInt8((v >> (8 * UInt32($0))) & 0xff) } }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for b in bytes { out.append(digits[Int(b >> 4)]); out.append(digits[Int(b & 0xf)]) }
        return String(decoding: out, as: UTF8.self)
    }
}
