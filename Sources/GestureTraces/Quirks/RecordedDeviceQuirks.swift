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

    /// `info` configured to `deviceSize` and its decoder for `surface` with `quirks` (nil for a
    /// device without touch axes), as the raw readers set them up.
    /// - Throws: `TraceError` for a size or mapping that cannot apply.
    static func decoder(for info: DeviceInfo, device: DeviceID, surface: Size?, deviceSize: Size?,
                        quirks: TouchpadQuirks, path: String) throws -> (DeviceInfo, MultitouchDecoder?)
    {
        var info = info
        if let deviceSize {
            do { info = try info.configuring(size: deviceSize) } catch {
                throw TraceError(file: path, message: "\(error)")
            }
        }
        do {
            let mapping = try CoordinateMapping(device: info, surface: surface)
            return (info, try MultitouchDecoder(device: device, info: info, mapping: mapping, quirks: quirks))
        } catch let error as CoordinateMappingError where error.argument != "device" {
            throw TraceError(file: path, message: error.description)
        } catch {
            return (info, nil)  // not a touch device: only its deviceAdded is reported
        }
    }
}
