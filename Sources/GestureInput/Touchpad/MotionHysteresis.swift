/// Motion hysteresis: a resting finger's jitter is not motion (libinput `src/evdev-mt-touchpad.c`,
/// `tp_motion_hysteresis`, and `evdev_hysteresis` in `src/evdev.h`). A contact's reported position
/// stays at its centre while the raw position is inside an ellipse of `margin` around it; once
/// outside, the centre follows the raw position, lagging by the margin.
///
/// The margin is libinput's `tp_init_hysteresis`: the axis fuzz, or a quarter of a millimetre
/// (resolution / 4) when the fuzz is 0. libinput turns it on only for pads with fuzz or once it
/// sees a finger wobble; GestureKit has no pointer to protect, so it is always on for touchpads.
public struct MotionHysteresis: Sendable {
    /// The margin in device units on x and y.
    public let margin: Vector
    private var centres: [(x: Double, y: Double)?]

    /// A filter for `slots` contacts with `margin` (device units).
    ///
    /// - Parameters:
    ///   - slots: the number of slots.
    ///   - margin: the hysteresis margin on x and y (device units).
    public init(slots: Int, margin: Vector) {
        self.margin = margin
        centres = Array(repeating: nil, count: max(slots, 0))
    }

    /// libinput's margin for axes `x`, `y` at `unitsPerMillimetre`: fuzz, else resolution / 4.
    ///
    /// - Parameters:
    ///   - x: the x axis.
    ///   - y: the y axis.
    ///   - unitsPerMillimetre: the axes' resolution.
    /// - Returns: the margin (device units).
    public static func margin(x: AbsoluteAxis, y: AbsoluteAxis, unitsPerMillimetre: Vector) -> Vector {
        /// A quarter millimetre: libinput's `resolution/4` when the axis has no fuzz.
        let fallbackMillimetres = 0.25
        return Vector(dx: x.fuzz > 0 ? Double(x.fuzz) : unitsPerMillimetre.dx * fallbackMillimetres,
                      dy: y.fuzz > 0 ? Double(y.fuzz) : unitsPerMillimetre.dy * fallbackMillimetres)
    }

    /// Rewrites slot `slot`'s position to its hysteresis centre. New or absent contacts start afresh.
    ///
    /// - Parameters:
    ///   - slot: the slot.
    ///   - contact: its contact, whose position is rewritten.
    public mutating func handle(slot: Int, contact: inout TouchpadContact) {
        guard centres.indices.contains(slot) else { return }
        guard contact.present else { centres[slot] = nil; return }
        let x = Double(contact.x), y = Double(contact.y)
        guard !contact.isNew, let c = centres[slot], margin.dx > 0, margin.dy > 0 else {
            centres[slot] = (x, y)
            return
        }
        let a = (x - c.x) / margin.dx, b = (y - c.y) / margin.dy
        let r = (a * a + b * b).squareRoot()
        if r <= 1 {
            contact.x = Int32(clamping: Int64(c.x.rounded())); contact.y = Int32(clamping: Int64(c.y.rounded()))
            return
        }
        // Outside the ellipse: the centre trails the finger by the margin along the motion.
        let centre = (x: x - (x - c.x) / r, y: y - (y - c.y) / r)
        centres[slot] = centre
        contact.x = Int32(clamping: Int64(centre.x.rounded())); contact.y = Int32(clamping: Int64(centre.y.rounded()))
    }
}
