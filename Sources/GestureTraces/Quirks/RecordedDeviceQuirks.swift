/// The quirks a raw recording's device gets: the sections of `database` (or the installed one)
/// matching its description, with the recording's DMI modalias when it carries one (`libinput
/// record` writes the machine's under `system: dmi:`; evemu does not, so DMI-only sections stay
/// undecided). The one path every raw reader takes, so they agree.
enum RecordedDeviceQuirks {
    /// `info` with resolution hints applied, and the touchpad attributes for its decoder.
    /// - Throws: `TraceError` naming the quirks file and line when the installed database is broken.
    static func resolve(_ info: DeviceInfo, database: QuirksDatabase?, dmiModalias: String? = nil, path: String)
        throws -> (info: DeviceInfo, quirks: TouchpadQuirks)
    {
        let db: QuirksDatabase
        do { db = try QuirksDirectory.database(database) } catch {
            throw TraceError(file: path, message: "libinput's quirks database: \(error)")
        }
        let quirks = TouchpadQuirks(db.match(QuirkDevice(info, dmiModalias: dmiModalias)))
        return (quirks.applyingHints(to: info), quirks)
    }
}
