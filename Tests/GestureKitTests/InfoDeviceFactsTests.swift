import GestureTestSupport
import Testing

/// `gesturekit info` says, per raw device, what decides how its input is read, and `--device-size`
/// overrides an assumed size.
@Suite struct InfoDeviceFactsTests {
    static let alps = SharedRecordings.folder("evemu-devices")
        .appendingPathComponent("touchpads--AlpsPS2_ALPS_GlidePoint.2-finger-tap.evemu").path

    @Test func infoSaysTheAlpsPadsSizeWasAssumedAndItIsSemiMTAndJumped() throws {
        let r = try CommandLineTool.run(["info", Self.alps])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("resolution 28×28 units/mm (assumed"))
        #expect(r.stdout.contains("semi-MT"))
        #expect(r.stdout.contains("2 slots, BTN_TOOL up to 4 fingers"))
        #expect(r.stdout.contains("pressure: EV_ABS/ABS_PRESSURE 0…127"))
        #expect(r.stdout.contains("jumps seen: 1"))
        #expect(r.stdout.contains("time basis: relative"))
    }

    @Test func deviceSizeOverridesTheAssumption() throws {
        let r = try CommandLineTool.run(["info", "--device-size", "100x70mm", Self.alps])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("100×70 mm"))
        #expect(r.stdout.contains("resolution 20×20 units/mm (configured with --device-size)"))
    }

    @Test func aMalformedDeviceSizeIsRefusedWithAnExample() throws {
        let r = try CommandLineTool.run(["replay", "--device-size", "100mm", Self.alps])
        #expect(r.status != 0)
        #expect(r.stderr.contains("--device-size takes WIDTHxHEIGHT in millimetres, e.g. 100x60mm; got '100mm'"))
    }
}
