import CLibevdev
import Glibc
import Synchronization

/// A virtual keyboard created through libevdev's uinput API, for the `keys` action.
///
/// Threads: `send` and `close` may be called from any thread; the libevdev device and its uinput
/// node are only touched under one lock, so two combinations sent at once never interleave.
public final class UinputKeyboard: KeySending, Sendable {
    /// Why the keyboard could not be created: names the file and the fix.
    public struct OpenError: Error, Sendable, CustomStringConvertible {
        /// One line a person can act on.
        public var description: String
    }

    /// Why a combination could not be sent.
    public struct SendError: Error, Sendable, CustomStringConvertible {
        /// One line: which event, and the system's words.
        public var description: String
    }

    /// The name the virtual device shows (`libinput list-devices`, `/proc/bus/input/devices`).
    public static let deviceName = "GestureKit virtual keyboard"

    /// The device, nil once closed. `OpaquePointer`s to libevdev's objects: used under the lock only.
    private struct Device {
        var evdev: OpaquePointer
        var uinput: OpaquePointer
    }

    private let device: Mutex<Device?>
    private let codes: Set<UInt16>
    /// The device node the kernel made (`/dev/input/eventN`), for the log.
    public let deviceNode: String?

    /// Creates the device, able to send every code in `codes`.
    /// - Parameters:
    ///   - codes: the evdev key codes the rules use.
    ///   - path: the uinput node.
    /// - Throws: `OpenError` naming `path` and what to do.
    ///
    /// - Returns: the keyboard, ready to send.
    public static func open(codes: Set<UInt16>, path: String = "/dev/uinput") throws(OpenError) -> UinputKeyboard {
        let fd = Glibc.open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw openError(path: path, errno: errno) }
        guard let evdev = libevdev_new() else {
            Glibc.close(fd)
            throw OpenError(description: "\(path): libevdev_new failed (out of memory)")
        }
        libevdev_set_name(evdev, deviceName)
        _ = libevdev_enable_event_type(evdev, UInt32(EV_KEY))
        for code in codes.sorted() where libevdev_enable_event_code(evdev, UInt32(EV_KEY), UInt32(code), nil) != 0 {
            libevdev_free(evdev)
            Glibc.close(fd)
            throw OpenError(description: "\(path): key code \(code) is not an evdev key (KEY_MAX is \(KEY_MAX))")
        }
        var uinput: OpaquePointer?
        let result = libevdev_uinput_create_from_device(evdev, fd, &uinput)
        guard result == 0, let uinput else {
            libevdev_free(evdev)
            Glibc.close(fd)
            throw createError(path: path, code: result)
        }
        return UinputKeyboard(device: Device(evdev: evdev, uinput: uinput), codes: codes)
    }

    private init(device: sending Device, codes: Set<UInt16>) {
        deviceNode = libevdev_uinput_get_devnode(device.uinput).map { String(cString: $0) }
        self.device = Mutex(device)
        self.codes = codes
    }

    deinit { close() }

    /// Presses the keys in order and releases them in reverse, one frame per key change.
    /// - Parameter keys: the combination; every key must be among the `codes` it was opened with.
    /// - Throws: `SendError` for a key it cannot send, a closed keyboard, or a failed write.
    public func send(_ keys: KeyCombination) throws {
        if let missing = keys.codes.first(where: { !codes.contains($0) }) {
            throw SendError(description: "\(keys): key \(KeyEvent.key(missing, down: true).description) was not "
                + "among the keys the virtual keyboard was created with")
        }
        let events = KeyEvent.sequence(typing: keys)
        try device.withLock { device throws(SendError) in
            guard let device else { throw SendError(description: "\(keys): the virtual keyboard is closed") }
            for event in events {
                let result = libevdev_uinput_write_event(device.uinput, UInt32(event.type), UInt32(event.code),
                                                         event.value)
                guard result == 0 else {
                    throw SendError(description: "\(keys): writing \(event) failed: "
                        + String(cString: strerror(-result)))
                }
            }
        }
    }

    /// Destroys the virtual device. Idempotent.
    public func close() {
        device.withLock { device in
            guard let open = device else { return }
            // Destroys the kernel device; the fd was ours (not LIBEVDEV_UINPUT_OPEN_MANAGED).
            let fd = libevdev_uinput_get_fd(open.uinput)
            libevdev_uinput_destroy(open.uinput)
            Glibc.close(fd)
            libevdev_free(open.evdev)
            device = nil
        }
    }

    /// The fix for a uinput node that cannot be opened.
    static let permissionFix = "add yourself to the 'input' group (sudo usermod -aG input $USER, then log in "
        + "again) with a udev rule KERNEL==\"uinput\", GROUP=\"input\", MODE=\"0660\" in "
        + "/etc/udev/rules.d/60-gesturekit-uinput.rules"

    /// One line for `open(2)` failing on `path` with `errno`.
    static func openError(path: String, errno code: Int32) -> OpenError {
        let words = String(cString: strerror(code))
        switch code {
        case ENOENT, ENODEV, ENXIO:
            return OpenError(description: "\(path): \(words): the uinput module is not loaded; load it with "
                + "'sudo modprobe uinput' (and at every boot: echo uinput | sudo tee /etc/modules-load.d/uinput.conf)"
                + "; keys actions need it")
        case EACCES, EPERM, EROFS:
            return OpenError(description: "\(path): \(words): keys actions need to write it; \(permissionFix)")
        default:
            return OpenError(description: "\(path): \(words): expected the uinput device (/dev/uinput)")
        }
    }

    /// One line for libevdev refusing to create the device on `path` (`code`: a negative errno).
    static func createError(path: String, code: Int32) -> OpenError {
        let words = String(cString: strerror(-code))
        if code == -ENOTTY || code == -EINVAL {
            return OpenError(description: "\(path): \(words): not the uinput device; expected /dev/uinput")
        }
        return OpenError(description: "\(path): creating the virtual keyboard failed: \(words)")
    }
}
