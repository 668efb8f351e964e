/// One raw evdev event (`struct input_event`): what the kernel, evemu and `libinput record` carry.
///
/// `MultitouchDecoder` turns a stream of these into `TouchEvent`s.
public struct EvdevRow: Hashable, Sendable {
    /// Kernel event time (µs; CLOCK_MONOTONIC live, as recorded in files).
    public var time: Timestamp
    /// Event type (`EvdevCode.EV_ABS`, …).
    public var type: UInt16
    /// Event code within the type (`EvdevCode.ABS_MT_SLOT`, …).
    public var code: UInt16
    /// Event value (a position in device units, a slot, a tracking id, 0/1 for keys).
    public var value: Int32

    /// Creates a row.
    ///
    /// - Parameters:
    ///   - time: the kernel's timestamp (µs).
    ///   - type: the event type (`EV_ABS`, `EV_KEY`, `EV_SYN`, …).
    ///   - code: the code within the type.
    ///   - value: the value.
    public init(time: Timestamp, type: UInt16, code: UInt16, value: Int32) {
        self.time = time; self.type = type; self.code = code; self.value = value
    }
}

extension EvdevRow: CustomStringConvertible {
    /// `12.000345 EV_ABS/ABS_MT_SLOT 1`, for diagnostics and test failures.
    public var description: String {
        "\(time) \(EvdevCode.describe(type: type, code: code)) \(value)"
    }
}
