#!/usr/bin/python3
"""A touchegg client as GNOME's X11 Gestures extension is one (its src/touchegg/ToucheggClient.js):
connects to a peer-to-peer D-Bus address with Gio.DBusConnection.new_for_address_sync(…,
AUTHENTICATION_CLIENT), subscribes to every signal of io.github.joseexposito.Touchegg on
/io/github/joseexposito/Touchegg, and prints each signal as one JSON line:

    {"member": "OnGestureBegin", "signature": "(uudiut)", "args": [1, 3, 0.0, 3, 1, 0]}

It prints {"ready": true} once subscribed. It exits 0 after COUNT signals (COUNT 0: when the
server hangs up), 1 when the server hangs up before COUNT signals, 2 after TIMEOUT seconds, 3 when
it could not connect.

    /usr/bin/python3 touchegg_client.py ADDRESS COUNT [--timeout SECONDS] [--wait] [--introspect]

--wait retries the connection (every 5 ms, within the timeout) until a server listens, so a test
can start the client first and the server after it, and miss none of the server's first signals.
--introspect calls org.freedesktop.DBus.Introspectable.Introspect on the object, prints the XML
and exits 0 (as `gdbus introspect` does).
Run it with the Debian python, which has gi (python3-gi).
"""

import argparse
import json
import sys
import time

from gi.repository import Gio, GLib

INTERFACE = "io.github.joseexposito.Touchegg"
OBJECT_PATH = "/io/github/joseexposito/Touchegg"
RETRY_SECONDS = 0.005


def connect(address, wait, deadline):
    while True:
        try:
            return Gio.DBusConnection.new_for_address_sync(
                address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT, None, None)
        except GLib.Error as error:
            if not wait or time.monotonic() >= deadline:
                print(f"touchegg_client: {address}: {error.message}", file=sys.stderr)
                return None
            time.sleep(RETRY_SECONDS)


def main():
    parser = argparse.ArgumentParser(description="Prints touchegg's D-Bus signals as JSON lines.")
    parser.add_argument("address")
    parser.add_argument("count", type=int)
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--wait", action="store_true")
    parser.add_argument("--introspect", action="store_true")
    options = parser.parse_args()
    deadline = time.monotonic() + options.timeout

    connection = connect(options.address, options.wait, deadline)
    if connection is None:
        return 3
    if options.introspect:
        reply = connection.call_sync(None, OBJECT_PATH, "org.freedesktop.DBus.Introspectable", "Introspect",
                                     None, GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None)
        print(reply.unpack()[0], end="")
        return 0
    loop = GLib.MainLoop()
    outcome = {"status": 2, "seen": 0}

    def on_signal(_connection, _sender, _path, _interface, member, parameters):
        print(json.dumps({"member": member, "signature": parameters.get_type_string(),
                          "args": parameters.unpack()}), flush=True)
        outcome["seen"] += 1
        if options.count and outcome["seen"] >= options.count:
            outcome["status"] = 0
            loop.quit()

    def on_closed(_connection, _remote_peer_vanished, _error):
        outcome["status"] = 0 if options.count == 0 else 1
        loop.quit()

    def on_timeout():
        print(f"touchegg_client: {outcome['seen']} signals after {options.timeout} s", file=sys.stderr)
        loop.quit()
        return False

    connection.signal_subscribe(None, INTERFACE, None, OBJECT_PATH, None, Gio.DBusSignalFlags.NONE, on_signal)
    connection.connect("closed", on_closed)
    GLib.timeout_add(max(1, int((deadline - time.monotonic()) * 1000)), on_timeout)
    print(json.dumps({"ready": True}), flush=True)
    loop.run()
    return outcome["status"]


if __name__ == "__main__":
    sys.exit(main())
