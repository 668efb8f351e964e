/// Touch begin and end by a value with hysteresis (pressure or touch size): a contact becomes a
/// touch when its value reaches `begin` and stays one until it falls below `end`. A hovering or
/// barely-touching finger (an Apple bcm5974 keeps reporting contacts of size 0 after the lift) is
/// therefore not a touch.
///
/// Defaults, as libinput `src/evdev-mt-touchpad.c`:
/// - pressure (`tp_init_pressure`): on devices with `ABS_MT_PRESSURE` (`ABS_PRESSURE` on
///   single-touch pads), begin at min + 12 % and end below min + 10 % of the axis range
///   ("approximately the synaptics defaults"), unless a quirk sets `AttrPressureRange`;
/// - touch size (`tp_init_touch_size`): only with a quirk's `AttrTouchSizeRange` on
///   `ABS_MT_TOUCH_MAJOR`; see `TouchpadQuirks`.
public struct ContactThreshold: Hashable, Sendable {
    /// A value at or above which a contact begins touching.
    public var begin: Int32
    /// A value below which a touching contact ends.
    public var end: Int32

    /// A threshold pair; `end` ≤ `begin` makes the hysteresis band.
    ///
    /// - Parameters:
    ///   - begin: the value at which a contact starts touching.
    ///   - end: the value below which it stops.
    public init(begin: Int32, end: Int32) { self.begin = begin; self.end = end }

    /// libinput's default pressure thresholds for a pressure axis (`tp_init_pressure`).
    ///
    /// - Parameter axis: the pressure axis.
    /// - Returns: the thresholds.
    public static func defaultPressure(for axis: AbsoluteAxis) -> ContactThreshold {
        let range = Double(axis.maximum) - Double(axis.minimum)
        /// libinput: "Approximately the synaptics defaults": 12 % to begin, 10 % to end.
        let beginFraction = 0.12, endFraction = 0.10
        return ContactThreshold(begin: Int32(clamping: Int64(Double(axis.minimum) + beginFraction * range)),
                                end: Int32(clamping: Int64(Double(axis.minimum) + endFraction * range)))
    }

    /// Whether one contact is touching, as a state machine over its values.
    public enum State: Hashable, Sendable {
        /// Not touching (hovering, or not there).
        case lifted
        /// Touching.
        case touching

        /// The next state for `value` under `threshold`.
        ///
        /// - Parameters:
        ///   - value: the pressure or size reported.
        ///   - threshold: the thresholds.
        /// - Returns: the next state.
        public func handle(_ value: Int32, threshold: ContactThreshold) -> State {
            switch self {
            case .lifted: return value >= threshold.begin ? .touching : .lifted
            case .touching: return value < threshold.end ? .lifted : .touching
            }
        }
    }
}
