import Glibc
import ArgumentParser
import GestureKit

/// `WxH` on the command line (`--surface 800x600`).
struct SizeArgument: ExpressibleByArgument, Sendable {
    var size: Size
    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0 else { return nil }
        size = Size(width: w, height: h)
    }
    static var defaultValueDescription: String { "WxH" }
}

extension TraceFormat: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument {
        case "gktrace": self = .gktrace
        case "libinput-record", "yaml": self = .libinputRecord
        case "evemu": self = .evemu
        case "debug-events": self = .debugEvents
        default: return nil
        }
    }
    public static var allValueStrings: [String] { ["gktrace", "libinput-record", "evemu", "debug-events"] }
}

extension OutputFormat: ExpressibleByArgument {}
extension DoubleTapZoomPolicy: ExpressibleByArgument {}
extension TraceReplay.Threads: ExpressibleByArgument {}
