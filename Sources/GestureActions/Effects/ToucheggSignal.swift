/// One signal of touchegg's D-Bus protocol (`io.github.joseexposito.Touchegg`, signature
/// `(uudiut)`), as touchegg's daemon sends it to GNOME's X11 Gestures extension, Cinnamon and
/// elementary's Gala. The numbers are touchegg's own enums (`src/gesture/gesture-type.h`,
/// `gesture-direction.h`, `device-type.h`).
public struct ToucheggSignal: Sendable, Hashable {
    /// Which of the three signals: `OnGestureBegin`, `OnGestureUpdate`, `OnGestureEnd`.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        case begin, update, end

        /// The D-Bus member name touchegg uses for this phase.
        public var member: String {
            switch self {
            case .begin: "OnGestureBegin"
            case .update: "OnGestureUpdate"
            case .end: "OnGestureEnd"
            }
        }
    }

    /// touchegg's `GestureType`.
    public enum GestureType: UInt32, Sendable, Hashable, CaseIterable {
        case notSupported = 0, swipe = 1, pinch = 2, tap = 3
    }

    /// touchegg's `GestureDirection`.
    public enum Direction: UInt32, Sendable, Hashable, CaseIterable {
        case unknown = 0, up = 1, down = 2, left = 3, right = 4, `in` = 5, out = 6
    }

    /// touchegg's `DeviceType`.
    public enum DeviceType: UInt32, Sendable, Hashable, CaseIterable {
        case unknown = 0, touchpad = 1, touchscreen = 2
    }

    /// Which signal this is.
    public var phase: Phase
    /// The gesture's type (`u`).
    public var type: GestureType
    /// The gesture's direction (`u`).
    public var direction: Direction
    /// How far the gesture has gone, 0–100 (`d`); it only grows within one gesture.
    public var percentage: Double
    /// Number of fingers (`i`).
    public var fingers: Int32
    /// The device that made it (`u`).
    public var deviceType: DeviceType
    /// Milliseconds since the gesture began (`t`).
    public var elapsedMilliseconds: UInt64

    /// A signal with every field given.
    ///
    /// - Parameters:
    ///   - phase: which signal: begin, update or end.
    ///   - type: the gesture's type.
    ///   - direction: the gesture's direction.
    ///   - percentage: how far it has gone, 0–100.
    ///   - fingers: the number of fingers.
    ///   - deviceType: the device that made it.
    ///   - elapsedMilliseconds: the milliseconds since the gesture began.
    public init(phase: Phase, type: GestureType, direction: Direction, percentage: Double, fingers: Int32,
                deviceType: DeviceType, elapsedMilliseconds: UInt64) {
        self.phase = phase; self.type = type; self.direction = direction; self.percentage = percentage
        self.fingers = fingers; self.deviceType = deviceType; self.elapsedMilliseconds = elapsedMilliseconds
    }
}

/// Where touchegg signals go: the D-Bus server (`ToucheggServer`) or a test's recorder.
public protocol ToucheggSignalSink: AnyObject, Sendable {
    /// Sends `signal` to every connected client; never blocks the caller.
    ///
    /// - Parameter signal: the signal to send.
    func emit(_ signal: ToucheggSignal)
}
