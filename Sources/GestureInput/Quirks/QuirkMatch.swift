/// The quirks sections that apply to one device.
public struct QuirkMatch: Hashable, Sendable {
    /// The sections whose every rule matched, in precedence order.
    public var sections: [QuirkSection]
    /// Sections whose known rules all matched but which ask about something the device
    /// description does not carry (DMI modalias, device tree, uniq): libinput would decide them on
    /// the machine the device is attached to. They do not apply.
    public var undecided: [QuirkSection]

    /// A match of `sections`, with `undecided` ones beside them.
    ///
    /// - Parameters:
    ///   - sections: the sections that apply, in precedence order.
    ///   - undecided: the sections that could not be judged.
    public init(sections: [QuirkSection] = [], undecided: [QuirkSection] = []) {
        self.sections = sections; self.undecided = undecided
    }

    /// The value of `key` from the last applying section that sets it, and that section.
    ///
    /// - Parameter key: a property key (`AttrPressureRange`).
    /// - Returns: the value and its section, or nil.
    public func value(of key: String) -> (value: String, section: QuirkSection)? {
        for section in sections.reversed() {
            if let property = section.properties.last(where: { $0.key == key }) { return (property.value, section) }
        }
        return nil
    }
}

extension QuirkMatch {
    /// One line for `info`: the sections that applied (`[Elantech Touchpads] (30-vendor-elantech.quirks)`)
    /// or that none did, and how many more need the machine's DMI or device tree, which a recording
    /// does not carry.
    public var summary: String {
        var text = sections.isEmpty
            ? "quirks: no section matched (libinput's defaults)"
            : "quirks: " + sections.map { "[\($0.name)] (\($0.file))" }.joined(separator: ", ")
        if !undecided.isEmpty {
            let names = undecided.prefix(3).map { "[\($0.name)]" }.joined(separator: ", ")
            text += "; \(undecided.count) more would need the machine's DMI modalias, device tree or uniq, "
                + "not known here (\(names)\(undecided.count > 3 ? ", …" : ""))"
        }
        return text
    }
}
