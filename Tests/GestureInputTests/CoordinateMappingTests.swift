import GestureInput
import Testing

@Suite struct CoordinateMappingTests {
    static let axisX = AbsoluteAxis(minimum: 100, maximum: 4195, resolution: 16)
    static let axisY = AbsoluteAxis(minimum: 0, maximum: 2047, resolution: 16)

    @Test(arguments: [Int32(100), 101, 2000, 4195])
    func fullRangeMappingEqualsLibinputsTransformedFormula(_ raw: Int32) throws {
        let surface = Size(width: 1920, height: 1080)
        let m = try CoordinateMapping(xAxis: Self.axisX, yAxis: Self.axisY, target: .surface(surface))
        // libinput_event_touch_get_x_transformed: (value − min) × width / (max − min + 1)
        let expectedX = Double(raw - 100) * 1920 / Double(4195 - 100 + 1)
        let expectedY = Double(1024) * 1080 / Double(2047 - 0 + 1)
        #expect(m.point(x: raw, y: 1024) == Point(x: expectedX, y: expectedY))
    }

    /// A point a quarter of the way along the top edge, (0.25, 0) normalised, under each preset.
    @Test(arguments: [
        (SurfaceRotation.none, 0.25, 0.0),
        (.clockwise90, 1.0, 0.25),    // 0 -1 1 1 0 0: top edge → right edge, going down
        (.clockwise180, 0.75, 1.0),   // -1 0 1 0 -1 1: top edge → bottom edge, mirrored
        (.clockwise270, 0.0, 0.75),   // 0 1 0 -1 0 1: top edge → left edge, going up
    ])
    func rotationPresetsRotateAKnownPoint(_ rotation: SurfaceRotation, _ ux: Double, _ uy: Double) throws {
        // Axis 0…999 (range 1000) on a 1000×1000 surface: normalised × 1000 = points.
        let axis = AbsoluteAxis(minimum: 0, maximum: 999)
        let m = try CoordinateMapping(
            xAxis: axis, yAxis: axis, target: .surface(Size(width: 1000, height: 1000)), rotation: rotation)
        let p = m.point(x: 250, y: 0)
        #expect(abs(p.x - ux * 1000) < 1e-9 && abs(p.y - uy * 1000) < 1e-9, "\(p)")
    }

    @Test func calibrationMatrixFromValuesEqualsTheRotationPreset() throws {
        let axis = AbsoluteAxis(minimum: 0, maximum: 999)
        let surface = CoordinateMapping.Target.surface(Size(width: 1000, height: 1000))
        let calibrated = try CoordinateMapping(xAxis: axis, yAxis: axis, target: surface,
                                               calibration: try CalibrationMatrix([0, -1, 1, 1, 0, 0]))
        let rotated = try CoordinateMapping(xAxis: axis, yAxis: axis, target: surface, rotation: .clockwise90)
        #expect(calibrated.point(x: 300, y: 700) == rotated.point(x: 300, y: 700))
    }

    @Test func calibrationAppliesBeforeRotation() throws {
        // Calibration halves x (0.5 0 0 0 1 0); then 90°: (u, v) → (1 − v, u).
        let axis = AbsoluteAxis(minimum: 0, maximum: 999)
        let m = try CoordinateMapping(xAxis: axis, yAxis: axis, target: .surface(Size(width: 1000, height: 1000)),
                                      calibration: try CalibrationMatrix([0.5, 0, 0, 0, 1, 0]), rotation: .clockwise90)
        let p = m.point(x: 800, y: 100)  // (0.8, 0.1) → (0.4, 0.1) → (0.9, 0.4)
        #expect(abs(p.x - 900) < 1e-9 && abs(p.y - 400) < 1e-9)
    }

    @Test func touchpadMillimetresBecomePointsAt96Dpi() throws {
        let m = try CoordinateMapping(xAxis: Self.axisX, yAxis: Self.axisY,
            target: .millimetres(pointsPerMillimetre: CoordinateMapping.defaultPointsPerMillimetre))
        // 25.4 mm = one inch = 96 points: 406.4 units at 16/mm; use 25 mm = 400 units.
        let p = m.point(x: 100 + 400, y: 160)
        #expect(abs(p.x - 25 * 96 / 25.4) < 1e-9)
        #expect(abs(p.y - 10 * 96 / 25.4) < 1e-9)
        #expect(m.millimetres(x: 500) == 25)
    }

    @Test func missingResolutionCountsOneUnitAsOneMillimetre() throws {
        let axis = AbsoluteAxis(minimum: 0, maximum: 4095)  // resolution 0, as libinput fakes it
        let m = try CoordinateMapping(xAxis: axis, yAxis: axis, target: .millimetres(pointsPerMillimetre: 2))
        #expect(m.point(x: 10, y: 20) == Point(x: 20, y: 40))
    }

    @Test func configuredPointsPerMillimetreReplaces96Dpi() throws {
        let m = try CoordinateMapping(
            xAxis: Self.axisX, yAxis: Self.axisY, target: .millimetres(pointsPerMillimetre: 10))
        #expect(m.point(x: 100 + 160, y: 32) == Point(x: 100, y: 20))
    }

    @Test(arguments: [
        (
            "xAxis", AbsoluteAxis(minimum: 5, maximum: 5), AbsoluteAxis(minimum: 0, maximum: 9),
            CoordinateMapping.Target.surface(Size(width: 1, height: 1))
        ),
        (
            "yAxis", AbsoluteAxis(minimum: 0, maximum: 9), AbsoluteAxis(minimum: 9, maximum: 0),
            .surface(Size(width: 1, height: 1))
        ),
        (
            "xAxis", AbsoluteAxis(minimum: 0, maximum: 9, resolution: -1), AbsoluteAxis(minimum: 0, maximum: 9),
            .surface(Size(width: 1, height: 1))
        ),
        (
            "surface", AbsoluteAxis(minimum: 0, maximum: 9), AbsoluteAxis(minimum: 0, maximum: 9),
            .surface(Size(width: 0, height: 1))
        ),
        (
            "surface", AbsoluteAxis(minimum: 0, maximum: 9), AbsoluteAxis(minimum: 0, maximum: 9),
            .surface(Size(width: 10, height: -.infinity))
        ),
        (
            "pointsPerMillimetre", AbsoluteAxis(minimum: 0, maximum: 9), AbsoluteAxis(minimum: 0, maximum: 9),
            .millimetres(pointsPerMillimetre: 0)
        ),
        (
            "pointsPerMillimetre", AbsoluteAxis(minimum: 0, maximum: 9), AbsoluteAxis(minimum: 0, maximum: 9),
            .millimetres(pointsPerMillimetre: .nan)
        )
    ])
    func invalidArgumentsThrowNamingTheArgument(
        _ argument: String, _ x: AbsoluteAxis, _ y: AbsoluteAxis, _ target: CoordinateMapping.Target
    ) {
        #expect {
            try CoordinateMapping(xAxis: x, yAxis: y, target: target)
        } throws: { error in
            (error as? CoordinateMappingError)?.argument == argument
        }
    }

    @Test(arguments: [[1.0, 0, 0, 0, 1], [1, 0, 0, 0, 1, .nan]])
    func calibrationNeedsSixFiniteValues(_ values: [Double]) {
        #expect(throws: CoordinateMappingError.self) { try CalibrationMatrix(values) }
    }
}
