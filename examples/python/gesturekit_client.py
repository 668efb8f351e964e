#!/usr/bin/env python3
"""A small client for the GestureKit bridge (`gesturekit serve --socket PATH`).

The bridge speaks JSON Lines over a Unix socket: one JSON object per line in both directions
(the contract is the bridge protocol, protocol 2). The server first sends a ``hello`` message,
then the lines you subscribed to (``gesture``, ``state``, ``scroll``, ...), a ``reply`` for every
command you send, and finally a ``bye`` before it closes the connection.

Library use::

    from gesturekit_client import Client, CommandError

    with Client("/run/gesturekit.sock") as client:
        print(client.hello["version"])
        client.subscribe(["gesture", "state"])
        client.command("setZoomScale", scale=2, animated=False)
        for msg in client:                  # ends when the server closes the connection
            if msg["type"] == "gesture":
                print(msg["recognizer"], msg["state"])

Messages that arrive while :meth:`Client.command` waits for its reply are kept, in order, and
come out of the iteration afterwards: nothing is lost by sending commands between reads.

As a script it prints every message, one JSON object per line::

    python3 gesturekit_client.py /run/gesturekit.sock --types gesture,state --zoom 2

Standard library only. A ``Client`` is meant to be used from one thread.
"""

from __future__ import annotations

import argparse
import collections
import json
import socket
import struct
import sys
import time
from typing import Any, Deque, Dict, Iterable, Iterator, List, Optional, Union

__all__ = ["Client", "CommandError", "ConnectionClosed", "ProtocolError"]

#: The line types a client can subscribe to (the bridge protocol's ``subscribe`` command); the
#: last five come from a scene of scroll views (``serve --scene``).
LINE_TYPES = ("input", "gesture", "scroll", "state", "diagnostic", "explain",
              "visiblePages", "indicator", "tilesNeeded", "tilesPurged", "autoscroll")


class CommandError(Exception):
    """The server answered a command with ``ok: false``.

    ``reason`` is the server's ``error`` text; ``reply`` the whole reply message.
    """

    def __init__(self, reason: str, reply: Optional[Dict[str, Any]] = None):
        super().__init__(reason)
        self.reason = reason
        self.reply = reply or {}


class ConnectionClosed(EOFError):
    """The connection ended. ``bye`` is the server's last ``bye`` message, if one arrived."""

    def __init__(self, message: str, bye: Optional[Dict[str, Any]] = None):
        super().__init__(message)
        self.bye = bye


class ProtocolError(Exception):
    """The server sent something that is not a JSON object per line."""


