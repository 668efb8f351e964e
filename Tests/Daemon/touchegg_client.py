#!/usr/bin/python3
"""A touchegg client as GNOME's X11 Gestures extension is one (src/touchegg/ToucheggClient.js):
connects to a peer-to-peer D-Bus address with Gio.DBusConnection.new_for_address_sync(…,
AUTHENTICATION_CLIENT), subscribes to every signal of io.github.joseexposito.Touchegg on
/io/github/joseexposito/Touchegg, and prints each as one JSON line:

    {"member": "OnGestureBegin", "signature": "(uudiut)", "args": [1, 3, 0.0, 3, 1, 0]}

It prints {"ready": true} once subscribed, and exits 0 after COUNT signals, 1 when the server
hangs up first, 2 after TIMEOUT seconds (default 10) without them.

Run with the Debian python that has gi:  /usr/bin/python3 touchegg_client.py ADDRESS COUNT [TIMEOUT]
"""

import json
import sys

from gi.repository import Gio, GLib

INTERFACE = "io.github.joseexposito.Touchegg"
OBJECT_PATH = "/io/github/joseexposito/Touchegg"


def main():
    if len(sys.argv) not in (3, 4):
        print("usage: touchegg_client.py ADDRESS COUNT [TIMEOUT]", file=sys.stderr)
        return 64
    address, count = sys.argv[1], int(sys.argv[2])
    timeout = float(sys.argv[3]) if len(sys.argv) == 4 else 10.0
    loop = GLib.MainLoop()
    outcome = {"status": 2, "seen": 0}

    connection = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT, None, None)

    def on_signal(_connection, _sender, _path, _interface, member, parameters):
        print(json.dumps({"member": member, "signature": parameters.get_type_string(),
                          "args": parameters.unpack()}), flush=True)
        outcome["seen"] += 1
        if outcome["seen"] >= count:
            outcome["status"] = 0
            loop.quit()

    def on_closed(_connection, _remote_peer_vanished, _error):
        outcome["status"] = 1
        loop.quit()

    def on_timeout():
        print(f"touchegg_client: {outcome['seen']} of {count} signals after {timeout} s", file=sys.stderr)
        loop.quit()
        return False

    connection.signal_subscribe(None, INTERFACE, None, OBJECT_PATH, None, Gio.DBusSignalFlags.NONE, on_signal)
    connection.connect("closed", on_closed)
    GLib.timeout_add(int(timeout * 1000), on_timeout)
    print(json.dumps({"ready": True}), flush=True)
    if count > 0:
        loop.run()
    else:
        outcome["status"] = 0
    return outcome["status"]


if __name__ == "__main__":
    sys.exit(main())
