/// A libinput-style calibration matrix `[a b c; d e f]` applied to normalised coordinates.
///
/// Like `libinput_device_config_calibration_set_matrix`, it works on 0…1 device coordinates:
/// x' = a·x + b·y + c, y' = d·x + e·y + f. The udev property `LIBINPUT_CALIBRATION_MATRIX` holds the
/// same six numbers; the rotation presets below are the ones libinput documents.
public struct CalibrationMatrix: Hashable, Sendable {
    /// The six values a, b, c, d, e, f in libinput's order.
    public private(set) var values: [Double]

    /// The identity: no calibration.
    public static let identity = CalibrationMatrix(trusted: [1, 0, 0, 0, 1, 0])

    /// Creates a matrix from libinput's six values; throws when there are not six finite numbers.
    ///
    /// - Parameter values: a, b, c, d, e, f in libinput's order.
    /// - Throws: `CoordinateMappingError` for `calibration` when there are not six finite numbers.
    public init(_ values: [Double]) throws {
        guard values.count == 6 else {
            throw CoordinateMappingError(
                argument: "calibration", reason: "needs 6 values (a b c d e f), got \(values.count)")
        }
        guard values.allSatisfy(\.isFinite) else {
            throw CoordinateMappingError(argument: "calibration", reason: "values must be finite, got \(values)")
        }
        self.values = values
    }

    private init(trusted values: [Double]) { self.values = values }

    /// The preset that rotates the surface by `rotation` clockwise (libinput's documented matrices:
    /// 90° `0 -1 1 1 0 0`, 180° `-1 0 1 0 -1 1`, 270° `0 1 0 -1 0 1`).
    ///
    /// - Parameter rotation: the touchscreen's rotation relative to its display.
    /// - Returns: the matrix libinput documents for it; the identity for no rotation.
    public static func rotation(_ rotation: SurfaceRotation) -> CalibrationMatrix {
        switch rotation {
        case .none: return .identity
        case .clockwise90: return CalibrationMatrix(trusted: [0, -1, 1, 1, 0, 0])
        case .clockwise180: return CalibrationMatrix(trusted: [-1, 0, 1, 0, -1, 1])
        case .clockwise270: return CalibrationMatrix(trusted: [0, 1, 0, -1, 0, 1])
        }
    }

    /// Applies the matrix to a normalised point (0…1 on each axis for points on the device).
    ///
    /// - Parameters:
    ///   - x: the normalised x, 0…1 across the device.
    ///   - y: the normalised y, 0…1 down the device.
    /// - Returns: the calibrated point, normalised.
    public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (values[0] * x + values[1] * y + values[2], values[3] * x + values[4] * y + values[5])
    }

    /// The matrix that applies `self` first and then `next`.
    ///
    /// - Parameter next: the matrix to apply after this one.
    /// - Returns: their product.
    public func then(_ next: CalibrationMatrix) -> CalibrationMatrix {
        let a = values, b = next.values
        return CalibrationMatrix(trusted: [
            b[0] * a[0] + b[1] * a[3], b[0] * a[1] + b[1] * a[4], b[0] * a[2] + b[1] * a[5] + b[2],
            b[3] * a[0] + b[4] * a[3], b[3] * a[1] + b[4] * a[4], b[3] * a[2] + b[4] * a[5] + b[5],
        ])
    }
}

/// A clockwise rotation of a touchscreen relative to its display, in quarter turns.
public enum SurfaceRotation: Int, Hashable, Sendable, Codable, CaseIterable {
    /// Not rotated.
    case none = 0
    /// Rotated 90° clockwise.
    case clockwise90 = 90
    /// Rotated 180°.
    case clockwise180 = 180
    /// Rotated 270° clockwise (90° counter-clockwise).
    case clockwise270 = 270
}

