import Foundation

/// How a `DeviceInfo` is spelled in a `.gktrace` file (header `devices[]` and `added` events).
///
/// A separate record keeps the file format stable when the Swift type grows, and lays the evdev
/// description out like `libinput record` does (`id`, `codes`, `absinfo` rows), so a recorded
/// trace carries enough to emulate its device again. Field names: docs/trace-format.md.
struct GktraceDeviceRecord: Codable, Hashable {
    var name: String
    /// `touchscreen`, `touchpad` or `other`; unknown values read as `other` (forward compatible).
    var kind: String
    /// `[width, height]` in millimetres.
    var size_mm: [Double]?
    /// `[x, y]` units per millimetre.
    var resolution: [Double]?
    var slots: Int?
    /// libinput capability names; unknown names are ignored.
    var capabilities: [String]?
    var node: String?
    var udev: [String]?
    var evdev: EvdevRecord?

    /// The raw evdev description, as `libinput record` writes it.
    struct EvdevRecord: Codable, Hashable {
        /// `[bustype, vendor, product, version]`.
        var id: [UInt16]
        /// Event type (decimal string) → supported codes.
        var codes: [String: [UInt16]]
        /// Axis code (decimal string) → `[minimum, maximum, fuzz, flat, resolution]`.
        var absinfo: [String: [Int32]]
        var properties: [UInt16]
    }

    init(_ info: DeviceInfo) {
        name = info.name
        kind = info.kind.rawValue
        size_mm = info.sizeMillimetres.map { [$0.width, $0.height] }
        resolution = info.resolution.map { [$0.dx, $0.dy] }
        slots = info.slotCount
        capabilities = info.capabilities.map(\.rawValue).sorted()
        node = info.node
        udev = info.udevProperties.isEmpty ? nil : info.udevProperties
        evdev = info.evdev.map { e in
            EvdevRecord(
                id: [e.bustype, e.vendor, e.product, e.version],
                codes: Dictionary(uniqueKeysWithValues: e.codes.map { (String($0.key), $0.value) }),
                absinfo: Dictionary(uniqueKeysWithValues: e.absinfo.map {
                        (
                            String($0.key),
                            [$0.value.minimum, $0.value.maximum, $0.value.fuzz, $0.value.flat, $0.value.resolution]
                        )
                }),
                properties: e.properties)
        }
    }

    /// The device this record describes; throws a message naming the bad field.
    func deviceInfo() throws(GktraceRecordError) -> DeviceInfo {
        func pair(_ v: [Double]?, _ field: String) throws(GktraceRecordError) -> (Double, Double)? {
            guard let v else { return nil }
            guard v.count == 2 else {
                throw GktraceRecordError("\"\(field)\" must be [x, y], found \(v.count) numbers")
            }
            return (v[0], v[1])
        }
        var info = DeviceInfo(name: name, kind: DeviceKind(rawValue: kind) ?? .other)
        if let (w, h) = try pair(size_mm, "size_mm") { info.sizeMillimetres = Size(width: w, height: h) }
        if let (x, y) = try pair(resolution, "resolution") { info.resolution = Vector(dx: x, dy: y) }
        info.slotCount = slots ?? 0
        info.capabilities = Set((capabilities ?? []).compactMap(DeviceCapability.init(rawValue:)))
        info.node = node
        info.udevProperties = udev ?? []
        if let e = evdev {
            guard e.id.count == 4 else {
                throw GktraceRecordError("\"evdev.id\" must be [bustype, vendor, product, version]")
            }
            var d = EvdevDescription(bustype: e.id[0], vendor: e.id[1], product: e.id[2], version: e.id[3])
            for (key, codes) in e.codes {
                guard let type = UInt16(key) else {
                    throw GktraceRecordError("\"evdev.codes\" key \"\(key)\" is not an event type number")
                }
                d.codes[type] = codes
            }
            for (key, row) in e.absinfo {
                guard let code = UInt16(key) else {
                    throw GktraceRecordError("\"evdev.absinfo\" key \"\(key)\" is not an axis code")
                }
                guard row.count == 5 else {
                    throw GktraceRecordError("\"evdev.absinfo\" \(key) must be [min, max, fuzz, flat, resolution]")
                }
                d.absinfo[code] = AbsoluteAxis(
                    minimum: row[0], maximum: row[1], fuzz: row[2], flat: row[3], resolution: row[4])
            }
            d.properties = e.properties
            info.evdev = d
        }
        return info
    }

    /// The record as one line of JSON with sorted keys (deterministic bytes).
    static func encode(_ info: DeviceInfo) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail; an empty object is a safe fallback.
        return (try? Array(encoder.encode(GktraceDeviceRecord(info)))) ?? Array("{}".utf8)
    }

    /// Decodes one record from JSON bytes (a view of the line, see `LineReader.withNextLine`;
    /// copied into the `Data` the decoder reads).
    static func decode(_ bytes: some Collection<UInt8>) throws(GktraceRecordError) -> DeviceInfo {
        let record: GktraceDeviceRecord
        do {
            record = try JSONDecoder().decode(GktraceDeviceRecord.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw GktraceRecordError(describing: error)
        } catch {
            throw GktraceRecordError("\(error)")
        }
        return try record.deviceInfo()
    }
}

/// Why a device record or header could not be used: a sentence naming the field.
struct GktraceRecordError: Error {
    var message: String
    init(_ message: String) { self.message = message }

    /// Turns a `DecodingError` into "field: problem" wording.
    init(describing error: DecodingError) {
        func path(_ p: [any CodingKey]) -> String {
            p.isEmpty ? "" : "\"" + p.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
                .replacingOccurrences(of: ".[", with: "[") + "\": "
        }
        switch error {
        case .keyNotFound(let key, let ctx): message = "\(path(ctx.codingPath))missing field \"\(key.stringValue)\""
        case .typeMismatch(let type, let ctx): message = "\(path(ctx.codingPath))expected \(type)"
        case .valueNotFound(let type, let ctx): message = "\(path(ctx.codingPath))expected \(type), found null"
        case .dataCorrupted(let ctx): message = "\(path(ctx.codingPath))\(ctx.debugDescription)"
        @unknown default: message = "\(error)"
        }
    }
}
