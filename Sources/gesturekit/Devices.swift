import ArgumentParser
import Foundation
import GestureKit
import LiveInput

/// `gesturekit devices`: what input devices are there, what they can do, and whether we may read them.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List input devices (/dev/input/event*): kind, capabilities, size, and whether they are readable.")

    /// Where evdev nodes are without `--directory`.
    static let defaultDirectory = "/dev/input"

    @Option(
        name: .customLong("directory"),
        help: ArgumentHelp("Directory of evdev nodes (default: \(Devices.defaultDirectory)).", valueName: "directory"))
    var directoryOption: String?

    var directory: String { directoryOption ?? Self.defaultDirectory }

    func run() throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasPrefix("event") }
                .sorted { (Int($0.dropFirst(5)) ?? 0) < (Int($1.dropFirst(5)) ?? 0) }
        } catch {
            // A directory the user named must be there; the default one may be missing (a container).
            if directoryOption != nil {
                throw CLIError(message: "\(directory): cannot list it: \(error.localizedDescription)")
            }
            StandardOutput.print("No \(directory) directory: this machine (or container) exposes no input devices.")
            return
        }
        if names.isEmpty { StandardOutput.print("No event nodes in \(directory)."); return }
        var denied: [String] = []
        for name in names {
            let path = "\(directory)/\(name)"
            do {
                let info = try EvdevSource.describe(path: path)
                var facts = [info.kind.rawValue, info.capabilities.map(\.rawValue).sorted().joined(separator: "+")]
                if let size = info.sizeMillimetres { facts.append("\(size) mm") }
                if info.slotCount > 0 { facts.append("\(info.slotCount) slots") }
                if let evdev = info.evdev {
                    if evdev.properties.contains(EvdevCode.INPUT_PROP_BUTTONPAD) { facts.append("clickpad") }
                }
                StandardOutput.print("\(path)\t\"\(info.name)\"\t\(facts.joined(separator: ", "))\treadable")
            } catch LiveInputError.permissionDenied {
                denied.append(path)
                StandardOutput.print("\(path)\t\(Self.sysfsName(name) ?? "?")\tnot readable: permission denied")
            } catch {
                StandardOutput.print("\(path)\t\(Self.sysfsName(name) ?? "?")\tnot usable: \(error)")
            }
        }
        if !denied.isEmpty {
            StandardOutput.print("\n\(denied.count) device(s) could not be opened.\n" + LiveInputError.permissionAdvice)
        }
    }

    /// The device name from sysfs, readable without permission on the node.
    static func sysfsName(_ node: String) -> String? {
        (try? String(contentsOfFile: "/sys/class/input/\(node)/device/name", encoding: .utf8))
            .map { "\"" + $0.trimmingCharacters(in: .whitespacesAndNewlines) + "\"" }
    }
}
