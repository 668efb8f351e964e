/// One touchpad slot at a hardware report, in device units: what the touchpad processing steps
/// read and rewrite between `MultitouchDecoder`'s slot state and the touch events it emits.
public struct TouchpadContact: Hashable, Sendable {
    /// The slot has a contact: a tracking id ≥ 0 (or a finger on a single-touch pad).
    public var present: Bool
    /// The contact is new in this report (a new tracking id, or present after being absent).
    public var isNew: Bool
    /// Position in device units.
    public var x: Int32
    /// Position in device units.
    public var y: Int32
    /// `ABS_MT_PRESSURE` (`ABS_PRESSURE` on single-touch pads), when the device reports it.
    public var pressure: Int32?
    /// `ABS_MT_TOUCH_MAJOR`, when the device reports it.
    public var touchMajor: Int32?
    /// The verdict: a finger touching the pad, to be reported as a touch.
    public var isTouching: Bool

    /// A contact that is touching until a step says otherwise.
    ///
    /// - Parameters:
    ///   - present: the slot has a contact.
    ///   - isNew: the contact is new in this report.
    ///   - x: the position in device units.
    ///   - y: the position in device units.
    ///   - pressure: the pressure, when reported.
    ///   - touchMajor: the touch's major axis, when reported.
    public init(
        present: Bool, isNew: Bool = false, x: Int32, y: Int32, pressure: Int32? = nil, touchMajor: Int32? = nil
    ) {
        self.present = present; self.isNew = isNew; self.x = x; self.y = y
        self.pressure = pressure; self.touchMajor = touchMajor; self.isTouching = present
    }
}
