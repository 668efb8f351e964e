import GestureKit
import Testing
@testable import GestureActions

/// From recognizer events to the daemon's gestures: kinds, held-back begins, progress.
@Suite struct GestureReaderTests {
    static let pad = DeviceInfo(name: "Pad", kind: .touchpad)
    static let screen = DeviceInfo(name: "Screen", kind: .touchscreen)

    static func reader() -> GestureReader {
        GestureReader(devices: [DeviceID(0): pad, DeviceID(1): screen], surface: Size(width: 1000, height: 500))
    }

    static func event(_ kind: GestureKind, _ state: GestureState, device: Int = 1, touches: Int = 3,
                      taps: Int? = nil, translation: Vector? = nil, scale: Double? = nil, ms: Int64 = 0,
                      recognizer: String = "r") -> GestureEvent {
        GestureEvent(time: .milliseconds(ms), recognizer: recognizer, kind: kind, state: state, location: .zero,
                     touches: touches, device: DeviceID(device), taps: taps, translation: translation, scale: scale)
    }

    @Test func aPanBeginsOnceItHasADirectionAndItsProgressIsTouchegsShareOfTheScreen() {
        var reader = Self.reader()
        #expect(reader.handle(Self.event(.pan, .began, translation: .zero)).isEmpty)
        let begin = reader.handle(Self.event(.pan, .changed, translation: Vector(dx: -80, dy: 5), ms: 30))
        #expect(begin.map(\.phase) == [.begin])
        #expect(begin.first?.direction == .left)
        #expect(begin.first?.fingers == 3)
        #expect(begin.first?.device == .touchscreen)
        #expect(begin.first?.deviceName == "Screen")
        // 16 % of a 1000-point-wide screen is 160 points: 80 points are half.
        #expect(begin.first?.progress == 50)
        #expect(begin.first?.elapsedMilliseconds == 30)
        let end = reader.handle(Self.event(.pan, .ended, translation: Vector(dx: -400, dy: 0), ms: 100))
        #expect(end.map(\.phase) == [.end])
        #expect(end.first?.progress == 100)
        #expect(end.first?.id == begin.first?.id)
    }

    @Test func aPinchThatNeverLeavesScaleOneNeverBegins() {
        var reader = Self.reader()
        #expect(reader.handle(Self.event(.touchpadPinch, .began, device: 0, touches: 2, scale: 1)).isEmpty)
        #expect(reader.handle(Self.event(.touchpadPinch, .ended, device: 0, touches: 2, scale: 1)).isEmpty)
    }

    @Test func aPinchInIsHalfwayAtHalfItsSpan() {
        var reader = Self.reader()
        _ = reader.handle(Self.event(.touchpadPinch, .began, device: 0, touches: 2, scale: 1))
        let begin = reader.handle(Self.event(.touchpadPinch, .changed, device: 0, touches: 2, scale: 0.5))
        #expect(begin.first?.kind == .pinch)
        #expect(begin.first?.direction == .in)
        #expect(begin.first?.device == .touchpad)
        #expect(begin.first?.progress == 50)
    }

    @Test(arguments: [
        (GestureKind.tap, 1 as Int?, DesktopGestureKind.tap), (.tap, 2, .doubleTap),
        (.swipe, nil, .swipe),
    ])
    func aDiscreteGestureIsABeginAndAnEndAtOnce(kind: GestureKind, taps: Int?, expected: DesktopGestureKind) {
        var reader = Self.reader()
        let moments = reader.handle(Self.event(kind, .recognized, touches: 2, taps: taps))
        #expect(moments.map(\.phase) == [.begin, .end])
        #expect(moments.allSatisfy { $0.kind == expected && $0.progress == 100 })
    }

    @Test func aHoldBeginsAtOnceAndACancelledOneEndsCancelled() {
        var reader = Self.reader()
        #expect(reader.handle(Self.event(.touchpadHold, .began, device: 0)).map(\.phase) == [.begin])
        #expect(reader.handle(Self.event(.touchpadHold, .cancelled, device: 0)).map(\.phase) == [.cancel])
    }

    @Test func scrollingIsNoGesture() {
        var reader = Self.reader()
        #expect(reader.handle(Self.event(.scroll, .began, touches: 2)).isEmpty)
    }

    @Test func devicesAddedLaterAreKnownByName() {
        var reader = GestureReader(surface: Size(width: 100, height: 100))
        _ = reader.handle(.input(InputEvent(time: .zero, device: DeviceID(4), kind: .deviceAdded(Self.screen))))
        let moments = reader.handle(Self.event(.tap, .recognized, device: 4, touches: 2))
        #expect(moments.first?.deviceName == "Screen")
    }
}

/// The daemon's recognizer graph.
@Suite struct DesktopGraphTests {
    @Test func theDesktopGraphBuildsAndNamesEveryKindARuleCanTake() throws {
        let graph = GraphConfiguration.desktop
        _ = try RecognizerGraph(configuration: graph)
        let names = Set(graph.recognizers.map(\.name))
        #expect(names.isSuperset(of: ["tap1", "tap2", "tap3", "tap4", "tap5", "doubleTap", "hold1", "hold2", "hold3",
                                      "swipe", "edgeSwipe", "pinch", "rotate", "touchpadSwipe", "touchpadPinch",
                                      "touchpadHold"]))
    }
}
