import GestureInput
import GestureKit

/// A client's request (docs/bridge.md, "Commands"): `{"id": N, "cmd": "name", …arguments}`.
/// Parsing is strict: an unknown command or field, a wrong type or a non-finite number is an
/// error naming it, never ignored. A controller command may name a scene view (`view`, protocol 2):
/// `parse` returns it beside the command.
public enum BridgeCommand: Hashable, Sendable {
    /// Which line types to receive, and (with a scene) of which views; nil views: every view.
    case subscribe(Set<LineType>, views: Set<String>?)
    /// Reply with the controller's current state.
    case state
    /// Change the controller's geometry and limits; nil fields stay as they are.
    case configure(Configure)
    /// `setZoomScale(_:animated:)`, or `setZoomScale(_:centeredAt:animated:)` with a centre.
    case setZoomScale(scale: Double, center: Point?, animated: Bool)
    /// `setContentOffset(_:animated:)`.
    case setContentOffset(Point, animated: Bool)
    /// `zoom(to:animated:)` (unzoomed content coordinates).
    case zoomToRect(Rect, animated: Bool)
    /// `scrollRectToVisible(_:animated:)` (zoomed content coordinates).
    case scrollRectToVisible(Rect, animated: Bool)
    /// `scrollToPage(_:animated:)`: turns a paging view to page `page` (0-based, along its paging
    /// axis; clamped to its pages, as a page control does). Protocol 2.
    case setPage(Int, animated: Bool)
    /// Reply with the current time.
    case ping
    /// Reply with the loop's and the service's counters.
    case stats
    /// Present the service's token (WebSocket clients, when one is required).
    case auth(token: String)

    /// The line types a client can subscribe to (hello, reply and bye always arrive).
    public enum LineType: String, Hashable, Sendable, CaseIterable {
        /// Decoded input (touch frames, device and touchpad events).
        case input
        /// Recognizer output.
        case gesture
        /// Scroll/zoom delegate messages.
        case scroll
        /// Controller state.
        case state
        /// Input defects.
        case diagnostic
        /// Why recognizers failed or were held (only when the service explains).
        case explain
        /// A scene's paging view wants these pages loaded (protocol 2).
        case visiblePages
        /// A scene view's scroll indicator moved, resized or faded (protocol 2).
        case indicator
        /// A scene's tiled view needs these tiles (protocol 2).
        case tilesNeeded
        /// A scene's tiled view may drop these tiles (protocol 2).
        case tilesPurged
        /// A scene view began or ended autoscrolling (protocol 2).
        case autoscroll

        /// What a client receives without subscribing: everything but explanations.
        public static let defaults = Set(allCases).subtracting([.explain])
    }

    /// The arguments of `configure`.
    public struct Configure: Hashable, Sendable {
        /// New viewport size (points).
        public var viewport: Size?
        /// New content size at zoom 1 (points).
        public var content: Size?
        /// New minimum zoom.
        public var minimumZoom: Double?
        /// New maximum zoom.
        public var maximumZoom: Double?
        /// Paging on or off.
        public var paging: Bool?
        /// New page size; `.some(nil)` returns to the viewport.
        public var pageSize: Size??
    }

    /// A command with its id, or why the message is not one (with the id, when it could be read).
    public struct ParseFailure: Error, Hashable, Sendable {
        /// The message's id, if it had a valid one.
        public var id: Int64?
        /// Why, for the reply's `error`.
        public var reason: String
    }

    /// Whether it acts on a scroll/zoom controller (the one, or a scene view's): the commands that
    /// take `view`.
    public var isControllerCommand: Bool {
        switch self {
        case .configure, .setZoomScale, .setContentOffset, .zoomToRect, .scrollRectToVisible, .setPage: true
        case .subscribe, .state, .ping, .stats, .auth: false
        }
    }

