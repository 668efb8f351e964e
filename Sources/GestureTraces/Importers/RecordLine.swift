/// One line of a `libinput record` `events:` section, classified at byte level (no `String`):
/// the shapes libinput writes (libinput-record(1), LIBINPUT-NOTES.md) and "anything else", which
/// the reader hands to Yams.
enum RecordLine: Equatable {
    /// Blank, or only a comment.
    case blank
    /// `- evdev:` / `- libinput:` at `indent` (an item of the section), or `evdev:` / `libinput:`
    /// (a second key of the item the previous `- ` line started).
    case key(indent: Int, list: List, startsItem: Bool)
    /// `- …` below an item: a row of the current list; `content` is the index after `- `.
    case row(indent: Int, content: Int)
    /// Any other line, with its indentation.
    case other(indent: Int, startsItem: Bool)

    /// The line's indentation; nil for a blank line.
    var indent: Int? {
        switch self {
        case .blank: return nil
        case .key(let indent, _, _), .row(let indent, _), .other(let indent, _): return indent
        }
    }

    /// Whether the line begins with `- ` (a row is always one).
    var startsItem: Bool {
        switch self {
        case .blank: return false
        case .row: return true
        case .key(_, _, let startsItem), .other(_, let startsItem): return startsItem
        }
    }

    /// The two lists an item of `events:` holds.
    enum List: Equatable { case evdev, libinput }

    static let space = UInt8(ascii: " "), dash = UInt8(ascii: "-"), hash = UInt8(ascii: "#"), colon = UInt8(ascii: ":")

    /// Classifies `line` (without its terminator).
    static func classify(_ line: UnsafeBufferPointer<UInt8>) -> RecordLine {
        var i = 0
        let n = line.count
        while i < n && line[i] == space { i += 1 }
        if i == n || line[i] == hash { return .blank }
        if line[i] == UInt8(ascii: "\t") || line[i] == UInt8(ascii: "\r") { return blankOrOther(line, i) }
        let indent = i
        var startsItem = false
        if line[i] == dash && (i + 1 == n || line[i + 1] == space) {
            startsItem = true
            i += 1
            while i < n && line[i] == space { i += 1 }
            if i < n, line[i] != UInt8(ascii: "e"), line[i] != UInt8(ascii: "l") {
                return .row(indent: indent, content: i)
            }
        }
        if let list = listKey(line, from: i) { return .key(indent: indent, list: list, startsItem: startsItem) }
        return .other(indent: indent, startsItem: startsItem)
    }

    /// Whitespace other than spaces: blank if that is all there is.
    private static func blankOrOther(_ line: UnsafeBufferPointer<UInt8>, _ from: Int) -> RecordLine {
        var i = from
        while i < line.count, line[i] == space || line[i] == UInt8(ascii: "\t") || line[i] == UInt8(ascii: "\r") {
            i += 1
        }
        return i == line.count || line[i] == hash ? .blank : .other(indent: from, startsItem: false)
    }

    /// `evdev:` or `libinput:` at `i`, then only blanks or a comment.
    private static func listKey(_ line: UnsafeBufferPointer<UInt8>, from i: Int) -> List? {
        let list: List
        var j = i
        if matches(line, j, "evdev:") {
            list = .evdev; j += 6
        } else if matches(line, j, "libinput:") {
            list = .libinput; j += 9
        } else {
            return nil
        }
        while j < line.count && line[j] == space { j += 1 }
        return j == line.count || (line[j] == hash && line[j - 1] == space) ? list : nil
    }

    /// True when `word` appears at `i` in `line`.
    static func matches(_ line: UnsafeBufferPointer<UInt8>, _ i: Int, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { w in
            guard i + w.count <= line.count else { return false }
            for k in 0..<w.count where line[i + k] != w[k] { return false }
            return true
        }
    }

    /// Whether `POINTER_SCROLL_` occurs in `text`: then the recording has scroll rows and legacy
    /// `POINTER_AXIS` rows are dropped. Bytes, not characters, for the streamed and whole-document
    /// paths alike (a combining mark after the `_` must not hide it from one of them).
    static func mentionsScrollRows(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(text, scrollRowNeedle)
    }
    private static let scrollRowNeedle = Array("POINTER_SCROLL_".utf8)

    /// The indentation of `events:` when `line` is exactly that key (then blanks or a comment).
    static func eventsKeyIndent(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        while i < line.count && line[i] == space { i += 1 }
        guard matches(line, i, "events:") else { return nil }
        var j = i + 7
        while j < line.count && line[j] == space { j += 1 }
        return j == line.count || (line[j] == hash && line[j - 1] == space) ? i : nil
    }
}
