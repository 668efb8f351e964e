/// libinput's quirks database as parsed text: every section of every file, in the order libinput
/// reads them (`src/quirks.c`, `quirks_init_subsystem`: the data directory's `*.quirks` files in
/// `versionsort(3)` order, then the local overrides file). Matching follows `quirks_fetch_for_device`:
/// every section whose rules all match applies, in order, and for each attribute the last applied
/// section wins (`quirk_find_prop` searches from the end).
///
/// Reading the files from disk is `QuirksDirectory`'s job (GestureTraces): this type only parses
/// contents it is given, so it stays free of I/O.
public struct QuirksDatabase: Hashable, Sendable {
    /// Every section, in precedence order (later overrides earlier).
    public var sections: [QuirkSection]
    /// Where the sections came from (a directory and override file, for messages), or nil.
    public var origin: String?

    /// A database of `sections`, in precedence order.
    ///
    /// - Parameters:
    ///   - sections: the sections, in precedence order.
    ///   - origin: where they were read from, for reports.
    public init(sections: [QuirkSection], origin: String? = nil) { self.sections = sections; self.origin = origin }

    /// No quirks at all: every device gets libinput's defaults.
    public static let empty = QuirksDatabase(sections: [])

    /// Parses `files` (name and content) in the order given. Throws the first file's
    /// `QuirksFileError`.
    ///
    /// - Parameters:
    ///   - files: each file's name and content, in libinput's reading order.
    ///   - origin: where they were read from, for reports.
    /// - Throws: `QuirksFileError` at the first broken line.
    public init(files: [(name: String, text: String)], origin: String? = nil) throws(QuirksFileError) {
        var sections: [QuirkSection] = []
        for file in files { sections += try QuirksFile.parse(file.text, file: file.name) }
        self.init(sections: sections, origin: origin)
    }

    /// The sections that apply to `device`, and those that might but could not be judged.
    ///
    /// - Parameter device: what is known of the device.
    /// - Returns: the applying and the undecided sections.
    public func match(_ device: QuirkDevice) -> QuirkMatch {
        var matched: [QuirkSection] = [], undecided: [QuirkSection] = []
        for section in sections {
            var unknown = false, failed = false
            for rule in section.rules {
                switch rule.matches(device) {
                case .some(true): continue
                case .some(false): failed = true
                case .none: unknown = true
                }
                if failed { break }
            }
            if failed { continue }
            if unknown { undecided.append(section) } else { matched.append(section) }
        }
        return QuirkMatch(sections: matched, undecided: undecided)
    }
}
