import NIOCore
import NIOPosix

extension ServerBootstrap {
    /// The listener waits instead of spinning when accepting fails for want of resources
    /// (EMFILE, ENFILE, ENOBUFS, ENOMEM): NIO's `AcceptBackoffHandler`, whose default provider
    /// retries after 1 s. Without it a listener under `ulimit -n` exhaustion is readable forever
    /// and the loop accepts, fails and wakes again at 100 % CPU (the future-based `bind` adds no
    /// backoff handler of its own).
    /// - Returns: the bootstrap with the backoff handler on every server channel it binds.
    func backingOffWhenOutOfDescriptors() -> ServerBootstrap {
        serverChannelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandler(AcceptBackoffHandler(shouldForwardIOErrorCaught: false))
            }
        }
    }
}
