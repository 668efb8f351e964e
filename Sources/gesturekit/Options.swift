import GestureOutput
import Glibc
import ArgumentParser
import GestureKit

/// `WxH` on the command line (`--surface 800x600`). Declared with `transform: SizeArgument.parse`,
/// so that a bad size gets the reason (`must be positive`), not only "invalid".
struct SizeArgument: ExpressibleByArgument, Sendable {
    var size: Size

    /// Why a size was refused, shown after the parser's "The value '…' is invalid for '--surface'".
    struct Refusal: Error, CustomStringConvertible {
        var description: String
        /// Not `WxH` at all (rather than a width or height out of range).
        var isShape = false
    }

    init?(argument: String) {
        guard let parsed = try? Self.parse(argument) else { return nil }
        self = parsed
    }

    private init(size: Size) { self.size = size }

    /// `WxH`, both positive finite numbers (decimal: `0x10` is not a number here).
    static func parse(_ argument: String) throws -> SizeArgument {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = decimal(parts[0]), let h = decimal(parts[1]) else {
            throw Refusal(description: "expected WIDTHxHEIGHT, e.g. 1280x800", isShape: true)
        }
        guard w.isFinite, h.isFinite else { throw Refusal(description: "width and height must be finite") }
        guard w > 0, h > 0 else { throw Refusal(description: "width and height must be positive") }
        return SizeArgument(size: Size(width: w, height: h))
    }

    /// A decimal number (`Double(_:)` also reads hexadecimal and `nan`, which a size never is).
    private static func decimal(_ text: Substring) -> Double? {
        guard text.allSatisfy({ $0.isNumber || "+-.e".contains($0) }) else { return nil }
        return Double(text)
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
