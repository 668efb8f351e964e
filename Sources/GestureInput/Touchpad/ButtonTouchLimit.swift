/// `BTN_TOUCH` and the `BTN_TOOL_*` finger count bound how many contacts touch, on pads where
/// pressure or size does not decide it (libinput `src/evdev-mt-touchpad.c`,
/// `tp_unhover_fake_touches` and `tp_fake_finger_count`): with `BTN_TOUCH` released no contact is
/// a touch, whatever its tracking id says (an HP Synaptics keeps its tracking ids for 0.8 s after
/// `BTN_TOUCH` clears); with it pressed, at most the tool's finger count are, the lowest slots
/// first.
public enum ButtonTouchLimit {
    /// Ends contacts beyond the limit. `buttonTouch` is nil until the device has sent `BTN_TOUCH`
    /// (a recording may start with it already down, or the pad may never send it): then nothing
    /// is limited. `toolFingers` 0 means no `BTN_TOOL_*` is down (no limit from it).
    ///
    /// - Parameters:
    ///   - contacts: the report's contacts, whose `isTouching` is lowered to the limit.
    ///   - buttonTouch: whether `BTN_TOUCH` is down; nil before the device has sent it.
    ///   - toolFingers: the finger count of the `BTN_TOOL_*` key down; 0 for none.
    public static func apply(_ contacts: inout [TouchpadContact], buttonTouch: Bool?, toolFingers: Int) {
        guard let buttonTouch else { return }
        var allowed = buttonTouch ? (toolFingers > 0 ? toolFingers : Int.max) : 0
        for i in contacts.indices where contacts[i].isTouching {
            if allowed > 0 { allowed -= 1 } else { contacts[i].isTouching = false }
        }
    }
}
