import CLibinput
import Foundation
import Glibc

/// The `open_restricted`/`close_restricted` callbacks libinput opens device nodes through.
///
/// Opens with the flags libinput gives plus `O_CLOEXEC`, returns `-errno` on failure, and remembers
/// which paths failed with EACCES/EPERM so the source can say how to get access.
final class LibinputInterface: @unchecked Sendable {
    private let lock = NSLock()
    private var denied: [String] = []
    private var openDescriptors: Set<Int32> = []

    /// Receives libinput's log lines (set by the loop; called on whichever thread calls into libinput).
    var logSink: ((String) -> Void)?

    /// The C struct handed to libinput; it must outlive the context.
    let table: UnsafeMutablePointer<libinput_interface>

    init() {
        table = .allocate(capacity: 1)
        table.initialize(to: libinput_interface(
            open_restricted: { path, flags, userData in
                guard let path, let userData else { return -EINVAL }
                let me = Unmanaged<LibinputInterface>.fromOpaque(userData).takeUnretainedValue()
                return me.open(path: String(cString: path), flags: flags)
            },
            close_restricted: { fd, userData in
                guard let userData else { _ = Glibc.close(fd); return }
                Unmanaged<LibinputInterface>.fromOpaque(userData).takeUnretainedValue().close(fd: fd)
            }))
    }

    deinit { table.deinitialize(count: 1); table.deallocate() }

    /// The pointer libinput passes back as user data (unretained: the source keeps `self` alive).
    var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    func open(path: String, flags: Int32) -> Int32 {
        let fd = Glibc.open(path, flags | O_CLOEXEC)
        if fd < 0 {
            let error = errno
            if error == EACCES || error == EPERM {
                lock.lock(); if !denied.contains(path) { denied.append(path) }; lock.unlock()
            }
            return -error
        }
        lock.lock(); openDescriptors.insert(fd); lock.unlock()
        return fd
    }

    func close(fd: Int32) {
        lock.lock(); openDescriptors.remove(fd); lock.unlock()
        _ = Glibc.close(fd)
    }

    /// Paths that failed with a permission error so far.
    var deniedPaths: [String] { lock.lock(); defer { lock.unlock() }; return denied }

    /// Descriptors libinput holds open (0 after a clean shutdown).
    var openCount: Int { lock.lock(); defer { lock.unlock() }; return openDescriptors.count }
}
