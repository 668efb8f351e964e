import CLibevdev

/// One evdev event a virtual keyboard writes (`struct input_event` without its time, which the
/// kernel stamps).
struct KeyEvent: Sendable, Hashable, CustomStringConvertible {
    var type: UInt16
    var code: UInt16
    var value: Int32

    /// A key going down (value 1) or up (value 0).
    static func key(_ code: UInt16, down: Bool) -> KeyEvent {
        KeyEvent(type: UInt16(EV_KEY), code: code, value: down ? 1 : 0)
    }

    /// The end of one frame (`SYN_REPORT`).
    static let report = KeyEvent(type: UInt16(EV_SYN), code: UInt16(SYN_REPORT), value: 0)

    /// The events that type `keys`: each key pressed in order, then released in reverse, each
    /// change in a frame of its own (as a keyboard reports one key at a time, so a compositor sees
    /// the modifiers down before the key they modify, and the key up before them).
    static func sequence(typing keys: KeyCombination) -> [KeyEvent] {
        keys.codes.flatMap { [key($0, down: true), report] }
            + keys.codes.reversed().flatMap { [key($0, down: false), report] }
    }

    var description: String {
        let typeName = libevdev_event_type_get_name(UInt32(type)).map { String(cString: $0) } ?? "\(type)"
        let codeName = libevdev_event_code_get_name(UInt32(type), UInt32(code)).map { String(cString: $0) }
            ?? "\(code)"
        return "\(typeName) \(codeName) \(value)"
    }
}
