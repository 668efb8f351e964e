import ArgumentParser
import Foundation
import GestureKit
import LiveInput

/// Options shared by `listen`, `record` and `serve`: where devices come from and how to configure them.
struct LiveOptions: ParsableArguments {
    @Option(help: "The udev seat to read (default seat0).")
    var seat: String?

    @Option(
        name: .customLong("device"),
        help: "An evdev node to read instead of a seat (repeatable), e.g. /dev/input/event5.")
    var devices: [String] = []

    @Option(help: "Map touchscreen coordinates onto a WIDTHxHEIGHT surface in points (default: millimetres at 96 dpi).")
    var surface: String?

    @Option(help: "Tap-to-click on touchpads: on|off (default: libinput's).")
    var tap: Toggle?

    @Option(name: .customLong("natural-scroll"), help: "Natural scrolling: on|off.")
    var naturalScroll: Toggle?

    @Option(name: .customLong("left-handed"), help: "Left-handed buttons: on|off.")
    var leftHanded: Toggle?

    @Option(help: "Disable the touchpad while typing: on|off.")
    var dwt: Toggle?

    @Option(help: "Touchscreen calibration matrix, six comma-separated numbers (90°: 0,-1,1,1,0,0).")
    var calibration: String?

    func validate() throws {
        if seat != nil && !devices.isEmpty { throw ValidationError("use either --seat or --device, not both") }
        if let surface {
            do {
                _ = try SizeArgument.parse(surface)
            } catch let refusal as SizeArgument.Refusal where !refusal.isShape {
                throw ValidationError("--surface \(surface): \(refusal)")
            } catch {
                throw ValidationError("--surface takes WIDTHxHEIGHT in points, e.g. 1920x1080")
            }
        }
        if let calibration, Self.parseMatrix(calibration) == nil {
            throw ValidationError("--calibration takes six comma-separated numbers")
        }
    }

    /// The source configuration these options describe.
    var configuration: LibinputSourceConfiguration {
        var c = LibinputSourceConfiguration()
        c.backend = devices.isEmpty ? .seat(seat ?? LibinputSourceConfiguration.defaultSeat) : .paths(devices)
        c.surfaceSize = surface.flatMap(Self.parseSize)
        c.devices = DeviceConfiguration(tapToClick: tap?.isOn, calibrationMatrix: calibration.flatMap(Self.parseMatrix),
                                        naturalScrolling: naturalScroll?.isOn, leftHanded: leftHanded?.isOn,
                                        disableWhileTyping: dwt?.isOn)
        return c
    }

    /// `WxH` as every size flag reads it (`SizeArgument`); nil when it is not one.
    static func parseSize(_ text: String) -> Size? { try? SizeArgument.parse(text).size }

    static func parseMatrix(_ text: String) -> [Float]? {
        let values = text.split(separator: ",").compactMap { Float($0.trimmingCharacters(in: .whitespaces)) }
        return values.count == 6 && values.allSatisfy(\.isFinite) ? values : nil
    }
}

/// An on/off command-line switch.
enum Toggle: String, ExpressibleByArgument, CaseIterable {
    case on, off
    var isOn: Bool { self == .on }
}
