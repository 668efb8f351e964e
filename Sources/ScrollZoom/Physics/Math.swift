import Foundation
import GestureInput

// The elementary functions the physics needs, spelled like swift-numerics' `Double.exp(_:)` so the
// physics files read like their formulas and the Foundation dependency sits in this one file.
extension Double {
    /// e^x.
    @inline(__always) static func exp(_ x: Double) -> Double { Foundation.exp(x) }
    /// The natural logarithm of `x`.
    @inline(__always) static func log(_ x: Double) -> Double { Foundation.log(x) }
}

extension Timestamp {
    /// This time plus `seconds` rounded to the microsecond, saturating at the latest timestamp; zero,
    /// negative or NaN seconds give this time. The end of a motion of any computed duration (an
    /// almost-1 deceleration rate makes one last for ages) without `TimeSpan.seconds`'s trap, and
    /// for valid durations exactly `self + .seconds(seconds)`.
    func advanced(bySeconds seconds: Double) -> Timestamp {
        let micros = (seconds * 1_000_000).rounded()
        guard micros > 0 else { return self }
        let step = Int64.saturating(micros, in: 0...Int64.max)
        let (sum, overflow) = microseconds.addingReportingOverflow(step)
        return Timestamp(microseconds: overflow ? Int64.max : sum)
    }
}
