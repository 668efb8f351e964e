/// Touch jumps: a contact that moves farther in one report than a finger can is re-based, not
/// reported as motion (libinput `src/evdev-mt-touchpad.c`, `tp_detect_jumps`, which resets the
/// touch's motion history so the jump never becomes pointer motion).
///
/// The rule, per libinput: scale the report's distance to libinput's 12 ms reference interval;
/// a jump is more than 20 mm per reference interval, or an increase of more than 7 mm over the
/// previous report's scaled distance. libinput skips reports more than 2.5 reference intervals
/// apart ("irregular frames"); here those are still held to the 20 mm limit, so no report can
/// move a touch faster than `maximumSpeed`. Two reports with the same time compare their raw
/// distance with 20 mm.
///
/// A jump adds the jump's displacement to the contact's offset, so the touch continues from where
/// it was and later motion is relative to the new raw position.
public struct JumpFilter: Sendable {
    /// libinput's reference interval: "12ms simply because that's what I measured".
    public static let referenceIntervalMilliseconds = 12.0
    /// libinput's limit for one report's distance, per reference interval.
    public static let absoluteLimitMillimetres = 20.0
    /// libinput's limit for the increase over the previous report's distance.
    public static let relativeLimitMillimetres = 7.0
    /// libinput ignores the relative rule across gaps longer than this many reference intervals.
    public static let irregularFrameFactor = 2.5
    /// The fastest a reported touch can move: 20 mm per 12 ms ≈ 1.67 mm/ms.
    public static var maximumSpeed: Double { absoluteLimitMillimetres / referenceIntervalMilliseconds }

    private struct Track {
        var rawX: Int32 = 0, rawY: Int32 = 0
        var offsetX: Int64 = 0, offsetY: Int64 = 0
        var time = Timestamp.zero
        var lastDistance = 0.0
        var tracking = false
    }

    /// Device units per millimetre.
    public let unitsPerMillimetre: Vector
    private var tracks: [Track]

    /// A filter for `slots` contacts.
    ///
    /// - Parameters:
    ///   - slots: the number of slots.
    ///   - unitsPerMillimetre: the axes' resolution.
    public init(slots: Int, unitsPerMillimetre: Vector) {
        self.unitsPerMillimetre = unitsPerMillimetre
        tracks = Array(repeating: Track(), count: max(slots, 0))
    }

    /// Filters slot `slot`'s contact at `time`: returns whether it jumped and rewrites its position
    /// by the contact's accumulated offset. A contact that is new or absent starts afresh.
    ///
    /// - Parameters:
    ///   - slot: the slot.
    ///   - contact: its contact, whose position is rewritten.
    ///   - time: the report's time.
    /// - Returns: whether it jumped.
    public mutating func handle(slot: Int, contact: inout TouchpadContact, time: Timestamp) -> Bool {
        guard tracks.indices.contains(slot) else { return false }
        guard contact.present, !contact.isNew, tracks[slot].tracking else {
            tracks[slot] =
                contact.present ? Track(rawX: contact.x, rawY: contact.y, time: time, tracking: true) : Track()
            return false
        }
        var t = tracks[slot]
        let dx = (Double(contact.x) - Double(t.rawX)) / unitsPerMillimetre.dx
        let dy = (Double(contact.y) - Double(t.rawY)) / unitsPerMillimetre.dy
        let distance = (dx * dx + dy * dy).squareRoot()
        let interval = (Double(time.microseconds) - Double(t.time.microseconds)) / 1000
        let reference = Self.referenceIntervalMilliseconds
        var jumped = false
        if interval <= 0 {
            jumped = distance > Self.absoluteLimitMillimetres
            t.lastDistance = distance
        } else {
            let scaled = distance * reference / interval
            let regular = interval <= Self.irregularFrameFactor * reference
            jumped = scaled > Self.absoluteLimitMillimetres
                || (regular && scaled - t.lastDistance > Self.relativeLimitMillimetres)
            t.lastDistance = jumped ? 0 : scaled
        }
        if jumped {
            t.offsetX += Int64(t.rawX) - Int64(contact.x)
            t.offsetY += Int64(t.rawY) - Int64(contact.y)
        }
        t.rawX = contact.x; t.rawY = contact.y; t.time = time
        tracks[slot] = t
        contact.x = Int32(clamping: Int64(contact.x) + t.offsetX)
        contact.y = Int32(clamping: Int64(contact.y) + t.offsetY)
        return jumped
    }
}

