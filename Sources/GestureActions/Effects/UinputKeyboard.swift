/// A virtual keyboard created through libevdev's uinput API, for the `keys` action.
///
/// PLACEHOLDER until the effects branch lands: the API is fixed, the body is not written yet.
public final class UinputKeyboard: KeySending, @unchecked Sendable {
    /// Why the keyboard could not be created: names the file and the fix.
    public struct OpenError: Error, Sendable, CustomStringConvertible {
        /// One line a person can act on.
        public var description: String
    }

    /// Creates the device, able to send every code in `codes`.
    /// - Parameters:
    ///   - codes: the evdev key codes the rules use.
    ///   - path: the uinput node.
    /// - Throws: `OpenError` naming `path` and what to do.
    public static func open(codes: Set<UInt16>, path: String = "/dev/uinput") throws(OpenError) -> UinputKeyboard {
        throw OpenError(description: "\(path): not built yet")
    }

    public func send(_ keys: KeyCombination) throws {}

    /// Destroys the virtual device. Idempotent.
    public func close() {}
}
