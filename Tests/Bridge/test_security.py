"""The HTTP side of the bridge (protocol: --listen, --allow-origin, --token-file, "Web assets"):
WebSocket origins and tokens, and which requests the embedded web server answers."""

from __future__ import annotations

import pytest

from bridge_support import (ConnectionClosed, WsClient, http_request, ws_handshake_status)


@pytest.fixture
def web(quiet_server):
    return quiet_server


# ------------------------------------------------------------------------------------------ origins

def test_websocket_from_the_pages_own_origin_is_accepted(web):
    assert ws_handshake_status(web.ws_url, origin=web.http) == 101
    client = WsClient(web.ws_url, origin=web.http)
    web.clients.append(client)
    assert client.hello["type"] == "hello"


def test_websocket_without_origin_is_accepted_as_a_non_browser_client(web):
    client = WsClient(web.ws_url, suppress_origin=True)
    web.clients.append(client)
    assert client.ping() >= 0


@pytest.mark.parametrize("origin", [
    "http://evil.example",
    "null",
    "https://127.0.0.1:{port}",           # another scheme
    "http://127.0.0.1:{other}",           # another port
    "http://127.0.0.1:{port}.evil.example",  # a prefix match is not a match
    "http://evil.example/http://127.0.0.1:{port}",
])
def test_websocket_from_a_foreign_origin_is_refused_with_403(web, origin):
    origin = origin.format(port=web.port, other=web.port + 1 if web.port < 65535 else web.port - 1)
    assert ws_handshake_status(web.ws_url, origin=origin) == 403, f"Origin: {origin}"


def test_allow_origin_admits_exactly_the_listed_origins(serve, quiet_trace):
    server = serve("--replay", quiet_trace, "--wait-clients", "0", "--allow-origin", "https://kiosk.example",
                   "--allow-origin", "http://wall.local:8080", unix=False, listen=True)
    assert ws_handshake_status(server.ws_url, origin="https://kiosk.example") == 101
    assert ws_handshake_status(server.ws_url, origin="http://wall.local:8080") == 101
    assert ws_handshake_status(server.ws_url, origin="https://evil.example") == 403
    assert ws_handshake_status(server.ws_url, origin="http://wall.local:8081") == 403


def test_the_unix_socket_keeps_working_while_websocket_handshakes_are_refused(web):
    client = web.connect()
    for _ in range(5):
        assert ws_handshake_status(web.ws_url, origin="http://evil.example") == 403
    assert client.ping() >= 0


# ------------------------------------------------------------------------------------------ token

TOKEN = "s3cret-token-0123456789"


@pytest.fixture
def guarded(serve, quiet_trace, workdir):
    token_file = workdir / "token"
    token_file.write_text(TOKEN)
    token_file.chmod(0o600)
    return serve("--replay", quiet_trace, "--wait-clients", "0", "--token-file", str(token_file),
                 unix=True, listen=True)


def test_right_token_gets_the_hello_after_auth(guarded):
    client = WsClient(guarded.ws_url, token=TOKEN)
    guarded.clients.append(client)
    assert client.auth_reply["ok"] is True
    assert client.hello["type"] == "hello" and client.hello["protocol"] == 2
    assert client.ping() >= 0


def test_no_hello_before_auth(guarded):
    client = WsClient(guarded.ws_url, read_hello=False)
    guarded.clients.append(client)
    with pytest.raises(TimeoutError):
        msg = client.next_message(timeout=1.0)
        raise AssertionError(f"a message before auth: {msg}")


@pytest.mark.parametrize("first", [
    pytest.param('{"id":1,"cmd":"auth","token":"wrong"}', id="wrong-token"),
    pytest.param('{"id":1,"cmd":"auth","token":"' + TOKEN + 'x"}', id="token-plus-a-char"),
    pytest.param('{"id":1,"cmd":"auth","token":"' + TOKEN[:-1] + '"}', id="token-prefix"),
    pytest.param('{"id":1,"cmd":"auth","token":""}', id="empty-token"),
    pytest.param('{"id":1,"cmd":"ping"}', id="no-auth-first"),
    pytest.param('{"id":1,"cmd":"auth"}', id="auth-without-token"),
])
def test_wrong_or_missing_token_gets_bye_unauthorized(guarded, first):
    client = WsClient(guarded.ws_url, read_hello=False)
    guarded.clients.append(client)
    client.send_text(first)
    seen = []
    try:
        while True:
            seen.append(client.next_message())
            if seen[-1]["type"] == "bye":
                break
    except ConnectionClosed:
        raise AssertionError(f"closed without bye after {first}; got {seen}") from None
    assert seen[-1]["reason"].startswith("unauthorized"), seen
    assert not [m for m in seen if m["type"] == "hello"], f"a hello was sent to an unauthorized client: {seen}"
    with pytest.raises(ConnectionClosed):
        client.next_message()


def test_token_applies_to_the_websocket_not_the_unix_socket(guarded):
    assert guarded.connect().ping() >= 0


# ------------------------------------------------------------------------------------------ HTTP

def test_get_root_serves_the_kiosk_page_as_html(web):
    response = http_request(web.http, "GET", "/")
    assert response.status == 200
    assert response.headers.get("content-type", "").startswith("text/html"), response.headers
    assert b"<html" in response.body.lower() and b"gesturekit.js" in response.body


def test_get_gesturekit_js_serves_the_module_as_javascript(web):
    response = http_request(web.http, "GET", "/gesturekit.js")
    assert response.status == 200
    assert response.headers.get("content-type", "").startswith("text/javascript"), response.headers
    assert b"export" in response.body and b"GestureKit" in response.body and b"applyState" in response.body


def test_head_root_has_no_body(web):
    response = http_request(web.http, "HEAD", "/")
    assert response.status == 200 and response.body == b""
    assert response.headers.get("content-type", "").startswith("text/html")


@pytest.mark.parametrize("path", [
    "/../etc/passwd",
    "/../../../../../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/gesturekit.js/../../etc/passwd",
    "//etc/passwd",
    "/etc/passwd",
    "/index.html",
    "/nope",
    "/gesturekit.js.map",
    "/Sources/GestureKitBridge/Web/index.html",
])
def test_paths_outside_the_assets_give_404(web, path):
    response = http_request(web.http, "GET", path)
    assert response.status == 404, f"GET {path}: {response.status}"
    assert b"root:" not in response.body


@pytest.mark.parametrize("method,path", [("POST", "/"), ("PUT", "/gesturekit.js"), ("DELETE", "/"),
                                         ("POST", "/ws"), ("PATCH", "/")])
def test_methods_other_than_get_and_head_give_405(web, method, path):
    response = http_request(web.http, method, path, body=b'{"id":1,"cmd":"ping"}')
    assert response.status == 405, f"{method} {path}: {response.status}"


def test_garbage_request_does_not_hurt_the_server(web):
    import socket
    host, port = web.http[len("http://"):].rsplit(":", 1)
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(b"\x00\x01GARBAGE \xff\r\n\r\n")
        try:
            sock.recv(4096)
        except (socket.timeout, ConnectionResetError):
            pass
    assert http_request(web.http, "GET", "/").status == 200
    assert web.connect().ping() >= 0