/// An invalid argument to a coordinate mapping: names the argument and says what was wrong.
public struct CoordinateMappingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The argument's name as the API spells it (`xAxis`, `surface`, `pointsPerMillimetre`, …).
    public var argument: String
    /// What was wrong with it.
    public var reason: String
    /// Creates an error for `argument`.
    ///
    /// - Parameters:
    ///   - argument: the argument's name as the API spells it.
    ///   - reason: what was wrong with it.
    public init(argument: String, reason: String) { self.argument = argument; self.reason = reason }
    /// `invalid xAxis: maximum 0 must be greater than minimum 0`.
    public var description: String { "invalid \(argument): \(reason)" }
}

/// Converts raw device units into points, the way libinput does (docs/live-input.md).
///
/// - Touchscreens with a surface: the full axis range maps onto the surface, as
///   `libinput_event_touch_get_x_transformed(width)`: normalise u = (v − min) / (max − min + 1),
///   apply the calibration matrix and then the rotation preset, and scale by the surface size.
/// - Touchpads, and any device without a surface: millimetres from the top-left corner,
///   (v − min) / `unitsPerMillimetre` (the axis resolution, or the device's assumed or configured
///   one; a resolution of 0 otherwise counts as 1 unit = 1 mm, as libinput fakes it),
///   times `pointsPerMillimetre` (96 dpi by default: 96 / 25.4 ≈ 3.78 pt per mm). Calibration and
///   rotation do not apply: libinput applies calibration to touchscreens only.
///
/// `point(x:y:)` is pure arithmetic on precomputed factors: cheap enough for every row.
public struct CoordinateMapping: Hashable, Sendable {
    /// CSS/X11 reference density: 96 dots per inch, 25.4 mm per inch.
    public static let defaultPointsPerMillimetre = 96.0 / 25.4
    /// The surface a trace's touches are expressed in when nothing says otherwise (no `--surface`,
    /// no device size): 1280×800 points, a common 16:10 laptop panel at 96 dpi. Touchscreens without
    /// resolution map their axis range onto it.
    public static let fallbackSurface = Size(width: 1280, height: 800)

    /// Where raw coordinates go.
    public enum Target: Hashable, Sendable {
        /// The full axis range onto a surface of this size (points): touchscreens.
        case surface(Size)
        /// Millimetres of the device times this many points per millimetre: touchpads.
        case millimetres(pointsPerMillimetre: Double)
    }

    /// The x axis in device units.
    public let xAxis: AbsoluteAxis
    /// The y axis in device units.
    public let yAxis: AbsoluteAxis
    /// The target space.
    public let target: Target
    /// Device units per millimetre on x and y: the axes' resolution, the device's assumed or
    /// configured one (`DeviceInfo.resolution`), or 1 (libinput's fake resolution).
    public let unitsPerMillimetre: Vector
    /// Calibration followed by rotation (touchscreen targets only; identity for millimetres).
    public let matrix: CalibrationMatrix

    // Precomputed: normalised = (v - min) * scale; for millimetres, points = (v - min) * scale.
    private let xScale: Double
    private let yScale: Double
    private let width: Double
    private let height: Double
    private let isSurface: Bool
    private let isIdentity: Bool
    private let xRange: Double
    private let yRange: Double
    private let m: (Double, Double, Double, Double, Double, Double)

