/// SplitMix64 (Steele, Lea & Flood 2014; the seeding generator of xoshiro): a tiny, fast,
/// fully deterministic pseudo-random generator, so synthesized jitter is the same on every
/// platform and run for a given seed (Foundation's generators are neither seedable nor stable).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator state; advancing it by the golden-ratio increment gives the next output.
    public private(set) var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    ///
    /// - Parameter seed: any number; the same seed gives the same sequence.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    ///
    /// - Returns: the bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in [0, 1) from the top 53 bits.
    ///
    /// - Returns: the double.
    public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// A uniform double in [-magnitude, magnitude).
    ///
    /// - Parameter magnitude: the half-width of the range.
    /// - Returns: the double.
    public mutating func nextSymmetric(_ magnitude: Double) -> Double { (nextUnit() * 2 - 1) * magnitude }
}
