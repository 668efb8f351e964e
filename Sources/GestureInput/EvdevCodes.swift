/// Linux evdev event types and codes (`linux/input-event-codes.h`), with name lookups both ways.
///
/// The raw decoders (`MultitouchDecoder`), the evemu and `libinput record` importers and
/// diagnostics use these. Names are the kernel's, so they can be grepped against kernel headers.
/// Only the codes GestureKit reads or reports are listed; unknown codes print as numbers.
public enum EvdevCode {
    // MARK: Event types

    /// Synchronisation events: report boundaries and overruns.
    public static let EV_SYN: UInt16 = 0x00
    /// Keys and buttons, including `BTN_TOUCH` and the `BTN_TOOL_*` finger counts.
    public static let EV_KEY: UInt16 = 0x01
    /// Relative axes (mouse motion, wheels).
    public static let EV_REL: UInt16 = 0x02
    /// Absolute axes (touch positions, MT slots).
    public static let EV_ABS: UInt16 = 0x03
    /// Miscellaneous (scan codes, hardware timestamps).
    public static let EV_MSC: UInt16 = 0x04
    /// Switches (lid, tablet mode).
    public static let EV_SW: UInt16 = 0x05
    /// LEDs.
    public static let EV_LED: UInt16 = 0x11
    /// Sounds.
    public static let EV_SND: UInt16 = 0x12
    /// Autorepeat settings.
    public static let EV_REP: UInt16 = 0x14
    /// Force feedback.
    public static let EV_FF: UInt16 = 0x15

    // MARK: EV_SYN codes

    /// End of one hardware report: everything since the previous one happened at once.
    public static let SYN_REPORT: UInt16 = 0
    /// Configuration change (unused by GestureKit).
    public static let SYN_CONFIG: UInt16 = 1
    /// MT protocol A: end of one contact's data within a report.
    public static let SYN_MT_REPORT: UInt16 = 2
    /// Kernel buffer overrun: events were lost; discard until the next SYN_REPORT and resync.
    public static let SYN_DROPPED: UInt16 = 3

    // MARK: EV_KEY codes

    /// Left mouse or touchpad button.
    public static let BTN_LEFT: UInt16 = 0x110
    /// Right mouse or touchpad button.
    public static let BTN_RIGHT: UInt16 = 0x111
    /// Middle mouse or touchpad button.
    public static let BTN_MIDDLE: UInt16 = 0x112
    /// Side mouse button.
    public static let BTN_SIDE: UInt16 = 0x113
    /// Extra mouse button.
    public static let BTN_EXTRA: UInt16 = 0x114
    /// Pen tool in range (tablets; its presence makes a device not a touchpad).
    public static let BTN_TOOL_PEN: UInt16 = 0x140
    /// Eraser tool in range.
    public static let BTN_TOOL_RUBBER: UInt16 = 0x141
    /// One finger on the surface (touchpads).
    public static let BTN_TOOL_FINGER: UInt16 = 0x145
    /// Mouse tool (tablets).
    public static let BTN_TOOL_MOUSE: UInt16 = 0x146
    /// Five fingers on the surface.
    public static let BTN_TOOL_QUINTTAP: UInt16 = 0x148
    /// Something touches the surface.
    public static let BTN_TOUCH: UInt16 = 0x14a
    /// First stylus button.
    public static let BTN_STYLUS: UInt16 = 0x14b
    /// Second stylus button.
    public static let BTN_STYLUS2: UInt16 = 0x14c
    /// Two fingers on the surface.
    public static let BTN_TOOL_DOUBLETAP: UInt16 = 0x14d
    /// Three fingers on the surface.
    public static let BTN_TOOL_TRIPLETAP: UInt16 = 0x14e
    /// Four fingers on the surface.
    public static let BTN_TOOL_QUADTAP: UInt16 = 0x14f

    // MARK: EV_REL codes

    /// Relative x motion.
    public static let REL_X: UInt16 = 0x00
    /// Relative y motion.
    public static let REL_Y: UInt16 = 0x01
    /// Horizontal wheel clicks.
    public static let REL_HWHEEL: UInt16 = 0x06
    /// Vertical wheel clicks.
    public static let REL_WHEEL: UInt16 = 0x08
    /// High-resolution vertical wheel (120 per click).
    public static let REL_WHEEL_HI_RES: UInt16 = 0x0b
    /// High-resolution horizontal wheel (120 per click).
    public static let REL_HWHEEL_HI_RES: UInt16 = 0x0c

