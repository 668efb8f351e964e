/// A reported input defect: impossible or malformed input that was counted and recovered from.
///
/// docs/design.md, "Errors and bad input": no input crashes the process; the tracker, decoder and
/// readers report what they dropped or repaired through these, and the CLI prints them
/// (`"type":"diagnostic"`).
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, as a stable machine-readable code.
    public enum Code: String, Hashable, Sendable, Codable, CaseIterable {
        /// A timestamp earlier than the previous one; clamped to the previous time.
        case timeWentBackwards
        /// A NaN or infinite coordinate; the event was dropped.
        case nonFiniteCoordinate
        /// Up, motion or cancel for a slot with no touch; ignored.
        case unknownSlot
        /// Down for a slot that already has a touch; the old touch was ended first.
        case slotReused
        /// A slot number outside the device's slot range; ignored.
        case slotOutOfRange
        /// A tracking id reused while its touch is still down.
        case trackingIDReused
        /// An event for a device that was never added; ignored.
        case unknownDevice
        /// A device added twice under one id; the second description replaces the first.
        case duplicateDevice
        /// Kernel buffer overrun (`SYN_DROPPED`); state was resynchronised.
        case eventsDropped
        /// Touch events without a closing frame at end of input; a frame was synthesized.
        case unterminatedFrame
        /// A line or record that could not be used, skipped with a note.
        case malformedRecord
        /// The input ended in the middle of a record (truncated file).
        case truncated
        /// A touchpad touch moved farther in one report than a finger can; re-based, not motion.
        case touchJump
        /// A touchpad contact was a palm or thumb; excluded from gestures.
        case palmExcluded
        /// A touchpad contact ended without reaching the pressure threshold; dropped as hovering.
        case hoveringContact
        /// A touchpad contact as wide as two fingers, on a pad that reports two fingers as one
        /// contact, was read as two touches (`WideContactTwoFingers`).
        case wideContactAsTwoFingers
        /// A touch was reported outside the device's axis range; clamped to the edge.
        case outsideAxisRange
        /// Anything else a source wants to report.
        case other
    }

    /// When (event time), if known.
    public var time: Timestamp?
    /// Which device, if known.
    public var device: DeviceID?
    /// The kind of defect.
    public var code: Code
    /// A sentence a person can act on.
    public var message: String

    /// A diagnostic.
    ///
    /// - Parameters:
    ///   - time: the event time of the defect, if known.
    ///   - device: the device, if known.
    ///   - code: the kind of defect.
    ///   - message: a sentence a person can act on.
    public init(time: Timestamp? = nil, device: DeviceID? = nil, code: Code, message: String) {
        self.time = time; self.device = device; self.code = code; self.message = message
    }

    public var description: String {
        var s = ""
        if let time { s += "\(time.microseconds)µs " }
        if let device { s += "\(device) " }
        return s + "\(code.rawValue): \(message)"
    }
}
