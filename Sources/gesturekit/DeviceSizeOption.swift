import ArgumentParser
import GestureKit

/// `--device-size WxHmm`: the physical size of a raw recording's device, for pads and screens that
/// report no resolution (libinput would read it from the udev hwdb or a quirk's size hint).
struct DeviceSizeOption: ParsableArguments {
    @Option(help: ArgumentHelp("""
        The device's physical size in millimetres, overriding what a raw recording reports or GestureKit assumes \
        (e.g. 100x60mm).
        """,
                               valueName: "WxHmm"))
    var deviceSize: String?

    /// The size in millimetres, or nil when not given.
    var size: Size? { deviceSize.flatMap(Self.parse) }

    func validate() throws {
        guard let deviceSize else { return }
        do {
            _ = try Self.size(deviceSize)
        } catch let refusal as SizeArgument.Refusal where !refusal.isShape {
            throw ValidationError("--device-size \(deviceSize): \(refusal)")
        } catch {
            throw ValidationError("--device-size takes WIDTHxHEIGHT in millimetres, e.g. 100x60mm; got '\(deviceSize)'")
        }
    }

    /// `100x60mm` or `100x60` → 100 × 60 mm; nil unless both are positive finite numbers.
    static func parse(_ text: String) -> Size? { try? size(text) }

    /// `100x60mm` or `100x60` → 100 × 60 mm; throws `SizeArgument.Refusal` saying what is wrong.
    static func size(_ text: String) throws -> Size {
        var body = Substring(text.lowercased())
        if body.hasSuffix("mm") { body = body.dropLast(2) }
        return try SizeArgument.parse(String(body)).size
    }
}
