import CLibinput
import Foundation
import Glibc
import GestureInput

/// Live input through libinput: a udev seat or explicit device nodes, converted to `InputEvent`s
/// in order on a dedicated thread (docs/live-input.md).
///
/// `start(handler:)` opens the devices and fails with an actionable `LiveInputError` when there is
/// nothing to read; then a thread polls libinput's fd, dispatches and hands every item to the
/// handler, in order. `stop()` wakes that thread, joins it and releases libinput, udev and every fd.
/// All libinput calls happen on one thread at a time (the caller's during `start`, then the loop's).
public final class LibinputSource: @unchecked Sendable {
    /// The configuration the source was created with.
    public let configuration: LibinputSourceConfiguration

    private let lock = NSLock()
    private var state: State = .idle
    private enum State {
        case idle
        case running(LibinputLoop, Thread, DispatchSemaphore)
        case stopping
        case stopped
    }
    private var samples: [TimeSpan] = []
    private var leftOpen = 0
    /// Finishes the stream handed out by `items()`/`events()`, called once the loop has stopped.
    private var finishStream: (@Sendable () -> Void)?
    /// Called once `stop()` has finished (`whenStopped`).
    private var stopCallbacks: [@Sendable () -> Void] = []

    /// A source for `configuration`; nothing is opened until `start`.
    ///
    /// - Parameter configuration: where devices come from, how coordinates map and which settings apply.
    public init(configuration: LibinputSourceConfiguration = LibinputSourceConfiguration()) {
        self.configuration = configuration
    }

    deinit { stop() }

    /// Opens the devices and starts delivering items to `handler` on the source's thread.
    /// Throws `LiveInputError` when no device can be read (and why).
    ///
    /// - Parameter handler: receives every item in order on the source's thread; it must not call
    ///   `stop()`.
    /// - Throws: `LiveInputError` when no device can be read, saying why and what to do (the `input`
    ///   group, a missing seat or node).
    public func start(handler: @escaping @Sendable (LiveInputItem) -> Void) throws {
        lock.lock()
        defer { lock.unlock() }
        guard case .idle = state else { throw LiveInputError.alreadyStarted }
        let loop = try LibinputLoop(configuration: configuration, handler: handler)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { [loop] in
            // Set from inside the thread, Foundation also gives the kernel this name (15 bytes
            // at most): what /proc and `top -H` show.
            Thread.current.name = "gk-libinput"
            loop.run()
            done.signal()
        }
        thread.name = "GestureKit.LibinputSource"
        thread.start()
        state = .running(loop, thread, done)
    }

    /// Stops the loop, joins its thread and releases libinput (idempotent).
    /// Must not be called from the handler (it waits for the handler's thread to finish).
    public func stop() {
        lock.lock()
        guard case .running(let loop, _, let done) = state else { lock.unlock(); return }
        state = .stopping
        lock.unlock()
        // Unlocked while joining: the handler may still call `removeAllDevices()`.
        loop.requestStop()
        done.wait()
        loop.close()
        lock.lock()
        samples = loop.latencySamples
        leftOpen = loop.openDeviceCount
        state = .stopped
        let finish = finishStream
        finishStream = nil
        let callbacks = stopCallbacks
        stopCallbacks = []
        lock.unlock()
        // Outside the lock: finishing runs the stream's onTermination, which calls stop() again.
        finish?()
        for body in callbacks { body() }
    }

    /// Calls `body` once `stop()` has finished (the last item was handed over and every
    /// descriptor released), on the thread that stopped it; at once if it already has.
    ///
    /// - Parameter body: called once.
    public func whenStopped(_ body: @escaping @Sendable () -> Void) {
        lock.lock()
        if case .stopped = state {
            lock.unlock()
            body()
            return
        }
        stopCallbacks.append(body)
        lock.unlock()
    }

    /// Asks the loop to remove every device (path backend: `libinput_path_remove_device`); each
    /// removal cancels its touches and delivers `deviceRemoved`. Used to emulate unplugging.
    public func removeAllDevices() {
        lock.lock()
        defer { lock.unlock() }
        if case .running(let loop, _, _) = state { loop.requestRemoval() }
    }

    /// Whether libinput's descriptor has input the source's thread has not dispatched yet: a live
    /// loop about to fire a timer asks first, so a touch stamped before the deadline but still in
    /// flight is handled before the timer (input in time order with timers). Never blocks.
    public var hasPendingInput: Bool {
        lock.lock()
        guard case .running(let loop, _, _) = state else { lock.unlock(); return false }
        lock.unlock()
        return loop.descriptorIsReadable
    }

    /// Device descriptors libinput still held after `stop()` (0 means a clean shutdown).
    public var descriptorsLeftOpen: Int {
        lock.lock(); defer { lock.unlock() }
        return leftOpen
    }

