import Foundation
import Yams

/// Reads `libinput record` YAML (libinput-tools): device descriptions and their raw evdev rows,
/// decoded into touch `InputEvent`s through `MultitouchDecoder`, plus the `libinput` rows of a
/// recording made `--with-libinput`.
///
/// Format (libinput 1.22; see LIBINPUT-NOTES.md): `devices[]` each with `node`, `evdev` (`name`,
/// `id` [bus, vendor, product, version], `codes` {type: [code…]}, `absinfo` {code: [min, max, fuzz,
/// flat, resolution]} — the man page's 6-element rows with a leading code are accepted too —
/// `properties` [prop…]), `udev.properties` ["KEY=value"…] and `events[]`, each an item with an
/// `evdev` list of `[sec, usec, type, code, value]` rows and/or a `libinput` list of
/// `{time, type, …}` rows. Unknown keys are ignored.
///
/// Choices:
/// - A file is streamed, in memory bounded whatever its size: one pass over its lines
///   (`LibinputRecordLayout`) keeps everything but the `events:` bodies for Yams and notes where each
///   body is; then each device's evdev rows and `libinput` rows are read from the file as the merge
///   needs them (`RecordEventsCursor`, at byte level for the row shapes libinput writes, through
///   Yams for any other). A document given as a string (and standard input) is parsed whole by
///   Yams, the reference the streaming path is tested against. So is a file whose `events:` bodies
///   hold a line that does not stand on its own (`YAMLLineContext`: a row over several lines, an
///   anchor, alias or tag), which `libinput record` never writes.
/// - Devices get `DeviceID(firstDevice + index)` in file order; every device's `.deviceAdded` comes
///   first (at the earliest event time), then all devices' events merged by time (ties: lower device
///   first; each device's own order is kept, so a clock regression stays visible downstream).
/// - When a device has evdev rows they are the source of its touches, and `libinput` TOUCH_* rows
///   are skipped (they describe the same contacts after libinput's processing); its `libinput`
///   pointer and gesture rows (tap buttons, scrolls, swipes, pinches — what raw rows cannot say) are
///   kept. A device without evdev rows takes touches from its `libinput` rows (millimetres mapped at
///   `pointsPerMillimetre`, or onto `surface` for touchscreens of known size). Legacy `POINTER_AXIS`
///   rows are used only when the file has no `POINTER_SCROLL_*` rows.
/// - An empty file, a document that is not a mapping, one without devices or with a `version`
///   other than `supportedVersions` is an error; devices without events are a valid trace that
///   yields only `.deviceAdded` items. A malformed row is an error when the stream reaches it.
public final class LibinputRecordReader: TraceSource {
    /// Devices in file order; `DeviceID(firstDevice.rawValue + i)` names `devices[i]`.
    public private(set) var header: TraceHeader

    /// The streams and their heads, exclusivity unchecked (`LibinputRecordReader+Unchecked.swift`).
    private let unchecked = UncheckedMerge()

