/// Decimals of at most 15 significant digits as exactly the `Double` a correctly rounded parser
/// (`strtod`, `Double(String)`) gives, without one: the digits as one integer (< 10¹⁵, exact in a
/// Double) divided by an exact power of ten is a single correctly rounded operation (Clinger's
/// fast path). The `.gktrace` and `debug-events` fast paths both read numbers this way.
enum ExactDecimal {
    /// Most digits (whole and fraction together) the fast path takes.
    static let maximumDigits = 15

    /// Exact powers of ten 10^0 … 10^15: every decimal this path accepts divides by one of them.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// `mantissa` / 10^`fractionDigits`, negated for `negative` (so "-0.00" is −0.0, as strtod
    /// reads it). Needs `mantissa` < 10¹⁵ and `fractionDigits` ≤ 15.
    @inline(__always)
    static func value(mantissa: UInt64, fractionDigits: Int, negative: Bool) -> Double {
        let v = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -v : v
    }
}
