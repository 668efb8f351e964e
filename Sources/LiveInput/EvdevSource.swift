import Foundation
import Glibc
import GestureTraces
import GestureInput

/// A device node read directly, without libinput: the raw evdev description (ioctls) and raw rows
/// (`read(2)` of `struct input_event`). For touchpads this gives the fingers themselves, which
/// libinput hides behind pointer and gesture events.
///
/// `readEvents` decodes the rows with GestureInput's `MultitouchDecoder` into touch `InputEvent`s.
public final class EvdevSource: @unchecked Sendable {
    /// The node this source reads.
    public let path: String
    /// What the ioctls said about the device.
    public let device: DeviceInfo
    private let lock = NSLock()
    private var fd: Int32
    private var decoder: MultitouchDecoder?
    private var pendingRows: [EvdevRow] = []
    /// Reused read buffer: 64 `struct input_event`s (24 bytes each on 64-bit Linux).
    private var buffer = [UInt8](repeating: 0, count: 64 * EvdevSource.eventSize)
    /// Bytes of an incomplete event kept at the front of `buffer` from the last read: a kernel
    /// node returns whole events, but a pty-backed emulation (umockdev) may split one.
    private var pendingBytes = 0

    /// `sizeof(struct input_event)` on 64-bit Linux: `struct timeval` (16) + type, code (2 + 2) + value (4).
    public static let eventSize = 24