    /// Per event: time from the fd becoming readable to the handler call (needs
    /// `measuresLatency`; available after `stop`).
    public var latencySamples: [TimeSpan] {
        lock.lock(); defer { lock.unlock() }
        return samples
    }

    private func setFinish(_ finish: (@Sendable () -> Void)?) {
        lock.lock(); finishStream = finish; lock.unlock()
    }

    /// Starts the source and returns its items as a stream (finished by `stop()`); finishing the stream's consumer
    /// stops it.
    ///
    /// - Returns: the items in order; the stream finishes when the source stops.
    /// - Throws: `LiveInputError` when no device can be read, saying why and what to do (the `input`
    ///   group, a missing seat or node).
    public func items() throws -> AsyncStream<LiveInputItem> {
        let (stream, continuation) = AsyncStream<LiveInputItem>.makeStream(bufferingPolicy: .unbounded)
        // Installed before starting, so a stop() racing with start() still ends the stream.
        setFinish { continuation.finish() }
        do { try start { item in continuation.yield(item) } } catch {
            setFinish(nil)
            throw error
        }
        continuation.onTermination = { [weak self] _ in self?.stop() }
        return stream
    }

    /// Starts the source and returns only its input events (configuration reports and logs dropped).
    ///
    /// - Returns: the input events in order; the stream finishes when the source stops.
    /// - Throws: `LiveInputError` when no device can be read, saying why and what to do (the `input`
    ///   group, a missing seat or node).
    public func events() throws -> AsyncStream<InputEvent> {
        let (stream, continuation) = AsyncStream<InputEvent>.makeStream(bufferingPolicy: .unbounded)
        // Installed before starting, so a stop() racing with start() still ends the stream.
        setFinish { continuation.finish() }
        do { try start { item in if case .event(let e) = item { continuation.yield(e) } } } catch {
            setFinish(nil)
            throw error
        }
        continuation.onTermination = { [weak self] _ in self?.stop() }
        return stream
    }
}

/// The libinput context and its poll loop; lives on the source's thread once started.
final class LibinputLoop: @unchecked Sendable {
    private let interface = LibinputInterface()
    private var udev: OpaquePointer?
    private var li: OpaquePointer?
    private let converter: LibinputEventConverter
    private let handler: @Sendable (LiveInputItem) -> Void
    /// A self-pipe: writing to `wakeFDs[1]` wakes the poll (stop and removal requests).
    private var wakeFDs: [Int32] = [-1, -1]
    private let measuresLatency: Bool
    private var pending: [LiveInputItem] = []
    private(set) var latencySamples: [TimeSpan] = []
    private var isStarting = true

    /// libinput's epoll descriptor (−1 before the context exists); read-only after `init`.
    private var contextFD: Int32 = -1

    private let requestLock = NSLock()
    private var stopRequested = false
    private var removalRequested = false
    private var pathDevices: [OpaquePointer] = []

    init(configuration: LibinputSourceConfiguration, handler: @escaping @Sendable (LiveInputItem) -> Void) throws {
        self.handler = handler
        self.measuresLatency = configuration.measuresLatency
        converter = LibinputEventConverter(surfaceSize: configuration.surfaceSize, settings: configuration.devices)
        guard pipe(&wakeFDs) == 0 else {
            throw LiveInputError.contextCreationFailed("pipe: \(String(cString: strerror(errno)))")
        }
        for fd in wakeFDs {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        }
        do {
            try open(configuration.backend)
        } catch {
            close()
            throw error
        }
        if let li { contextFD = libinput_get_fd(li) }
    }

    /// A zero-timeout poll of libinput's descriptor (safe from any thread: it reads nothing).
    var descriptorIsReadable: Bool {
        guard contextFD >= 0 else { return false }
        var fds = pollfd(fd: contextFD, events: Int16(POLLIN), revents: 0)
        return poll(&fds, 1, 0) > 0 && fds.revents & Int16(POLLIN) != 0
    }

