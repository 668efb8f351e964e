import Foundation
import GestureInput
import Glibc
import GestureTraces
import LiveInput

/// Raw evdev nodes read on one thread that sleeps in `poll(2)` with no timeout (zero wake-ups while
/// the devices are quiet) and hands each batch of decoded events to `deliver`, in order.
/// `stop()` wakes it through a self-pipe, joins it and closes the nodes.
final class EvdevReader: @unchecked Sendable {
    private let sources: [EvdevSource]
    private let deliver: @Sendable ([TraceItem]) -> Void
    private var wake: [Int32] = [-1, -1]
    private var thread: Thread?
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var started = false
    private var stopped = false

    /// Opens every node (throws `LiveInputError` for the first that cannot be read); device i gets
    /// `DeviceID(i)`, touchscreens are mapped onto `surface`.
    init(paths: [String], surface: Size?, deliver: @escaping @Sendable ([TraceItem]) -> Void) throws {
        var sources: [EvdevSource] = []
        for (i, path) in paths.enumerated() {
            sources.append(try EvdevSource(path: path, id: DeviceID(i), surface: surface))
        }
        self.sources = sources
        self.deliver = deliver
        guard pipe(&wake) == 0 else {
            throw LiveInputError.contextCreationFailed("pipe: \(String(cString: strerror(errno)))")
        }
        for fd in wake { _ = fcntl(fd, F_SETFD, FD_CLOEXEC); _ = fcntl(fd, F_SETFL, O_NONBLOCK) }
    }

    deinit {
        stop()
        for fd in wake where fd >= 0 { Glibc.close(fd) }
    }

    /// One `deviceAdded` event per node, at `time`.
    func additions(at time: Timestamp) -> [TraceItem] {
        sources.enumerated().map {
            .event(InputEvent(time: time, device: DeviceID($0.offset), kind: .deviceAdded($0.element.device)))
        }
    }

    /// The devices read, in `DeviceID` order.
    var devices: [DeviceInfo] { sources.map(\.device) }

    /// Whether a node has rows not read yet (a zero-timeout poll; safe from any thread).
    var hasPendingInput: Bool {
        var fds = sources.map { pollfd(fd: $0.fileDescriptor, events: Int16(POLLIN), revents: 0) }
        return poll(&fds, nfds_t(fds.count), 0) > 0
    }

    /// Starts the reading thread.
    func start() {
        lock.lock(); defer { lock.unlock() }
        guard !started else { return }
        started = true
        let thread = Thread { [self] in
            Thread.current.name = "gk-evdev"   // from inside: the kernel's name too, what /proc shows
            run()
            done.signal()
        }
        thread.name = "GestureKit.EvdevReader"
        self.thread = thread
        thread.start()
    }

    /// Wakes the thread, waits for it to end and closes the nodes (idempotent).
    func stop() {
        lock.lock()
        let wasRunning = started && !stopped
        stopped = true
        lock.unlock()
        if wasRunning {
            var one: UInt8 = 1
            _ = write(wake[1], &one, 1)
            done.wait()
        }
        for s in sources { s.close() }
    }

    private func run() {
        var fds = sources.map { pollfd(fd: $0.fileDescriptor, events: Int16(POLLIN), revents: 0) }
        fds.append(pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0))
        let wakeIndex = fds.count - 1
        var events: [InputEvent] = []
        var diagnostics: [Diagnostic] = []
        var open = sources.count
        while open > 0 {
            let n = poll(&fds, nfds_t(fds.count), -1)
            if n < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[wakeIndex].revents != 0 { return }
            for i in 0..<wakeIndex where fds[i].revents != 0 && fds[i].fd >= 0 {
                let gone = fds[i].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
                events.removeAll(keepingCapacity: true)
                diagnostics.removeAll(keepingCapacity: true)
                _ = try? sources[i].readEvents(into: &events, diagnostics: &diagnostics)
                if gone {
                    events.append(InputEvent(time: MonotonicClock.now(), device: DeviceID(i), kind: .deviceRemoved))
                    fds[i].fd = -1
                    open -= 1
                }
                // Decoder diagnostics first: they describe rows read before the events they precede.
                let batch = diagnostics.map(TraceItem.diagnostic) + events.map(TraceItem.event)
                if !batch.isEmpty { deliver(batch) }
            }
        }
    }
}