    /// Reads the recording at `path` (`-`: standard input). `surface`, `calibration`, `rotation`
    /// and `pointsPerMillimetre` configure coordinate mapping as for `EvemuReader`. Throws
    /// `TraceError` (with line and column where the YAML says) for unreadable, malformed or
    /// device-less files. `deviceSize` (mm) overrides every raw device's size
    /// (`DeviceInfo.configuring(size:)`, `--device-size`). `quirks` is libinput's quirks database
    /// (nil: the installed one, `QuirksDirectory`); the recording's `system: dmi:` is the DMI
    /// modalias its sections match.
    ///
    /// - Parameters:
    ///   - path: the YAML file (`-` for standard input).
    ///   - firstDevice: the id of the recording's first device; the others follow.
    ///   - surface: the surface a touchscreen's full range maps onto (points); nil converts millimetres.
    ///   - calibration: applied to touchscreen coordinates first, as libinput does.
    ///   - rotation: applied after calibration.
    ///   - pointsPerMillimetre: the density millimetres are converted at.
    ///   - deviceSize: the device's physical size (mm), overriding the reported or assumed one.
    ///   - quirks: libinput's quirks database; nil reads the installed one.
    /// - Throws: `TraceError`, with line and column where the YAML gives them.
    public convenience init(path: String, firstDevice: DeviceID = DeviceID(0), surface: Size? = nil,
                            calibration: CalibrationMatrix = .identity, rotation: SurfaceRotation = .none,
                            pointsPerMillimetre: Double = CoordinateMapping.defaultPointsPerMillimetre,
                            deviceSize: Size? = nil, quirks: QuirksDatabase? = nil) throws {
        let options = Options(firstDevice: firstDevice, surface: surface, calibration: calibration, rotation: rotation,
                              pointsPerMillimetre: pointsPerMillimetre, deviceSize: deviceSize, quirks: quirks)
        if path == "-" {
            // A pipe cannot be read twice: the whole document, parsed by Yams.
            let data = FileHandle.standardInput.readDataToEndOfFile()
            try self.init(yaml: String(decoding: data, as: UTF8.self), name: path, options: options)
        } else {
            let layout = try LibinputRecordLayout(path: path)
            if layout.needsWholeDocument {
                // Rows that do not stand on their own lines: only the whole document says what they are.
                try self.init(
                    yaml: String(decoding: try Self.contents(of: path), as: UTF8.self), name: path, options: options)
            } else {
                try self.init(streaming: path, layout: layout, options: options)
            }
        }
    }

    /// Reads a recording held in memory; `name` is used in errors. `deviceSize` (mm) overrides
    /// every raw device's size (`DeviceInfo.configuring(size:)`); `quirks` as for `init(path:…)`.
    ///
    /// - Parameters:
    ///   - yaml: the recording's text.
    ///   - name: the name errors give it.
    ///   - firstDevice: the id of the recording's first device; the others follow.
    ///   - surface: the surface a touchscreen's full range maps onto (points); nil converts millimetres.
    ///   - calibration: applied to touchscreen coordinates first, as libinput does.
    ///   - rotation: applied after calibration.
    ///   - pointsPerMillimetre: the density millimetres are converted at.
    ///   - deviceSize: the device's physical size (mm), overriding the reported or assumed one.
    ///   - quirks: libinput's quirks database; nil reads the installed one.
    /// - Throws: `TraceError`, with line and column where the YAML gives them.
    public convenience init(
        yaml: String, name: String = "<memory>", firstDevice: DeviceID = DeviceID(0), surface: Size? = nil,
                            calibration: CalibrationMatrix = .identity, rotation: SurfaceRotation = .none,
                            pointsPerMillimetre: Double = CoordinateMapping.defaultPointsPerMillimetre,
                            deviceSize: Size? = nil, quirks: QuirksDatabase? = nil) throws {
        try self.init(
            yaml: yaml, name: name,
            options: Options(
                firstDevice: firstDevice, surface: surface, calibration: calibration,
                rotation: rotation, pointsPerMillimetre: pointsPerMillimetre,
                deviceSize: deviceSize, quirks: quirks))
    }

    /// The coordinate mapping and numbering the initialisers take.
    struct Options {
        var firstDevice: DeviceID
        var surface: Size?
        var calibration: CalibrationMatrix
        var rotation: SurfaceRotation
        var pointsPerMillimetre: Double
        /// The physical size (mm) that overrides every raw device's reported or assumed one.
        var deviceSize: Size?
        /// libinput's quirks database; nil reads the installed one (`QuirksDirectory`).
        var quirks: QuirksDatabase?
    }

    /// A device of the header, ready to decode.
    struct Device {
        var id: DeviceID
        var node: Node
        var info: DeviceInfo
        var decoder: MultitouchDecoder?
        /// The surface its `libinput` touch rows map onto.
        var surface: Size?
    }

    private init(yaml: String, name: String, options: Options) throws {
        guard yaml.contains(where: { !$0.isWhitespace }) else { throw Self.emptyFile(name) }
        let parser = RecordParser(file: name, pointsPerMillimetre: options.pointsPerMillimetre)
        let root = try Self.compose(yaml, parser: parser)
        let devices = try Self.devices(root, parser: parser, options: options)
        var text = yaml
        let usesScrollRows = text.withUTF8 { RecordLine.mentionsScrollRows($0) }
        for device in devices {
            let (decoded, libinputItems) = try parser.events(
                device.node, device: device.id, info: device.info, decoder: device.decoder,
                                                             surface: device.surface, usesScrollRows: usesScrollRows)
            unchecked.merge.streams.append(DecodedItemStream(decoded))
            unchecked.merge.streams.append(DecodedItemStream(libinputItems))
        }
        header = Self.header(root, devices: devices, name: name, surface: options.surface)
        try start(devices)
    }

