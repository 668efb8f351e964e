import Foundation
import GestureKit
import Logging
import NIOCore
import NIOPosix
import Synchronization

/// The service behind `gesturekit serve` (docs/bridge.md): one event loop owns the
/// pipeline (through a `LiveLoop`), the input source, every client connection and the one timer.
///
/// `start()` binds the transports and opens the source; `wait()` blocks until the service ends: a
/// replay without looping ended and settled, or `stop()` was called (SIGINT/SIGTERM). Either way
/// every client gets `bye` after the lines already queued for it, the socket file is removed and
/// the loop's thread ends.
public final class BridgeServer: @unchecked Sendable {
    /// Where clients can connect, once bound.
    public struct Endpoints: Hashable, Sendable {
        /// The Unix socket path.
        public var socket: String?
        /// The HTTP base URL (`http://127.0.0.1:8765`), with the real port when 0 was asked for.
        public var http: String?
    }

    /// The configuration it runs.
    public let configuration: BridgeConfiguration
    private let logger: Logger
    private let group: MultiThreadedEventLoopGroup
    private let eventLoop: any EventLoop
    private let hub: BridgeHub
    private let loop: LiveLoop
    private let origins = OriginPolicy()
    private let done: EventLoopPromise<Void>
    private let stopRequested = Atomic<Bool>(false)
    private var listeners: [any Channel] = []
    /// The socket file this service created (and so removes): never one it refused to replace.
    private var createdSocket: String?

    /// A service for `configuration`; nothing is bound or opened until `start()`. Throws for a
    /// bad pipeline configuration or a recording that cannot be opened (located).
    ///
    /// - Parameters:
    ///   - configuration: the source, pipeline, transports and limits to serve with.
    ///   - logger: where the service logs its connections, refusals and end.
    /// - Throws: `RecognizerGraphError` or `ScrollZoomError` for a bad pipeline configuration, or
    ///   `TraceError` naming the recording that cannot be opened.
    public init(configuration: BridgeConfiguration, logger: Logger) throws {
        self.configuration = configuration
        self.logger = logger
        group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        eventLoop = group.next()
        done = eventLoop.makePromise(of: Void.self)
        let hub = BridgeHub(configuration: configuration, eventLoop: eventLoop, logger: logger)
        self.hub = hub
        do {
            loop = try LiveLoop(source: configuration.source, pipeline: configuration.pipeline, eventLoop: eventLoop,
                                emitsStateOnChange: true, prepare: configuration.prepare) { output in
                hub.broadcast(output)
            }
        } catch {
            done.succeed()
            try? group.syncShutdownGracefully()
            throw error
        }
        hub.loop = loop
        loop.onStepEnd = { hub.flush() }
    }

    /// Binds the transports, opens the source and starts serving. Throws with what to do when a
    /// socket path is taken, a port is in use, or a device cannot be read.
    ///
    /// - Returns: where clients connect: the socket path and the HTTP base URL (with the port
    ///   actually bound when 0 was asked), nil for a transport not configured.
    /// - Throws: `BindError` naming the `--socket` or `--listen` typed and what to do, an error
    ///   naming the live socket or other file already at the socket path, or the source's error
    ///   when a device cannot be opened. Nothing stays bound after a throw.
    @discardableResult
    public func start() throws -> Endpoints {
        var endpoints = Endpoints()
        do {
            if let path = configuration.socketPath {
                if path.utf8.count > BindError.maximumSocketPathBytes { throw BindError.tooLong(path) }
                try UnixSocketTransport.prepare(path: path)
                let channel: any Channel
                do {
                    channel = try UnixSocketTransport.bind(path: path, mode: configuration.socketMode, hub: hub).wait()
                } catch let error as UnixSocketTransport.PathError {
                    throw error
                } catch {
                    throw BindError.socket(error, path: path)
                }
                createdSocket = path
                listeners.append(channel)
                endpoints.socket = path
            }
            if let http = configuration.http {
                let channel: any Channel
                do {
                    channel = try WebTransport.bind(host: http.host, port: http.port, hub: hub, origins: origins).wait()
                } catch {
                    throw BindError.listen(error, host: http.host, port: http.port)
                }
                listeners.append(channel)
                let port = channel.localAddress?.port ?? http.port
                origins.allow(OriginPolicy.ownOrigins(host: http.host, port: port) + configuration.allowedOrigins)
                let host = http.host.contains(":") ? "[\(http.host)]" : http.host
                endpoints.http = "http://\(host):\(port)"
            }
            try loop.start()
        } catch {
            closeListeners()
            done.succeed()
            throw error
        }
        loop.whenFinished { [self] in
            let reason: ByeReason = stopRequested.load(ordering: .sequentiallyConsistent) ? .shuttingDown : .endOfReplay
            logger.info("finished", metadata: ["reason": "\(reason)"])
            hub.shutdown(reason).whenComplete { _ in
                self.closeListeners()
                self.done.succeed()
            }
        }
        eventLoop.execute { self.hub.beginReplayIfNoClientsNeeded() }
        logger.info("serving", metadata: ["socket": "\(endpoints.socket ?? "-")", "http": "\(endpoints.http ?? "-")"])
        return endpoints
    }

    /// Ends the service: stops the source, reports the final state, says `bye` to every client.
    /// Safe from any thread but the loop's; idempotent.
    public func stop() {
        stopRequested.store(true, ordering: .sequentiallyConsistent)
        loop.stop()
    }

    /// Blocks until the service has ended and released everything.
    /// - Throws: the loop's failure when it ended because it could not go on (`LiveLoop.failure`).
    public func wait() throws {
        try? done.futureResult.wait()
        let failure = try? loop.eventLoop.submit { self.loop.failure }.wait()
        try? group.syncShutdownGracefully()
        if let failure = failure ?? nil { throw failure }
    }

    private func closeListeners() {
        for channel in listeners { channel.close(promise: nil) }
        listeners = []
        if let path = createdSocket { unlink(path) }
        createdSocket = nil
    }
}
