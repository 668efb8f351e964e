import GestureInput
import PropertyBased
import Testing

/// Every `Double` that input can reach converts to an integer through `saturating(_:in:)` or after
/// a range check, so that `--device-size 1e20x1e20mm` does not trap in the size note.
@Suite struct ExtremeNumberConversionTests {
    /// Any finite double, from its bits (mostly huge or tiny magnitudes), with the edges mixed in.
    static let finite = Gen.int(in: Int.min...Int.max).map { bits -> Double in
        let value = Double(bitPattern: UInt64(bitPattern: Int64(bits)))
        guard value.isFinite else {
            let edges = [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude, 1e20, 0.001]
            return edges[Int(bits & 3) + (bits < 0 ? 1 : 0)]
        }
        return value
    }

    static let sizes = finite.array(of: 2...2)

    @Test func anyFiniteDeviceSizeIsConfiguredOrRefusedAndItsNotePrints() async {
        await propertyCheck(count: 500, input: Self.sizes) { pair in
            let size = Size(width: pair[0], height: pair[1])
            do {
                let info = try DeviceSizeTests.alps().configuring(size: size)
                #expect(info.sizeMillimetres == size)
                #expect(info.assumptionNote?.hasPrefix("size ") == true)
            } catch {
                #expect(pair[0] <= 0 || pair[1] <= 0)
            }
        }
    }

    @Test(arguments: [
        (1e20, "1e+20"), (0.001, "0.001"), (70, "70"), (69.54, "69.5"), (1e300, "1e+300"),
    ])
    func aSizeIsPrintedAsWrittenWithoutAnIntegerConversion(_ millimetres: Double, _ text: String) throws {
        let info = try DeviceSizeTests.alps().configuring(size: Size(width: millimetres, height: 1))
        #expect(info.assumptionNote == "size \(text)×1 mm configured (--device-size)")
    }

    @Test func secondsAndSaturatingConversionsNeverTrap() async {
        await propertyCheck(count: 500, input: Self.finite) { value in
            let span = TimeSpan.seconds(value)
            if abs(value) < 9e12 { #expect(span.microseconds == Int64((value * 1_000_000).rounded())) }
            #expect(Int.saturating(value, in: -5...5) == (value >= 5 ? 5 : value <= -5 ? -5 : Int(value)))
            _ = Int32.saturating(value)
        }
        #expect(Int64.saturating(.nan) == .min)
        #expect(Int64.saturating(.infinity) == .max)
    }
}