class Client:
    """A connection to ``gesturekit serve`` over its Unix socket.

    Connecting reads the server's first message into :attr:`hello` (raising
    :class:`ProtocolError` if it is not a ``hello``, or :class:`ConnectionClosed` if the server
    closes first, e.g. with a ``bye``).

    ``timeout`` (seconds, ``None`` = wait forever) bounds every wait: iteration, :meth:`command`,
    :meth:`next_message`; a wait that runs out raises :class:`TimeoutError`.

    Attributes:
        hello:  the server's hello message (a dict).
        bye:    the ``bye`` message once one arrived, else ``None``.
        closed: ``True`` once the server closed the connection or :meth:`close` was called.
    """

    def __init__(self, path: str, timeout: Optional[float] = None, read_hello: bool = True):
        self.timeout = timeout
        self.bye: Optional[Dict[str, Any]] = None
        self.closed = False
        self._pending: Deque[Dict[str, Any]] = collections.deque()
        self._next_id = 1
        self._connect(path)
        self.hello: Optional[Dict[str, Any]] = None
        if read_hello:
            self.hello = self._expect_hello()

    # ----------------------------------------------------------------- transport (Unix socket)
    # A subclass for another transport overrides _connect, _read_message, send_text and close.

    def _connect(self, path: str) -> None:
        self._sock = connect_unix(path, self.timeout)
        self._buffer = bytearray()

    def _read_message(self, deadline: Optional[float]) -> Optional[Dict[str, Any]]:
        """Reads one message from the transport; ``None`` at the end of the stream."""
        while True:
            newline = self._buffer.find(b"\n")
            if newline >= 0:
                line = bytes(self._buffer[:newline])
                del self._buffer[: newline + 1]
                if not line.strip():
                    continue
                return _decode(line)
            self._sock.settimeout(_remaining(deadline))
            try:
                chunk = self._sock.recv(65536)
            except socket.timeout:
                raise TimeoutError("no message from the server in time") from None
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                # A partial last line (the server closed in the middle of a write) is dropped.
                self._buffer.clear()
                return None
            self._buffer += chunk

    def send_text(self, text: Union[str, bytes]) -> None:
        """Sends one line as it is (a newline is added; bytes are sent unchanged). For
        well-formed commands use :meth:`command` or :meth:`send`."""
        data = text if isinstance(text, bytes) else text.encode("utf-8")
        self._sock.sendall(data + b"\n")

    def close(self) -> None:
        """Closes the connection (the server sees the client leave). Safe to call twice."""
        if not getattr(self, "_sock", None):
            return
        try:
            self._sock.close()
        finally:
            self.closed = True

    # ----------------------------------------------------------------- messages

    def _expect_hello(self) -> Dict[str, Any]:
        msg = self.next_message()
        if msg.get("type") != "hello":
            raise ProtocolError(f"expected a hello first, got {msg!r}")
        return msg

    def next_message(self, timeout: Optional[float] = None) -> Dict[str, Any]:
        """Returns the next message: a kept one first, else the next from the server.

        ``timeout`` overrides the client's timeout for this call. Raises :class:`TimeoutError`
        when nothing arrives in time and :class:`ConnectionClosed` at the end of the stream.
        """
        if self._pending:
            return self._pending.popleft()
        return self._receive(self._deadline(timeout))

    def _receive(self, deadline: Optional[float]) -> Dict[str, Any]:
        if self.closed:
            raise ConnectionClosed(self._closed_text(), self.bye)
        msg = self._read_message(deadline)
        if msg is None:
            self.close()
            raise ConnectionClosed(self._closed_text(), self.bye)
        if msg.get("type") == "bye":
            self.bye = msg
        return msg

    def _closed_text(self) -> str:
        if self.bye is not None:
            return f"connection closed by the server: bye {self.bye.get('reason')!r}"
        return "connection closed"

    def _deadline(self, timeout: Optional[float]) -> Optional[float]:
        if timeout is None:
            timeout = self.timeout
        return None if timeout is None else time.monotonic() + timeout

    def __iter__(self) -> Iterator[Dict[str, Any]]:
        """Yields every message until the server closes the connection (the ``bye``, when the
        server sends one, is the last message yielded)."""
        while True:
            try:
                yield self.next_message()
            except ConnectionClosed:
                return

    def messages(self, timeout: Optional[float] = None) -> Iterator[Dict[str, Any]]:
        """Like iterating, but stops quietly when nothing arrives for ``timeout`` seconds."""
        while True:
            try:
                yield self.next_message(timeout)
            except (ConnectionClosed, TimeoutError):
                return

    def take_kept(self) -> List[Dict[str, Any]]:
        """Returns (and forgets) the messages kept while :meth:`command` waited for replies."""
        kept = list(self._pending)
        self._pending.clear()
        return kept

    def wait_for(self, predicate, timeout: Optional[float] = None) -> Dict[str, Any]:
        """Reads (and drops) messages until one satisfies ``predicate(msg)``, and returns it.

        ``timeout`` bounds the whole wait. Raises :class:`TimeoutError` or
        :class:`ConnectionClosed` if no such message comes.
        """
        deadline = self._deadline(timeout)
        while True:
            if self._pending:
                msg = self._pending.popleft()
            else:
                msg = self._receive(deadline)
            if predicate(msg):
                return msg

    # ----------------------------------------------------------------- commands

    def send(self, cmd: str, **args: Any) -> int:
        """Sends command ``cmd`` with ``args`` without waiting; returns the id it was given.

        ``id`` may be passed in ``args`` to choose the id."""
        ident = args.pop("id", None)
        if ident is None:
            ident = self._next_id
            self._next_id += 1
        self.send_text(json.dumps({"id": ident, "cmd": cmd, **args}, separators=(",", ":"),
                                  allow_nan=False))
        return ident

    def command(self, cmd: str, **args: Any) -> Dict[str, Any]:
        """Sends a command and returns its reply (a dict with ``ok: true``).

        Keyword arguments become the command's fields:
        ``client.command("setZoomScale", scale=2, animated=False)``.
        Messages that arrive before the reply are kept for iteration.
        Raises :class:`CommandError` when the reply has ``ok: false``.
        """
        ident = self.send(cmd, **args)
        return self.wait_reply(ident)

    def wait_reply(self, ident: int, timeout: Optional[float] = None) -> Dict[str, Any]:
        """Waits for the reply with id ``ident`` (see :meth:`command`), keeping other messages."""
        for kept in list(self._pending):  # a reply already read while waiting for another one
            if kept.get("type") == "reply" and kept.get("id") == ident:
                self._pending.remove(kept)
                return self._check_reply(kept)
        deadline = self._deadline(timeout)
        while True:
            msg = self._receive(deadline)
            if msg.get("type") == "reply" and msg.get("id") == ident:
                return self._check_reply(msg)
            self._pending.append(msg)
            if msg.get("type") == "bye":
                # The server is about to close: the reply will not come.
                raise ConnectionClosed(f"bye {msg.get('reason')!r} before the reply to {ident}", msg)

    @staticmethod
    def _check_reply(msg: Dict[str, Any]) -> Dict[str, Any]:
        if msg.get("ok") is not True:
            raise CommandError(str(msg.get("error", "command failed")), msg)
        return msg

    def subscribe(self, types: Iterable[str], views: Optional[Iterable[str]] = None) -> Dict[str, Any]:
        """Chooses the line types to receive (``LINE_TYPES``); ``hello``, ``reply`` and ``bye``
        always arrive. With a scene, ``views`` keeps only the lines of those views (lines of no
        view, such as gestures, still arrive); None: every view."""
        if views is None:
            return self.command("subscribe", types=list(types))
        return self.command("subscribe", types=list(types), views=list(views))

    def ping(self) -> int:
        """Returns the service's current event time (µs)."""
        return self.command("ping")["t"]

    def state(self) -> Dict[str, Any]:
        """Returns the scroll/zoom controller's current state."""
        return self.command("state")["state"]

    # ----------------------------------------------------------------- context manager

    def __enter__(self) -> "Client":
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()


