import CLibevdev
import Foundation
import Glibc
import Testing
@testable import GestureActions

/// The `keys` action's virtual keyboard. These machines have no /dev/uinput: the events a
/// combination makes are checked as data, the failures to open for real, and the end-to-end test
/// (a real uinput device read back through libevdev) runs only where /dev/uinput can be written.
@Suite struct UinputKeyboardTests {
    static func code(_ name: String) -> UInt16 {
        UInt16(clamping: libevdev_event_code_from_name(UInt32(EV_KEY), name))
    }

    @Test func aCombinationIsPressedInOrderAndReleasedInReverseOneFrameEach() throws {
        let ctrl = Self.code("KEY_LEFTCTRL"), alt = Self.code("KEY_LEFTALT"), left = Self.code("KEY_LEFT")
        #expect(KeyEvent.sequence(typing: try KeyCombination(parsing: "ctrl+alt+Left")) == [
            .key(ctrl, down: true), .report, .key(alt, down: true), .report, .key(left, down: true), .report,
            .key(left, down: false), .report, .key(alt, down: false), .report, .key(ctrl, down: false), .report,
        ])
    }

    @Test func oneKeyIsAPressAndARelease() throws {
        let volume = Self.code("KEY_VOLUMEUP")
        #expect(KeyEvent.sequence(typing: try KeyCombination(parsing: "XF86AudioRaiseVolume")) == [
            .key(volume, down: true), .report, .key(volume, down: false), .report,
        ])
        #expect(KeyEvent.key(volume, down: true).description == "EV_KEY KEY_VOLUMEUP 1")
        #expect(KeyEvent.report.description == "EV_SYN SYN_REPORT 0")
    }

    @Test func aMissingNodeSaysToLoadTheModule() throws {
        let directory = try TemporaryDirectory()
        let path = "\(directory.path)/uinput"
        #expect {
            try UinputKeyboard.open(codes: [Self.code("KEY_A")], path: path)
        } throws: { error in
            "\(error)" == "\(path): No such file or directory: the uinput module is not loaded; load it with "
                + "'sudo modprobe uinput' (and at every boot: echo uinput | sudo tee "
                + "/etc/modules-load.d/uinput.conf); keys actions need it"
        }
    }

    @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/dev/uinput")))
    func theDefaultNodeMissingHereIsTheSameClearError() {
        #expect {
            try UinputKeyboard.open(codes: [Self.code("KEY_A")])
        } throws: { error in
            "\(error)".hasPrefix("/dev/uinput: No such file or directory: the uinput module is not loaded")
        }
    }

    @Test func aDirectoryIsNotTheUinputDevice() throws {
        let directory = try TemporaryDirectory()
        #expect {
            try UinputKeyboard.open(codes: [Self.code("KEY_A")], path: directory.path)
        } throws: { error in
            "\(error)" == "\(directory.path): Is a directory: expected the uinput device (/dev/uinput)"
        }
    }

    @Test func aRegularFileIsRefusedByLibevdev() throws {
        let directory = try TemporaryDirectory()
        let path = "\(directory.path)/not-uinput"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect {
            try UinputKeyboard.open(codes: [Self.code("KEY_A")], path: path)
        } throws: { error in
            "\(error)" == "\(path): Inappropriate ioctl for device: not the uinput device; expected /dev/uinput"
        }
    }

    @Test func aCodeBeyondKeyMaxIsNamed() throws {
        let directory = try TemporaryDirectory()
        let path = "\(directory.path)/not-uinput"
        #expect(FileManager.default.createFile(atPath: path, contents: Data()))
        #expect {
            try UinputKeyboard.open(codes: [0xFFFF], path: path)
        } throws: { error in
            "\(error)" == "\(path): key code 65535 is not an evdev key (KEY_MAX is \(KEY_MAX))"
        }
    }

    /// Root passes every permission check; this thread drops its filesystem identity to `nobody`
    /// (setfsuid: per thread, and it clears the capabilities that bypass file modes) for the one
    /// `open`, then takes root's back.
    @Test(.enabled(if: getuid() == 0))
    func aNodeWithoutWritePermissionNamesTheGroupAndTheUdevRule() throws {
        let directory = try TemporaryDirectory()
        let path = "\(directory.path)/uinput"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o600]))
        chmod(directory.path, 0o755)
        typealias SetFsuid = @convention(c) (uid_t) -> Int32
        let setfsuid = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setfsuid")
            .map { unsafeBitCast($0, to: SetFsuid.self) })
        _ = setfsuid(65534)
        let result = Result { () throws(UinputKeyboard.OpenError) in
            try UinputKeyboard.open(codes: [Self.code("KEY_A")], path: path)
        }
        _ = setfsuid(0)
        #expect(throws: Never.self) { try FileManager.default.removeItem(atPath: path) }
        guard case .failure(let error) = result else {
            Issue.record("opened a 0600 root file as nobody")
            return
        }
        #expect(error.description == "\(path): Permission denied: keys actions need to write it; "
            + UinputKeyboard.permissionFix)
        #expect(UinputKeyboard.permissionFix.contains("KERNEL==\"uinput\", GROUP=\"input\", MODE=\"0660\""))
    }

    /// Where /dev/uinput can be written: the device made, a combination sent, and exactly its
    /// events read back from the new device node through libevdev.
    @Test(.enabled(if: access("/dev/uinput", W_OK) == 0))
    func aCombinationSentIsReadBackFromTheDevice() throws {
        let keys = try KeyCombination(parsing: "ctrl+alt+t")
        let keyboard = try UinputKeyboard.open(codes: Set(keys.codes))
        defer { keyboard.close() }
        let node = try #require(keyboard.deviceNode)
        let fd = open(node, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        try #require(fd >= 0)
        defer { Glibc.close(fd) }
        var reader: OpaquePointer?
        try #require(libevdev_new_from_fd(fd, &reader) == 0)
        defer { libevdev_free(reader) }
        try keyboard.send(keys)
        var received: [KeyEvent] = []
        let deadline = ContinuousClock.now + .seconds(5)
        while received.count < KeyEvent.sequence(typing: keys).count, ContinuousClock.now < deadline {
            var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiting, 1, 1000)
            var event = input_event()
            while libevdev_next_event(reader, LIBEVDEV_READ_FLAG_NORMAL.rawValue, &event) == 0 {
                received.append(KeyEvent(type: event.type, code: event.code, value: event.value))
            }
        }
        #expect(received == KeyEvent.sequence(typing: keys))
    }

    @Test(.enabled(if: access("/dev/uinput", W_OK) == 0))
    func aKeyNotDeclaredAtOpenIsRefused() throws {
        let keyboard = try UinputKeyboard.open(codes: [Self.code("KEY_A")])
        defer { keyboard.close() }
        #expect(throws: UinputKeyboard.SendError.self) { try keyboard.send(try KeyCombination(parsing: "b")) }
    }
}
