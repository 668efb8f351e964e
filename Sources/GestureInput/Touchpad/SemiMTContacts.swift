/// Semi-MT touchpads (`INPUT_PROP_SEMI_MT`, e.g. ALPS and older Synaptics): with two or more
/// fingers down the kernel reports the fingers' bounding box as two "touches" at its corners
/// (linux `Documentation/input/multi-touch-protocol.rst`, "semi-mt"; libinput `src/evdev-mt-touchpad.c`
/// keeps only the finger count and the box for such pads and offers them no gestures).
///
/// Only the box's centre and size are real, not which corners the fingers are at. This step puts
/// the two touches at the midpoints of the box's two shorter sides (on the longer axis through the
/// centre), so their midpoint is the box's centre and their distance its longer side: a two-finger
/// tap lands at the real midpoint, a pinch changes the distance like the real one, and a box whose
/// corners swap (the kernel always reports min/max) is not a rotation. Extra fingers from
/// `BTN_TOOL_TRIPLETAP`… are added by `MultitouchDecoder` at the centroid, as before.
public enum SemiMTContacts {
    /// Rewrites the first two present contacts when both are present; one finger is left as it is.
    ///
    /// - Parameter contacts: the report's contacts.
    public static func place(_ contacts: inout [TouchpadContact]) {
        var first = -1, second = -1
        for i in contacts.indices where contacts[i].present {
            if first < 0 { first = i } else if second < 0 { second = i; break }
        }
        guard first >= 0, second >= 0 else { return }
        let a = contacts[first], b = contacts[second]
        let minX = Int64(min(a.x, b.x)), maxX = Int64(max(a.x, b.x))
        let minY = Int64(min(a.y, b.y)), maxY = Int64(max(a.y, b.y))
        let cx = Int32(clamping: (minX + maxX) / 2), cy = Int32(clamping: (minY + maxY) / 2)
        if maxX - minX >= maxY - minY {
            contacts[first].x = Int32(clamping: minX); contacts[first].y = cy
            contacts[second].x = Int32(clamping: maxX); contacts[second].y = cy
        } else {
            contacts[first].x = cx; contacts[first].y = Int32(clamping: minY)
            contacts[second].x = cx; contacts[second].y = Int32(clamping: maxY)
        }
    }
}