    private init(streaming path: String, layout: LibinputRecordLayout, options: Options) throws {
        guard layout.hasContent else { throw Self.emptyFile(path) }
        let parser = RecordParser(file: path, pointsPerMillimetre: options.pointsPerMillimetre, lineMap: layout.lineMap)
        let root = try Self.compose(layout.header, parser: parser)
        let devices = try Self.devices(root, parser: parser, options: options)
        for device in devices {
            let keyLine = parser.lineMap.fileLine(device.node["events"]?.mark?.line ?? 0)
            guard let section = layout.sections.first(where: { $0.keyLine == keyLine }) else {
                // No body the streaming reader knows (none, or events in flow style): Yams read it.
                let (decoded, libinputItems) = try parser.events(
                    device.node, device: device.id, info: device.info, decoder: device.decoder,
                    surface: device.surface, usesScrollRows: layout.mentionsScrollRows)
                unchecked.merge.streams.append(DecodedItemStream(decoded))
                unchecked.merge.streams.append(DecodedItemStream(libinputItems))
                continue
            }
            func cursor(_ list: RecordLine.List) throws -> RecordEventsCursor {
                try RecordEventsCursor(path: path, section: section, want: list, parser: parser)
            }
            // A list the body surely lacks gets no stream: reading the body for it would find nothing.
            let hasEvdevRows = try section.hasEvdevRows ?? (cursor(.evdev).next() != nil)
            if hasEvdevRows {
                unchecked.merge.streams.append(
                    EvdevItemStream(
                        cursor: try cursor(.evdev), decoder: device.decoder, device: device.id, name: device.info.name))
            }
            if section.hasLibinputRows != false {
                unchecked.merge.streams.append(
                    LibinputItemStream(
                        cursor: try cursor(.libinput), parser: parser, device: device.id, info: device.info,
                                                  skipTouches: hasEvdevRows, surface: device.surface,
                                                  usesScrollRows: layout.mentionsScrollRows))
            }
        }
        header = Self.header(root, devices: devices, name: path, surface: options.surface)
        try start(devices)
    }

