#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The trace file formats GestureKit reads, and how to tell them apart.
public enum TraceFormat: String, CaseIterable, Sendable {
    /// GestureKit's native JSON Lines format (docs/trace-format.md).
    case gktrace
    /// `libinput record` YAML (libinput-tools).
    case libinputRecord = "libinput-record"
    /// evemu-record text (`N:`, `I:`, `B:`, `A:`, `E:` lines).
    case evemu
    /// `libinput debug-events` text.
    case debugEvents = "debug-events"
    /// `evtest` output (its header of supported events, then `Event: time …` lines).
    case evtest

    /// Bytes read from the start of a file to recognise it.
    static let sniffLength = 16 * 1024

    /// Recognises the format of `path` by its content, falling back to its extension
    /// (`.gktrace`, `.yml`/`.yaml`, `.evemu`, `.evtest`, `.txt`). Throws a `TraceError` naming the
    /// accepted formats when neither decides, or naming the encoding of a file that is not UTF-8.
    ///
    /// - Parameter path: the file.
    /// - Returns: its format.
    /// - Throws: `TraceError` for a file that cannot be read, is not UTF-8, or is in no known format.
    public static func detect(path: String) throws -> TraceFormat {
        let head = try readHead(path: path)
        try checkEncoding(head: head, path: path)
        if let format = detect(content: head) { return format }
        if let format = detect(extension: path) { return format }
        throw TraceError(
            file: path == "-" ? "<stdin>" : path,
            message: "unrecognised trace format: expected a .gktrace (first line {\"gktrace\":1,…}), "
            + "libinput record YAML (version: and devices: keys), evemu text (# EVEMU, N:/I:/E: lines) or "
            + "libinput debug-events text (-eventN  DEVICE_ADDED … lines) or evtest output (Input device name:, "
            + "Event: time … lines); or name the format explicitly")
    }

    /// Throws the error naming the encoding when `head` (the first bytes of `path`) is not UTF-8.
    static func checkEncoding(head: [UInt8], path: String) throws {
        if let encoding = TextEncoding.nonUTF8Name(of: head) {
            throw TextEncoding.error(file: path, encoding: encoding)
        }
    }

    /// The formats by their `--format` names, for messages: "gktrace, libinput-record, evemu, debug-events or evtest".
    public static var namesForMessages: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The format the first bytes of a file show, or nil when they do not decide.
    ///
    /// - Parameter content: the file's first bytes.
    /// - Returns: the format they show, or nil.
    public static func detect(content: [UInt8]) -> TraceFormat? {
        var bytes = content[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self)
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if !trimmed.isEmpty { lines.append(line) }
        }
        guard let first = lines.first else { return nil }
        let firstTrimmed = first.drop { $0 == " " || $0 == "\t" }

        // .gktrace: a JSON object whose first member is "gktrace".
        if firstTrimmed.hasPrefix("{") {
            let afterBrace = firstTrimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            if afterBrace.hasPrefix("\"gktrace\"") { return .gktrace }
        }
        // evtest: its header or its event lines.
        let evtestPrefixes = ["Input driver version is", "Input device ID:", "Input device name:", "Event: time "]
        if evtestPrefixes.contains(where: { firstTrimmed.hasPrefix($0) }) { return .evtest }
        // evemu: "# EVEMU" header or description/event lines.
        if firstTrimmed.hasPrefix("# EVEMU") { return .evemu }
        let evemuPrefixes = ["N:", "I:", "P:", "B:", "A:", "E:", "L:", "S:"]
        let meaningful = lines.filter { !$0.hasPrefix("#") }
        if let m = meaningful.first, evemuPrefixes.contains(where: { m.hasPrefix($0) }),
           meaningful.prefix(8).allSatisfy({ line in evemuPrefixes.contains(where: { line.hasPrefix($0) }) }) {
            return .evemu
        }
        // libinput record: top-level YAML keys `version:` and `devices:` (or `ndevices:`).
        let hasVersion = meaningful.contains { $0.hasPrefix("version:") }
        let hasDevices = meaningful.contains { $0.hasPrefix("devices:") || $0.hasPrefix("ndevices:") }
        if hasVersion && hasDevices { return .libinputRecord }
        // debug-events: `-event12  DEVICE_ADDED …` or ` event12  TOUCH_DOWN  +0.1s …`.
        for line in lines.prefix(32) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 2 else { continue }
            let device = words[0].hasPrefix("-") ? words[0].dropFirst() : words[0]
            let type = words[1]
            if device.hasPrefix("event"), !type.isEmpty,
               type.allSatisfy({ ($0 >= "A" && $0 <= "Z") || $0 == "_" }) { return .debugEvents }
            if line.contains("DEVICE_ADDED") { return .debugEvents }
        }
        return nil
    }

    /// The format a file name's extension suggests, or nil.
    ///
    /// - Parameter path: a file's path or name.
    /// - Returns: the format its extension suggests, or nil.
    public static func detect(extension path: String) -> TraceFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "gktrace": return .gktrace
        case "yml", "yaml": return .libinputRecord
        case "evemu": return .evemu
        case "evtest": return .evtest
        case "txt": return .debugEvents
        default: return nil
        }
    }

    /// Up to `sniffLength` bytes from the start of `path` (`-`: standard input, handed back whole).
    static func readHead(path: String) throws -> [UInt8] {
        if path == "-" { return try StandardInputHead.read(length: sniffLength) }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TraceError(file: path, message: "cannot open: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR {
            throw TraceError(file: path, message: "is a directory, expected a trace file")
        }
        var buffer = [UInt8](repeating: 0, count: sniffLength)
        var filled = 0
        while filled < buffer.count {
            let n = FileDescriptor.readSome(fd, into: &buffer, at: filled, count: buffer.count - filled)
            if n < 0 {
                if errno == EINTR { continue }
                throw TraceError(file: path, message: "read failed: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            filled += n
        }
        return Array(buffer[..<filled])
    }
}