    /// Opens `path` read-only and non-blocking, reads its description, and asks the kernel for
    /// CLOCK_MONOTONIC event times. Touch devices get a `MultitouchDecoder` stamping events with
    /// `id`, mapping touchscreens onto `surface` (points) or else millimetres at 96 dpi.
    ///
    /// - Parameters:
    ///   - path: the device node (`/dev/input/eventN`).
    ///   - id: the device id its events carry.
    ///   - surface: the surface touchscreen coordinates are mapped onto, in points; nil converts
    ///     millimetres at 96 dpi.
    /// - Throws: `LiveInputError.permissionDenied` when the node cannot be read for lack of permission,
    ///   `.invalidPath` for another failure to open or describe it, with the system's reason.
    public init(path: String, id: DeviceID = DeviceID(0), surface: Size? = nil) throws {
        self.path = path
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            let error = errno
            if error == EACCES || error == EPERM { throw LiveInputError.permissionDenied(paths: [path]) }
            throw LiveInputError.invalidPath(path, reason: String(cString: strerror(error)))
        }
        do {
            device = try Self.describe(fd: fd, path: path)
        } catch {
            _ = Glibc.close(fd)
            throw error
        }
        self.fd = fd
        var clock = CLOCK_MONOTONIC
        _ = withUnsafeMutableBytes(of: &clock) { Self.ioctl(fd, EvdevIoctl.setClockID, $0) }
        if let mapping = try? CoordinateMapping(device: device, surface: surface) {
            decoder = try? MultitouchDecoder(
                device: id, info: device, mapping: mapping, quirks: Self.quirks(for: device))
        }
    }

    /// The installed quirks database's attributes for `device` on this machine (its DMI modalias and
    /// device tree); libinput's defaults when the database is missing or broken (`info` and
    /// `replay` report a broken one).
    static func quirks(for device: DeviceInfo) -> TouchpadQuirks {
        guard let database = try? QuirksDirectory.installed.get() else { return .none }
        let machine = QuirksDirectory.machine()
        return TouchpadQuirks(database.match(
            QuirkDevice(device, dmiModalias: machine.dmiModalias, deviceTree: machine.deviceTree)))
    }

    /// Reads what is available and decodes it into touch events (protocol A/B, single touch, finger
    /// counts) and diagnostics; returns the number of rows read. Non-touch devices yield no events.
    ///
    /// - Parameters:
    ///   - events: receives the decoded touch events, appended in order.
    ///   - diagnostics: receives the defects the decoder recovered from.
    /// - Returns: the number of raw rows read; 0 when nothing was pending.
    /// - Throws: `LiveInputError.invalidPath` when reading fails (the device went away).
    @discardableResult
    public func readEvents(into events: inout [InputEvent], diagnostics: inout [Diagnostic]) throws -> Int {
        pendingRows.removeAll(keepingCapacity: true)
        let count = try readRows(into: &pendingRows)
        decode(pendingRows, into: &events, diagnostics: &diagnostics)
        return count
    }

    /// Decodes rows read with `readRows` (for callers that also want the raw rows).
    ///
    /// - Parameters:
    ///   - rows: raw rows of this device, in order.
    ///   - events: receives the decoded touch events, appended in order.
    ///   - diagnostics: receives the defects the decoder recovered from.
    public func decode(_ rows: [EvdevRow], into events: inout [InputEvent], diagnostics: inout [Diagnostic]) {
        lock.lock(); defer { lock.unlock() }
        guard decoder != nil else { return }
        for row in rows { decoder?.decode(row, events: &events, diagnostics: &diagnostics) }
    }

    deinit { close() }

    /// The device's description, read with EVIOCGNAME/ID/PROP/BIT/ABS.
    ///
    /// - Parameter path: the device node.
    /// - Returns: the device's name, kind, axes and capabilities.
    /// - Throws: `LiveInputError` when the node cannot be opened or queried.
    public static func describe(path: String) throws -> DeviceInfo {
        try EvdevSource(path: path).device
    }

    /// The file descriptor, for polling (−1 once closed).
    public var fileDescriptor: Int32 { lock.lock(); defer { lock.unlock() }; return fd }

    /// Appends every row available now to `rows` (times in µs from the kernel's timeval, which is
    /// CLOCK_MONOTONIC only when the reader asked EVIOCSCLOCKID; by default it is wall-clock time).
    /// Returns the number read; 0 when nothing is pending.
    ///
    /// - Parameter rows: receives the rows, appended in order.
    /// - Returns: the number of rows read; 0 when nothing was pending.
    /// - Throws: `LiveInputError.invalidPath` when reading fails (the device went away).
    @discardableResult
    public func readRows(into rows: inout [EvdevRow]) throws -> Int {
        lock.lock(); defer { lock.unlock() }
        guard fd >= 0 else { return 0 }
        var total = 0
        while true {
            let offset = pendingBytes
            let n = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return read(fd, base + offset, raw.count - offset)
            }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { return total }
                if errno == ENODEV { return total }
                throw LiveInputError.invalidPath(path, reason: "read failed: \(String(cString: strerror(errno)))")
            }
            if n == 0 { return total }
            let available = offset + n
            let count = available / Self.eventSize
            buffer.withUnsafeBytes { raw in
                for i in 0..<count {
                    let base = i * Self.eventSize
                    let seconds = raw.loadUnaligned(fromByteOffset: base, as: Int64.self)
                    let micros = raw.loadUnaligned(fromByteOffset: base + 8, as: Int64.self)
                    let type = raw.loadUnaligned(fromByteOffset: base + 16, as: UInt16.self)
                    let code = raw.loadUnaligned(fromByteOffset: base + 18, as: UInt16.self)
                    let value = raw.loadUnaligned(fromByteOffset: base + 20, as: Int32.self)
                    rows.append(
                        EvdevRow(
                            time: Self.timestamp(seconds: seconds, microseconds: micros), type: type, code: code,
                            value: value))
                }
            }
            // Keep the tail of a split event for the next read.
            pendingBytes = available - count * Self.eventSize
            if pendingBytes > 0 {
                let start = count * Self.eventSize
                for k in 0..<pendingBytes { buffer[k] = buffer[start + k] }
            }
            total += count
        }
    }

    /// A timeval as µs, saturating instead of trapping on a nonsensical time (the decoder then
    /// reports time going backwards or a jump, as for any other bad timestamp).
    static func timestamp(seconds: Int64, microseconds: Int64) -> Timestamp {
        let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000)
        if overflow { return Timestamp(microseconds: seconds < 0 ? .min : .max) }
        let (sum, overflow2) = scaled.addingReportingOverflow(microseconds)
        if overflow2 { return Timestamp(microseconds: microseconds < 0 ? .min : .max) }
        return Timestamp(microseconds: sum)
    }

    /// Waits up to `timeout` seconds for the node to become readable.
    ///
    /// - Parameter timeout: the longest wait, in seconds.
    /// - Returns: whether the node has input to read; false on timeout or once closed.
    public func wait(timeout: Double) -> Bool {
        var p = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard p.fd >= 0 else { return false }
        return poll(&p, 1, Int32(timeout * 1000)) > 0
    }

    /// Closes the node (idempotent).
    public func close() {
        lock.lock(); defer { lock.unlock() }
        if fd >= 0 { _ = Glibc.close(fd); fd = -1 }
    }

    /// ioctl(2) into `buffer`; −1 for an empty buffer.
    static func ioctl(_ fd: Int32, _ request: UInt, _ buffer: UnsafeMutableRawBufferPointer) -> Int32 {
        guard let base = buffer.baseAddress else { return -1 }
        return Glibc.ioctl(fd, request, base)
    }

    static func describe(fd: Int32, path: String) throws -> DeviceInfo {
        var nameBuffer = [UInt8](repeating: 0, count: 256)
        let nameLength = nameBuffer.withUnsafeMutableBytes { Self.ioctl(fd, EvdevIoctl.getName(length: 255), $0) }
        guard nameLength >= 0 else {
            // Read directly (`--raw`, `devices`): libinput has no part in it, so the message does not name it.
            throw LiveInputError.invalidPath(
                path, reason: "not an evdev device node (it does not answer the evdev ioctls); raw input reads "
                    + "/dev/input/eventN nodes directly")
        }
        let name = String(decoding: nameBuffer.prefix { $0 != 0 }, as: UTF8.self)
        var id = [UInt16](repeating: 0, count: 4)
        _ = id.withUnsafeMutableBytes { Self.ioctl(fd, EvdevIoctl.getID, $0) }
        var description = EvdevDescription(bustype: id[0], vendor: id[1], product: id[2], version: id[3])
        func bits(_ request: UInt, byteCount: Int) -> [UInt16] {
            var bytes = [UInt8](repeating: 0, count: byteCount)
            let n = bytes.withUnsafeMutableBytes { Self.ioctl(fd, request, $0) }
            guard n >= 0 else { return [] }
            var codes: [UInt16] = []
            for (i, b) in bytes.enumerated() where b != 0 {
                for bit in 0..<8 where b & (1 << bit) != 0 { codes.append(UInt16(i * 8 + bit)) }
            }
            return codes
        }
        description.properties = bits(EvdevIoctl.getProperties(length: 8), byteCount: 8)
        for type in bits(EvdevIoctl.getBits(type: 0, length: 8), byteCount: 8) where type != EvdevCode.EV_SYN {
            let count = EvdevLimits.bitmaskByteCount(max: EvdevLimits.maxCode[type] ?? 0x2ff)
            let codes = bits(EvdevIoctl.getBits(type: type, length: count), byteCount: count)
            if !codes.isEmpty { description.codes[type] = codes }
        }
        for code in description.codes[EvdevCode.EV_ABS] ?? [] {
            var info = [Int32](repeating: 0, count: 6)
            let n = info.withUnsafeMutableBytes { Self.ioctl(fd, EvdevIoctl.getAbsInfo(code: code), $0) }
            if n >= 0 {
                description.absinfo[code] = AbsoluteAxis(
                    minimum: info[1], maximum: info[2], fuzz: info[3], flat: info[4], resolution: info[5])
            }
        }
        return DeviceInfo(name: name, evdev: description, node: path)
    }
}
