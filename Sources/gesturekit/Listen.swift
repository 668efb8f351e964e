import ArgumentParser
import Foundation
import GestureKit
import LiveInput

/// `gesturekit listen`: print live input from a seat or device nodes through libinput.
struct Listen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print live input events from libinput (a seat or device nodes).",
        discussion: "Needs read access to /dev/input/event* (see `gesturekit devices`). Stop with Ctrl-C or --duration.")

    @OptionGroup var live: LiveOptions

    @Flag(help: "Print raw touch events (down/motion/up/frame) instead of only non-touch input.")
    var raw = false

    @Option(help: "Output format: jsonl or text.")
    var output: OutputFormat = .jsonl

    @Option(help: "Stop after this many seconds.")
    var duration: Double?

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable { case jsonl, text }

    func run() async throws {
        let source = LibinputSource(configuration: live.configuration)
        // LiveInputError says what to do (permissions, seat, path); ArgumentParser prints it as is.
        let items = try source.items()
        let stopper = LiveStopper(source: source, duration: duration)
        stopper.arm()
        let table = TextTable()
        var builder = JSONLineBuilder()
        let out = FileHandle.standardOutput
        if output == .text { print(table.header) }
        for await item in items {
            switch item {
            case .event(let event):
                // TODO(lead): route through the Pipeline (TouchTracker frames, recognizers, scroll/zoom state).
                if case .touch = event.kind {
                    guard raw else { continue }
                    switch output {
                    case .jsonl: out.write(Data((InputEventLine.encode(event) + "\n").utf8))
                    case .text: print(Self.textLine(event))
                    }
                    continue
                }
                switch output {
                case .jsonl:
                    builder.removeAll()
                    builder.appendInput(event)
                    out.write(Data(builder.bytes))
                case .text:
                    if let line = table.line(event) { print(line) }
                }
            case .configured(let device, let report):
                FileHandle.standardError.write(Data("\(device) configured: \(report)\n".utf8))
            case .log(let message):
                FileHandle.standardError.write(Data("libinput: \(message)\n".utf8))
            }
        }
    }

    static func textLine(_ event: InputEvent) -> String {
        let ms = String(format: "%10.3f", Double(event.time.microseconds) / 1000)
        switch event.kind {
        case .touch(.down(let slot, let p)): return "\(ms)  touch  \(event.device)  down   slot \(slot) \(p)"
        case .touch(.motion(let slot, let p)): return "\(ms)  touch  \(event.device)  motion slot \(slot) \(p)"
        case .touch(.up(let slot)): return "\(ms)  touch  \(event.device)  up     slot \(slot)"
        case .touch(.cancel(let slot)): return "\(ms)  touch  \(event.device)  cancel slot \(slot)"
        case .touch(.frame): return "\(ms)  touch  \(event.device)  frame"
        default: return "\(ms)  \(event.kind)"
        }
    }
}

/// Stops a live source after a duration or on SIGINT/SIGTERM, so streams end and files get written.
final class LiveStopper: @unchecked Sendable {
    private let source: LibinputSource
    private let duration: Double?
    private var signalSources: [any DispatchSourceSignal] = []

    init(source: LibinputSource, duration: Double?) {
        self.source = source; self.duration = duration
    }

    func arm() {
        let queue = DispatchQueue(label: "gesturekit.live.stop")
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let s = DispatchSource.makeSignalSource(signal: sig, queue: queue)
            s.setEventHandler { [source] in source.stop() }
            s.resume()
            signalSources.append(s)
        }
        if let duration {
            queue.asyncAfter(deadline: .now() + duration) { [source] in source.stop() }
        }
    }
}
