import Foundation
import GestureActions

/// `gesturekit daemon --import FILE [-o OUT]`: another tool's configuration as gestures.yaml.
enum DaemonImport {
    static func run(path: String, output: String?) throws {
        throw CLIError(message: "\(path): import not written yet")
    }
}
