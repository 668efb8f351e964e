import ArgumentParser
import Foundation

/// Calls `stop` after a duration or on SIGINT/SIGTERM, so live commands end cleanly: streams end,
/// files get written, the final state is printed.
final class LiveStopper: @unchecked Sendable {
    private let stop: @Sendable () -> Void
    private let duration: Double?
    private var signalSources: [any DispatchSourceSignal] = []

    /// The one check of a live command's `--duration` (`listen`, `record`): nil or a positive,
    /// finite number of seconds. Throws a `ValidationError` naming the flag and what was typed.
    static func check(duration: Double?) throws {
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration must be a positive number of seconds, got \(duration)")
        }
    }

    init(duration: Double?, stop: @escaping @Sendable () -> Void) {
        self.stop = stop; self.duration = duration
    }

    /// A resumed dispatch source keeps its handler (and so whatever `stop` captures: the live
    /// source) alive until cancelled; cancel them, so the command's objects are freed at the end.
    deinit {
        for s in signalSources { s.cancel() }
    }

    func arm() {
        let queue = DispatchQueue(label: "gesturekit.live.stop")
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let s = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            s.setEventHandler { [stop] in stop() }
            s.resume()
            signalSources.append(s)
        }
        if let duration {
            queue.asyncAfter(deadline: .now() + duration) { [stop] in stop() }
        }
    }
}
