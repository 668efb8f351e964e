import Glibc

/// The evdev ioctl request numbers (`linux/input.h`), computed: Swift cannot import the `EVIOC*`
/// macros because they expand to `_IOR`/`_IOC` arithmetic.
///
/// Layout of a request on Linux (asm-generic/ioctl.h): bits 0–7 the number, 8–15 the type
/// (`'E'` = 0x45 for evdev), 16–29 the argument size in bytes, 30–31 the direction (2 = read).
public enum EvdevIoctl {
    /// `_IOC_READ` (2): the kernel writes into the caller's buffer.
    public static let directionRead: UInt = 2
    /// The evdev ioctl type letter `'E'`.
    static let type: UInt = 0x45

    /// `_IOC(dir, type, nr, size)`: one request number.
    ///
    /// - Parameters:
    ///   - direction: the transfer direction (`directionRead` for the queries here).
    ///   - number: the request's number within evdev's type `E`.
    ///   - size: the size of the argument in bytes.
    /// - Returns: the request number `ioctl` takes.
    public static func request(direction: UInt = directionRead, number: UInt, size: Int) -> UInt {
        (direction << 30) | (UInt(size & 0x3fff) << 16) | (type << 8) | (number & 0xff)
    }

    /// `_IOC_WRITE` (1): the kernel reads the caller's argument.
    public static let directionWrite: UInt = 1

    /// `EVIOCSCLOCKID`: choose the clock of event times (`int`, e.g. CLOCK_MONOTONIC).
    public static var setClockID: UInt { request(direction: directionWrite, number: 0xa0, size: 4) }
    /// `EVIOCGVERSION`: the evdev protocol version (`int`).
    public static var getVersion: UInt { request(number: 0x01, size: 4) }
    /// `EVIOCGID`: bus, vendor, product, version (`struct input_id`, 8 bytes).
    public static var getID: UInt { request(number: 0x02, size: 8) }
    /// `EVIOCGNAME(len)`: the device name into a buffer of `length` bytes.
    ///
    /// - Parameter length: the buffer's size in bytes.
    /// - Returns: the request number.
    public static func getName(length: Int) -> UInt { request(number: 0x06, size: length) }
    /// `EVIOCGPHYS(len)`: the physical path.
    ///
    /// - Parameter length: the buffer's size in bytes.
    /// - Returns: the request number.
    public static func getPhys(length: Int) -> UInt { request(number: 0x07, size: length) }
    /// `EVIOCGPROP(len)`: the input property bitmask.
    ///
    /// - Parameter length: the buffer's size in bytes.
    /// - Returns: the request number.
    public static func getProperties(length: Int) -> UInt { request(number: 0x09, size: length) }
    /// `EVIOCGMTSLOTS(len)`: one MT code's value in every slot (`__u32 code; __s32 values[]`).
    ///
    /// - Parameter length: the buffer's size in bytes.
    /// - Returns: the request number.
    public static func getMTSlots(length: Int) -> UInt { request(number: 0x0a, size: length) }
    /// `EVIOCGKEY(len)`: the current key state bitmask.
    ///
    /// - Parameter length: the buffer's size in bytes.
    /// - Returns: the request number.
    public static func getKeyState(length: Int) -> UInt { request(number: 0x18, size: length) }
    /// `EVIOCGBIT(type, len)`: the supported codes of event `type` (type 0: the supported types).
    ///
    /// - Parameters:
    ///   - type: the event type (`EV_KEY`, `EV_ABS`, …); 0 for the types themselves.
    ///   - length: the buffer's size in bytes.
    /// - Returns: the request number.
    public static func getBits(type: UInt16, length: Int) -> UInt { request(number: 0x20 + UInt(type), size: length) }
    /// `EVIOCGABS(code)`: one absolute axis (`struct input_absinfo`, 24 bytes).
    ///
    /// - Parameter code: the absolute axis (`ABS_X`, `ABS_MT_SLOT`, …).
    /// - Returns: the request number.
    public static func getAbsInfo(code: UInt16) -> UInt { request(number: 0x40 + UInt(code), size: 24) }
}
