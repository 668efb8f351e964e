import GestureInput
import Testing

/// Device facts as libinput derives them: a touchpad without resolution is a 69 × 50 mm pad
/// (tp_init_default_resolution), a touchscreen without one maps its axis range onto the surface,
/// and `DeviceInfo.sizeSource` says where the size came from.
struct DeviceSizeTests {
    /// An ALPS GlidePoint as its evemu header describes it: 0…2000 × 0…1400, no resolution, semi-MT.
    static func alps(resolution: Int32 = 0) -> DeviceInfo {
        let x = AbsoluteAxis(minimum: 0, maximum: 2000, resolution: resolution)
        let y = AbsoluteAxis(minimum: 0, maximum: 1400, resolution: resolution)
        let evdev = EvdevDescription(
            codes: [EvdevCode.EV_KEY: [EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_FINGER, EvdevCode.BTN_TOOL_DOUBLETAP],
                    EvdevCode.EV_ABS: [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_MT_SLOT,
                    EvdevCode.ABS_MT_POSITION_X, EvdevCode.ABS_MT_POSITION_Y, EvdevCode.ABS_MT_TRACKING_ID
                ]
            ],
            absinfo: [
                EvdevCode.ABS_X: x, EvdevCode.ABS_Y: y, EvdevCode.ABS_MT_SLOT: AbsoluteAxis(minimum: 0, maximum: 1),
                      EvdevCode.ABS_MT_POSITION_X: x, EvdevCode.ABS_MT_POSITION_Y: y],
            properties: [EvdevCode.INPUT_PROP_POINTER, EvdevCode.INPUT_PROP_SEMI_MT])
        return DeviceInfo(name: "AlpsPS/2 ALPS GlidePoint", evdev: evdev)
    }

    @Test func aTouchpadWithoutResolutionIsAssumedToBeSixtyNineByFiftyMillimetres() {
        let info = Self.alps()
        #expect(info.kind == .touchpad)
        #expect(info.sizeSource == .assumed)
        // libinput divides in whole units: 2000 / 69 = 28, 1400 / 50 = 28.
        #expect(info.resolution == Vector(dx: 28, dy: 28))
        #expect(info.sizeMillimetres == Size(width: 2000.0 / 28, height: 50))
        #expect(info.assumptionNote?.contains("assumed") == true)
    }

    @Test func aReportedResolutionIsReportedAndNeedsNoNote() {
        let info = Self.alps(resolution: 20)
        #expect(info.sizeSource == .reported)
        #expect(info.sizeMillimetres == Size(width: 100, height: 70))
        #expect(info.assumptionNote == nil)
    }

    @Test func aConfiguredSizeOverridesTheAssumption() throws {
        let info = try Self.alps().configuring(size: Size(width: 100, height: 70))
        #expect(info.sizeSource == .configured)
        #expect(info.resolution == Vector(dx: 20, dy: 20))
        let mapping = try CoordinateMapping(device: info)
        #expect(mapping.millimetres(x: 1000) == 50)
    }

    @Test func aConfiguredSizeMustBePositive() {
        #expect(throws: CoordinateMappingError.self) { try Self.alps().configuring(size: Size(width: 0, height: 70)) }
    }

    @Test func anAssumedSizeMakesTouchpadMillimetresReal() throws {
        let mapping = try CoordinateMapping(device: Self.alps())
        // 2000 units at 28 units/mm ≈ 71 mm, not 2000 "mm".
        #expect(abs(mapping.millimetres(x: 2000) - 2000.0 / 28) < 1e-9)
    }

    @Test func aTouchscreenWithoutResolutionMapsItsAxisRangeOntoTheFallbackSurface() throws {
        let info = DecoderTestSupport.contactListTouchscreen()  // 0…999, no resolution
        #expect(info.sizeSource == nil)
        #expect(info.assumptionNote?.contains("mapped onto the surface") == true)
        let mapping = try CoordinateMapping(device: info)
        #expect(mapping.target == .surface(CoordinateMapping.fallbackSurface))
        #expect(mapping.point(x: 500, y: 500) == Point(x: 640, y: 400))
    }
}

/// `DeviceInfo.pointsPerMillimetre(surface:)`: how millimetre thresholds become points.
struct DeviceScaleTests {
    @Test func aTouchpadIsAlwaysAtNinetySixDotsPerInch() {
        #expect(DeviceSizeTests.alps().pointsPerMillimetre(surface: Size(width: 3000, height: 2000))
                == CoordinateMapping.defaultPointsPerMillimetre)
    }

    @Test func aTouchscreenOfKnownSizeHasItsSurfacesPointsPerMillimetre() throws {
        var screen = DeviceSizeTests.alps(resolution: 10)   // 200 × 140 mm
        screen.kind = .touchscreen
        let ppmm = try #require(screen.pointsPerMillimetre(surface: Size(width: 1000, height: 700)))
        #expect(abs(ppmm - 5) < 1e-9)
    }

    @Test func aTouchscreenOfUnknownSizeTakesItsSurfacesPointsAtNinetySixDotsPerInch() {
        var screen = DeviceSizeTests.alps()
        screen.kind = .touchscreen
        screen.sizeMillimetres = nil
        #expect(
            screen.pointsPerMillimetre(surface: Size(width: 1280, height: 800))
                == CoordinateMapping.defaultPointsPerMillimetre)
    }

    @Test func aDeviceWithoutEvdevDescriptionHasNoScale() {
        #expect(DeviceInfo(name: "synthetic", kind: .touchscreen).pointsPerMillimetre(surface: nil) == nil)
    }
}
