// gesturekit.js - browser client for `gesturekit serve` (bridge protocol 2).
// An ES module with no dependencies and no build step; the service embeds it and serves it at
// /gesturekit.js. Message formats: docs/output-format.md and the bridge protocol.
//
//   import { GestureKit, applyState } from "/gesturekit.js";
//   const gk = new GestureKit({ token });
//   gk.on("state", (s) => applyState(content, s));
//   gk.connect();

const OPEN = 1; // WebSocket.OPEN, spelled out so the module also runs where WebSocket is a stand-in

/** ws(s)://<page host>/ws: the service serves the page and the socket from the same origin. */
function defaultUrl() {
  const loc = globalThis.location;
  return `${loc?.protocol === "https:" ? "wss" : "ws"}://${loc?.host ?? ""}/ws`;
}

/** An Error for a failed command: message is the server's reason, .reply the whole reply. */
function replyError(reply) {
  const err = new Error(reply.error ?? "command failed");
  err.reply = reply;
  return err;
}

/**
 * A connection to `gesturekit serve` that delivers its messages as events and sends commands.
 * It reconnects by itself (jittered exponential backoff) so a kiosk page survives service restarts;
 * it stops only on close() or after bye "end of replay".
 *
 * Events (on): every server message by its "type" ("hello", "gesture", "scroll", "state",
 * "diagnostic", "input", "explain", "reply", "bye"; with a scene also "visiblePages", "indicator",
 * "tilesNeeded", "tilesPurged", "autoscroll"), "message" for every message, "open" (socket
 * open, auth sent), "close" ({code, reason, ended, retryIn: ms or null}) and "error" (an Error).
 */
export class GestureKit {
  #listeners = new Map(); // type -> Set of functions
  #pending = new Map(); // command id -> {resolve, reject}
  #ws = null;
  #nextId = 1;
  #attempt = 0; // failed attempts since the last hello; drives the backoff
  #timer = null; // pending reconnect
  #stopped = true; // close() was called (or connect() never was)
  #ended = false; // bye "end of replay" received
  #bye = null; // reason of the bye on the current connection
  #hello = null;

  /**
   * Options: url (default ws(s)://<location.host>/ws), token (sent as the first message, "auth"),
   * reconnect (default true), minDelay / maxDelay (backoff bounds in ms, default 250 / 5000).
   */
  constructor({ url, token = null, reconnect = true, minDelay = 250, maxDelay = 5000 } = {}) {
    this.url = url ?? defaultUrl();
    this.token = token;
    this.reconnect = reconnect;
    this.minDelay = minDelay;
    this.maxDelay = maxDelay;
  }

