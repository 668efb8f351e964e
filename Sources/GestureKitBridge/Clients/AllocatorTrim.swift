import Glibc
import NIOCore

/// Gives the memory that dropped clients freed back to the system: glibc's allocator keeps freed
/// blocks (and raises its mmap threshold after large frees, so later write batches land in its
/// heaps), which left serve's RSS about 5 MB higher after each round of 20 stalled clients
/// (docs/bridge.md, "Slow clients"). One `malloc_trim` a second after the first disconnection of
/// a burst: never more than once a second, whatever clients do.
final class AllocatorTrim {
    /// How long after a disconnection the trim runs (later disconnections join it).
    static let delay = TimeAmount.seconds(1)

    private let eventLoop: any EventLoop
    private var pending = false

    /// Trims on `eventLoop` (where `schedule()` is called).
    init(eventLoop: any EventLoop) { self.eventLoop = eventLoop }

    /// Schedules a trim unless one is already waiting.
    func schedule() {
        eventLoop.assertInEventLoop()
        guard !pending else { return }
        pending = true
        eventLoop.assumeIsolated().scheduleTask(in: Self.delay) { [self] in
            pending = false
            _ = Self.mallocTrim?(0)
        }
    }

    /// glibc's `malloc_trim`, looked up at run time: its header (`malloc.h`) is not part of the
    /// Glibc module. Nil under another C library, where nothing is trimmed.
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(nil, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()
}