    /// The whole file at `path`, for the documents the layout cannot stream.
    private static func contents(of path: String) throws -> Data {
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw TraceError(file: path, message: "cannot read: \(error.localizedDescription)")
        }
    }

    private static func emptyFile(_ name: String) -> TraceError {
        TraceError(file: name, message: "empty file: expected a libinput record YAML document with 'devices'")
    }

    private static func compose(_ yaml: String, parser: RecordParser) throws -> Node {
        guard let root = try RecordingYAML.compose(yaml, file: parser.file, lineMap: parser.lineMap) else {
            throw TraceError(file: parser.file, message: "no YAML document: expected a libinput record with 'devices'")
        }
        return root
    }

    /// The top level checked (a mapping, a supported version, devices) and each device described.
    private static func devices(_ root: Node, parser: RecordParser, options: Options) throws -> [Device] {
        guard root.mapping != nil else {
            throw parser.error(root, "expected a mapping with 'version' and 'devices' at the top level")
        }
        guard let version = root["version"] else {
            throw parser.error(
                root, "no 'version': a libinput record states its version (this reader supports version "
                    + supportedVersions.map(String.init).joined(separator: ", ") + ")")
        }
        if version.int.map({ !supportedVersions.contains($0) }) ?? true {
            throw parser.error(
                version,
                "unsupported libinput record version \(version.string ?? "?"): this reader supports "
                + "version " + supportedVersions.map(String.init).joined(separator: ", "))
        }
        guard let devicesNode = root["devices"], let deviceList = devicesNode.sequence, !deviceList.isEmpty else {
            throw parser.error(
                root["devices"] ?? root, "no devices: a libinput record lists at least one device under 'devices'")
        }
        var devices: [Device] = []
        for (index, deviceNode) in deviceList.enumerated() {
            let id = DeviceID(options.firstDevice.rawValue + index)
            var info = try parser.deviceInfo(deviceNode)
            let quirks: TouchpadQuirks
            (info, quirks) = try RecordedDeviceQuirks.resolve(
                info, database: options.quirks, dmiModalias: root["system"]?["dmi"]?.string, path: parser.file)
            let decoder: MultitouchDecoder?
            do {
                if let deviceSize = options.deviceSize, info.evdev != nil {
                    info = try info.configuring(size: deviceSize)
                }
                let mapping = try CoordinateMapping(
                    device: info, surface: options.surface, calibration: options.calibration,
                    rotation: options.rotation, pointsPerMillimetre: options.pointsPerMillimetre)
                decoder = try MultitouchDecoder(device: id, info: info, mapping: mapping, quirks: quirks)
            } catch let error as CoordinateMappingError where error.argument != "device" {
                throw parser.error(deviceNode, error.description)
            } catch {
                decoder = nil  // no touch axes: raw rows carry nothing GestureKit decodes
            }
            devices.append(Device(id: id, node: deviceNode, info: info, decoder: decoder,
                                  surface: info.kind == .touchscreen ? options.surface : nil))
        }
        return devices
    }

    private static func header(_ root: Node, devices: [Device], name: String, surface: Size?) -> TraceHeader {
        var meta = ["format": "libinput-record", "source": name]
        if let v = root["libinput"]?["version"]?.string { meta["libinput"] = v }
        if let v = root["version"]?.string { meta["recordVersion"] = v }
        let infos = devices.map(\.info)
        return TraceHeader(
            devices: infos, surface: infos.contains { $0.kind == .touchscreen } ? surface : nil, meta: meta)
    }

    /// Reads the first item of every stream; every device is added at the earliest of their times.
    private func start(_ devices: [Device]) throws {
        unchecked.merge.heads = try unchecked.merge.streams.map { try $0.next() }
        unchecked.merge.headTimes = unchecked.merge.heads.map { $0.map { Self.time($0) ?? .zero } }
        // Every item the decoders and the row parser make has a time.
        let firstTime = unchecked.merge.heads.compactMap { $0.flatMap(Self.time) }.min()
        unchecked.merge.added = devices.map {
            .event(InputEvent(time: firstTime ?? .zero, device: $0.id, kind: .deviceAdded($0.info)))
        }
    }

    /// The `version:` values of `libinput record` this reader understands (libinput 1.10–1.27 all
    /// write 1; libinput-record(1)). Any other version is an error rather than a guess.
    public static let supportedVersions = [1]

    /// The next item: every `.deviceAdded` first, then events of all devices merged by time.
    ///
    /// - Returns: the next event or recovered defect, in time order; nil at the end.
    /// - Throws: `TraceError` naming the file and line for input it cannot recover from.
    public func next() throws -> TraceItem? {
        if unchecked.merge.addedIndex < unchecked.merge.added.count {
            defer { unchecked.merge.addedIndex += 1 }
            return unchecked.merge.added[unchecked.merge.addedIndex]
        }
        var best = -1
        var bestTime = Timestamp.zero
        for s in unchecked.merge.headTimes.indices {
            guard let t = unchecked.merge.headTimes[s] else { continue }
            if best < 0 || t < bestTime { best = s; bestTime = t }
        }
        guard best >= 0 else { return nil }
        // The stream's next item takes the head's place; the head is handed out without a copy.
        var item = try unchecked.merge.streams[best].next()
        unchecked.merge.headTimes[best] = item.map { Self.time($0) ?? .zero }
        swap(&item, &unchecked.merge.heads[best])
        return item
    }

    private static func time(_ item: TraceItem) -> Timestamp? {
        switch item {
        case .event(let e): return e.time
        case .diagnostic(let d): return d.time
        }
    }

    static func traceError(_ error: YamlError, file: String) -> TraceError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return TraceError(file: file, line: mark.line, column: mark.column, message: "malformed YAML: \(problem)")
        default:
            return TraceError(file: file, message: "malformed YAML: \(error)")
        }
    }
}
