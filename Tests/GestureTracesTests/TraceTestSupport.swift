import Foundation
import GestureInput
import GestureTestSupport
@testable import GestureTraces

/// Helpers shared by the GestureTraces tests: temporary files, the package root, reading a source.
enum TraceTestSupport {
    /// The package root, found from this file's path (Tests/GestureTracesTests/…).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()  // GestureTracesTests
        url.deleteLastPathComponent()  // Tests
        url.deleteLastPathComponent()  // package root
        return url.path
    }()

    /// The shared recordings directory (`SharedRecordings`: `$GESTUREKIT_SHARED/recordings`, else
    /// `../shared/recordings`).
    static var recordings: String { SharedRecordings.recordings.path }

    /// The committed `Traces/` directory.
    static var traces: String { packageRoot + "/Traces" }

    /// Writes `contents` to a fresh temporary file named `name` and returns its path.
    static func temporaryFile(_ contents: String, name: String = "trace.gktrace") throws -> String {
        try temporaryFile(Array(contents.utf8), name: name)
    }

    /// Writes `bytes` to a fresh temporary file named `name` and returns its path.
    static func temporaryFile(_ bytes: [UInt8], name: String = "trace.gktrace") throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gktests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    /// Every item of a source, in order.
    static func readAll(_ source: any TraceSource) throws -> [TraceItem] {
        var s = source
        var items: [TraceItem] = []
        while let item = try s.next() { items.append(item) }
        return items
    }

    /// Only the events of `items`.
    static func events(_ items: [TraceItem]) -> [InputEvent] {
        items.compactMap { if case .event(let e) = $0 { e } else { nil } }
    }

    /// Only the diagnostics of `items`.
    static func diagnostics(_ items: [TraceItem]) -> [Diagnostic] {
        items.compactMap { if case .diagnostic(let d) = $0 { d } else { nil } }
    }

    /// The header line used by hand-written fixtures: one touchscreen, 1280 × 800.
    static let fixtureHeader =
        #"{"gktrace":1,"devices":[{"name":"Fixture","kind":"touchscreen","slots":10,"capabilities":["touch"]}],"#
        + #""surface":{"width":1280,"height":800},"meta":{}}"#

    /// Reads a `.gktrace` fixture (header + `lines`), returning items; throws the reader's error.
    static func readFixture(_ lines: [String], header: String = fixtureHeader, terminated: Bool = true) throws
        -> [TraceItem]
    {
        let text = ([header] + lines).joined(separator: "\n") + (terminated ? "\n" : "")
        return try readAll(GktraceReader(path: try temporaryFile(text)))
    }

    /// The `TraceError` thrown while reading `lines` after the fixture header, if any.
    static func error(reading lines: [String], header: String = fixtureHeader, terminated: Bool = true) -> TraceError? {
        do {
            _ = try readFixture(lines, header: header, terminated: terminated)
            return nil
        } catch let e as TraceError {
            return e
        } catch {
            return TraceError(file: "?", message: "unexpected error type: \(error)")
        }
    }
}
