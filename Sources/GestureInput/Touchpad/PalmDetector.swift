/// Palms and thumbs: contacts excluded from gestures (libinput `src/evdev-mt-touchpad.c`,
/// `tp_palm_detect` and its `tp_init_palmdetect_*`):
/// - pressure (`tp_init_palmdetect_pressure`): on pads with `ABS_MT_PRESSURE`, a contact whose
///   pressure exceeds `pressureThreshold` (libinput's default 130, or the quirk
///   `AttrPalmPressureThreshold`) is a palm for the rest of its life;
/// - size (`tp_init_palmdetect_size`): with a quirk's `AttrPalmSizeThreshold`, a contact whose
///   `ABS_MT_TOUCH_MAJOR` exceeds it is a palm;
/// - edge (`tp_init_palmdetect_edge`): on pads at least 70 mm wide, a contact that lands within
///   min(8 mm, 8 % of the width) of the left or right edge is a palm while it stays in that zone;
///   one that leaves the zone becomes a finger (libinput additionally gives it 200 ms and checks
///   the direction; GestureKit does not).
public struct PalmDetector: Sendable {
    /// libinput's default palm pressure (`tp_read_palm_pressure_prop`, `default_palm_threshold`).
    public static let defaultPressureThreshold: Int32 = 130
    /// libinput enables edge palm detection only on pads at least this wide (mm).
    public static let minimumWidthForEdges = 70.0
    /// Edge zone width: this fraction of the pad's width…
    public static let edgeFraction = 0.08
    /// …but at most this many millimetres.
    public static let maximumEdgeMillimetres = 8.0

    /// What one contact is, as a state machine over its reports.
    public enum State: Hashable, Sendable {
        /// A finger.
        case finger
        /// Landed in the edge zone and has not left it.
        case inEdge
        /// A palm or thumb, for the rest of its life.
        case palm

        /// The next state for a report that is over a threshold (`heavy`) and/or in the edge zone.
        ///
        /// - Parameters:
        ///   - heavy: the contact is over a pressure or size threshold.
        ///   - inEdge: the contact is in an edge zone.
        /// - Returns: the next state.
        public func handle(heavy: Bool, inEdge: Bool) -> State {
            if heavy { return .palm }
            switch self {
            case .palm: return .palm
            case .inEdge: return inEdge ? .inEdge : .finger
            case .finger: return .finger
            }
        }
    }

    /// Pressure above which a contact is a palm; nil when the pad reports no `ABS_MT_PRESSURE`.
    public var pressureThreshold: Int32?
    /// Touch major above which a contact is a palm; nil without a quirk.
    public var sizeThreshold: Int32?
    /// The left and right edge zones in device units (x < left or x > right); nil on small pads.
    public var edges: (left: Int32, right: Int32)?
    private var states: [State]

    /// A detector for `slots` contacts with the given thresholds.
    ///
    /// - Parameters:
    ///   - slots: the number of slots.
    ///   - pressureThreshold: the pressure above which a contact is a palm; nil for none.
    ///   - sizeThreshold: the touch size above which a contact is a palm; nil for none.
    ///   - edges: the x below which the left zone lies and above which the right zone lies; nil
    ///     for no edge zones.
    public init(slots: Int, pressureThreshold: Int32?, sizeThreshold: Int32?, edges: (left: Int32, right: Int32)?) {
        self.pressureThreshold = pressureThreshold; self.sizeThreshold = sizeThreshold; self.edges = edges
        states = Array(repeating: .finger, count: max(slots, 0))
    }

    /// The edge zones for an x axis `axis` with `unitsPerMillimetre`, or nil when the pad is
    /// narrower than `minimumWidthForEdges`.
    ///
    /// - Parameters:
    ///   - axis: the x axis.
    ///   - unitsPerMillimetre: its resolution.
    /// - Returns: the x below which the left zone lies and above which the right zone lies, or nil.
    public static func edges(xAxis axis: AbsoluteAxis, unitsPerMillimetre: Double) -> (left: Int32, right: Int32)? {
        let width = (Double(axis.maximum) - Double(axis.minimum)) / unitsPerMillimetre
        guard width >= minimumWidthForEdges else { return nil }
        let zone = min(maximumEdgeMillimetres, width * edgeFraction) * unitsPerMillimetre
        return (
            Int32(clamping: Int64(Double(axis.minimum) + zone)), Int32(clamping: Int64(Double(axis.maximum) - zone))
        )
    }

    /// Classifies slot `slot`'s contact; returns true when it is (still) a palm or in the edge zone
    /// and must not be a touch. A new or absent contact starts afresh.
    ///
    /// - Parameters:
    ///   - slot: the slot.
    ///   - contact: its contact.
    /// - Returns: whether it must not be a touch.
    public mutating func handle(slot: Int, contact: TouchpadContact) -> Bool {
        guard states.indices.contains(slot) else { return false }
        guard contact.present else { states[slot] = .finger; return false }
        var heavy = false
        if let p = pressureThreshold, let v = contact.pressure, v > p { heavy = true }
        if let s = sizeThreshold, let v = contact.touchMajor, v > s { heavy = true }
        let edge = edges.map { contact.x < $0.left || contact.x > $0.right } ?? false
        let start: State = contact.isNew ? (edge ? .inEdge : .finger) : states[slot]
        states[slot] = start.handle(heavy: heavy, inEdge: edge)
        return states[slot] != .finger
    }

    /// True when slot `slot` holds a palm (not merely an edge contact).
    ///
    /// - Parameter slot: the slot.
    /// - Returns: whether it holds a palm.
    public func isPalm(slot: Int) -> Bool { states.indices.contains(slot) && states[slot] == .palm }
}