    // MARK: EV_ABS codes

    /// Single-touch x position.
    public static let ABS_X: UInt16 = 0x00
    /// Single-touch y position.
    public static let ABS_Y: UInt16 = 0x01
    /// Single-touch pressure.
    public static let ABS_PRESSURE: UInt16 = 0x18
    /// Hover distance.
    public static let ABS_DISTANCE: UInt16 = 0x19
    /// Tool width (touchpads).
    public static let ABS_TOOL_WIDTH: UInt16 = 0x1c
    /// Miscellaneous absolute axis.
    public static let ABS_MISC: UInt16 = 0x28
    /// MT protocol B: selects the slot the following ABS_MT_* values belong to.
    public static let ABS_MT_SLOT: UInt16 = 0x2f
    /// Major axis of the contact ellipse.
    public static let ABS_MT_TOUCH_MAJOR: UInt16 = 0x30
    /// Minor axis of the contact ellipse.
    public static let ABS_MT_TOUCH_MINOR: UInt16 = 0x31
    /// Major axis of the approaching tool.
    public static let ABS_MT_WIDTH_MAJOR: UInt16 = 0x32
    /// Minor axis of the approaching tool.
    public static let ABS_MT_WIDTH_MINOR: UInt16 = 0x33
    /// Ellipse orientation.
    public static let ABS_MT_ORIENTATION: UInt16 = 0x34
    /// Contact x position.
    public static let ABS_MT_POSITION_X: UInt16 = 0x35
    /// Contact y position.
    public static let ABS_MT_POSITION_Y: UInt16 = 0x36
    /// Tool type (finger, pen, palm).
    public static let ABS_MT_TOOL_TYPE: UInt16 = 0x37
    /// Blob grouping id.
    public static let ABS_MT_BLOB_ID: UInt16 = 0x38
    /// Contact identity; −1 lifts the contact in the current slot.
    public static let ABS_MT_TRACKING_ID: UInt16 = 0x39
    /// Contact pressure.
    public static let ABS_MT_PRESSURE: UInt16 = 0x3a
    /// Contact hover distance.
    public static let ABS_MT_DISTANCE: UInt16 = 0x3b
    /// Tool x position.
    public static let ABS_MT_TOOL_X: UInt16 = 0x3c
    /// Tool y position.
    public static let ABS_MT_TOOL_Y: UInt16 = 0x3d

    // MARK: EV_MSC codes

    /// Serial number.
    public static let MSC_SERIAL: UInt16 = 0x00
    /// Pulse LED.
    public static let MSC_PULSELED: UInt16 = 0x01
    /// Gesture.
    public static let MSC_GESTURE: UInt16 = 0x02
    /// Raw data.
    public static let MSC_RAW: UInt16 = 0x03
    /// Keyboard scan code.
    public static let MSC_SCAN: UInt16 = 0x04
    /// Hardware timestamp (µs, wraps).
    public static let MSC_TIMESTAMP: UInt16 = 0x05

    // MARK: Input properties (INPUT_PROP_*)

    /// Needs a pointer (touchpads).
    public static let INPUT_PROP_POINTER: UInt16 = 0x00
    /// Direct input: touches land where they are (touchscreens).
    public static let INPUT_PROP_DIRECT: UInt16 = 0x01
    /// The whole pad is a button (clickpads).
    public static let INPUT_PROP_BUTTONPAD: UInt16 = 0x02
    /// Semi-multitouch: slots report the bounding box of the fingers, not the fingers.
    public static let INPUT_PROP_SEMI_MT: UInt16 = 0x03
    /// Soft buttons at the top of the pad.
    public static let INPUT_PROP_TOPBUTTONPAD: UInt16 = 0x04
    /// A pointing stick.
    public static let INPUT_PROP_POINTING_STICK: UInt16 = 0x05
    /// An accelerometer.
    public static let INPUT_PROP_ACCELEROMETER: UInt16 = 0x06

    // MARK: Name tables

    /// Event type names by value.
    static let typeNames: [(String, UInt16)] = [
        ("EV_SYN", EV_SYN), ("EV_KEY", EV_KEY), ("EV_REL", EV_REL), ("EV_ABS", EV_ABS), ("EV_MSC", EV_MSC),
        ("EV_SW", EV_SW), ("EV_LED", EV_LED), ("EV_SND", EV_SND), ("EV_REP", EV_REP), ("EV_FF", EV_FF),
    ]