  /** True while the socket is open (commands can be sent). */
  get connected() { return this.#ws?.readyState === OPEN; }
  /** True after bye "end of replay": the recording is over, nothing will reconnect. */
  get ended() { return this.#ended; }
  /** The last hello message (viewport, content, paging, ...), or null before the first one. */
  get hello() { return this.#hello; }

  /** Subscribes fn to an event type; returns a function that unsubscribes it. */
  on(type, fn) {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(fn);
    return () => { set.delete(fn); };
  }

  /**
   * Sends {"id":N,"cmd":cmd,...args}; resolves with the reply when ok is true, rejects with an
   * Error(reason) when it is false, and rejects when the connection is down or drops first.
   */
  send(cmd, args = {}) {
    const ws = this.#ws;
    if (!ws || ws.readyState !== OPEN) return Promise.reject(new Error("not connected"));
    const id = this.#nextId++;
    const msg = { cmd, ...args, id };
    msg.cmd = cmd; // args cannot override cmd or id
    const text = JSON.stringify(msg);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      try {
        ws.send(text);
      } catch (err) {
        this.#pending.delete(id);
        reject(err);
      }
    });
  }

  /** Opens the connection (a no-op while one is open or opening) and re-enables reconnecting. */
  connect() {
    this.#stopped = false;
    this.#ended = false;
    clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#ws) return this;
    let ws;
    try {
      ws = new WebSocket(this.url);
    } catch (err) { // a malformed URL throws instead of failing later
      this.#emit("error", err);
      this.#retry();
      return this;
    }
    this.#ws = ws;
    this.#bye = null;
    ws.onopen = () => {
      if (this.token) this.send("auth", { token: this.token }).catch((err) => this.#emit("error", err));
      this.#emit("open");
    };
    ws.onmessage = (ev) => this.#receive(ev.data);
    ws.onerror = () => this.#emit("error", new Error("WebSocket error"));
    ws.onclose = (ev) => this.#closed(ev.code, ev.reason);
    return this;
  }

  /** Closes the connection for good (until the next connect()); pending commands reject. */
  close() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = null;
    const ws = this.#ws;
    if (!ws) return;
    this.#detach(ws);
    try { ws.close(1000); } catch { /* already closing */ }
    this.#rejectAll("closed");
    this.#emit("close", { code: 1000, reason: "closed by client", ended: this.#ended, retryIn: null });
  }

  #receive(data) {
    if (typeof data !== "string") return; // the service sends text frames only
    let msg;
    try {
      msg = JSON.parse(data);
    } catch {
      this.#emit("error", new Error("malformed message from the server"));
      return;
    }
    if (msg === null || typeof msg !== "object") return;
    if (msg.type === "hello") {
      this.#attempt = 0; // a working service: the next outage starts the backoff afresh
      this.#hello = msg;
    } else if (msg.type === "bye") {
      this.#bye = String(msg.reason ?? "");
      if (this.#bye.startsWith("end of replay")) this.#ended = true;
    } else if (msg.type === "reply") {
      const p = this.#pending.get(msg.id);
      if (p) {
        this.#pending.delete(msg.id);
        if (msg.ok) p.resolve(msg);
        else p.reject(replyError(msg));
      } else if (msg.ok === false) {
        this.#emit("error", replyError(msg)); // e.g. id null: nobody to reject
      }
    }
    this.#emit("message", msg);
    if (typeof msg.type === "string") this.#emit(msg.type, msg);
  }

  #closed(code, reason) {
    this.#detach(this.#ws);
    const bye = this.#bye;
    this.#rejectAll(bye ? `disconnected: ${bye}` : "disconnected");
    const retryIn = this.#retry();
    this.#emit("close", { code, reason: bye ?? reason, ended: this.#ended, retryIn });
  }

  /** Schedules the next attempt: half to all of min(maxDelay, minDelay * 2^attempt). */
  #retry() {
    if (this.#stopped || this.#ended || !this.reconnect) return null;
    const base = Math.min(this.maxDelay, this.minDelay * 2 ** Math.min(this.#attempt++, 30));
    const delay = Math.round(base * (0.5 + Math.random() / 2));
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.connect();
    }, delay);
    return delay;
  }

  #detach(ws) {
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onerror = ws.onclose = null;
    if (this.#ws === ws) this.#ws = null;
  }

  #rejectAll(reason) {
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of pending) p.reject(new Error(reason));
  }

  #emit(type, value) {
    const set = this.#listeners.get(type);
    if (!set) return;
    for (const fn of [...set]) {
      try {
        fn(value);
      } catch (err) { // one broken listener must not starve the others
        (globalThis.reportError ?? console.error)(err);
      }
    }
  }
}

/**
 * Shows a controller state on element: content offset and zoom as one CSS transform about the
 * top-left corner, the same mapping UIScrollView uses (offset is in zoomed content points).
 */
export function applyState(element, state) {
  const x = state.offsetX ?? 0, y = state.offsetY ?? 0, zoom = state.zoom ?? 1;
  element.style.transformOrigin = "0 0";
  element.style.transform = `translate(${-x}px, ${-y}px) scale(${zoom})`;
}
