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
/// - Yams parses the whole document into memory at `init`: acceptable for this format, whose files
///   are recordings of seconds to minutes (the native `.gktrace` is the streaming format). Events
///   are likewise decoded at `init`; `next()` only merges.
/// - Devices get `DeviceID(firstDevice + index)` in file order; every device's `.deviceAdded` comes
///   first (at the earliest event time), then all devices' events merged by time (ties: lower device
///   first; each device's own order is kept, so a clock regression stays visible downstream).
/// - When a device has evdev rows they are the source of its touches, and `libinput` TOUCH_* rows
///   are skipped (they describe the same contacts after libinput's processing); its `libinput`
///   pointer and gesture rows (tap buttons, scrolls, swipes, pinches — what raw rows cannot say) are
///   kept. A device without evdev rows takes touches from its `libinput` rows (millimetres mapped at
///   `pointsPerMillimetre`, or onto `surface` for touchscreens of known size). Legacy `POINTER_AXIS`
///   rows are used only when the file has no `POINTER_SCROLL_*` rows.
/// - An empty file, a document that is not a mapping, or one without devices is an error; devices
///   without events are a valid trace that yields only `.deviceAdded` items.
public final class LibinputRecordReader: TraceSource {
    /// Devices in file order; `DeviceID(firstDevice.rawValue + i)` names `devices[i]`.
    public private(set) var header: TraceHeader

    private let path: String
    private var streams: [[TraceItem]] = []
    private var cursors: [Int] = []
    private var added: [TraceItem] = []
    private var addedIndex = 0

    /// Reads and decodes the recording at `path`. `surface`, `calibration`, `rotation` and
    /// `pointsPerMillimetre` configure coordinate mapping as for `EvemuReader`. Throws `TraceError`
    /// (with line and column where the YAML says) for unreadable, malformed or device-less files.
    public convenience init(path: String, firstDevice: DeviceID = DeviceID(0), surface: Size? = nil,
                            calibration: CalibrationMatrix = .identity, rotation: SurfaceRotation = .none,
                            pointsPerMillimetre: Double = CoordinateMapping.defaultPointsPerMillimetre,
                            deviceSize: Size? = nil) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw TraceError(file: path, message: "cannot read: \(error.localizedDescription)")
        }
        try self.init(yaml: String(decoding: data, as: UTF8.self), name: path, firstDevice: firstDevice, surface: surface,
                      calibration: calibration, rotation: rotation, pointsPerMillimetre: pointsPerMillimetre,
                      deviceSize: deviceSize)
    }

    /// Reads a recording held in memory; `name` is used in errors. `deviceSize` (mm) overrides
    /// every raw device's size (`DeviceInfo.configuring(size:)`).
    public init(yaml: String, name: String = "<memory>", firstDevice: DeviceID = DeviceID(0), surface: Size? = nil,
                calibration: CalibrationMatrix = .identity, rotation: SurfaceRotation = .none,
                pointsPerMillimetre: Double = CoordinateMapping.defaultPointsPerMillimetre,
                deviceSize: Size? = nil) throws {
        path = name
        guard yaml.contains(where: { !$0.isWhitespace }) else {
            throw TraceError(file: name, message: "empty file: expected a libinput record YAML document with 'devices'")
        }
        let root: Node
        do {
            guard let r = try Yams.compose(yaml: yaml) else {
                throw TraceError(file: name, message: "no YAML document: expected a libinput record with 'devices'")
            }
            root = r
        } catch let error as YamlError {
            throw Self.traceError(error, file: name)
        }
        let parser = RecordParser(file: name, pointsPerMillimetre: pointsPerMillimetre)
        guard root.mapping != nil else {
            throw parser.error(root, "expected a mapping with 'version' and 'devices' at the top level")
        }
        guard let devicesNode = root["devices"], let deviceList = devicesNode.sequence, !deviceList.isEmpty else {
            throw parser.error(root["devices"] ?? root, "no devices: a libinput record lists at least one device under 'devices'")
        }
        let usesScrollRows = yaml.contains("POINTER_SCROLL_")
        var infos: [DeviceInfo] = []
        var firstTime: Timestamp?
        for (index, deviceNode) in deviceList.enumerated() {
            let id = DeviceID(firstDevice.rawValue + index)
            var info = try parser.deviceInfo(deviceNode)
            let decoder: MultitouchDecoder?
            do {
                if let deviceSize, info.evdev != nil { info = try info.configuring(size: deviceSize) }
                let mapping = try CoordinateMapping(device: info, surface: surface, calibration: calibration,
                                                    rotation: rotation, pointsPerMillimetre: pointsPerMillimetre)
                decoder = try MultitouchDecoder(device: id, info: info, mapping: mapping)
            } catch let error as CoordinateMappingError where error.argument != "device" {
                throw parser.error(deviceNode, error.description)
            } catch {
                decoder = nil  // no touch axes: raw rows carry nothing GestureKit decodes
            }
            infos.append(info)
            let (decoded, libinputItems) = try parser.events(deviceNode, device: id, info: info, decoder: decoder,
                                                             surface: info.kind == .touchscreen ? surface : nil,
                                                             usesScrollRows: usesScrollRows)
            for stream in [decoded, libinputItems] {
                if let t = stream.lazy.compactMap(Self.time).first { firstTime = min(firstTime ?? t, t) }
            }
            streams.append(decoded)
            streams.append(libinputItems)
        }
        cursors = Array(repeating: 0, count: streams.count)
        for (index, info) in infos.enumerated() {
            added.append(.event(InputEvent(time: firstTime ?? .zero, device: DeviceID(firstDevice.rawValue + index),
                                           kind: .deviceAdded(info))))
        }
        var meta = ["format": "libinput-record", "source": name]
        if let v = root["libinput"]?["version"]?.string { meta["libinput"] = v }
        if let v = root["version"]?.string { meta["recordVersion"] = v }
        header = TraceHeader(devices: infos, surface: infos.contains { $0.kind == .touchscreen } ? surface : nil, meta: meta)
    }

    /// The next item: every `.deviceAdded` first, then events of all devices merged by time.
    public func next() throws -> TraceItem? {
        if addedIndex < added.count {
            defer { addedIndex += 1 }
            return added[addedIndex]
        }
        var best = -1
        var bestTime = Timestamp.zero
        for s in streams.indices where cursors[s] < streams[s].count {
            let t = Self.time(streams[s][cursors[s]]) ?? .zero
            if best < 0 || t < bestTime { best = s; bestTime = t }
        }
        guard best >= 0 else { return nil }
        defer { cursors[best] += 1 }
        return streams[best][cursors[best]]
    }

    private static func time(_ item: TraceItem) -> Timestamp? {
        switch item {
        case .event(let e): return e.time
        case .diagnostic(let d): return d.time
        }
    }

    static func traceError(_ error: YamlError, file: String) -> TraceError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return TraceError(file: file, line: mark.line, column: mark.column, message: "malformed YAML: \(problem)")
        default:
            return TraceError(file: file, message: "malformed YAML: \(error)")
        }
    }
}
