/// Decimals of at most 15 significant digits as exactly the `Double` a correctly rounded parser
/// (`strtod`, `Double(String)`) gives, without one: the digits as one integer (< 10¹⁵, exact in a
/// Double) divided by an exact power of ten is a single correctly rounded operation (Clinger's
/// fast path). The `.gktrace` and `debug-events` fast paths both read numbers this way, and
/// `powerOfTen(_:)` is the one table of Double powers of ten that they and `JSONLineScanner`
/// share. (`JSONLineBuilder` writes with an integer divisor of its own: see there for the
/// measurement.)
enum ExactDecimal {
    /// Most digits (whole and fraction together) the fast path takes.
    static let maximumDigits = 15

    /// The largest power of ten a Double holds exactly (5²² < 2⁵³; Clinger 1990).
    static let largestExactPowerOfTen = 22

    /// 10^`n` for `n` in 0 … 22, each exact in a Double (and, up to 10¹⁹, in a UInt64).
    /// A switch rather than a global array: no lazy initialisation and no bounds check, and a
    /// constant `n` folds to its value. NaN outside the range, so a misuse cannot pass unseen.
    @inline(__always)
    static func powerOfTen(_ n: Int) -> Double {
        switch n {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        case 22: 1e22
        default: .nan
        }
    }

    /// `mantissa` / 10^`fractionDigits`, negated for `negative` (so "-0.00" is −0.0, as strtod
    /// reads it). Needs `mantissa` < 10¹⁵ and `fractionDigits` ≤ 15.
    @inline(__always)
    static func value(mantissa: UInt64, fractionDigits: Int, negative: Bool) -> Double {
        let v = Double(mantissa) / powerOfTen(fractionDigits)
        return negative ? -v : v
    }
}