    /// Creates a mapping; throws `CoordinateMappingError` naming the argument when an axis range is
    /// empty or inverted, a resolution is negative, the surface size or density is not positive and
    /// finite.
    ///
    /// - Parameters:
    ///   - xAxis: the x axis, in device units.
    ///   - yAxis: the y axis, in device units.
    ///   - target: a surface in points (touchscreens) or millimetres at a density (touchpads).
    ///   - calibration: applied to touchscreen coordinates first, as libinput does.
    ///   - rotation: applied after calibration, to touchscreen coordinates.
    ///   - unitsPerMillimetre: device units per millimetre on x and y; nil reads the axes' resolution
    ///     (1 when they report none).
    /// - Throws: `CoordinateMappingError` naming the argument and what was wrong.
    public init(xAxis: AbsoluteAxis, yAxis: AbsoluteAxis, target: Target,
                calibration: CalibrationMatrix = .identity, rotation: SurfaceRotation = .none,
                unitsPerMillimetre: Vector? = nil) throws {
        for (name, axis) in [("xAxis", xAxis), ("yAxis", yAxis)] {
            guard axis.maximum > axis.minimum else {
                throw CoordinateMappingError(
                    argument: name, reason: "maximum \(axis.maximum) must be greater than minimum \(axis.minimum)")
            }
            guard axis.resolution >= 0 else {
                throw CoordinateMappingError(
                    argument: name, reason: "resolution \(axis.resolution) must not be negative")
            }
        }
        self.xAxis = xAxis; self.yAxis = yAxis; self.target = target
        if let u = unitsPerMillimetre {
            guard u.dx.isFinite, u.dy.isFinite, u.dx > 0, u.dy > 0 else {
                throw CoordinateMappingError(
                    argument: "unitsPerMillimetre", reason: "must be positive and finite, got \(u.dx)x\(u.dy)")
            }
            self.unitsPerMillimetre = u
        } else {
            self.unitsPerMillimetre = Vector(dx: Double(max(xAxis.resolution, 1)), dy: Double(max(yAxis.resolution, 1)))
        }
        switch target {
        case .surface(let size):
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw CoordinateMappingError(
                    argument: "surface", reason: "width and height must be positive and finite, got \(size)")
            }
            matrix = calibration.then(.rotation(rotation))
            // libinput's scale_axis divides by (max − min + 1).
            xRange = Double(xAxis.maximum) - Double(xAxis.minimum) + 1
            yRange = Double(yAxis.maximum) - Double(yAxis.minimum) + 1
            xScale = 1 / xRange
            yScale = 1 / yRange
            width = size.width; height = size.height; isSurface = true
        case .millimetres(let ppmm):
            guard ppmm.isFinite, ppmm > 0 else {
                throw CoordinateMappingError(
                    argument: "pointsPerMillimetre", reason: "must be positive and finite, got \(ppmm)")
            }
            matrix = .identity
            xRange = 1; yRange = 1
            xScale = ppmm / self.unitsPerMillimetre.dx
            yScale = ppmm / self.unitsPerMillimetre.dy
            width = 0; height = 0; isSurface = false
        }
        let v = matrix.values
        m = (v[0], v[1], v[2], v[3], v[4], v[5])
        isIdentity = matrix == .identity
    }

    /// The mapping for a device as `DeviceInfo` and its evdev description describe it: MT position
    /// axes when present, else ABS_X/ABS_Y. `surface` applies to touchscreens only; touchpads and
    /// touchscreens without a surface map millimetres at `pointsPerMillimetre`, using the device's
    /// reported, assumed or configured resolution (`DeviceInfo.resolution`); a touchscreen with no
    /// resolution and no surface maps onto `fallbackSurface`. Throws when the device has no evdev
    /// description or no position axes.
    ///
    /// - Parameters:
    ///   - device: the device, with its evdev description.
    ///   - surface: the surface a touchscreen's axis range maps onto, in points; nil maps millimetres.
    ///   - calibration: applied to touchscreen coordinates first, as libinput does.
    ///   - rotation: applied after calibration, to touchscreen coordinates.
    ///   - pointsPerMillimetre: the density millimetres are converted at.
    /// - Throws: `CoordinateMappingError` naming the argument and what was wrong.
    public init(device: DeviceInfo, surface: Size? = nil, calibration: CalibrationMatrix = .identity,
                rotation: SurfaceRotation = .none,
                pointsPerMillimetre: Double = CoordinateMapping.defaultPointsPerMillimetre) throws {
        guard let evdev = device.evdev else {
            throw CoordinateMappingError(argument: "device", reason: "'\(device.name)' has no evdev description")
        }
        let axes: (AbsoluteAxis, AbsoluteAxis)
        if let x = evdev.absinfo[EvdevCode.ABS_MT_POSITION_X], let y = evdev.absinfo[EvdevCode.ABS_MT_POSITION_Y] {
            axes = (x, y)
        } else if let x = evdev.absinfo[EvdevCode.ABS_X], let y = evdev.absinfo[EvdevCode.ABS_Y] {
            axes = (x, y)
        } else {
            throw CoordinateMappingError(
                argument: "device", reason: "'\(device.name)' has no position axes (ABS_MT_POSITION_X/Y or ABS_X/Y)")
        }
        let target: Target
        if device.kind == .touchscreen, let surface {
            target = .surface(surface)
        } else if device.kind == .touchscreen, device.sizeSource == nil {
            // No resolution: millimetres would be device units (a "2 m" screen), so the axis range
            // maps onto the fallback surface, as `--surface` would.
            target = .surface(Self.fallbackSurface)
        } else {
            target = .millimetres(pointsPerMillimetre: pointsPerMillimetre)
        }
        try self.init(xAxis: axes.0, yAxis: axes.1, target: target, calibration: calibration, rotation: rotation,
                      unitsPerMillimetre: device.resolution)
    }

    /// The point for raw device coordinates (x, y).
    ///
    /// - Parameters:
    ///   - x: the raw x, in device units.
    ///   - y: the raw y, in device units.
    /// - Returns: the point in the target space.
    @inline(__always)
    public func point(x: Int32, y: Int32) -> Point {
        let dx = Double(x) - Double(xAxis.minimum)
        let dy = Double(y) - Double(yAxis.minimum)
        if isSurface {
            // Uncalibrated: exactly libinput's scale_axis, (v − min) × width / (max − min + 1).
            if isIdentity { return Point(x: dx * width / xRange, y: dy * height / yRange) }
            let u = dx * xScale, v = dy * yScale
            return Point(x: (m.0 * u + m.1 * v + m.2) * width, y: (m.3 * u + m.4 * v + m.5) * height)
        }
        return Point(x: dx * xScale, y: dy * yScale)
    }

    /// Raw x in millimetres from the left edge ((x − min) / resolution, resolution 0 → 1): libinput's
    /// `libinput_event_touch_get_x`.
    ///
    /// - Parameter x: the raw x, in device units.
    /// - Returns: millimetres from the left edge.
    public func millimetres(x: Int32) -> Double {
        (Double(x) - Double(xAxis.minimum)) / unitsPerMillimetre.dx
    }

    /// Raw y in millimetres from the top edge, as `millimetres(x:)`.
    ///
    /// - Parameter y: the raw y, in device units.
    /// - Returns: millimetres from the top edge.
    public func millimetres(y: Int32) -> Double {
        (Double(y) - Double(yAxis.minimum)) / unitsPerMillimetre.dy
    }

    /// True when `x` is within the axis range widened by one range on each side: values beyond are
    /// absurd (firmware garbage), values slightly outside are common and kept (libinput warns only).
    ///
    /// - Parameter x: the raw x, in device units.
    /// - Returns: whether the value is within reach of the axis.
    public func isPlausible(x: Int32) -> Bool { Self.plausible(x, xAxis) }
    /// As `isPlausible(x:)` for y.
    ///
    /// - Parameter y: the raw y, in device units.
    /// - Returns: whether the value is within reach of the axis.
    public func isPlausible(y: Int32) -> Bool { Self.plausible(y, yAxis) }

    private static func plausible(_ v: Int32, _ a: AbsoluteAxis) -> Bool {
        let range = Int64(a.maximum) - Int64(a.minimum)
        return Int64(v) >= Int64(a.minimum) - range && Int64(v) <= Int64(a.maximum) + range
    }
}

extension CoordinateMapping {
    /// Equality ignores the cached factors' tuple, which is derived from the stored properties.
    public static func == (a: CoordinateMapping, b: CoordinateMapping) -> Bool {
        a.xAxis == b.xAxis && a.yAxis == b.yAxis && a.target == b.target && a.matrix == b.matrix
            && a.unitsPerMillimetre == b.unitsPerMillimetre
    }
    /// Hashes the defining properties.
    public func hash(into h: inout Hasher) {
        h.combine(xAxis); h.combine(yAxis); h.combine(target); h.combine(matrix); h.combine(unitsPerMillimetre)
    }
}
