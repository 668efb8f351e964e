import Foundation
import GestureTraces

/// A minimal evemu text reader for the harness: device description (`N:`, `I:`, `P:`, `B:`, `A:`)
/// and `E:` rows, enough to replay a shared recording into an emulated device.
///
/// TODO(lead): switch to GestureTraces' `EvemuReader` once it is on main; this stopgap exists only
/// so the live tests do not wait for it.
public struct EvemuFile: Sendable {
    /// The device the recording was made on, with its raw evdev description.
    public var device: DeviceInfo
    /// The event rows in file order (times in microseconds as written).
    public var rows: [EvdevEventRow]

    /// Parses evemu text; `file` names it in errors.
    public init(text: String, file: String = "<memory>") throws {
        var name = "evemu device"
        var description = EvdevDescription()
        var bits: [UInt16: [UInt8]] = [:]
        var propertyBytes: [UInt8] = []
        var rows: [EvdevEventRow] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard line.count >= 2, line.dropFirst().first == ":" else { continue }
            let tag = line.first ?? " "
            let body = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            func fail(_ message: String) -> TraceError { TraceError(file: file, line: lineNumber, column: 1, message: message) }
            switch tag {
            case "N":
                name = body
            case "I":
                let ids = fields.compactMap { UInt16($0, radix: 16) }
                guard ids.count == 4 else { throw fail("expected `I: bus vendor product version` in hex") }
                description.bustype = ids[0]; description.vendor = ids[1]; description.product = ids[2]; description.version = ids[3]
            case "P":
                propertyBytes += fields.compactMap { UInt8($0, radix: 16) }
            case "B":
                guard let type = fields.first.flatMap({ UInt16($0, radix: 16) }) else { throw fail("expected `B: type bytes…`") }
                bits[type, default: []] += fields.dropFirst().compactMap { UInt8($0, radix: 16) }
            case "A":
                let values = fields.dropFirst().compactMap { Int32($0) }
                guard let code = fields.first.flatMap({ UInt16($0, radix: 16) }), values.count >= 4 else {
                    throw fail("expected `A: code min max fuzz flat [resolution]`")
                }
                description.absinfo[code] = AbsoluteAxis(minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                                                         resolution: values.count > 4 ? values[4] : 0)
            case "E":
                guard fields.count >= 4, let type = UInt16(fields[1], radix: 16), let code = UInt16(fields[2], radix: 16),
                      let value = Int32(fields[3]) else { throw fail("expected `E: sec.usec type code value`") }
                let parts = fields[0].split(separator: ".")
                guard parts.count == 2, let seconds = Int64(parts[0]), let micros = Int64(parts[1]) else {
                    throw fail("malformed timestamp `\(fields[0])`")
                }
                rows.append(EvdevEventRow(time: seconds * 1_000_000 + micros, type: type, code: code, value: value))
            default:
                continue
            }
        }
        for (type, bytes) in bits {
            var codes: [UInt16] = []
            for (index, byte) in bytes.enumerated() where byte != 0 {
                for bit in 0..<8 where byte & (1 << bit) != 0 { codes.append(UInt16(index * 8 + bit)) }
            }
            if !codes.isEmpty { description.codes[type] = codes }
        }
        description.codes[EvdevCode.EV_SYN] = nil
        for (index, byte) in propertyBytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { description.properties.append(UInt16(index * 8 + bit)) }
        }
        self.device = EmulatedDevice.deviceInfo(name: name, evdev: description)
        self.rows = rows
    }

    /// Reads and parses the evemu file at `path`.
    public init(contentsOf path: String) throws {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw TraceError(file: path, message: "cannot read: \(error.localizedDescription)")
        }
        try self.init(text: text, file: path)
    }
}
