import Foundation
import GestureActions
import GestureKit

/// `gesturekit daemon --import FILE [-o OUT]`: another tool's configuration as gestures.yaml, on
/// standard output or in OUT; what could not be converted goes to standard error, one line each.
enum DaemonImport {
    static func run(path: String, output: String?) throws {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw CLIError(message: "--import \(path): cannot read it: \(error.localizedDescription)")
        }
        let (format, rules) = ConfigImport.convert(data, file: path)
        let yaml = rules.yaml(origin: "\(format.rawValue) configuration \(path)")
        // What is written is checked as the daemon will read it: a converter bug is an error here.
        do { _ = try DaemonConfiguration.parse(Data(yaml.utf8), file: "(converted \(path))") } catch {
            throw CLIError(message: "--import \(path): the conversion is not a valid gestures.yaml: \(error)")
        }
        for note in rules.skipped {
            FileHandle.standardError.write(Data("not converted: \(note)\n".utf8))
        }
        if let output {
            do { try Data(yaml.utf8).write(to: URL(fileURLWithPath: output)) } catch {
                throw CLIError(message: "-o \(output): cannot write it: \(error.localizedDescription)")
            }
        } else {
            StandardOutput.write(Array(yaml.utf8))
        }
        let count = rules.entries.count
        FileHandle.standardError.write(Data(
            "converted \(count) rule\(count == 1 ? "" : "s") from \(format.rawValue) \(path)\n".utf8))
    }
}
