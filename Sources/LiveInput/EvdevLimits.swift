import GestureInput

/// The sizes of evdev's bitmask queries (`linux/input-event-codes.h` `*_MAX`): libevdev asks each
/// EVIOCGBIT with exactly these sizes, so `EvdevSource` asks the same and the umockdev ioctl dump
/// answers the same (umockdev matches the request number, which encodes the size).
public enum EvdevLimits {
    /// `EV_FF_STATUS` (0x17): force-feedback status, queried by libevdev too.
    public static let EV_FF_STATUS: UInt16 = 0x17

    /// The highest code per event type (`*_MAX`).
    public static let maxCode: [UInt16: UInt16] = [
        EvdevCode.EV_SYN: 0x0f, EvdevCode.EV_KEY: 0x2ff, EvdevCode.EV_REL: 0x0f, EvdevCode.EV_ABS: 0x3f,
        EvdevCode.EV_MSC: 0x07, EvdevCode.EV_SW: 0x10, EvdevCode.EV_LED: 0x0f, EvdevCode.EV_SND: 0x07,
        EvdevCode.EV_REP: 0x01, EvdevCode.EV_FF: 0x7f, EV_FF_STATUS: 0x01,
    ]
    /// `INPUT_PROP_MAX`.
    public static let maxProperty: UInt16 = 0x1f

    /// Bytes of a bitmask covering codes 0…max, rounded up to whole `unsigned long`s as the kernel does.
    ///
    /// - Parameter max: the highest code of the type.
    /// - Returns: the byte count.
    public static func bitmaskByteCount(max: UInt16) -> Int {
        (Int(max) + 1 + 63) / 64 * 8
    }
}
