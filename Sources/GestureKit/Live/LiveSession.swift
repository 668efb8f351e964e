import Foundation
import GestureInput
import LiveInput
#if canImport(Glibc)
import Glibc
#endif

/// A live pipeline: a libinput seat/paths, or raw evdev nodes, feeding a `Pipeline`, with the loop
/// woken for recognizer timers and animation frames — what `gesturekit listen` and a kiosk embed.
///
/// Events and wake-ups are serialized by one lock, so `output` is called from one thread at a time
/// (the source's thread or the timer's), always in time order. Wake-ups run the pipeline to
/// `now − wakeLag`: an event libinput stamped just before a wake-up may still be in flight, and a
/// time it already passed would be clamped. Gesture times stay exact; only delivery waits.
public final class LiveSession: @unchecked Sendable {
    /// Where input comes from.
    public enum Backend: Sendable {
        /// libinput: a udev seat or device paths, with device configuration.
        case libinput(LibinputSourceConfiguration)
        /// Raw evdev nodes read directly (`EvdevSource`): touchpads give raw fingers, so taps with
        /// tap counts and the two-finger midpoint work on them. Coordinates mapped onto `surface`.
        case evdev(paths: [String], surface: Size?)
    }

    /// How often the loop wakes while something is due (120 Hz, the replay frame rate).
    public static let wakeInterval = TimeSpan.microseconds(8333)
    /// How far behind the clock wake-ups run (see the type's comment).
    public static let wakeLag = TimeSpan.milliseconds(10)

    private let backend: Backend
    private let pipeline: Pipeline
    private let output: @Sendable (PipelineOutput) -> Void
    private let lock = NSLock()
    private var libinput: LibinputSource?
    private var evdevSources: [EvdevSource] = []
    private var evdevThread: Thread?
    private var timer: (any DispatchSourceTimer)?
    private var stopped = false
    private let finishedSignal = DispatchSemaphore(value: 0)

    /// A session; nothing is opened until `start()`. Throws for a bad pipeline configuration.
    public init(backend: Backend, pipeline configuration: PipelineConfiguration,
                output: @escaping @Sendable (PipelineOutput) -> Void) throws {
        self.backend = backend
        self.pipeline = try Pipeline(configuration: configuration)
        self.output = output
    }

    /// Opens the devices and starts delivering. Throws `LiveInputError` with what to do (permissions,
    /// seat, path).
    public func start() throws {
        switch backend {
        case .libinput(let configuration):
            let source = LibinputSource(configuration: configuration)
            try source.start { [weak self] item in self?.receive(item) }
            libinput = source
        case .evdev(let paths, let surface):
            var sources: [EvdevSource] = []
            for (i, path) in paths.enumerated() { sources.append(try EvdevSource(path: path, id: DeviceID(i), surface: surface)) }
            evdevSources = sources
            let now = MonotonicClock.now()
            locked {
                for (i, s) in sources.enumerated() { process(InputEvent(time: now, device: DeviceID(i), kind: .deviceAdded(s.device))) }
            }
            let thread = Thread { [weak self] in self?.evdevLoop() }
            thread.name = "gesturekit.evdev"
            evdevThread = thread
            thread.start()
        }
        let t = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "gesturekit.live.wake"))
        t.schedule(deadline: .now(), repeating: .microseconds(Int(Self.wakeInterval.microseconds)))
        t.setEventHandler { [weak self] in self?.wake() }
        t.resume()
        timer = t
    }

    /// Stops the sources, runs pending timers and animations to their end, reports the final
    /// state, and releases every descriptor. Safe to call more than once and from any thread but
    /// the source's handler.
    public func stop() {
        let first: Bool = locked {
            if stopped { return false }
            stopped = true
            return true
        }
        guard first else { return }
        timer?.cancel()
        libinput?.stop()
        for s in evdevSources { s.close() }
        locked { pipeline.finish(emit: output) }
        finishedSignal.signal()
    }

    /// Blocks until `stop()` has finished.
    public func waitUntilStopped() {
        finishedSignal.wait()
        finishedSignal.signal()
    }

    // MARK: - Delivery

    private func receive(_ item: LiveInputItem) {
        guard case .event(let event) = item else { return }
        locked { process(event) }
    }

    /// Called with the lock held.
    private func process(_ event: InputEvent) {
        guard !stopped else { return }
        do {
            try pipeline.process(event, emit: output)
        } catch {
            output(.diagnostic(Diagnostic(time: event.time, device: event.device, code: .other,
                                          message: "pipeline could not start: \(error)")))
        }
    }

    private func wake() {
        let target = MonotonicClock.now() - Self.wakeLag
        locked {
            guard !stopped, let due = pipeline.nextDeadline, due <= target else { return }
            pipeline.advance(to: target, emit: output)
        }
    }

    private func evdevLoop() {
        var fds = evdevSources.map { pollfd(fd: $0.fileDescriptor, events: Int16(POLLIN), revents: 0) }
        var events: [InputEvent] = []
        var diagnostics: [Diagnostic] = []
        var removed = Set<Int>()
        while !locked({ stopped }) && removed.count < fds.count {
            let ready = poll(&fds, nfds_t(fds.count), 50)
            guard ready > 0 else { continue }
            for i in fds.indices where fds[i].revents != 0 && !removed.contains(i) {
                let gone = fds[i].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
                events.removeAll(keepingCapacity: true)
                diagnostics.removeAll(keepingCapacity: true)
                _ = try? evdevSources[i].readEvents(into: &events, diagnostics: &diagnostics)
                locked {
                    for d in diagnostics { output(.diagnostic(d)) }
                    for e in events { process(e) }
                    if gone { process(InputEvent(time: MonotonicClock.now(), device: DeviceID(i), kind: .deviceRemoved)) }
                }
                if gone { removed.insert(i); fds[i].fd = -1 }
            }
        }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
