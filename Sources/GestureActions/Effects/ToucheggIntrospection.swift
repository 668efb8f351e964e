import CSdBus

/// The answer to `org.freedesktop.DBus.Introspectable.Introspect` on touchegg's object, as
/// touchegg's daemon describes it (`src/daemon/dbus.h`): the interface and its three signals with
/// their argument names, exactly the `(uudiut)` that is sent. `gdbus introspect --address ADDR
/// --object-path /io/github/joseexposito/Touchegg` shows it.
enum ToucheggIntrospection {
    static let xml: String = {
        let arguments = [
            ("gesture_type", "u"), ("gesture_direction", "u"), ("percentage", "d"), ("fingers", "i"),
            ("performed_on_device_type", "u"), ("elapsed_time", "t"),
        ].map { "      <arg name='\($0.0)' type='\($0.1)'/>\n" }.joined()
        let signals = ToucheggSignal.Phase.allCases.map {
            "    <signal name='\($0.member)'>\n\(arguments)    </signal>\n"
        }.joined()
        return """
            <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
            <node>
              <interface name='org.freedesktop.DBus.Introspectable'>
                <method name='Introspect'><arg name='xml_data' type='s' direction='out'/></method>
              </interface>
              <interface name='org.freedesktop.DBus.Peer'>
                <method name='Ping'/>
                <method name='GetMachineId'><arg name='machine_uuid' type='s' direction='out'/></method>
              </interface>
              <interface name='\(ToucheggClientConnection.interfaceName)'>

            """ + signals + "  </interface>\n</node>\n"
    }()

    /// sd-bus's handler for method calls on the object path: answers `Introspect`, and leaves every
    /// other call to sd-bus (it replies `UnknownMethod`; `Peer` it answers itself).
    static let handler: sd_bus_message_handler_t = { message, _, _ in
        guard let message,
              sd_bus_message_is_method_call(message, "org.freedesktop.DBus.Introspectable", "Introspect") > 0
        else { return 0 }
        var reply: OpaquePointer?
        guard sd_bus_message_new_method_return(message, &reply) >= 0, let reply else { return 0 }
        defer { sd_bus_message_unref(reply) }
        let result = xml.withCString { text in
            sd_bus_message_append_basic(reply, CChar(bitPattern: UInt8(ascii: "s")), text)
        }
        guard result >= 0 else { return result }
        let sent = sd_bus_send(sd_bus_message_get_bus(message), reply, nil)
        return sent < 0 ? sent : 1
    }
}