    /// Parses one message into its id, command and (controller commands only) the scene view it
    /// names, nil when it names none.
    ///
    /// - Parameter bytes: one message: a line without its newline, or a WebSocket text message.
    /// - Returns: the id, command and view; or a `ParseFailure` whose reason names the bad or
    ///   unknown field and what was expected, with the id when it was a valid integer.
    public static func parse(_ bytes: some Collection<UInt8>) -> Result<
        (id: Int64, command: BridgeCommand, view: String?), ParseFailure
    > {
        let value: JSONValue
        do { value = try JSONValue.parse(bytes) } catch { return .failure(ParseFailure(id: nil, reason: error.reason)) }
        guard case .object(let fields) = value else {
            return .failure(ParseFailure(id: nil, reason: "a command is a JSON object, got \(value.typeName)"))
        }
        guard let idValue = fields["id"] else {
            return .failure(ParseFailure(id: nil, reason: "missing \"id\" (an integer the reply echoes)"))
        }
        guard case .integer(let id) = idValue else {
            return .failure(ParseFailure(id: nil, reason: "\"id\" must be an integer, got \(idValue.typeName)"))
        }
        do {
            var reader = Arguments(fields: fields)
            let command = try reader.command()
            let view = command.isControllerCommand ? try reader.optionalString("view") : nil
            try reader.finish()
            return .success((id, command, view))
        } catch {
            return .failure(ParseFailure(id: id, reason: error.reason))
        }
    }
}

/// A command's fields, read one by one; whatever is left unread at the end is an unknown field.
private struct Arguments {
    struct Failure: Error { var reason: String }

    var fields: [String: JSONValue]
    private var allowed: [String] = ["id", "cmd"]

    init(fields: [String: JSONValue]) { self.fields = fields }

    mutating func command() throws(Failure) -> BridgeCommand {
        guard let value = fields["cmd"] else { throw Failure(reason: "missing \"cmd\"; expected one of \(Self.names)") }
        guard case .string(let name) = value else {
            throw Failure(reason: "\"cmd\" must be a string, got \(value.typeName)")
        }
        switch name {
        case "subscribe":
            let types = try strings("types")
            var set = Set<BridgeCommand.LineType>()
            for t in types {
                guard let type = BridgeCommand.LineType(rawValue: t) else {
                    throw Failure(reason: """
                        unknown line type \"\(t)\" in \"types\"; expected \
                        \(BridgeCommand.LineType.allCases.map(\.rawValue).joined(separator: ", "))
                        """)
                }
                set.insert(type)
            }
            return .subscribe(set, views: try optionalStrings("views").map(Set.init))
        case "state": return .state
        case "ping": return .ping
        case "stats": return .stats
        case "auth": return .auth(token: try string("token"))
        case "configure":
            var c = BridgeCommand.Configure()
            c.viewport = try optionalSize("viewport")
            c.content = try optionalSize("content")
            c.minimumZoom = try optionalPositive("minZoom")
            c.maximumZoom = try optionalPositive("maxZoom")
            c.paging = try optionalBool("paging")
            if fields["pageSize"] == .null {
                take("pageSize"); c.pageSize = .some(nil)
            } else if let s = try optionalSize("pageSize") {
                c.pageSize = .some(s)
            }
            if let lo = c.minimumZoom, let hi = c.maximumZoom, lo > hi {
                throw Failure(reason: "\"minZoom\" (\(lo)) must not exceed \"maxZoom\" (\(hi))")
            }
            return .configure(c)
        case "setZoomScale":
            let scale = try positive("scale")
            let x = try optionalFinite("x"), y = try optionalFinite("y")
            guard (x == nil) == (y == nil) else {
                throw Failure(reason: "give both \"x\" and \"y\" for a centre, or neither")
            }
            let center = x.flatMap { x in y.map { Point(x: x, y: $0) } }
            return .setZoomScale(scale: scale, center: center, animated: try animated())
        case "setContentOffset":
            return .setContentOffset(Point(x: try finite("x"), y: try finite("y")), animated: try animated())
        case "zoomToRect":
            return .zoomToRect(try rect("rect", positiveSize: true), animated: try animated())
        case "scrollRectToVisible":
            return .scrollRectToVisible(try rect("rect", positiveSize: false), animated: try animated())
        case "setPage":
            return .setPage(try page("page"), animated: try animated())
        default:
            throw Failure(reason: "unknown command \"\(name)\"; expected one of \(Self.names)")
        }
    }

    static let names = """
        subscribe, state, configure, setZoomScale, setContentOffset, zoomToRect, scrollRectToVisible, setPage, ping, \
        stats, auth
        """

    /// Throws for the first field no reader took.
    func finish() throws(Failure) {
        let unknown = fields.keys.filter { !allowed.contains($0) }.sorted()
        if let first = unknown.first { throw Failure(reason: "unknown field \"\(first)\" for this command") }
    }

    private mutating func take(_ key: String) { allowed.append(key) }

    private mutating func finite(_ key: String) throws(Failure) -> Double {
        guard let v = try optionalFinite(key) else { throw Failure(reason: "missing \"\(key)\" (a number)") }
        return v
    }

