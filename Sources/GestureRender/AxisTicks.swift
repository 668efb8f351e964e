import GestureKit

/// "Nice" axis tick spacing (1, 2 or 5 × 10ⁿ) so labels read as round numbers.
public enum AxisTicks {
    /// A tick step that splits `range` into about `target` intervals.
    ///
    /// - Parameters:
    ///   - range: the axis's span.
    ///   - target: the number of intervals wanted.
    /// - Returns: the step: 1, 2 or 5 × 10ⁿ.
    public static func step(for range: Double, target: Int) -> Double {
        guard range.isFinite, range > 0, target > 0 else { return 1 }
        let raw = range / Double(target)
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        let residual = raw / magnitude
        return (residual < 1.5 ? 1 : residual < 3.5 ? 2 : residual < 7.5 ? 5 : 10) * magnitude
    }

    /// The multiples of `step` within [lower, upper].
    ///
    /// - Parameters:
    ///   - lower: the axis's low end.
    ///   - upper: the axis's high end.
    ///   - step: the tick step.
    /// - Returns: the tick values, ascending.
    public static func ticks(from lower: Double, to upper: Double, step: Double) -> [Double] {
        guard step > 0, lower.isFinite, upper.isFinite, upper >= lower else { return [] }
        var values: [Double] = []
        var v = (lower / step).rounded(.up) * step
        while v <= upper + step * 1e-9, values.count < 1000 { values.append(v); v += step }
        return values
    }
}
