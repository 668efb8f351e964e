import Testing
@testable import GestureTraces

/// The reader's fast path for common touch lines never disagrees with the general parser: it
/// either builds the very same event (down to the sign of zero) or declines and lets the general
/// parser decide, so results and error messages cannot change.
@Suite struct GktraceFastPathTests {
    private static func fast(_ line: String) -> InputEvent? {
        Array(line.utf8).withUnsafeBufferPointer { GktraceFastPath.parse($0) }
    }

    /// Every number of a touch event, doubles as bit patterns (so −0 ≠ +0 and no rounding hides a difference).
    private static func exact(_ e: InputEvent?) -> [UInt64] {
        guard let e else { return [] }
        var out = [UInt64(bitPattern: e.time.microseconds), UInt64(e.device.rawValue)]
        switch e.kind {
        case .touch(.down(let slot, let p)): out += [1, UInt64(bitPattern: Int64(slot)), p.x.bitPattern, p.y.bitPattern]
        case .touch(.motion(let slot, let p)):
            out += [2, UInt64(bitPattern: Int64(slot)), p.x.bitPattern, p.y.bitPattern]
        case .touch(.up(let slot)): out += [3, UInt64(bitPattern: Int64(slot))]
        case .touch(.frame): out += [4]
        case .pointer(.scroll(let source, let delta, let v120, let stopped)):
            out += [5, source == .finger ? 1 : source == .wheel ? 2 : 3, delta.dx.bitPattern, delta.dy.bitPattern,
                    v120.dx.bitPattern, v120.dy.bitPattern, UInt64(stopped.rawValue)]
        case .gesture(let g):
            out += [6, g.kind == .swipe ? 1 : g.kind == .pinch ? 2 : 3, UInt64(g.fingers)]
            switch g.phase {
            case .begin: out += [1]
            case .update(let delta, let scale, let angle):
                out += [2, delta.dx.bitPattern, delta.dy.bitPattern, scale.bitPattern, angle.bitPattern]
            case .end(let cancelled): out += [3, cancelled ? 1 : 0]
            }
        default: out += [99]
        }
        return out
    }

    private static func general(_ line: String) -> Result<InputEvent?, JSONScanError> {
        Array(line.utf8).withUnsafeBufferPointer { buf in
            Result { () throws(JSONScanError) -> InputEvent? in try GktraceReader.parseEventGenerally(buf) }
        }
    }

    /// Lines exactly as the writer writes them: the fast path takes them.
    @Test(arguments: [
        #"{"t":0,"dev":0,"type":"down","slot":0,"x":581.73,"y":547.52}"#,
        #"{"t":8333,"dev":0,"type":"motion","slot":0,"x":581.68,"y":547.65}"#,
        #"{"t":8333,"dev":0,"type":"frame"}"#,
        #"{"t":99,"dev":1,"type":"up","slot":3}"#,
        #"{"t":-5,"dev":2147483647,"type":"motion","slot":-1,"x":-0,"y":0.05}"#,
        #"{"t":1,"dev":0,"type":"motion","slot":2147483647,"x":-0.000,"y":123456789012.345}"#,
        #"{"t":123456789012345678,"dev":0,"type":"down","slot":9,"x":7,"y":-1280.5}"#,
        #"{"t":3424204,"dev":1,"type":"scroll","source":"finger","dx":0.73,"dy":-0.98}"#,
        #"{"t":3424204,"dev":1,"type":"scroll","source":"wheel","dx":0,"dy":15,"v120x":0,"v120y":120}"#,
        #"{"t":3424204,"dev":1,"type":"scroll","source":"continuous","dx":-3.5,"dy":0}"#,
        #"{"t":23327767,"dev":1,"type":"pinch-update","fingers":2,"dx":0,"dy":0,"scale":0.9965,"angle":-0.43594}"#,
        #"{"t":16427595,"dev":1,"type":"swipe-update","fingers":4,"dx":-4.95,"dy":3.43,"scale":1,"angle":0}"#,
        #"{"t":1,"dev":1,"type":"hold-update","fingers":64,"dx":0,"dy":0,"scale":1,"angle":0}"#,
        #"{"t":23319434,"dev":1,"type":"pinch-begin","fingers":2}"#,
        #"{"t":23319434,"dev":1,"type":"swipe-end","fingers":3}"#,
        #"{"t":23319434,"dev":1,"type":"hold-begin","fingers":0}"#,
        #"{"t":23319434,"dev":1,"type":"hold-end","fingers":1}"#,
    ])
    func writerLinesTakeTheFastPathAndMatchTheGeneralParser(line: String) throws {
        let event = try #require(Self.fast(line))
        let expected = try Self.general(line).get()
        #expect(event == expected)
        #expect(Self.exact(event) == Self.exact(expected))  // ±0 and exact bits
    }

