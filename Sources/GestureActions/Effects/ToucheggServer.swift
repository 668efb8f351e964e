import Logging

/// touchegg's peer-to-peer D-Bus server (`unix:abstract=touchegg`, object
/// `/io/github/joseexposito/Touchegg`, interface `io.github.joseexposito.Touchegg`), through sd-bus.
///
/// PLACEHOLDER until the effects branch lands: the API is fixed, the body is not written yet.
public final class ToucheggServer: ToucheggSignalSink, @unchecked Sendable {
    /// Why the server could not start.
    public enum StartError: Error, Sendable, CustomStringConvertible {
        /// Another process (touchegg itself) listens at the address.
        case addressInUse(String)
        /// The address is not a D-Bus address this server can listen on.
        case badAddress(String, reason: String)
        /// Any other failure, with the system's words.
        case failed(String, reason: String)

        public var description: String {
            switch self {
            case .addressInUse(let a): "the touchegg address \(a) is taken (is touchegg running?)"
            case .badAddress(let a, let r): "\(a): \(r)"
            case .failed(let a, let r): "\(a): \(r)"
            }
        }
    }

    /// touchegg's own address.
    public static let defaultAddress = "unix:abstract=touchegg"

    /// Listens at `address` and serves clients on a thread of its own until `close()`.
    /// - Parameters:
    ///   - address: a D-Bus address, `unix:abstract=NAME` or `unix:path=PATH`.
    ///   - log: where connections and errors are logged.
    /// - Throws: `StartError`.
    public static func start(address: String, log: Logger) throws(StartError) -> ToucheggServer {
        throw .failed(address, reason: "not built yet")
    }

    public func emit(_ signal: ToucheggSignal) {}

    /// Stops listening and closes every client connection. Idempotent.
    public func close() {}
}