    /// Code names by (type, code).
    static let codeNames: [(String, UInt16, UInt16)] = [
        ("SYN_REPORT", EV_SYN, SYN_REPORT), ("SYN_CONFIG", EV_SYN, SYN_CONFIG),
        ("SYN_MT_REPORT", EV_SYN, SYN_MT_REPORT), ("SYN_DROPPED", EV_SYN, SYN_DROPPED),
        ("BTN_LEFT", EV_KEY, BTN_LEFT), ("BTN_RIGHT", EV_KEY, BTN_RIGHT), ("BTN_MIDDLE", EV_KEY, BTN_MIDDLE),
        ("BTN_SIDE", EV_KEY, BTN_SIDE), ("BTN_EXTRA", EV_KEY, BTN_EXTRA),
        ("BTN_TOOL_PEN", EV_KEY, BTN_TOOL_PEN), ("BTN_TOOL_RUBBER", EV_KEY, BTN_TOOL_RUBBER),
        ("BTN_TOOL_FINGER", EV_KEY, BTN_TOOL_FINGER), ("BTN_TOOL_MOUSE", EV_KEY, BTN_TOOL_MOUSE),
        ("BTN_TOOL_QUINTTAP", EV_KEY, BTN_TOOL_QUINTTAP), ("BTN_TOUCH", EV_KEY, BTN_TOUCH),
        ("BTN_STYLUS", EV_KEY, BTN_STYLUS), ("BTN_STYLUS2", EV_KEY, BTN_STYLUS2),
        ("BTN_TOOL_DOUBLETAP", EV_KEY, BTN_TOOL_DOUBLETAP), ("BTN_TOOL_TRIPLETAP", EV_KEY, BTN_TOOL_TRIPLETAP),
        ("BTN_TOOL_QUADTAP", EV_KEY, BTN_TOOL_QUADTAP),
        ("REL_X", EV_REL, REL_X), ("REL_Y", EV_REL, REL_Y), ("REL_HWHEEL", EV_REL, REL_HWHEEL),
        ("REL_WHEEL", EV_REL, REL_WHEEL), ("REL_WHEEL_HI_RES", EV_REL, REL_WHEEL_HI_RES),
        ("REL_HWHEEL_HI_RES", EV_REL, REL_HWHEEL_HI_RES),
        ("ABS_X", EV_ABS, ABS_X), ("ABS_Y", EV_ABS, ABS_Y), ("ABS_PRESSURE", EV_ABS, ABS_PRESSURE),
        ("ABS_DISTANCE", EV_ABS, ABS_DISTANCE), ("ABS_TOOL_WIDTH", EV_ABS, ABS_TOOL_WIDTH),
        ("ABS_MISC", EV_ABS, ABS_MISC), ("ABS_MT_SLOT", EV_ABS, ABS_MT_SLOT),
        ("ABS_MT_TOUCH_MAJOR", EV_ABS, ABS_MT_TOUCH_MAJOR), ("ABS_MT_TOUCH_MINOR", EV_ABS, ABS_MT_TOUCH_MINOR),
        ("ABS_MT_WIDTH_MAJOR", EV_ABS, ABS_MT_WIDTH_MAJOR), ("ABS_MT_WIDTH_MINOR", EV_ABS, ABS_MT_WIDTH_MINOR),
        ("ABS_MT_ORIENTATION", EV_ABS, ABS_MT_ORIENTATION), ("ABS_MT_POSITION_X", EV_ABS, ABS_MT_POSITION_X),
        ("ABS_MT_POSITION_Y", EV_ABS, ABS_MT_POSITION_Y), ("ABS_MT_TOOL_TYPE", EV_ABS, ABS_MT_TOOL_TYPE),
        ("ABS_MT_BLOB_ID", EV_ABS, ABS_MT_BLOB_ID), ("ABS_MT_TRACKING_ID", EV_ABS, ABS_MT_TRACKING_ID),
        ("ABS_MT_PRESSURE", EV_ABS, ABS_MT_PRESSURE), ("ABS_MT_DISTANCE", EV_ABS, ABS_MT_DISTANCE),
        ("ABS_MT_TOOL_X", EV_ABS, ABS_MT_TOOL_X), ("ABS_MT_TOOL_Y", EV_ABS, ABS_MT_TOOL_Y),
        ("MSC_SERIAL", EV_MSC, MSC_SERIAL), ("MSC_PULSELED", EV_MSC, MSC_PULSELED),
        ("MSC_GESTURE", EV_MSC, MSC_GESTURE), ("MSC_RAW", EV_MSC, MSC_RAW), ("MSC_SCAN", EV_MSC, MSC_SCAN),
        ("MSC_TIMESTAMP", EV_MSC, MSC_TIMESTAMP),
    ]