    private mutating func optionalFinite(_ key: String) throws(Failure) -> Double? {
        take(key)
        guard let value = fields[key] else { return nil }
        guard let n = value.number else { throw Failure(reason: "\"\(key)\" must be a number, got \(value.typeName)") }
        guard n.isFinite else { throw Failure(reason: "\"\(key)\" must be finite, got \(n)") }
        return n
    }

    private mutating func positive(_ key: String) throws(Failure) -> Double {
        guard let v = try optionalPositive(key) else { throw Failure(reason: "missing \"\(key)\" (a positive number)") }
        return v
    }

    private mutating func optionalPositive(_ key: String) throws(Failure) -> Double? {
        guard let v = try optionalFinite(key) else { return nil }
        guard v > 0 else { throw Failure(reason: "\"\(key)\" must be greater than zero, got \(v)") }
        return v
    }

    private mutating func optionalBool(_ key: String) throws(Failure) -> Bool? {
        take(key)
        guard let value = fields[key] else { return nil }
        guard case .bool(let b) = value else {
            throw Failure(reason: "\"\(key)\" must be true or false, got \(value.typeName)")
        }
        return b
    }

    private mutating func animated() throws(Failure) -> Bool { try optionalBool("animated") ?? true }

    private mutating func string(_ key: String) throws(Failure) -> String {
        take(key)
        guard let value = fields[key] else { throw Failure(reason: "missing \"\(key)\" (a string)") }
        guard case .string(let s) = value else {
            throw Failure(reason: "\"\(key)\" must be a string, got \(value.typeName)")
        }
        return s
    }

    mutating func optionalString(_ key: String) throws(Failure) -> String? {
        guard fields[key] != nil else { take(key); return nil }
        return try string(key)
    }

    /// A page index: a whole number from 0 (a JSON integer, or a number with no fraction).
    private mutating func page(_ key: String) throws(Failure) -> Int {
        let n = try finite(key)
        guard n >= 0, n == n.rounded(), n < Double(PageLayout.maximumCount) else {
            throw Failure(
                reason: "\"\(key)\" must be a whole number from 0 to \(PageLayout.maximumCount - 1), got \(n)")
        }
        return Int(n)
    }

    private mutating func strings(_ key: String) throws(Failure) -> [String] {
        guard let strings = try optionalStrings(key) else {
            throw Failure(reason: "missing \"\(key)\" (an array of strings)")
        }
        return strings
    }

    private mutating func optionalStrings(_ key: String) throws(Failure) -> [String]? {
        take(key)
        guard let value = fields[key] else { return nil }
        guard case .array(let items) = value else {
            throw Failure(reason: "\"\(key)\" must be an array of strings, got \(value.typeName)")
        }
        return try items.map { item throws(Failure) in
            guard case .string(let s) = item else {
                throw Failure(reason: "\"\(key)\" must hold strings, got \(item.typeName)")
            }
            return s
        }
    }

    private mutating func numbers(_ key: String, count: Int) throws(Failure) -> [Double]? {
        take(key)
        guard let value = fields[key] else { return nil }
        guard case .array(let items) = value, items.count == count else {
            throw Failure(reason: "\"\(key)\" must be an array of \(count) numbers, got \(value.typeName)")
        }
        return try items.map { item throws(Failure) in
            guard let n = item.number else {
                throw Failure(reason: "\"\(key)\" must hold numbers, got \(item.typeName)")
            }
            guard n.isFinite else { throw Failure(reason: "\"\(key)\" must hold finite numbers, got \(n)") }
            return n
        }
    }

    private mutating func optionalSize(_ key: String) throws(Failure) -> Size? {
        guard let v = try numbers(key, count: 2) else { return nil }
        guard v[0] > 0, v[1] > 0 else {
            throw Failure(reason: "\"\(key)\" must be [width, height] greater than zero, got [\(v[0]), \(v[1])]")
        }
        return Size(width: v[0], height: v[1])
    }

    private mutating func rect(_ key: String, positiveSize: Bool) throws(Failure) -> Rect {
        guard let v = try numbers(key, count: 4) else {
            throw Failure(reason: "missing \"\(key)\" ([x, y, width, height])")
        }
        if positiveSize ? !(v[2] > 0 && v[3] > 0) : !(v[2] >= 0 && v[3] >= 0) {
            throw Failure(reason: """
                \"\(key)\" width and height must be \(positiveSize ? "greater than zero" : "zero or more"), got \
                [\(v[2]), \(v[3])]
                """)
        }
        return Rect(origin: Point(x: v[0], y: v[1]), size: Size(width: v[2], height: v[3]))
    }
}
