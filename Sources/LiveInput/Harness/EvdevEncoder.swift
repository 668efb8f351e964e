import GestureInput

/// Turns touch positions per frame into multitouch protocol B rows, the way a kernel driver reports
/// them: ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_MT_POSITION_X/Y, BTN_TOUCH, BTN_TOOL_* (finger count),
/// ABS_X/Y (the oldest touch), SYN_REPORT.
public struct EvdevEncoder {
    /// One hardware report: the touches down at `time`, by slot, in device units.
    public struct Snapshot: Hashable, Sendable {
        /// When the report is made (synthesized clock).
        public var time: Timestamp
        /// Slot → position in device units.
        public var touches: [Int: DevicePoint]
        /// A report at `time` with `touches` down.
        ///
        /// - Parameters:
        ///   - time: when the report is made.
        ///   - touches: the touches down, by slot, in device units.
        public init(time: Timestamp, touches: [Int: DevicePoint]) { self.time = time; self.touches = touches }
    }

    /// A position in raw device units.
    public struct DevicePoint: Hashable, Sendable {
        /// Horizontal position (device units, ABS_MT_POSITION_X).
        public var x: Int32
        /// Vertical position (device units, ABS_MT_POSITION_Y).
        public var y: Int32
        /// A position in device units.
        ///
        /// - Parameters:
        ///   - x: the horizontal position (device units).
        ///   - y: the vertical position (device units).
        public init(x: Int32, y: Int32) { self.x = x; self.y = y }
    }

    private var current: [Int: DevicePoint] = [:]
    private var trackingIDs: [Int: Int32] = [:]
    private var nextTrackingID: Int32 = 1
    private var slot = 0
    private var fingerTool: UInt16?
    /// The last ABS_X/ABS_Y written (the single-touch emulation follows the oldest touch).
    private var singleTouch: DevicePoint?
    /// Whether the device has BTN_TOOL_* codes (touchpads): then the finger count is reported.
    private let reportsFingerCount: Bool

    /// An encoder for `device` (finger-count buttons are written when the device declares them).
    ///
    /// - Parameter device: the device the rows are for, with its evdev description.
    public init(device: DeviceInfo) {
        reportsFingerCount = device.evdev?.has(type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOOL_FINGER) ?? false
    }

    /// Rows for a sequence of reports; a slot absent from a report lifts its touch.
    ///
    /// - Parameter snapshots: the reports, in time order.
    /// - Returns: the rows, each report ending in `SYN_REPORT`.
    public mutating func encode(_ snapshots: [Snapshot]) -> [EvdevRow] {
        var rows: [EvdevRow] = []
        for snapshot in snapshots { encode(snapshot, into: &rows) }
        return rows
    }

    /// Appends the rows for one report to `rows`.
    ///
    /// - Parameters:
    ///   - snapshot: the next report.
    ///   - rows: receives its rows.
    public mutating func encode(_ snapshot: Snapshot, into rows: inout [EvdevRow]) {
        let t = snapshot.time
        func row(_ type: UInt16, _ code: UInt16, _ value: Int32) {
            rows.append(EvdevRow(time: t, type: type, code: code, value: value))
        }
        func select(_ s: Int) {
            if s != slot { row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_SLOT, Int32(s)); slot = s }
        }
        let wasTouching = !current.isEmpty
        for s in current.keys.sorted() where snapshot.touches[s] == nil {
            select(s)
            row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_TRACKING_ID, -1)
            trackingIDs[s] = nil
        }
        for s in snapshot.touches.keys.sorted() {
            guard let p = snapshot.touches[s] else { continue }
            let old = current[s]
            if old == nil {
                select(s)
                row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_TRACKING_ID, nextTrackingID)
                trackingIDs[s] = nextTrackingID
                nextTrackingID += 1
            }
            if old?.x != p.x { select(s); row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_X, p.x) }
            if old?.y != p.y { select(s); row(EvdevCode.EV_ABS, EvdevCode.ABS_MT_POSITION_Y, p.y) }
        }
        let isTouching = !snapshot.touches.isEmpty
        if isTouching != wasTouching { row(EvdevCode.EV_KEY, EvdevCode.BTN_TOUCH, isTouching ? 1 : 0) }
        if reportsFingerCount {
            let tool = Self.fingerTool(count: snapshot.touches.count)
            if tool != fingerTool {
                if let old = fingerTool { row(EvdevCode.EV_KEY, old, 0) }
                if let tool { row(EvdevCode.EV_KEY, tool, 1) }
                fingerTool = tool
            }
        }
        if let oldest = snapshot.touches.min(by: { (trackingIDs[$0.key] ?? 0) < (trackingIDs[$1.key] ?? 0) })?.value {
            if oldest.x != singleTouch?.x { row(EvdevCode.EV_ABS, EvdevCode.ABS_X, oldest.x) }
            if oldest.y != singleTouch?.y { row(EvdevCode.EV_ABS, EvdevCode.ABS_Y, oldest.y) }
            singleTouch = oldest
        }
        current = snapshot.touches
        row(EvdevCode.EV_SYN, EvdevCode.SYN_REPORT, 0)
    }

    /// BTN_TOOL_FINGER … BTN_TOOL_QUINTTAP for 1…5 fingers.
    static func fingerTool(count: Int) -> UInt16? {
        switch count {
        case 0: return nil
        case 1: return EvdevCode.BTN_TOOL_FINGER
        case 2: return EvdevCode.BTN_TOOL_DOUBLETAP
        case 3: return EvdevCode.BTN_TOOL_TRIPLETAP
        case 4: return EvdevCode.BTN_TOOL_QUADTAP
        default: return EvdevCode.BTN_TOOL_QUINTTAP
        }
    }
}
