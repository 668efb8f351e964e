import GestureKit
import GestureOutput
import NIOCore

/// Encodes pipeline outputs and the bridge's own messages into `BridgeLine`s with the same
/// `JSONLineBuilder` as `replay --output jsonl`, so a client receives byte-for-byte the lines of
/// docs/output-format.md.
public struct BridgeEncoder {
    var builder = JSONLineBuilder()
    let allocator = ByteBufferAllocator()
    /// The time of the last output, for diagnostics without one (as the output encoder does).
    private var lastTime = Timestamp.zero
    /// Encodes a scene's lines: `replay --output jsonl`'s own encoder, printing everything, so a
    /// scene line reaches clients byte for byte as replay prints it.
    var sceneLines = OutputEncoder(format: .jsonl, selection: OutputSelection(input: true, explain: true))
    /// A number per scene view, in the order met (per-view coalescing keys).
    var viewNumbers: [String: Int] = [:]

    /// An encoder.
    public init() {}

    /// The line for one pipeline output (nil for raw touch events, which travel inside frames).
    ///
    /// - Parameter output: an output of the pipeline, or of a scene's view.
    /// - Returns: the encoded line with its subscription type and, for `state`, `didScroll` and
    ///   `didZoom`, its coalescing key; nil when the output encodes to nothing.
    public mutating func line(for output: PipelineOutput) -> BridgeLine? {
        builder.removeAll()
        let type: BridgeCommand.LineType
        var key: BridgeLine.CoalescingKey?
        switch output {
        case .input(let e):
            lastTime = e.time
            builder.appendInput(e)
            type = .input
        case .frame(let f):
            lastTime = f.time
            builder.appendInput(f)
            type = .input
        case .gesture(let g):
            lastTime = g.time
            builder.appendGesture(g)
            type = .gesture
        case .explain(let r):
            builder.appendExplain(r)
            type = .explain
        case .scroll(let e, let s):
            builder.appendScroll(e, state: s)
            type = .scroll
            key = BridgeLine.CoalescingKey(e, view: nil)
        case .state(let s):
            builder.appendState(s)
            type = .state
            key = .state
        case .diagnostic(let d):
            builder.appendDiagnostic(d, fallbackTime: lastTime)
            type = .diagnostic
        case .scene(let output):
            return line(for: output)
        }
        guard builder.byteCount > 0 else { return nil }
        return BridgeLine(type: type, coalescingKey: key, bytes: buffer())
    }

    /// What `hello` tells a client about the service.
    public struct Hello: Sendable {
        /// `"replay"`, `"libinput"` or `"evdev"`.
        public var source: String
        /// The devices known now.
        public var devices: [(id: DeviceID, info: DeviceInfo)]
        /// The scroll/zoom model, when one controller runs.
        public var setup: ScrollZoomSetup?
        /// The scene of scroll views, when one runs instead (`serve --scene`).
        public var scene: SceneDescription?
        /// The limits a client must respect.
        public var limits: BridgeLimits
    }

    /// `{"type":"hello","protocol":1,…}` (docs/bridge.md).
    ///
    /// - Parameters:
    ///   - hello: the service's source, devices, model or scene, and limits.
    ///   - time: the line's timestamp.
    /// - Returns: a line without subscription type, which every client receives.
    public mutating func hello(_ hello: Hello, at time: Timestamp) -> BridgeLine {
        builder.removeAll()
        builder.begin(time: time, type: "hello")
        builder.field("protocol", BridgeProtocol.version)
        builder.field("version", GestureKitVersion.current)
        builder.field("source", hello.source)
        builder.rawField("devices") { b in
            b.array(count: hello.devices.count) { b, i in
                let d = hello.devices[i]
                b.object { b in
                    b.field("dev", d.id.rawValue)
                    b.field("name", d.info.name)
                    b.field("kind", d.info.kind.rawValue)
                }
            }
        }
        if let setup = hello.setup {
            size("viewport", setup.viewport)
            size("content", setup.content)
            builder.field("minZoom", setup.minimumZoom ?? setup.fitZoom)
            builder.field("maxZoom", setup.maximumZoom)
            builder.field("paging", setup.paging)
            size("pageSize", setup.pageSize ?? setup.viewport)
        } else {
            for key: StaticString in ["viewport", "content", "minZoom", "maxZoom", "paging", "pageSize"] {
                builder.nullField(key)
            }
        }
        if let scene = hello.scene { appendViews(of: scene) } else { builder.nullField("views") }
        builder.rawField("limits") { b in
            b.object { b in
                b.field("maxMessageBytes", hello.limits.maximumMessageBytes)
                b.field("commandsPerSecond", hello.limits.commandsPerSecond)
                b.field("commandBurst", hello.limits.commandBurst)
                b.field("queueLines", hello.limits.queueLines)
            }
        }
        builder.end()
        return BridgeLine(type: nil, bytes: buffer())
    }

    /// `{"type":"reply","id":N,"ok":true,…}`; `extra` writes the command's result fields.
    ///
    /// - Parameters:
    ///   - id: the command's id, echoed.
    ///   - time: the line's timestamp.
    ///   - extra: appends the result's fields after `ok`; the default appends none.
    /// - Returns: a line without subscription type, which its client receives whatever it subscribed to.
    public mutating func reply(id: Int64, at time: Timestamp, _ extra: (inout JSONLineBuilder) -> Void = { _ in })
        -> BridgeLine
    {
        builder.removeAll()
        builder.begin(time: time, type: "reply")
        builder.field("id", id)
        builder.field("ok", true)
        extra(&builder)
        builder.end()
        return BridgeLine(type: nil, bytes: buffer())
    }

    /// `{"type":"reply","id":N|null,"ok":false,"error":"…"}`.
    ///
    /// - Parameters:
    ///   - id: the command's id, or nil (JSON `null`) when the message had no valid one.
    ///   - time: the line's timestamp.
    ///   - reason: what was wrong and what was expected, the reply's `error`.
    /// - Returns: a line without subscription type, which its client receives whatever it subscribed to.
    public mutating func failure(id: Int64?, at time: Timestamp, reason: String) -> BridgeLine {
        builder.removeAll()
        builder.begin(time: time, type: "reply")
        if let id { builder.field("id", id) } else { builder.nullField("id") }
        builder.field("ok", false)
        builder.field("error", reason)
        builder.end()
        return BridgeLine(type: nil, bytes: buffer())
    }

    /// `{"type":"bye","reason":"…"}`.
    ///
    /// - Parameters:
    ///   - reason: why the service closes the connection.
    ///   - time: the line's timestamp.
    /// - Returns: a line without subscription type, the last its client receives.
    public mutating func bye(_ reason: ByeReason, at time: Timestamp) -> BridgeLine {
        builder.removeAll()
        builder.begin(time: time, type: "bye")
        builder.field("reason", reason.description)
        builder.end()
        return BridgeLine(type: nil, bytes: buffer())
    }

    private mutating func size(_ key: StaticString, _ s: Size) {
        Self.numbers(&builder, key, [s.width, s.height])
    }

    func buffer() -> ByteBuffer {
        builder.withBytes { allocator.buffer(bytes: $0) }
    }
}

/// The protocol's version, sent in `hello` (docs/bridge.md, "Versions").
public enum BridgeProtocol {
    /// Protocol 2 (protocol 1 and the scenes of `serve --scene`: lines that name their `view`,
    /// the scene's line types, `hello.views`, `subscribe` `views`, the `state` reply's `views`).
    /// Later versions add message types and fields, never rename or remove one.
    public static let version = 2
}
