// What every example does alike: take the trace from its first argument (else its default, a path
// relative to the package root) and fail in one line with exit status 1, as `gesturekit` does.
import Foundation
import GestureKit

/// The trace an example replays and its one-line failure (a top-level `try` would trap with a
/// register dump: issue 14).
public struct ExampleRun: Sendable {
    /// The example's executable name, first on every error line.
    public let name: String
    /// The trace given on the command line, if any.
    public let traceArgument: String?
    /// The trace to replay: the argument, else the default.
    public var trace: String { traceArgument ?? defaultTrace }
    private let defaultTrace: String

    /// The run of example `name` whose trace is `defaultTrace` unless the command line names one.
    public init(name: String, defaultTrace: String) {
        self.name = name
        self.defaultTrace = defaultTrace
        traceArgument = CommandLine.arguments.dropFirst().first
    }

    /// `body`'s result; if it throws, one line naming what failed on standard error and exit
    /// status 1 (with a reminder to run from the package root when the default trace was used).
    public func orExit<T>(_ body: () throws -> T) -> T {
        do {
            return try body()
        } catch {
            let hint = traceArgument == nil ? " (run it from the package root, or pass a trace path)" : ""
            FileHandle.standardError.write(Data("\(name): \(error)\(hint)\n".utf8))
            exit(1)
        }
    }
}

/// A point in whole points: "(752, 330)".
public func show(_ p: Point) -> String { "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))" }

/// A number with at most two decimals, no trailing zeros: "1.5", "1".
public func show(_ z: Double) -> String {
    let r = (z * 100).rounded() / 100; return r == r.rounded() ? "\(Int(r))" : "\(r)"
}

extension ExampleRun {
    /// The trace opened for reading (before anything is printed, so a missing or malformed trace
    /// is the only output). Fails as `orExit` does.
    public func openTrace() -> any TraceSource {
        orExit { try TraceFile.open(path: trace) }
    }

    /// Replays `source` through the `viewer` recognizers and `scene` (the library's scene of
    /// scroll views, as `gesturekit replay --scene` does), handing every output to `emit`; with
    /// `everyFrame`, every view's state arrives each animation frame. Fails as `orExit` does.
    public func replay(_ source: inout any TraceSource, scene: SceneDescription, everyFrame: Bool = false,
                       emit: (PipelineOutput) -> Void) {
        _ = orExit {
            try TraceReplay.run(source: &source, configure: { _ in
                var configuration = PipelineConfiguration(graph: .viewer, everyFrame: everyFrame)
                configuration.scene = scene
                return configuration
            }, emit: emit)
        }
    }
}
