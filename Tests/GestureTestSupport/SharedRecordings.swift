import Foundation

/// Finds the read-only real recordings (`../shared/recordings/` beside the package root) and the
/// package's own `Traces/` folder, for tests that replay files.
public enum SharedRecordings {
    /// The package root: two levels above `Tests/GestureTestSupport/`.
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    /// The shared folder: `$GESTUREKIT_SHARED` when set, else `<package root>/../shared`.
    public static var sharedFolder: URL {
        if let override = ProcessInfo.processInfo.environment["GESTUREKIT_SHARED"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    }

    /// `<shared>/recordings`.
    public static var recordings: URL { sharedFolder.appendingPathComponent("recordings") }

    /// `<shared>/recordings/<folder>`.
    public static func folder(_ name: String) -> URL {
        recordings.appendingPathComponent(name)
    }

    /// The path of `<shared>/recordings/<relative>`.
    public static func path(_ relative: String) -> String {
        folder(relative).path
    }

    /// Names (not paths) of the files in `<shared>/recordings/<folder>` ending in `suffix`, sorted;
    /// empty when the folder is missing.
    public static func fileNames(in folder: String, suffix: String = ".evemu") -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: self.folder(folder).path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// Paths of the files in `<shared>/recordings/<folder>` ending in `suffix`, sorted; empty when
    /// the folder is missing.
    public static func files(in folder: String, suffix: String = ".evemu") -> [String] {
        let url = self.folder(folder)
        return fileNames(in: folder, suffix: suffix).map { url.appendingPathComponent($0).path }
    }

    /// The path of `Traces/<relative>` in the package.
    public static func trace(_ relative: String) -> String {
        packageRoot.appendingPathComponent("Traces").appendingPathComponent(relative).path
    }
}
