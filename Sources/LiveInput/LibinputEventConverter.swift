import CLibinput
import Foundation
import GestureInput

/// Converts libinput events into `LiveInputItem`s and configures devices as they appear.
///
/// Owned by one thread at a time (the starting thread, then the loop thread). Touch slots are
/// libinput's *seat* slots: unique across all touch devices of the seat and always ≥ 0, where the
/// kernel slot is −1 on single-touch devices.
final class LibinputEventConverter {
    let surfaceSize: Size?
    let settings: DeviceConfiguration
    private var nextDevice = 0
    /// Devices we hold a reference on, by id (released when removed or at shutdown).
    private var devices: [Int: OpaquePointer] = [:]

    init(surfaceSize: Size?, settings: DeviceConfiguration) {
        self.surfaceSize = surfaceSize; self.settings = settings
    }

    /// Number of devices currently present.
    var deviceCount: Int { devices.count }

    /// Converts `event` (not destroyed here), calling `emit` for each resulting item.
    func convert(_ event: OpaquePointer, emit: (LiveInputItem) -> Void) {
        let type = libinput_event_get_type(event)
        guard let device = libinput_event_get_device(event) else { return }
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            let id = nextDevice
            nextDevice += 1
            libinput_device_ref(device)
            libinput_device_set_user_data(device, UnsafeMutableRawPointer(bitPattern: id + 1))
            devices[id] = device
            let report = configure(device)
            emit(
                .event(
                    InputEvent(
                        time: MonotonicClock.now(), device: DeviceID(id), kind: .deviceAdded(Self.info(for: device)))))
            emit(.configured(DeviceID(id), report))
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            let id = deviceID(device)
            emit(.event(InputEvent(time: MonotonicClock.now(), device: id, kind: .deviceRemoved)))
            if let held = devices.removeValue(forKey: id.rawValue) { libinput_device_unref(held) }
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP,
             LIBINPUT_EVENT_TOUCH_CANCEL, LIBINPUT_EVENT_TOUCH_FRAME:
            guard let touch = libinput_event_get_touch_event(event) else { return }
            let time = Timestamp(microseconds: Int64(bitPattern: libinput_event_touch_get_time_usec(touch)))
            let touchEvent: TouchEvent
            switch type {
            case LIBINPUT_EVENT_TOUCH_DOWN:
                touchEvent = .down(slot: Int(libinput_event_touch_get_seat_slot(touch)), point: point(touch))
            case LIBINPUT_EVENT_TOUCH_MOTION:
                touchEvent = .motion(slot: Int(libinput_event_touch_get_seat_slot(touch)), point: point(touch))
            case LIBINPUT_EVENT_TOUCH_UP:
                touchEvent = .up(slot: Int(libinput_event_touch_get_seat_slot(touch)))
            case LIBINPUT_EVENT_TOUCH_CANCEL:
                touchEvent = .cancel(slot: Int(libinput_event_touch_get_seat_slot(touch)))
            default:
                touchEvent = .frame
            }
            emit(.event(InputEvent(time: time, device: deviceID(device), kind: .touch(touchEvent))))
        case LIBINPUT_EVENT_POINTER_MOTION:
            guard let p = libinput_event_get_pointer_event(event) else { return }
            emit(.event(InputEvent(time: pointerTime(p), device: deviceID(device),
                        kind: .pointer(
                            .motion(
                                delta: Vector(
                                    dx: libinput_event_pointer_get_dx(p), dy: libinput_event_pointer_get_dy(p)))))))
        case LIBINPUT_EVENT_POINTER_BUTTON:
            guard let p = libinput_event_get_pointer_event(event) else { return }
            let pressed = libinput_event_pointer_get_button_state(p) == LIBINPUT_BUTTON_STATE_PRESSED
            emit(.event(InputEvent(time: pointerTime(p), device: deviceID(device),
                        kind: .pointer(.button(code: libinput_event_pointer_get_button(p), pressed: pressed)))))
        case LIBINPUT_EVENT_POINTER_SCROLL_WHEEL, LIBINPUT_EVENT_POINTER_SCROLL_FINGER,
            LIBINPUT_EVENT_POINTER_SCROLL_CONTINUOUS:
            guard let p = libinput_event_get_pointer_event(event) else { return }
            let source: ScrollSource = type == LIBINPUT_EVENT_POINTER_SCROLL_WHEEL ? .wheel
                : type == LIBINPUT_EVENT_POINTER_SCROLL_FINGER ? .finger : .continuous
            var delta = Vector.zero, v120 = Vector.zero
            var stopped: ScrollAxes = []
            if libinput_event_pointer_has_axis(p, LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL) != 0 {
                delta.dx = libinput_event_pointer_get_scroll_value(p, LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL)
                if source == .wheel {
                    v120.dx = libinput_event_pointer_get_scroll_value_v120(p, LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL)
                }
                else if delta.dx == 0 { stopped.insert(.horizontal) }
            }
            if libinput_event_pointer_has_axis(p, LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL) != 0 {
                delta.dy = libinput_event_pointer_get_scroll_value(p, LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL)
                if source == .wheel {
                    v120.dy = libinput_event_pointer_get_scroll_value_v120(p, LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL)
                }
                else if delta.dy == 0 { stopped.insert(.vertical) }
            }
            emit(.event(InputEvent(time: pointerTime(p), device: deviceID(device),
                        kind: .pointer(.scroll(source: source, delta: delta, v120: v120, stopped: stopped)))))
        case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_SWIPE_END,
             LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE, LIBINPUT_EVENT_GESTURE_PINCH_END,
             LIBINPUT_EVENT_GESTURE_HOLD_BEGIN, LIBINPUT_EVENT_GESTURE_HOLD_END:
            guard let g = libinput_event_get_gesture_event(event) else { return }
            let kind: TouchpadGestureKind
            let phase: TouchpadGestureEvent.Phase
            switch type {
            case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE,
                LIBINPUT_EVENT_GESTURE_SWIPE_END:
                kind = .swipe
            case LIBINPUT_EVENT_GESTURE_PINCH_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE,
                LIBINPUT_EVENT_GESTURE_PINCH_END:
                kind = .pinch
            default: kind = .hold
            }
            switch type {
            case LIBINPUT_EVENT_GESTURE_SWIPE_BEGIN, LIBINPUT_EVENT_GESTURE_PINCH_BEGIN,
                LIBINPUT_EVENT_GESTURE_HOLD_BEGIN:
                phase = .begin
            case LIBINPUT_EVENT_GESTURE_SWIPE_UPDATE, LIBINPUT_EVENT_GESTURE_PINCH_UPDATE:
                let isPinch = kind == .pinch
                // libinput's angle delta is degrees, clockwise positive: GestureKit uses radians, same sense.
                phase = .update(
                    delta: Vector(dx: libinput_event_gesture_get_dx(g), dy: libinput_event_gesture_get_dy(g)),
                                scale: isPinch ? libinput_event_gesture_get_scale(g) : 1,
                                angleDelta: isPinch ? libinput_event_gesture_get_angle_delta(g) * .pi / 180 : 0)
            default:
                phase = .end(cancelled: libinput_event_gesture_get_cancelled(g) != 0)
            }
            let time = Timestamp(microseconds: Int64(bitPattern: libinput_event_gesture_get_time_usec(g)))
            emit(.event(InputEvent(time: time, device: deviceID(device),
                        kind: .gesture(
                            TouchpadGestureEvent(
                                kind: kind, fingers: Int(libinput_event_gesture_get_finger_count(g)), phase: phase)))))
        default:
            // Keyboard, tablet, switch and the legacy POINTER_AXIS (superseded by POINTER_SCROLL_*): not ours.
            return
        }
    }

    /// Drops every device reference (at shutdown, before the context goes).
    func releaseDevices() {
        for (_, device) in devices { libinput_device_unref(device) }
        devices.removeAll()
    }

    private func deviceID(_ device: OpaquePointer) -> DeviceID {
        guard let raw = libinput_device_get_user_data(device) else { return DeviceID(-1) }
        return DeviceID(Int(bitPattern: raw) - 1)
    }

    private func pointerTime(_ p: OpaquePointer) -> Timestamp {
        Timestamp(microseconds: Int64(bitPattern: libinput_event_pointer_get_time_usec(p)))
    }

    /// A touch position: transformed onto the surface when one is configured, else mm at 96 dpi.
    /// libinput takes the surface in whole points as a UInt32: a larger surface is capped there
    /// rather than trapping in the conversion.
    private func point(_ touch: OpaquePointer) -> Point {
        if let surfaceSize {
            return Point(x: libinput_event_touch_get_x_transformed(touch, Self.surfaceDimension(surfaceSize.width)),
                         y: libinput_event_touch_get_y_transformed(touch, Self.surfaceDimension(surfaceSize.height)))
        }
        let k = LibinputSourceConfiguration.pointsPerMillimetre
        return Point(x: libinput_event_touch_get_x(touch) * k, y: libinput_event_touch_get_y(touch) * k)
    }

    /// `points` rounded to a whole number in 1…UInt32.max (NaN gives 1).
    static func surfaceDimension(_ points: Double) -> UInt32 {
        UInt32(min(max(1, points.rounded()), Double(UInt32.max)))
    }

    /// What GestureKit knows about a libinput device.
    static func info(for device: OpaquePointer) -> DeviceInfo {
        var capabilities: Set<DeviceCapability> = []
        let table: [(libinput_device_capability, DeviceCapability)] = [
            (LIBINPUT_DEVICE_CAP_KEYBOARD, .keyboard), (LIBINPUT_DEVICE_CAP_POINTER, .pointer),
            (LIBINPUT_DEVICE_CAP_TOUCH, .touch),
            (LIBINPUT_DEVICE_CAP_TABLET_TOOL, .tabletTool), (LIBINPUT_DEVICE_CAP_TABLET_PAD, .tabletPad),
            (LIBINPUT_DEVICE_CAP_GESTURE, .gesture), (LIBINPUT_DEVICE_CAP_SWITCH, .switch),
        ]
        for (cap, ours) in table where libinput_device_has_capability(device, cap) != 0 { capabilities.insert(ours) }
        var udevProperties: [String] = []
        if let udev = libinput_device_get_udev_device(device) {
            for key in ["ID_INPUT", "ID_INPUT_TOUCHPAD", "ID_INPUT_TOUCHSCREEN", "ID_INPUT_MOUSE", "ID_INPUT_KEYBOARD",
                        "ID_INPUT_TABLET", "ID_SEAT", "LIBINPUT_CALIBRATION_MATRIX"] {
                if let value = udev_device_get_property_value(udev, key) {
                    udevProperties.append("\(key)=\(String(cString: value))")
                }
            }
            udev_device_unref(udev)
        }
        let kind: DeviceKind
        if capabilities.contains(.touch) || udevProperties.contains("ID_INPUT_TOUCHSCREEN=1") { kind = .touchscreen }
        else if capabilities.contains(.gesture) || udevProperties.contains("ID_INPUT_TOUCHPAD=1") { kind = .touchpad }
        else { kind = .other }
        var width = 0.0, height = 0.0
        let size: Size? =
            libinput_device_get_size(device, &width, &height) == 0 ? Size(width: width, height: height) : nil
        let touchCount = libinput_device_touch_get_touch_count(device)
        let name = libinput_device_get_name(device).map { String(cString: $0) } ?? "unknown"
        let node = libinput_device_get_sysname(device).map { "/dev/input/" + String(cString: $0) }
        var info = DeviceInfo(name: name, kind: kind, sizeMillimetres: size, slotCount: max(0, Int(touchCount)),
                              capabilities: capabilities, node: node, udevProperties: udevProperties)
        // The raw description (codes, axes, properties) makes recordings replayable and emulatable;
        // libinput does not expose it, so read it from the node (read-only; skipped if not allowed).
        if let node, let raw = try? EvdevSource.describe(path: node) {
            info.evdev = raw.evdev
            info.resolution = raw.resolution
            if info.slotCount == 0 { info.slotCount = raw.slotCount }
        }
        return info
    }

    /// Applies the requested settings and reads back what is in effect.
    private func configure(_ d: OpaquePointer) -> DeviceConfigurationReport {
        func failure(_ status: libinput_config_status) -> String? {
            status == LIBINPUT_CONFIG_STATUS_SUCCESS
                ? nil : libinput_config_status_to_str(status).map { String(cString: $0) } ?? "failed"
        }
        // One on/off setting, the same rule for each: asked for and available → set; then read
        // back what is in effect (nil when the device lacks it).
        func toggle(available: Bool, requested: Bool?, set: (Bool) -> libinput_config_status,
                    get: () -> Bool) -> DeviceSettingReport<Bool> {
            let refusal = available ? requested.flatMap { failure(set($0)) } : nil
            return DeviceSettingReport(isAvailable: available, requested: requested,
                                       effective: available ? get() : nil, failure: refusal)
        }
        let tap = toggle(
            available: libinput_device_config_tap_get_finger_count(d) > 0, requested: settings.tapToClick,
            set: { libinput_device_config_tap_set_enabled(d, $0 ? LIBINPUT_CONFIG_TAP_ENABLED
                                                                : LIBINPUT_CONFIG_TAP_DISABLED) },
            get: { libinput_device_config_tap_get_enabled(d) == LIBINPUT_CONFIG_TAP_ENABLED })
        // Calibration.
        let calAvailable = libinput_device_config_calibration_has_matrix(d) != 0
        var calFailure: String?
        if calAvailable, let want = settings.calibrationMatrix {
            if want.count == 6 {
                calFailure = want.withUnsafeBufferPointer {
                    failure(libinput_device_config_calibration_set_matrix(d, $0.baseAddress))
                }
            } else {
                calFailure = "a calibration matrix has 6 values, got \(want.count)"
            }
        }
        var matrix = [Float](repeating: 0, count: 6)
        if calAvailable {
            _ = matrix.withUnsafeMutableBufferPointer {
                libinput_device_config_calibration_get_matrix(d, $0.baseAddress)
            }
        }
        let calibration = DeviceSettingReport(isAvailable: calAvailable, requested: settings.calibrationMatrix,
                                              effective: calAvailable ? matrix : nil, failure: calFailure)
        let natural = toggle(
            available: libinput_device_config_scroll_has_natural_scroll(d) != 0, requested: settings.naturalScrolling,
            set: { libinput_device_config_scroll_set_natural_scroll_enabled(d, $0 ? 1 : 0) },
            get: { libinput_device_config_scroll_get_natural_scroll_enabled(d) != 0 })
        let left = toggle(
            available: libinput_device_config_left_handed_is_available(d) != 0, requested: settings.leftHanded,
            set: { libinput_device_config_left_handed_set(d, $0 ? 1 : 0) },
            get: { libinput_device_config_left_handed_get(d) != 0 })
        let dwt = toggle(
            available: libinput_device_config_dwt_is_available(d) != 0, requested: settings.disableWhileTyping,
            set: { libinput_device_config_dwt_set_enabled(d, $0 ? LIBINPUT_CONFIG_DWT_ENABLED
                                                                : LIBINPUT_CONFIG_DWT_DISABLED) },
            get: { libinput_device_config_dwt_get_enabled(d) == LIBINPUT_CONFIG_DWT_ENABLED })
        return DeviceConfigurationReport(tapToClick: tap, calibrationMatrix: calibration, naturalScrolling: natural,
                                         leftHanded: left, disableWhileTyping: dwt)
    }
}