    /// Input property names by value.
    static let propertyNames: [(String, UInt16)] = [
        ("INPUT_PROP_POINTER", INPUT_PROP_POINTER), ("INPUT_PROP_DIRECT", INPUT_PROP_DIRECT),
        ("INPUT_PROP_BUTTONPAD", INPUT_PROP_BUTTONPAD), ("INPUT_PROP_SEMI_MT", INPUT_PROP_SEMI_MT),
        ("INPUT_PROP_TOPBUTTONPAD", INPUT_PROP_TOPBUTTONPAD),
        ("INPUT_PROP_POINTING_STICK", INPUT_PROP_POINTING_STICK),
        ("INPUT_PROP_ACCELEROMETER", INPUT_PROP_ACCELEROMETER),
    ]

    // MARK: Lookups

    /// The kernel name of an event type (`EV_ABS`), or nil when it is not listed.
    ///
    /// - Parameter type: an event type number.
    /// - Returns: its kernel name, or nil.
    public static func typeName(_ type: UInt16) -> String? {
        for (name, value) in typeNames where value == type { return name }
        return nil
    }

    /// The event type named `name` (`"EV_ABS"` → 3), or nil.
    ///
    /// - Parameter name: a kernel name (`EV_ABS`).
    /// - Returns: the type number, or nil.
    public static func type(named name: String) -> UInt16? {
        for (n, value) in typeNames where n == name { return value }
        return nil
    }

    /// The kernel name of `code` within `type` (`ABS_MT_SLOT`), or nil when it is not listed.
    ///
    /// - Parameters:
    ///   - type: an event type number.
    ///   - code: a code within it.
    /// - Returns: the code's kernel name, or nil.
    public static func codeName(type: UInt16, code: UInt16) -> String? {
        for (name, t, c) in codeNames where t == type && c == code { return name }
        return nil
    }

    /// The type and code named `name` (`"BTN_TOUCH"` → (EV_KEY, 0x14a)), or nil.
    ///
    /// - Parameter name: a kernel name (`BTN_TOUCH`).
    /// - Returns: the type and code, or nil.
    public static func code(named name: String) -> (type: UInt16, code: UInt16)? {
        for (n, t, c) in codeNames where n == name { return (t, c) }
        return nil
    }

    /// The name of input property `property` (`INPUT_PROP_DIRECT`), or nil.
    ///
    /// - Parameter property: an input property number.
    /// - Returns: its kernel name, or nil.
    public static func propertyName(_ property: UInt16) -> String? {
        for (name, value) in propertyNames where value == property { return name }
        return nil
    }

    /// The input property named `name`, or nil.
    ///
    /// - Parameter name: a kernel name (`INPUT_PROP_BUTTONPAD`).
    /// - Returns: the property number, or nil.
    public static func property(named name: String) -> UInt16? {
        for (n, value) in propertyNames where n == name { return value }
        return nil
    }

    /// A readable `EV_ABS/ABS_MT_SLOT` for diagnostics; unknown values print as hex (`EV_KEY/0x2c0`).
    ///
    /// - Parameters:
    ///   - type: an event type number.
    ///   - code: a code within it.
    /// - Returns: the text.
    public static func describe(type: UInt16, code: UInt16) -> String {
        let t = typeName(type) ?? "0x" + String(type, radix: 16)
        let c = codeName(type: type, code: code) ?? "0x" + String(code, radix: 16)
        return t + "/" + c
    }

    /// The number of fingers a `BTN_TOOL_*` key stands for (FINGER 1 … QUINTTAP 5), or nil.
    ///
    /// - Parameter code: a key code.
    /// - Returns: the finger count, or nil for another key.
    public static func fingerCount(ofTool code: UInt16) -> Int? {
        switch code {
        case BTN_TOOL_FINGER: return 1
        case BTN_TOOL_DOUBLETAP: return 2
        case BTN_TOOL_TRIPLETAP: return 3
        case BTN_TOOL_QUADTAP: return 4
        case BTN_TOOL_QUINTTAP: return 5
        default: return nil
        }
    }
}
