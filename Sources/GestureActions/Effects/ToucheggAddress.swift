import Glibc

/// A D-Bus server address the touchegg server can listen on: `unix:abstract=NAME` (touchegg's own,
/// a Linux abstract socket with no file) or `unix:path=PATH` (a socket file, e.g. in tests).
/// Values may be %-escaped as the D-Bus specification allows ("Server Addresses").
struct ToucheggAddress: Sendable, Hashable {
    /// Where the socket lives.
    enum Location: Sendable, Hashable {
        case abstract(name: [UInt8])
        case path([UInt8])
    }

    var location: Location

    /// `sun_path` holds 108 bytes (`sys/un.h`): a path needs its terminating NUL, an abstract name
    /// its leading one.
    static let maximumNameBytes = 107

    static let expected = "expected unix:abstract=NAME or unix:path=PATH (e.g. unix:abstract=touchegg)"

    /// Reads a D-Bus address.
    /// - Parameter text: the address as the user typed it.
    /// - Throws: `ToucheggServer.StartError.badAddress` saying what is wrong and what is expected.
    init(parsing text: String) throws(ToucheggServer.StartError) {
        func bad(_ reason: String) -> ToucheggServer.StartError { .badAddress(text, reason: reason) }
        guard text.hasPrefix("unix:") else {
            let transport = text.split(separator: ":", maxSplits: 1).first.map(String.init) ?? text
            throw bad("transport '\(transport)' is not served; \(Self.expected)")
        }
        var found: Location?
        for pair in text.dropFirst("unix:".count).split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw bad("'\(pair)' is not KEY=VALUE; \(Self.expected)") }
            let key = String(parts[0])
            guard let value = Self.unescape(parts[1]), !value.isEmpty else {
                throw bad("the value of '\(key)' is empty or badly %-escaped; \(Self.expected)")
            }
            guard !value.contains(0) else { throw bad("the value of '\(key)' contains a NUL byte") }
            let location: Location
            switch key {
            case "abstract": location = .abstract(name: value)
            case "path": location = .path(value)
            case "guid": continue   // a server chooses its own GUID; a client's hint is ignored
            default: throw bad("unknown key '\(key)'; \(Self.expected)")
            }
            guard found == nil else { throw bad("give one of path= and abstract=, not both") }
            guard value.count <= Self.maximumNameBytes else {
                throw bad("the name is \(value.count) bytes, a Unix socket allows \(Self.maximumNameBytes)")
            }
            found = location
        }
        guard let found else { throw bad("no path= or abstract=; \(Self.expected)") }
        location = found
    }

    /// The D-Bus escaping: `%` and two hex digits stand for one byte.
    private static func unescape(_ text: Substring) -> [UInt8]? {
        var bytes: [UInt8] = []
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The socket address and its length for `bind`/`connect`: an abstract name after a NUL byte
    /// (its length counts exactly the name's bytes), a path NUL-terminated.
    func socketAddress() -> (sockaddr_un, socklen_t) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes: [UInt8]
        switch location {
        case .abstract(let name): bytes = [0] + name
        case .path(let path): bytes = path + [0]
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in bytes.enumerated() where i < raw.count { raw[i] = byte }
        }
        let pathOffset = MemoryLayout<sockaddr_un>.offset(of: \.sun_path) ?? 2
        let length: Int
        switch location {
        case .abstract: length = pathOffset + bytes.count
        case .path: length = MemoryLayout<sockaddr_un>.size
        }
        return (address, socklen_t(length))
    }

    /// The socket file of a `path=` address (nil for an abstract name).
    var filePath: String? {
        if case .path(let bytes) = location { return String(decoding: bytes, as: UTF8.self) }
        return nil
    }
}
