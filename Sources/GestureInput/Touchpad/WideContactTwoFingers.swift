/// A wide contact is two fingers, on touchpads that cannot report two (`docs/live-input.md`,
/// "How raw touchpad input is cleaned up"). Some Synaptics PS/2 pads (an HP EliteBook 8470p) advertise
/// `BTN_TOOL_DOUBLETAP`, yet report two fingers side by side as one contact — one tracking id,
/// `BTN_TOOL_FINGER` only — that is only wider (`ABS_TOOL_WIDTH`). libinput counts fingers from slots and
/// `BTN_TOOL_*` and reads such a two-finger scroll as one finger's pointer motion; the X.org driver
/// xf86-input-synaptics counted a contact at or above a width threshold as two fingers
/// (`EmulateTwoFingerMinW`, `src/synaptics.c`, end of `update_hw_state`). This step does the same.
///
/// The rule: on a pad that advertises `BTN_TOOL_DOUBLETAP` and `ABS_TOOL_WIDTH` and has a second slot,
/// when exactly one contact touches, no `BTN_TOOL_*` above `BTN_TOOL_FINGER` is down and the width is
/// at least `threshold`, the contact becomes two touches `fingerSpacingMillimetres` apart, placed side by
/// side (on x) symmetric about the reported point, so their centroid moves as the contact does and a
/// two-finger scroll is a two-finger pan in its direction.
///
/// Only the width decides. The driver also asked for a pressure of `EmulateTwoFingerMinZ`, but its
/// default (282/256 of the pressure range) lies above the range; whether a contact touches at all is
/// already decided by libinput's pressure threshold (`ContactThreshold`).
public struct WideContactTwoFingers: Sendable {
    /// The width threshold as a fraction of the `ABS_TOOL_WIDTH` range: xf86-input-synaptics'
    /// default `EmulateTwoFingerMinW`, `minw + (maxw − minw + 1) · 7/16` (`set_default_parameters`
    /// in `src/synaptics.c`), 7 on the usual 0…15 Synaptics width. A normal finger on a Synaptics pad
    /// reports W 4–7 and wider values are a flat finger, a palm or two fingers (the Synaptics PS/2
    /// TouchPad Interfacing Guide, "W value").
    public static let widthFraction = 7.0 / 16.0
    /// Centre-to-centre distance of the two touches, in millimetres: two fingertips side by side are one
    /// fingertip's width apart, and an adult index fingertip is 16–20 mm wide (Dandekar, Raju and
    /// Srinivasan 2003, the MIT Touch Lab figure behind touch-target guidelines); the middle, 18 mm.
    public static let fingerSpacingMillimetres = 18.0

    /// The lowest `ABS_TOOL_WIDTH` that counts as two fingers, in device units.
    public let threshold: Int32
    /// The `ABS_TOOL_WIDTH` range, for messages.
    public let widthAxis: AbsoluteAxis
    /// Half the spacing in x device units.
    private let halfSpacing: Int32
    /// The slot holding the second touch while the rule applies, nil while it does not.
    private var secondSlot: Int?
    /// The rule has been reported for the contact touching now (once per contact).
    private var reported = false

    /// The rule for a pad, or nil when it does not apply to the pad: it lacks `BTN_TOOL_DOUBLETAP`,
    /// an `ABS_TOOL_WIDTH` axis with a range, or a second slot to put the second touch in.
    ///
    /// - Parameters:
    ///   - evdev: the pad's description.
    ///   - slots: the number of slots.
    ///   - xUnitsPerMillimetre: device units per millimetre on x.
    public init?(evdev: EvdevDescription, slots: Int, xUnitsPerMillimetre: Double) {
        guard slots >= 2, evdev.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_DOUBLETAP),
              let width = evdev.absinfo[EvdevCode.ABS_TOOL_WIDTH], width.maximum > width.minimum
        else { return nil }
        widthAxis = width
        let range = Double(Int64(width.maximum) - Int64(width.minimum) + 1)
        threshold = Int32(clamping: Int64(width.minimum) + Int64((range * Self.widthFraction).rounded(.down)))
        let half = Self.fingerSpacingMillimetres / 2 * xUnitsPerMillimetre
        halfSpacing = half.isFinite ? Int32(clamping: Int64(max(1, min(half, 1e9)).rounded())) : 1
    }

    /// Splits the one touching contact into two when the rule applies. Positions stay inside
    /// `xAxis`.
    ///
    /// - Parameters:
    ///   - contacts: the report's cleaned-up contacts, one per slot; the second touch takes a free slot.
    ///   - toolFingers: the finger count of the `BTN_TOOL_*` key down; 0 for none.
    ///   - width: the last `ABS_TOOL_WIDTH`, nil before the pad has sent one.
    ///   - xAxis: the x axis, to keep both touches on the pad.
    /// - Returns: the slot of the wide contact when the rule starts applying to a contact not reported
    ///   before, for a diagnostic; nil otherwise.
    public mutating func apply(_ contacts: inout [TouchpadContact], toolFingers: Int, width: Int32?,
                               xAxis: AbsoluteAxis) -> Int? {
        var touching = -1, count = 0
        for i in contacts.indices where contacts[i].isTouching {
            count += 1
            if touching < 0 { touching = i }
        }
        if count == 0 { reported = false }
        guard count == 1, toolFingers <= 1, let width, width >= threshold,
              let second = freeSlot(in: contacts, besides: touching)
        else {
            secondSlot = nil
            return nil
        }
        let isNew = secondSlot != second
        secondSlot = second
        let x = Int64(contacts[touching].x), y = contacts[touching].y
        let low = Int64(xAxis.minimum), high = Int64(xAxis.maximum)
        contacts[touching].x = Int32(clamping: min(max(x - Int64(halfSpacing), low), high))
        contacts[second] = TouchpadContact(
            present: true, isNew: isNew, x: Int32(clamping: min(max(x + Int64(halfSpacing), low), high)), y: y)
        guard !reported else { return nil }
        reported = true
        return touching
    }

    /// The slot the second touch goes in: the one it used in the last report if still free, else the
    /// lowest free slot besides `touching`.
    private func freeSlot(in contacts: [TouchpadContact], besides touching: Int) -> Int? {
        if let s = secondSlot, s != touching, s < contacts.count, !contacts[s].isTouching, !contacts[s].present {
            return s
        }
        return contacts.indices.first { $0 != touching && !contacts[$0].isTouching && !contacts[$0].present }
    }
}