def connect_unix(path: str, timeout: Optional[float] = None) -> socket.socket:
    """A stream socket connected to ``path``; ``timeout`` (seconds, ``None`` = forever) bounds the
    connect and is left set on the socket.

    When the server's queue of connections waiting to be accepted is full (a burst of clients
    connecting at once), the kernel makes a Unix-socket ``connect`` wait for room only if the socket
    is blocking; in Python's timeout mode it fails at once with ``BlockingIOError``. So the connect
    blocks here, bounded by ``SO_SNDTIMEO``, and the timeout is set afterwards.
    """
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        if timeout is not None:
            seconds = max(timeout, 0.001)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO,
                            struct.pack("ll", int(seconds), int(seconds % 1 * 1_000_000)))
        sock.connect(path)
        sock.settimeout(timeout)
    except BaseException:
        sock.close()
        raise
    return sock


def _decode(line: bytes) -> Dict[str, Any]:
    try:
        msg = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise ProtocolError(f"not a JSON line: {line[:200]!r} ({error})") from None
    if not isinstance(msg, dict) or "type" not in msg:
        raise ProtocolError(f"not a message object: {line[:200]!r}")
    return msg


def _remaining(deadline: Optional[float]) -> Optional[float]:
    if deadline is None:
        return None
    left = deadline - time.monotonic()
    if left <= 0:
        raise TimeoutError("no message from the server in time")
    return left


def main(argv: Optional[List[str]] = None) -> int:
    """The command line: prints every message from the server, one JSON object per line."""
    parser = argparse.ArgumentParser(
        description="Print what `gesturekit serve --socket PATH` sends, one JSON object per line.")
    parser.add_argument("socket", help="the service's Unix socket path")
    parser.add_argument("--types", help="comma-separated line types to receive, e.g. gesture,state "
                                        f"(of: {', '.join(LINE_TYPES)}; default: the server's)")
    parser.add_argument("--zoom", type=float, help="first set the zoom scale to this (animated)")
    options = parser.parse_args(argv)

    try:
        client = Client(options.socket)
    except OSError as error:
        print(f"gesturekit_client: cannot connect to {options.socket}: {error}", file=sys.stderr)
        return 1
    with client:
        out = sys.stdout
        out.write(json.dumps(client.hello, separators=(",", ":")) + "\n")
        try:
            if options.types:
                client.subscribe(t.strip() for t in options.types.split(",") if t.strip())
            if options.zoom is not None:
                client.command("setZoomScale", scale=options.zoom)
            for msg in client:
                out.write(json.dumps(msg, separators=(",", ":")) + "\n")
                out.flush()
        except CommandError as error:
            print(f"gesturekit_client: {error.reason}", file=sys.stderr)
            return 1
        except ConnectionClosed as closed:
            print(f"gesturekit_client: {closed}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            return 130
        except BrokenPipeError:
            return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
