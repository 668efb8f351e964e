import GestureInput
import LiveInput
import NIOCore
import NIOPosix

/// A live pipeline on its own thread: a `LiveLoop` on a private one-thread event loop, for
/// programs that only want gestures from a seat, device nodes or a recording in real time
/// (`gesturekit listen`). Kiosks that also serve clients use `LiveLoop` on the server's loop.
///
/// `output` is called on the loop's thread, one call at a time, in time order.
public final class LiveSession: @unchecked Sendable {
    /// Where input comes from.
    public enum Backend: Sendable {
        /// libinput: a udev seat or device paths, with device configuration.
        case libinput(LibinputSourceConfiguration)
        /// Raw evdev nodes read directly (`EvdevSource`): touchpads give raw fingers, so taps with
        /// tap counts and the two-finger midpoint work on them. Coordinates mapped onto `surface`.
        case evdev(paths: [String], surface: Size?)

        var source: LiveLoop.Source {
            switch self {
            case .libinput(let c): .libinput(c)
            case .evdev(let paths, let surface): .evdev(paths: paths, surface: surface)
            }
        }
    }

    /// The loop (its metrics: wake-ups, timer lateness).
    public let loop: LiveLoop
    private let group: MultiThreadedEventLoopGroup

    /// A session; nothing is opened until `start()`.
    ///
    /// - Parameters:
    ///   - backend: where input comes from.
    ///   - configuration: how the pipeline is built.
    ///   - prepare: runs on every pipeline the session builds, before its first input
    ///     (`LiveLoop.init`): where recognizers of your own are added.
    ///   - output: receives every output on the loop's thread, in time order.
    /// - Throws: `RecognizerGraphError` or `ScrollZoomError` for a bad configuration, and what
    ///   `prepare` throws.
    public init(backend: Backend, pipeline configuration: PipelineConfiguration,
                prepare: @escaping (Pipeline) throws -> Void = { _ in },
                output: @escaping @Sendable (PipelineOutput) -> Void) throws {
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            loop = try LiveLoop(
                source: backend.source, pipeline: configuration, eventLoop: group.next(), prepare: prepare,
                output: output)
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
    }

    deinit { try? group.syncShutdownGracefully() }

    /// Opens the devices and starts delivering. Throws `LiveInputError` with what to do.
    ///
    /// - Throws: `LiveInputError` when a device, seat or path cannot be opened (permissions, a
    ///   missing seat or node), saying what to do about it.
    public func start() throws { try loop.start() }

    /// Stops the sources, reports the final state and releases every descriptor. Idempotent.
    public func stop() { loop.stop() }

    /// Blocks until the loop has finished (after `stop()`).
    public func waitUntilStopped() {
        let promise = loop.eventLoop.makePromise(of: Void.self)
        loop.whenFinished { promise.succeed() }
        try? promise.futureResult.wait()
    }
}
