import GestureInput
import Testing
@testable import GestureRecognition

/// A graph fitted to a raw device's millimetre thresholds: distances never below a real finger's
/// wobble, larger configured values kept, recognizers without distances untouched.
struct DeviceThresholdsTests {
    static let k = CoordinateMapping.defaultPointsPerMillimetre

    static func configuration(_ name: String, in graph: GraphConfiguration) -> RecognizerConfiguration? {
        graph.recognizers.first { $0.name == name }?.configuration
    }

    @Test func aTouchpadGraphGetsFlutterTouchSlopForTapsAndPansAndLibinputPinchTravel() throws {
        let fitted = GraphConfiguration.viewer.fitted(to: .touchpad, pointsPerMillimetre: Self.k)
        let slop = 18 * 25.4 / 96 * Self.k   // 18 pt at 96 dpi: Flutter's kTouchSlop
        guard case .tap(let tap)? = Self.configuration("singleTap", in: fitted),
              case .pan(let pan)? = Self.configuration("pan", in: fitted),
              case .longPress(let press)? = Self.configuration("longPress", in: fitted),
              case .pinch(let pinch)? = Self.configuration("pinch", in: fitted),
              case .rotation(let rotation)? = Self.configuration("rotation", in: fitted) else {
            Issue.record("the viewer preset lost a recognizer"); return
        }
        #expect(abs(tap.slop - 18) < 1e-9 && abs(slop - 18) < 1e-9)
        #expect(abs(pan.hysteresis - 18) < 1e-9)
        #expect(abs(press.allowableMovement - 18) < 1e-9)
        #expect(abs(pinch.minimumFingerTravel - 1.5 * Self.k) < 1e-9 && pinch.requiresOpposingMotion)
        #expect(abs(rotation.minimumFingerTravel - 1.5 * Self.k) < 1e-9 && rotation.requiresOpposingMotion)
        #expect(tap.maximumPressDuration == TapConfiguration().maximumPressDuration, "durations are not distances")
    }

    @Test func aTouchscreenGraphPansOnlyBeyondFlutterPanSlopAndKeepsRelativePinchSlops() throws {
        let fitted = GraphConfiguration.viewer.fitted(to: .touchscreen, pointsPerMillimetre: Self.k)
        guard case .pan(let pan)? = Self.configuration("pan", in: fitted),
              case .rotation(let rotation)? = Self.configuration("rotation", in: fitted) else {
            Issue.record("the viewer preset lost a recognizer"); return
        }
        #expect(abs(pan.hysteresis - 36) < 1e-9)
        #expect(rotation.minimumFingerTravel == 0 && !rotation.requiresOpposingMotion)
    }

    @Test(arguments: [(configured: 5.0, expected: 18.0), (configured: 40.0, expected: 40.0)])
    func fittingRaisesATapSlopToTheFloorAndKeepsALargerOne(configured: Double, expected: Double) throws {
        var tap = TapConfiguration()
        tap.slop = configured
        let graph = GraphConfiguration(recognizers: [RecognizerSpec(name: "tap", .tap(tap))])
        let fitted = graph.fitted(to: .touchpad, pointsPerMillimetre: Self.k)
        guard case .tap(let result)? = Self.configuration("tap", in: fitted) else { Issue.record("no tap"); return }
        #expect(abs(result.slop - expected) < 1e-9)
    }

    @Test func aDenserSurfaceMakesTheSameMillimetresMorePoints() throws {
        let fitted = GraphConfiguration.viewer.fitted(to: .touchscreen, pointsPerMillimetre: 2 * Self.k)
        guard case .tap(let tap)? = Self.configuration("doubleTap", in: fitted) else { Issue.record("no tap"); return }
        #expect(abs(tap.slop - 36) < 1e-9)
    }
}
