/// Physical clicks on clickpads (`INPUT_PROP_BUTTONPAD`): pressing the pad moves the fingers a
/// little, which must not become a pinch, rotation or swipe. On a button press every touching
/// contact is pinned where it is and stays there until it moves 1.5 mm from that point (libinput
/// `src/evdev-mt-touchpad.c`, `tp_pin_fingers` on a clickpad's button press and `tp_unpin_finger`:
/// "1.5mm movement -> unpin"), so a real drag still moves.
public struct ClickPinning: Sendable {
    /// libinput's unpin distance.
    public static let unpinMillimetres = 1.5

    /// Device units per millimetre.
    public let unitsPerMillimetre: Vector
    private var pins: [(x: Int32, y: Int32)?]

    /// Pinning for `slots` contacts.
    ///
    /// - Parameters:
    ///   - slots: the number of slots.
    ///   - unitsPerMillimetre: the axes' resolution.
    public init(slots: Int, unitsPerMillimetre: Vector) {
        self.unitsPerMillimetre = unitsPerMillimetre
        pins = Array(repeating: nil, count: max(slots, 0))
    }

    /// Pins slot `slot`'s contact where it is (on a report with a physical button press).
    ///
    /// - Parameters:
    ///   - slot: the slot.
    ///   - contact: its contact now.
    public mutating func pin(slot: Int, at contact: TouchpadContact) {
        guard pins.indices.contains(slot), contact.present else { return }
        pins[slot] = (contact.x, contact.y)
    }

    /// Holds slot `slot`'s contact at its pin until it has moved `unpinMillimetres` from it.
    ///
    /// - Parameters:
    ///   - slot: the slot.
    ///   - contact: its contact, whose position is rewritten while pinned.
    public mutating func handle(slot: Int, contact: inout TouchpadContact) {
        guard pins.indices.contains(slot) else { return }
        guard contact.present, !contact.isNew, let pin = pins[slot] else { pins[slot] = nil; return }
        let dx = (Double(contact.x) - Double(pin.x)) / unitsPerMillimetre.dx
        let dy = (Double(contact.y) - Double(pin.y)) / unitsPerMillimetre.dy
        if (dx * dx + dy * dy).squareRoot() >= Self.unpinMillimetres {
            pins[slot] = nil
        } else {
            contact.x = pin.x; contact.y = pin.y
        }
    }
}
