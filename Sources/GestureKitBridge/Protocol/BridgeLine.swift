import GestureKit
import NIOCore

/// One encoded message for clients: the bytes of a JSON line (newline included; the WebSocket
/// sends them without it), its line type for subscriptions, the scene view it is about, and its
/// coalescing key when only the latest one matters. Encoded once and shared by every client (a
/// `ByteBuffer` is copy-on-write).
public struct BridgeLine: Sendable {
    /// The subscription type; nil for `hello`, `reply` and `bye`, which every client receives.
    public var type: BridgeCommand.LineType?
    /// The scene view the line names (its `"view"`), for clients that subscribe to some views;
    /// nil for lines of no view (gestures, input, the one controller's lines).
    public var view: String?
    /// Lines with the same key replace each other while they wait in a slow client's queue.
    public var coalescingKey: CoalescingKey?
    /// The JSON object followed by `\n`.
    public var bytes: ByteBuffer

    /// A line; see the properties.
    ///
    /// - Parameters:
    ///   - type: the subscription type, or nil for a line every client receives.
    ///   - view: the scene view the line names, or nil.
    ///   - coalescingKey: the key of a line carrying only a latest value, or nil for news.
    ///   - bytes: the JSON object followed by `\n`.
    public init(
        type: BridgeCommand.LineType?, view: String? = nil, coalescingKey: CoalescingKey? = nil, bytes: ByteBuffer
    ) {
        self.type = type; self.view = view; self.coalescingKey = coalescingKey; self.bytes = bytes
    }

    /// Lines that carry only the latest value (docs/bridge.md, "Slow clients"): one kind of line
    /// of one view (a scene's views never replace each other's lines).
    public struct CoalescingKey: Hashable, Sendable {
        /// Which latest value.
        public enum Kind: Int, Hashable, Sendable, CaseIterable {
            /// `state` lines.
            case state
            /// `scroll` lines whose event is `didScroll`.
            case didScroll
            /// `scroll` lines whose event is `didZoom`.
            case didZoom
        }

        /// Which latest value.
        public var kind: Kind
        /// The view's number (`BridgeEncoder` numbers a scene's views as it meets them); nil for
        /// the one controller.
        public var view: Int?

        /// A key; see the properties.
        ///
        /// - Parameters:
        ///   - kind: which latest value.
        ///   - view: the scene view's number, or nil for the one controller.
        public init(_ kind: Kind, view: Int? = nil) { self.kind = kind; self.view = view }

        /// The key of a `scroll` line of `event`: only the per-frame `didScroll` and `didZoom`
        /// carry a latest value; nil for every other delegate message, which is news.
        ///
        /// - Parameters:
        ///   - event: the delegate message the line carries.
        ///   - view: the scene view's number, or nil for the one controller.
        public init?(_ event: ScrollZoomEvent, view: Int?) {
            switch event {
            case .didScroll: self.init(.didScroll, view: view)
            case .didZoom: self.init(.didZoom, view: view)
            default: return nil
            }
        }

        /// The one controller's `state` lines.
        public static let state = CoalescingKey(.state)
        /// The one controller's `didScroll` lines.
        public static let didScroll = CoalescingKey(.didScroll)
        /// The one controller's `didZoom` lines.
        public static let didZoom = CoalescingKey(.didZoom)

        /// The key as the client queue takes it: distinct for every kind and view, never negative.
        public var rawValue: Int { (view.map { $0 + 1 } ?? 0) * Kind.allCases.count + kind.rawValue }
    }

    /// The bytes without the trailing newline (one WebSocket text frame).
    public var frameBytes: ByteBuffer {
        var b = bytes
        if b.readableBytes > 0, b.getInteger(at: b.writerIndex - 1, as: UInt8.self) == UInt8(ascii: "\n") {
            b.moveWriterIndex(to: b.writerIndex - 1)
        }
        return b
    }
}
