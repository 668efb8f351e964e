/// Numbers in strict JSON grammar, read in place: the token's digits as an exact integer
/// mantissa and a power of ten, then the correctly rounded Double or the exact Int64.
extension JSONLineScanner {
    /// A scanned number: its byte range and, when it has no fraction or exponent, that fact.
    struct NumberToken {
        var start: Int
        var end: Int
        /// True when written as an integer (no `.` and no exponent).
        var isInteger: Bool
        /// Up to 19 significant digits as an integer.
        var mantissa: UInt64
        /// More significant digits than `mantissa` could hold exactly.
        var mantissaOverflow: Bool
        /// Number of significant digits in `mantissa`.
        var digitCount: Int
        /// Power of ten to apply to `mantissa`.
        var exponent10: Int
        var negative: Bool
    }

    @inline(__always) private static func isDigit(_ b: UInt8) -> Bool { b &- UInt8(ascii: "0") < 10 }

    /// Scans a number in strict JSON grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func scanNumber() throws(JSONScanError) -> NumberToken {
        let start = index
        var token = NumberToken(start: start, end: start, isInteger: true, mantissa: 0, mantissaOverflow: false,
                                digitCount: 0, exponent10: 0, negative: false)
        if peek() == UInt8(ascii: "-") { token.negative = true; index += 1 }
        guard let first = peek(), Self.isDigit(first) else {
            throw fail("expected a digit in a number, found \(found())")
        }
        @inline(__always) func addDigit(_ d: UInt8, fractional: Bool) {
            if token.digitCount == 0 && d == 0 {
                // Leading zeros carry no significance; in the fraction they still shift the exponent.
                if fractional { token.exponent10 -= 1 }
                return
            }
            if token.digitCount < 19 {
                token.mantissa = token.mantissa &* 10 &+ UInt64(d)
                token.digitCount += 1
                if fractional { token.exponent10 -= 1 }
            } else {
                if d != 0 { token.mantissaOverflow = true }
                if !fractional { token.exponent10 += 1 }
            }
        }
        if first == UInt8(ascii: "0") {
            index += 1
            if let b = peek(), Self.isDigit(b) { throw fail("leading zeros are not allowed in JSON numbers") }
        } else {
            while let b = peek(), Self.isDigit(b) { addDigit(b - UInt8(ascii: "0"), fractional: false); index += 1 }
        }
        if peek() == UInt8(ascii: ".") {
            token.isInteger = false
            index += 1
            guard let b = peek(), Self.isDigit(b) else { throw fail("expected a digit after '.', found \(found())") }
            while let b = peek(), Self.isDigit(b) { addDigit(b - UInt8(ascii: "0"), fractional: true); index += 1 }
        }
        if let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            token.isInteger = false
            index += 1
            var expNegative = false
            if let s = peek(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") {
                expNegative = s == UInt8(ascii: "-")
                index += 1
            }
            guard let b = peek(), Self.isDigit(b) else {
                throw fail("expected a digit in the exponent, found \(found())")
            }
            var exp = 0
            while let b = peek(), Self.isDigit(b) {
                if exp < 100_000 { exp = exp * 10 + Int(b - UInt8(ascii: "0")) }
                index += 1
            }
            token.exponent10 += expNegative ? -exp : exp
        }
        token.end = index
        return token
    }

    /// The correctly rounded Double of `token`; fails when it overflows to ±∞.
    func double(_ token: NumberToken) throws(JSONScanError) -> Double {
        if token.digitCount == 0 { return token.negative ? -0.0 : 0.0 }
        // Clinger's fast path: an exact mantissa (< 2^53) and an exact power of ten give a
        // correctly rounded result with one IEEE operation.
        if !token.mantissaOverflow && token.mantissa < (1 << 53)
            && abs(token.exponent10) <= ExactDecimal.largestExactPowerOfTen {
            let m = Double(token.mantissa)
            let p = ExactDecimal.powerOfTen(abs(token.exponent10))
            let v = token.exponent10 < 0 ? m / p : m * p
            return token.negative ? -v : v
        }
        // Otherwise the correctly rounded conversion of the text (`strtod`'s, under the standard
        // library's `Double(_:)`), for the few numbers with more digits or a large exponent.
        let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONScanError(column: token.start + 1, message: "number out of range: it overflows a 64-bit float")
        }
        return value
    }

    /// The value of `token` as an integer; fails for fractions, exponents or out-of-range values.
    func int64(_ token: NumberToken) throws(JSONScanError) -> Int64 {
        guard token.isInteger else {
            throw JSONScanError(column: token.start + 1,
                                message: "expected an integer, found a number with a fraction or exponent")
        }
        let limit: UInt64 = token.negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
        guard !token.mantissaOverflow, token.exponent10 == 0, token.mantissa <= limit else {
            throw JSONScanError(column: token.start + 1, message: "integer out of range (64-bit signed)")
        }
        if token.negative { return token.mantissa == UInt64(Int64.max) + 1 ? Int64.min : -Int64(token.mantissa) }
        return Int64(token.mantissa)
    }
}
