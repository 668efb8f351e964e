import CSdBus
import Glibc

/// One client of the touchegg server: an sd-bus server-side connection on an accepted socket,
/// authenticated as GDBus clients expect (`EXTERNAL`, the peer's uid), no `Hello` (peer to peer).
///
/// sd-bus objects are not thread-safe: a connection is created, used and freed on the server
/// thread only (`ToucheggServerLoop`), and never leaves it.
final class ToucheggClientConnection {
    /// The sd-bus connection; nil once closed.
    private var bus: OpaquePointer?
    /// A number for the log.
    let number: Int

    /// Signals a client may have written to it but not yet read before it is dropped: about a
    /// second of gesture updates at libinput's touchpad rate of 100–140 reports per second, twice.
    static let maximumQueuedSignals: UInt64 = 256

    /// D-Bus names of the object and interface (touchegg's `src/daemon/dbus.h`).
    static let objectPath = "/io/github/joseexposito/Touchegg"
    static let interfaceName = "io.github.joseexposito.Touchegg"

    /// Wraps the accepted socket `fd` (taken over: closed with the connection, or here on failure).
    /// - Returns: the connection, or the sd-bus call that refused the socket.
    static func make(fd: Int32, number: Int) -> Result<ToucheggClientConnection, SdBusError> {
        var bus: OpaquePointer?
        var result = sd_bus_new(&bus)
        guard result >= 0, let bus else {
            Glibc.close(fd)
            return .failure(SdBusError(call: "sd_bus_new", code: result))
        }
        result = sd_bus_set_fd(bus, fd, fd)
        if result < 0 {
            Glibc.close(fd)
            sd_bus_unref(bus)
            return .failure(SdBusError(call: "sd_bus_set_fd", code: result))
        }
        // From here the bus owns fd: unref closes it.
        var id = sd_id128_t()
        result = sd_id128_randomize(&id)
        var call = "sd_id128_randomize"
        if result >= 0 { call = "sd_bus_set_server"; result = sd_bus_set_server(bus, 1, id) }
        if result >= 0 {
            // A floating slot (nil): it lives as long as the bus.
            call = "sd_bus_add_object"
            result = sd_bus_add_object(bus, nil, objectPath, ToucheggIntrospection.handler, nil)
        }
        if result >= 0 { call = "sd_bus_start"; result = sd_bus_start(bus) }
        if result < 0 {
            sd_bus_close_unref(bus)
            return .failure(SdBusError(call: call, code: result))
        }
        return .success(ToucheggClientConnection(bus: bus, number: number))
    }

    private init(bus: OpaquePointer, number: Int) {
        self.bus = bus
        self.number = number
    }

    deinit { close() }

    /// What `poll` should wait for: the socket, its events and sd-bus's own deadline (the
    /// authentication timeout), in CLOCK_MONOTONIC microseconds, `UInt64.max` for none.
    func pollRequest() -> (fd: Int32, events: Int16, deadline: UInt64)? {
        guard let bus else { return nil }
        let fd = sd_bus_get_fd(bus)
        let events = sd_bus_get_events(bus)
        guard fd >= 0, events >= 0 else { return nil }
        var deadline: UInt64 = .max
        if sd_bus_get_timeout(bus, &deadline) < 0 { deadline = .max }
        return (fd, Int16(truncatingIfNeeded: events), deadline)
    }

    /// Lets sd-bus read, write, authenticate and answer what it answers itself (`Peer.Ping`,
    /// errors for unknown methods) until it has nothing left to do.
    /// - Returns: an error when the connection is over (the client hung up or misbehaved).
    func process() -> SdBusError? {
        guard let bus else { return SdBusError(call: "sd_bus_process", code: -ENOTCONN) }
        while true {
            let result = sd_bus_process(bus, nil)
            if result < 0 { return SdBusError(call: "sd_bus_process", code: result) }
            if result == 0 { break }
        }
        return sd_bus_is_open(bus) > 0 ? nil : SdBusError(call: "sd_bus_is_open", code: -ECONNRESET)
    }

    /// Queues `signal` for the client.
    /// - Returns: an error when it could not be queued, or the client has not read the last
    ///   `maximumQueuedSignals` (it is then dropped by the caller).
    func send(_ signal: ToucheggSignal) -> SdBusError? {
        guard let bus else { return SdBusError(call: "sd_bus_send", code: -ENOTCONN) }
        var queued: UInt64 = 0
        if sd_bus_get_n_queued_write(bus, &queued) >= 0, queued >= Self.maximumQueuedSignals {
            return SdBusError(call: "sd_bus_send", code: -ENOBUFS,
                              detail: "the client has not read its last \(queued) signals")
        }
        var message: OpaquePointer?
        var result = sd_bus_message_new_signal(bus, &message, Self.objectPath, Self.interfaceName,
                                               signal.phase.member)
        guard result >= 0, let message else { return SdBusError(call: "sd_bus_message_new_signal", code: result) }
        defer { sd_bus_message_unref(message) }
        result = Self.append(signal, to: message)
        guard result >= 0 else { return SdBusError(call: "sd_bus_message_append_basic", code: result) }
        result = sd_bus_send(bus, message, nil)
        return result >= 0 ? nil : SdBusError(call: "sd_bus_send", code: result)
    }

    /// The body `(uudiut)`: type, direction, percentage, fingers, device type, elapsed ms.
    private static func append(_ signal: ToucheggSignal, to message: OpaquePointer) -> Int32 {
        var type = signal.type.rawValue, direction = signal.direction.rawValue
        var percentage = signal.percentage, fingers = signal.fingers
        var device = signal.deviceType.rawValue, elapsed = signal.elapsedMilliseconds
        let codes = [
            sd_bus_message_append_basic(message, typeCode("u"), &type),
            sd_bus_message_append_basic(message, typeCode("u"), &direction),
            sd_bus_message_append_basic(message, typeCode("d"), &percentage),
            sd_bus_message_append_basic(message, typeCode("i"), &fingers),
            sd_bus_message_append_basic(message, typeCode("u"), &device),
            sd_bus_message_append_basic(message, typeCode("t"), &elapsed),
        ]
        return codes.first { $0 < 0 } ?? 0
    }

    private static func typeCode(_ letter: Unicode.Scalar) -> CChar {
        CChar(bitPattern: UInt8(ascii: letter))
    }

    /// Closes the socket without flushing (a client that does not read must not hold the server)
    /// and frees the connection. Idempotent.
    func close() {
        if let bus { sd_bus_close_unref(bus) }
        bus = nil
    }
}

/// An sd-bus call that failed, with its negative errno.
struct SdBusError: Error, CustomStringConvertible {
    var call: String
    var code: Int32
    var detail: String?

    var description: String {
        detail ?? "\(call): \(String(cString: strerror(-code)))"
    }
}
