/// One raw evdev event (`struct input_event`) as the harness writes it into an evemu stream.
///
/// Time is in microseconds on the recording's own clock; the harness rebases it onto
/// CLOCK_MONOTONIC before replay. (Kept local to the harness until the shared `EvdevRow` of
/// GestureInput exists; the two carry the same four fields.)
public struct EvdevEventRow: Hashable, Sendable {
    /// Microseconds on the source's clock.
    public var time: Int64
    /// Event type (`EV_ABS`, …).
    public var type: UInt16
    /// Event code (`ABS_MT_SLOT`, …).
    public var code: UInt16
    /// Event value.
    public var value: Int32

    /// A row at `time` µs.
    public init(time: Int64, type: UInt16, code: UInt16, value: Int32) {
        self.time = time; self.type = type; self.code = code; self.value = value
    }

    /// True for `SYN_REPORT`, the row that closes a hardware report.
    public var isReport: Bool { type == EvdevCode.EV_SYN && code == EvdevCode.SYN_REPORT }
}