    private func open(_ backend: LibinputSourceConfiguration.Backend) throws {
        switch backend {
        case .seat(let seat):
            guard let udev = udev_new() else { throw LiveInputError.contextCreationFailed("udev_new failed") }
            self.udev = udev
            guard let li = libinput_udev_create_context(interface.table, interface.userData, udev) else {
                throw LiveInputError.contextCreationFailed("libinput_udev_create_context failed")
            }
            self.li = li
            installLogHandler()
            guard libinput_udev_assign_seat(li, seat) == 0 else { throw LiveInputError.seatAssignmentFailed(seat) }
            drainInitial()
            if converter.deviceCount == 0 {
                let denied = interface.deniedPaths
                throw denied.isEmpty
                    ? LiveInputError.noDevices(seat: seat) : LiveInputError.permissionDenied(paths: denied)
            }
        case .paths(let paths):
            guard let li = libinput_path_create_context(interface.table, interface.userData) else {
                throw LiveInputError.contextCreationFailed("libinput_path_create_context failed")
            }
            self.li = li
            installLogHandler()
            for path in paths {
                var st = stat()
                if stat(path, &st) != 0 {
                    let error = errno
                    if error == EACCES { throw LiveInputError.permissionDenied(paths: [path]) }
                    throw LiveInputError.invalidPath(path, reason: String(cString: strerror(error)))
                }
                guard st.st_mode & S_IFMT == S_IFCHR else {
                    throw LiveInputError.invalidPath(path, reason: "not a character device")
                }
                guard let device = libinput_path_add_device(li, path) else {
                    if interface.deniedPaths.contains(path) { throw LiveInputError.permissionDenied(paths: [path]) }
                    throw LiveInputError.notAnInputDevice(path)
                }
                libinput_device_ref(device)
                pathDevices.append(device)
            }
            drainInitial()
        }
        isStarting = false
    }

    /// Forwards libinput's log (error priority) as `.log` items.
    private func installLogHandler() {
        guard let li else { return }
        // libinput has one user-data pointer, shared with open_restricted: the interface object.
        interface.logSink = { [unowned self] message in self.emit(.log(message)) }
        libinput_log_set_priority(li, LIBINPUT_LOG_PRIORITY_ERROR)
        libinput_log_set_handler(li) { li, _, format, args in
            guard let li, let format, let args, let raw = libinput_get_user_data(li) else { return }
            let interface = Unmanaged<LibinputInterface>.fromOpaque(raw).takeUnretainedValue()
            var buffer = [CChar](repeating: 0, count: 1024)
            _ = vsnprintf(&buffer, buffer.count, format, args)
            let length = buffer.firstIndex(of: 0) ?? buffer.count
            let message = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            interface.logSink?(message)
        }
    }

    private func emit(_ item: LiveInputItem) {
        if isStarting { pending.append(item) } else { handler(item) }
    }

    /// Dispatches once and converts what is queued (device additions) into `pending`.
    private func drainInitial() {
        guard let li else { return }
        _ = libinput_dispatch(li)
        while let event = libinput_get_event(li) {
            converter.convert(event) { pending.append($0) }
            libinput_event_destroy(event)
        }
    }

    func requestStop() {
        requestLock.lock(); stopRequested = true; requestLock.unlock()
        wake()
    }

    func requestRemoval() {
        requestLock.lock(); removalRequested = true; requestLock.unlock()
        wake()
    }

    private func wake() {
        var one: UInt8 = 1
        _ = write(wakeFDs[1], &one, 1)
    }

    /// The loop: poll libinput's fd and the wake fd, dispatch, deliver in order.
    func run() {
        for item in pending { handler(item) }
        pending.removeAll()
        guard let li else { return }
        var fds = [pollfd(fd: libinput_get_fd(li), events: Int16(POLLIN), revents: 0),
                   pollfd(fd: wakeFDs[0], events: Int16(POLLIN), revents: 0)]
        while true {
            let n = poll(&fds, 2, -1)
            if n < 0 {
                if errno == EINTR { continue }
                handler(.log("poll failed: \(String(cString: strerror(errno)))"))
                return
            }
            if fds[1].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                _ = read(wakeFDs[0], &drain, drain.count)
                requestLock.lock()
                let stop = stopRequested, remove = removalRequested
                removalRequested = false
                requestLock.unlock()
                if stop { return }
                if remove {
                    for device in pathDevices { libinput_path_remove_device(device); libinput_device_unref(device) }
                    pathDevices.removeAll()
                }
            }
            let wakeTime = measuresLatency ? MonotonicClock.now() : .zero
            _ = libinput_dispatch(li)
            while let event = libinput_get_event(li) {
                converter.convert(event) { item in
                    if measuresLatency, case .event = item { latencySamples.append(MonotonicClock.now() - wakeTime) }
                    handler(item)
                }
                libinput_event_destroy(event)
            }
        }
    }

    /// Releases devices, the context (which closes every fd through `close_restricted`) and udev.
    func close() {
        contextFD = -1
        interface.logSink = nil
        for device in pathDevices { libinput_device_unref(device) }
        pathDevices.removeAll()
        converter.releaseDevices()
        if let li { libinput_unref(li) }
        li = nil
        if let udev { udev_unref(udev) }
        udev = nil
        for fd in wakeFDs where fd >= 0 { Glibc.close(fd) }
        wakeFDs = [-1, -1]
    }

    /// Descriptors still open through libinput (0 after `close`).
    var openDeviceCount: Int { interface.openCount }
}