    /// Lines the fast path must leave to the general parser (which accepts or rejects them).
    @Test(arguments: [
        #" {"t":0,"dev":0,"type":"frame"}"#,                                  // leading space
        #"{"t":0,"dev":0,"type":"frame"} "#,                                  // trailing space
        #"{"t":0,"dev":0,"type":"frame","extra":1}"#,                         // unknown field
        #"{"dev":0,"t":0,"type":"frame"}"#,                                   // other order
        #"{"t":0.5,"dev":0,"type":"frame"}"#,                                 // fractional time
        #"{"t":01,"dev":0,"type":"frame"}"#,                                  // leading zero
        #"{"t":1234567890123456789,"dev":0,"type":"frame"}"#,                 // 19 digits
        #"{"t":99999999999999999999,"dev":0,"type":"frame"}"#,                // out of range
        #"{"t":0,"dev":-1,"type":"frame"}"#,                                  // bad device
        #"{"t":0,"dev":2147483648,"type":"frame"}"#,                          // bad device
        #"{"t":0,"dev":0,"type":"motion","slot":-2,"x":1,"y":2}"#,            // bad slot
        #"{"t":0,"dev":0,"type":"motion","slot":2147483648,"x":1,"y":2}"#,    // bad slot
        #"{"t":0,"dev":0,"type":"motion","slot":0,"x":1e3,"y":2}"#,           // exponent
        #"{"t":0,"dev":0,"type":"motion","slot":0,"x":1.,"y":2}"#,            // bad number
        #"{"t":0,"dev":0,"type":"motion","slot":0,"x":.5,"y":2}"#,            // bad number
        #"{"t":0,"dev":0,"type":"motion","slot":0,"x":-,"y":2}"#,             // bad number
        #"{"t":0,"dev":0,"type":"motion","slot":0,"x":0.1234567890123456,"y":2}"#,  // 17 digits
        #"{"t":0,"dev":0,"type":"motion","slot":0,"x":00.5,"y":2}"#,          // leading zero
        #"{"t":0,"dev":0,"type":"motion","slot":0,"x":1}"#,                   // missing y
        #"{"t":0,"dev":0,"type":"motion","slot":0,"x":1,"y":2,"x":3}"#,       // duplicate key
        #"{"t":0,"dev":0,"type":"motionX","slot":0,"x":1,"y":2}"#,            // unknown type
        #"{"t":0,"dev":0,"type":"mo\u0074ion","slot":0,"x":1,"y":2}"#,        // escaped type
        #"{"t":0,"dev":0,"type":"up"}"#,                                      // missing slot
        #"{"t":0,"dev":0,"type":"cancel","slot":1}"#,                         // rare type
        #"{"t":0,"dev":0,"type":"frame"}}"#,                                  // junk after
        #"{"t":0,"dev":0,"type":"frame""#,                                    // unterminated
        #"{"t":0,"dev":0,"type":"down","slot":0,"x":1,"y":2"#,                // truncated
        #"{"t":0,"dev":1,"type":"scroll","source":"finger","dx":1,"dy":2,"stop":"xy"}"#,  // stop
        #"{"t":0,"dev":1,"type":"scroll","source":"finger","dx":1,"dy":2,"v120x":1}"#,     // half v120
        #"{"t":0,"dev":1,"type":"scroll","source":"mouse","dx":1,"dy":2}"#,                // bad source
        #"{"t":0,"dev":1,"type":"scroll","source":"finger","dx":1}"#,                      // missing dy
        #"{"t":0,"dev":1,"type":"pinch-update","fingers":2,"dx":0,"dy":0,"scale":1}"#,     // no angle
        #"{"t":0,"dev":1,"type":"pinch-update","fingers":2,"dx":0,"dy":0}"#,               // defaults
        #"{"t":0,"dev":1,"type":"pinch-update","fingers":65,"dx":0,"dy":0,"scale":1,"angle":0}"#,  // range
        #"{"t":0,"dev":1,"type":"swipe-end","fingers":3,"cancelled":true}"#,               // cancelled
        #"{"t":0,"dev":1,"type":"swipe-end","fingers":-1}"#,                               // range
        #"{"t":0,"dev":1,"type":"pinch-middle","fingers":2}"#,                             // unknown
        #"{"t":0,"dev":1,"type":"pinch-begin"}"#,                                          // no fingers
        "",
    ])
    func unusualLinesAreLeftToTheGeneralParser(line: String) {
        #expect(Self.fast(line) == nil)
    }

    /// Whatever the line, when the fast path answers, the general parser agrees.
    @Test func fastPathAgreesWithTheGeneralParserOnGeneratedNumbers() throws {
        var rng = SplitMix64(seed: 42)
        var taken = 0
        for _ in 0..<5_000 {
            let digits = Int(rng.next() % 16) + 1
            var text = rng.next() % 2 == 0 ? "-" : ""
            let point = Int(rng.next() % UInt64(digits + 1))
            for k in 0..<digits {
                if k == point && k > 0 { text += "." }
                text += String(rng.next() % 10)
            }
            let line = #"{"t":1,"dev":0,"type":"motion","slot":0,"x":"# + text + #","y":1}"#
            let general = Self.general(line)
            if let event = Self.fast(line) {
                taken += 1
                let expected = try general.get()
                #expect(Self.exact(event) == Self.exact(expected), "\(line)")
            }
        }
        #expect(taken > 2_000)  // most generated numbers are plain decimals the fast path takes
    }
}

/// A tiny deterministic generator for table-free test inputs.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
