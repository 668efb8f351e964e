import Foundation
import GestureTestSupport
import Testing

/// Every numeric flag, given the extreme finite values a double can hold, is
/// either used or refused with a message; none traps (a trap ends the process by SIGILL or SIGTRAP,
/// whose number `Process` reports as the status, after printing "Fatal error").
@Suite struct ExtremeFlagValueTests {
    static let numbers = ["1.7976931348623157e308", "-1.7976931348623157e308", "5e-324", "9.3e18", "-9.3e18", "0"]
    static let raw = "Traces/fixtures/touchpad-tap.evemu"
    static let trace = "Traces/touchscreen/double-tap.gktrace"

    /// Each flag with how it is given a number `n` (sizes as `nxn` and `nx100`).
    static let flags: [(name: String, arguments: @Sendable (String) -> [String])] = [
        ("--min-zoom", { ["replay", "--min-zoom", $0, trace] }),
        ("--max-zoom", { ["replay", "--max-zoom", $0, trace] }),
        ("--frame-rate", { ["replay", "--frame-rate", $0, trace] }),
        ("--surface", { ["replay", "--surface", "\($0)x100", trace] }),
        ("--viewport", { ["replay", "--viewport", "\($0)x\($0)", trace] }),
        ("--content", { ["replay", "--content", "100x\($0)", trace] }),
        ("--page-size", { ["replay", "--paging", "--page-size", "\($0)x100", trace] }),
        ("--device-size", { ["replay", "--device-size", "\($0)x\($0)mm", raw] }),
        ("render --device-size", { ["render", "-o", "/dev/null", "--device-size", "\($0)x50mm", raw] }),
        ("render --from", { ["render", "-o", "/dev/null", "--from", $0, trace] }),
        ("render --to", { ["render", "-o", "/dev/null", "--to", $0, trace] }),
        ("convert --surface", { ["convert", "--surface", "\($0)x\($0)", raw, "/dev/null"] }),
        ("info --device-size", { ["info", "--device-size", "\($0)x\($0)mm", raw] }),
    ]

    @Test(arguments: 0..<flags.count)
    func anExtremeNumberIsUsedOrRefusedNeverATrap(_ flag: Int) throws {
        for number in Self.numbers {
            let arguments = Self.flags[flag].arguments(number)
            let result = try CommandLineTool.run(arguments)
            #expect([0, 1, 64].contains(result.status), "\(arguments.joined(separator: " ")): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"), "\(arguments.joined(separator: " ")): \(result.stderr)")
        }
    }
}
