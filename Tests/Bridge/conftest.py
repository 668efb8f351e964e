"""Fixtures of the bridge suite: `gesturekit serve` processes (always ended at teardown), short
unique temp dirs (Unix socket paths must stay under 108 bytes), and the quiet trace that keeps a
replaying service running while a test sends commands.

Run: `python3 -m pytest -q Tests/Bridge` from the package root (scripts/test-bridge.sh installs
what is missing first). The binary: env GESTUREKIT (default .build/debug/gesturekit).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

from bridge_support import GESTUREKIT, Server, write_quiet_trace


def pytest_configure(config):
    config.addinivalue_line("markers", "load: the load test (BRIDGE_LOAD_SECONDS, default 30)")
    config.addinivalue_line("markers", "browser: needs chromium, chromedriver and selenium")


@pytest.fixture(scope="session", autouse=True)
def _binary_exists():
    if not os.access(GESTUREKIT, os.X_OK):
        pytest.exit(f"no executable gesturekit at {GESTUREKIT} (set GESTUREKIT or build it first)",
                    returncode=2)


def _short_tmpdir():
    return Path(tempfile.mkdtemp(prefix="gkb-", dir="/tmp"))


@pytest.fixture
def workdir():
    """A fresh short directory under /tmp (socket paths), removed afterwards."""
    path = _short_tmpdir()
    yield path
    shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="module")
def module_workdir():
    path = _short_tmpdir()
    yield path
    shutil.rmtree(path, ignore_errors=True)


class ServerFactory:
    """`serve(*options, unix=True, listen=False)` starts `gesturekit serve` with a socket in the
    test's directory and/or HTTP on 127.0.0.1:0 and waits for its listening line. Every server
    started is stopped (SIGTERM, then SIGKILL) at teardown, and every client closed."""

    def __init__(self, workdir: Path):
        self.workdir = workdir
        self.servers = []

    def __call__(self, *args, unix: bool = True, listen: bool = False, **kwargs) -> Server:
        server = Server(args, self.workdir, unix=unix, listen=listen,
                        socket_name=f"gk{len(self.servers)}.sock", **kwargs)
        self.servers.append(server)
        return server

    def stop_all(self):
        for server in self.servers:
            server.stop()


@pytest.fixture
def serve(workdir):
    factory = ServerFactory(workdir)
    yield factory
    factory.stop_all()


@pytest.fixture(scope="module")
def module_serve(module_workdir):
    factory = ServerFactory(module_workdir)
    yield factory
    factory.stop_all()


@pytest.fixture(scope="session")
def quiet_trace():
    """A trace with an hour of nothing: `serve --replay` of it at speed 1 stays up, gesture-free."""
    directory = _short_tmpdir()
    yield str(write_quiet_trace(directory / "quiet.gktrace"))
    shutil.rmtree(directory, ignore_errors=True)


@pytest.fixture
def quiet_server(serve, quiet_trace) -> Server:
    """A service replaying the quiet trace (default options: viewport 1280×800, content
    2560×1600, zoom 0.5…4), on a Unix socket and on HTTP, started at once (--wait-clients 0)."""
    return serve("--replay", quiet_trace, "--speed", "1", "--wait-clients", "0", unix=True, listen=True)
