/// Per-device thresholds libinput takes from its quirks files (`quirks/*.quirks`, matched by bus,
/// vendor and name). Only the entries GestureKit needs for pads in the wild are here.
public struct TouchpadQuirks: Hashable, Sendable {
    /// `AttrTouchSizeRange` on `ABS_MT_TOUCH_MAJOR`: begin/end a touch by contact size.
    public var touchSize: ContactThreshold?
    /// `AttrPalmSizeThreshold`: a larger touch major is a palm.
    public var palmSize: Int32?

    /// No quirks.
    public init(touchSize: ContactThreshold? = nil, palmSize: Int32? = nil) {
        self.touchSize = touchSize; self.palmSize = palmSize
    }

    /// USB bus type (`BUS_USB`, linux `input.h`).
    static let busUSB: UInt16 = 0x03
    /// Apple's USB vendor id.
    static let appleVendor: UInt16 = 0x05AC

    /// The quirks for `evdev`: libinput's `[Apple Touchpads USB]` (`quirks/50-system-apple.quirks`:
    /// `MatchVendor=0x05AC`, `MatchBus=usb`; `AttrTouchSizeRange=150:130`,
    /// `AttrPalmSizeThreshold=800` as `libinput quirks list` prints them for a bcm5974) for Apple
    /// USB touchpads, whose contacts keep reporting with size 0 after the finger lifts; else none.
    public static func matching(_ evdev: EvdevDescription) -> TouchpadQuirks {
        if evdev.bustype == busUSB && evdev.vendor == appleVendor {
            return TouchpadQuirks(touchSize: ContactThreshold(begin: 150, end: 130), palmSize: 800)
        }
        return TouchpadQuirks()
    }
}
