/// Parses one libinput quirks file (`*.quirks`) strictly, with the rules libinput's own parser
/// enforces (`src/quirks.c`, `parse_file`, `parse_value_line`, `parse_match`; `doc/user/device-quirks.rst`):
/// - `#` starts a comment anywhere on a line (with the blanks before it); blank lines are skipped;
/// - no leading or trailing blanks; a section header is `[Name]`;
/// - a section has one or more `Match…=` lines first, then one or more `Model…=`/`Attr…=` lines;
///   a `Match…` key may not repeat within a section;
/// - every entry is `Key=value` with exactly one `=`, both sides non-empty, the value not quoted;
/// - ids are `0x` hex with upper-case digits up to 0xFFFF; `MatchBus` and `MatchUdevType` take
///   the names `QuirkBus` and `QuirkUdevType` list; `MatchDMIModalias` starts with `dmi:`;
/// - `Model…` values are `0` or `1`; the `Attr…` values GestureKit uses are checked as
///   `TouchpadQuirks` reads them. Other `Model…`/`Attr…` names are kept unchecked, so a newer
///   libinput's files still load (libinput itself refuses names it does not know).
///
/// The whole file is refused at the first error, as libinput refuses its database.
public enum QuirksFile {
    /// The sections of `text`, the content of the file called `file` (used in errors and in
    /// `QuirkSection.file`). Throws `QuirksFileError` naming the line at the first broken rule.
    ///
    /// - Parameters:
    ///   - text: the file's content.
    ///   - file: the file's name.
    /// - Returns: its sections, in file order.
    /// - Throws: `QuirksFileError` naming the line of the first broken rule.
    public static func parse(_ text: String, file: String) throws(QuirksFileError) -> [QuirkSection] {
        var sections: [QuirkSection] = []
        var state = State.expectingSection
        var lineNumber = 0, lastContentLine = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = strippingComment(rawLine)
            if line.isEmpty { continue }
            lastContentLine = lineNumber
            func fail(_ message: String) -> QuirksFileError {
                QuirksFileError(file: file, line: lineNumber, message: message)
            }
            if line.last == " " || line.last == "\t" {
                throw fail("trailing whitespace in '\(line)': values are not quoted, so blanks would be part of them")
            }
            if line.first == " " || line.first == "\t" { throw fail("leading whitespace in '\(line)'") }
            if line.first == "[" {
                guard line.last == "]", line.count > 2 else {
                    throw fail("section header '\(line)' must be '[Name]'")
                }
                if let previous = sections.last, state != .inValues {
                    throw fail("section '\(previous.name)' before '\(line)' has no Model… or Attr… line")
                }
                sections.append(QuirkSection(name: String(line.dropFirst().dropLast()), file: file,
                                             line: lineNumber, rules: [], properties: []))
                state = .inMatches
                continue
            }
            guard let first = line.unicodeScalars.first, first.value >= 65, first.value <= 90 else {
                throw fail("unexpected line '\(line)': expected [Section], MatchFoo=…, ModelFoo=… or AttrFoo=…")
            }
            guard !sections.isEmpty else { throw fail("expected a [Section] header before '\(line)'") }
            let parts = line.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw fail("expected Key=value with one '=' and both sides non-empty, got '\(line)'")
            }
            let key = String(parts[0]), value = String(parts[1])
            if value.first == "\"" || value.first == "'" { throw fail("\(key): values are not quoted, got \(value)") }
            let index = sections.count - 1
            if key.hasPrefix("Match") {
                if state == .inValues {
                    throw fail("\(key) after the section's Model…/Attr… lines: Match lines come first")
                }
                let rule = try matchRule(key: key, value: value, fail: fail)
                if sections[index].rules.contains(where: { $0.key == rule.key }) {
                    throw fail("\(key) repeated in section '\(sections[index].name)'")
                }
                sections[index].rules.append(rule)
            } else if key.hasPrefix("Model") || key.hasPrefix("Attr") {
                if sections[index].rules.isEmpty {
                    throw fail("\(key) before any Match… line in section '\(sections[index].name)'")
                }
                if key.hasPrefix("Model"), value != "0", value != "1" {
                    throw fail("\(key) must be 0 or 1, got '\(value)'")
                }
                if let problem = TouchpadQuirks.problem(key: key, value: value) { throw fail("\(key): \(problem)") }
                sections[index].properties.append((key, value))
                state = .inValues
            } else {
                throw fail("unknown key '\(key)': expected MatchFoo, ModelFoo or AttrFoo")
            }
        }
        guard let last = sections.last else {
            throw QuirksFileError(file: file, line: 0,
                                  message: "no [Section] in the file (libinput refuses empty files)")
        }
        if last.properties.isEmpty {
            throw QuirksFileError(file: file, line: lastContentLine,
                                  message: "section '\(last.name)' ends without a Model… or Attr… line")
        }
        return sections
    }

    /// Where the parser is within the current section.
    private enum State: Equatable {
        /// Before the first section.
        case expectingSection
        /// Reading a section's `Match…` lines.
        case inMatches
        /// Reading its `Model…`/`Attr…` lines.
        case inValues
    }

    /// `line` without a `#` comment and the blanks before it, and without a trailing `\r`.
    static func strippingComment(_ line: Substring) -> Substring {
        var kept = line
        if kept.last == "\r" { kept = kept.dropLast() }
        guard let hash = kept.firstIndex(of: "#") else { return kept }
        kept = kept[..<hash]
        while kept.last == " " || kept.last == "\t" { kept = kept.dropLast() }
        return kept
    }

    private static func matchRule(key: String, value: String, fail: (String) -> QuirksFileError)
        throws(QuirksFileError) -> QuirkMatchRule
    {
        switch key {
        case "MatchName": return .name(value)
        case "MatchUniq": return .uniq(value)
        case "MatchDeviceTree": return .deviceTree(value)
        case "MatchDMIModalias":
            guard value.hasPrefix("dmi:") else { throw fail("MatchDMIModalias must start with 'dmi:', got '\(value)'") }
            return .dmiModalias(value)
        case "MatchBus":
            guard let bus = QuirkBus(rawValue: value) else {
                let names = QuirkBus.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail("MatchBus must be one of \(names), got '\(value)'")
            }
            return .bus(bus)
        case "MatchUdevType":
            guard let type = QuirkUdevType(rawValue: value) else {
                let names = QuirkUdevType.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail("MatchUdevType must be one of \(names), got '\(value)'")
            }
            return .udevType(type)
        case "MatchVendor", "MatchProduct", "MatchVersion":
            guard let id = hexID(value) else {
                throw fail("\(key) must be 0x followed by upper-case hex digits, at most 0xFFFF, got '\(value)'")
            }
            return key == "MatchVendor" ? .vendor(id) : key == "MatchProduct" ? .product(id) : .version(id)
        default:
            throw fail("unknown match key '\(key)': expected MatchName, MatchUniq, MatchBus, MatchVendor, "
                + "MatchProduct, "
                + "MatchVersion, MatchUdevType, MatchDMIModalias or MatchDeviceTree")
        }
    }

    /// `0x` and upper-case hex digits of a value up to 0xFFFF (libinput's `parse_hex`), or nil.
    static func hexID(_ text: String) -> UInt16? {
        guard text.hasPrefix("0x") else { return nil }
        let digits = text.dropFirst(2)
        guard !digits.isEmpty, digits.count <= 8,
              digits.allSatisfy({ ("0"..."9").contains($0) || ("A"..."F").contains($0) }),
              let value = UInt32(digits, radix: 16) else { return nil }
        return UInt16(exactly: value)
    }
}
