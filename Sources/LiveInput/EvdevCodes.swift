/// The evdev constants GestureKit uses (`linux/input-event-codes.h`), named as the kernel names them.
///
/// Swift does not import these macros from the kernel headers reliably, and the harness needs them to
/// write descriptions, so they live here as plain numbers with the kernel's names.
public enum EvdevCode {
    /// `EV_SYN`: synchronisation events (SYN_REPORT closes a hardware report).
    public static let EV_SYN: UInt16 = 0x00
    /// `EV_KEY`: keys and buttons (BTN_TOUCH, BTN_TOOL_*, BTN_LEFT).
    public static let EV_KEY: UInt16 = 0x01
    /// `EV_REL`: relative axes.
    public static let EV_REL: UInt16 = 0x02
    /// `EV_ABS`: absolute axes (positions, MT slots).
    public static let EV_ABS: UInt16 = 0x03
    /// `EV_MSC`: miscellaneous (MSC_TIMESTAMP).
    public static let EV_MSC: UInt16 = 0x04
    /// `EV_SW`: switches.
    public static let EV_SW: UInt16 = 0x05
    /// `EV_LED`: LEDs.
    public static let EV_LED: UInt16 = 0x11
    /// `EV_SND`: sounds.
    public static let EV_SND: UInt16 = 0x12
    /// `EV_REP`: autorepeat.
    public static let EV_REP: UInt16 = 0x14
    /// `EV_FF`: force feedback.
    public static let EV_FF: UInt16 = 0x15
    /// `EV_FF_STATUS`: force-feedback status.
    public static let EV_FF_STATUS: UInt16 = 0x17

    /// `SYN_REPORT`: end of one hardware report.
    public static let SYN_REPORT: UInt16 = 0
    /// `SYN_DROPPED`: the kernel buffer overran.
    public static let SYN_DROPPED: UInt16 = 3

    /// `BTN_LEFT` (272): the left button; touchpad one-finger taps arrive as this.
    public static let BTN_LEFT: UInt16 = 0x110
    /// `BTN_RIGHT` (273).
    public static let BTN_RIGHT: UInt16 = 0x111
    /// `BTN_MIDDLE` (274).
    public static let BTN_MIDDLE: UInt16 = 0x112
    /// `BTN_TOOL_FINGER`: one finger on a touchpad.
    public static let BTN_TOOL_FINGER: UInt16 = 0x145
    /// `BTN_TOOL_QUINTTAP`: five fingers.
    public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
    /// `BTN_TOUCH`: something touches the surface.
    public static let BTN_TOUCH: UInt16 = 0x14a
    /// `BTN_TOOL_DOUBLETAP`: two fingers.
    public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
    /// `BTN_TOOL_TRIPLETAP`: three fingers.
    public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
    /// `BTN_TOOL_QUADTAP`: four fingers.
    public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f

    /// `ABS_X`: single-touch x.
    public static let ABS_X: UInt16 = 0x00
    /// `ABS_Y`: single-touch y.
    public static let ABS_Y: UInt16 = 0x01
    /// `ABS_MT_SLOT`: selects the slot later ABS_MT_* values apply to (protocol B).
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    /// `ABS_MT_POSITION_X`.
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    /// `ABS_MT_POSITION_Y`.
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    /// `ABS_MT_TRACKING_ID`: −1 lifts the touch in the current slot.
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39

    /// `INPUT_PROP_POINTER`: an indirect device (touchpad).
    public static let INPUT_PROP_POINTER: UInt16 = 0x00
    /// `INPUT_PROP_DIRECT`: a direct-touch device (touchscreen).
    public static let INPUT_PROP_DIRECT: UInt16 = 0x01
    /// `INPUT_PROP_BUTTONPAD`: a clickpad (the whole pad is the button).
    public static let INPUT_PROP_BUTTONPAD: UInt16 = 0x02

    /// The highest code per event type (`*_MAX`): sizes the EVIOCGBIT answers as libevdev asks them.
    public static let maxCode: [UInt16: UInt16] = [
        EV_SYN: 0x0f, EV_KEY: 0x2ff, EV_REL: 0x0f, EV_ABS: 0x3f, EV_MSC: 0x07, EV_SW: 0x10,
        EV_LED: 0x0f, EV_SND: 0x07, EV_REP: 0x01, EV_FF: 0x7f, EV_FF_STATUS: 0x01,
    ]
    /// `INPUT_PROP_MAX`.
    public static let maxProperty: UInt16 = 0x1f

    /// Bytes of a bitmask covering codes 0…max, rounded up to whole `unsigned long`s as the kernel does.
    public static func bitmaskByteCount(max: UInt16) -> Int {
        let longs = (Int(max) + 1 + 63) / 64
        return longs * 8
    }
}
