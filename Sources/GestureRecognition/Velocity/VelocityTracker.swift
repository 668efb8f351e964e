import GestureInput

/// Estimates a pointer's velocity (points per second) from timestamped positions.
///
/// The method Flutter (`VelocityTracker`, `LeastSquaresSolver`) and Android (`VelocityTracker`,
/// LSQ2 strategy) share: fit x(t) = b0 + b1·t + b2·t² by least squares over the samples of the
/// last `horizon` (100 ms) before the newest one, stopping at the first gap longer than
/// `maximumGap` (40 ms); the velocity is b1, the slope at the newest sample.
///
/// - 3 or more samples in the window: the degree-2 fit above.
/// - exactly 2: the first-order estimate (Δx/Δt between them) — Flutter returns zero here;
///   a two-sample flick is more useful with its slope.
/// - 0 or 1: zero.
/// - `releaseVelocity(at:)`: zero when the newest sample is older than `maximumGap` at release
///   (the finger stopped before lifting), as Flutter and Android do.
///
/// Storage is a fixed ring of `capacity` samples inline in the struct (an `InlineArray`): adding
/// a sample never allocates, and the tracker can live inside a recognizer's state enum.
public struct VelocityTracker: Sendable {
    /// Only samples this recent (relative to the newest) count (Flutter `_horizonMilliseconds` 100).
    public static let horizon = TimeSpan.milliseconds(100)
    /// A gap this long between samples means the pointer had stopped (Flutter
    /// `_assumePointerMoveStoppedMilliseconds` 40).
    public static let maximumGap = TimeSpan.milliseconds(40)
    /// Samples kept (Flutter `_historySize` 20).
    public static let capacity = Ring.count

    struct Sample: Sendable {
        var time: Int64
        var x: Double
        var y: Double
    }

    /// The ring's type: its size is Flutter's `_historySize`, 20.
    typealias Ring = InlineArray<20, Sample>

    /// The samples, the newest at `newest`, older ones before it (wrapping around).
    private var ring = Ring(repeating: Sample(time: 0, x: 0, y: 0))
    /// Index of the newest sample in the ring.
    private(set) var newest: Int = -1
    /// Number of samples held (≤ capacity).
    public private(set) var count: Int = 0

    /// Creates an empty tracker.
    public init() {}

    /// Forgets every sample.
    public mutating func reset() { newest = -1; count = 0 }

    /// Adds a position (points) at a time (µs). Samples come in time order: the tracker trusts
    /// the times it is given, as the graph's clock (`MonotonicTime`) admits them for recognizers.
    ///
    /// - Parameters:
    ///   - position: the position, in points.
    ///   - time: when it was measured, not before the previous sample.
    public mutating func add(_ position: Point, at time: Timestamp) {
        newest = (newest + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
        ring[newest] = Sample(time: time.microseconds, x: position.x, y: position.y)
    }

    /// Time of the newest sample, if any.
    public var lastTime: Timestamp? { count > 0 ? Timestamp(microseconds: ring[newest].time) : nil }

    /// The velocity at the newest sample (points per second); see the type's summary for the rules.
    public var velocity: Vector {
        guard count > 0 else { return .zero }
        return Self.velocity(of: ring.span, newest: newest, count: count)
    }

    /// The velocity of the newest (at index `newest`) of `count` samples of `ring` (`velocity`).
    private static func velocity(of ring: Span<Sample>, newest: Int, count: Int) -> Vector {
        let newestTime = ring[newest].time
        // Gather the window, newest first, stopping at the horizon or at a gap, and fold each
        // sample into the fit as it is gathered (one pass over the ring, not one to find the
        // window and one to fit it; the sums are added in the same order, so the same bits).
        var fit = QuadraticFit()
        fit.add(ring[newest], newestTime: newestTime)
        var n = 1
        var oldest = newest
        var previous = newestTime
        while n < count {
            let k = oldest == 0 ? capacity - 1 : oldest - 1
            let s = ring[k]
            if newestTime - s.time > horizon.microseconds || previous - s.time > maximumGap.microseconds {
                break
            }
            fit.add(s, newestTime: newestTime)
            previous = s.time
            oldest = k
            n += 1
        }
        if n >= 3, let v = fit.slope { return v }
        if n >= 2, let v = linearSlope(from: ring[oldest], to: ring[newest]) { return v }
        return .zero
    }

    /// The velocity to hand on at release time `time` (µs): zero when the newest sample is older
    /// than `maximumGap` (the pointer had stopped), else `velocity`.
    ///
    /// - Parameter time: the time of the release.
    /// - Returns: the velocity in points per second, or zero.
    public func releaseVelocity(at time: Timestamp) -> Vector {
        guard count > 0, time.microseconds - ring[newest].time <= Self.maximumGap.microseconds else { return .zero }
        return velocity
    }

    /// First-order estimate between the oldest sample `a` and the newest `b` of a window; nil if
    /// no time passed.
    private static func linearSlope(from a: Sample, to b: Sample) -> Vector? {
        let dt = Double(b.time - a.time) / 1_000_000
        guard dt > 0 else { return nil }
        return Vector(dx: (b.x - a.x) / dt, dy: (b.y - a.y) / dt)
    }
}

/// The least-squares fit of degree 2 of `VelocityTracker`, built one sample at a time, newest
/// first: the normal equations' sums with t in seconds relative to the newest sample (t ≤ 0).
private struct QuadraticFit {
    var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0
    var x0 = 0.0, x1 = 0.0, x2 = 0.0, y0 = 0.0, y1 = 0.0, y2 = 0.0

    /// Adds sample `s` of a window whose newest sample is at `newestTime` (µs). Always inlined:
    /// called, it costs 0.25 % of the debug-events replay's instructions, 0.17 % of `.gktrace`'s.
    @inline(__always)
    mutating func add(_ s: VelocityTracker.Sample, newestTime: Int64) {
        let t = Double(s.time - newestTime) / 1_000_000
        let t2 = t * t
        s0 += 1; s1 += t; s2 += t2; s3 += t2 * t; s4 += t2 * t2
        x0 += s.x; x1 += s.x * t; x2 += s.x * t2
        y0 += s.y; y1 += s.y * t; y2 += s.y * t2
    }

    /// b1 per axis (the slope at the newest sample), or nil when singular.
    var slope: Vector? {
        // | s0 s1 s2 | |b0|   |r0|
        // | s1 s2 s3 | |b1| = |r1|   solved for b1 by Cramer's rule.
        // | s2 s3 s4 | |b2|   |r2|
        let det = s0 * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
        // Relative singularity test: the window's time spread is tiny or the samples share times.
        guard abs(det) > 1e-18 * max(1, s4 * s4 * s0) else { return nil }
        func b1(_ r0: Double, _ r1: Double, _ r2: Double) -> Double {
            let d1 = s0 * (r1 * s4 - s3 * r2) - r0 * (s1 * s4 - s3 * s2) + s2 * (s1 * r2 - r1 * s2)
            return d1 / det
        }
        return Vector(dx: b1(x0, x1, x2), dy: b1(y0, y1, y2))
    }
}
