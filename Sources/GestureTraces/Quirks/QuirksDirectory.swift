import Foundation

/// Reads libinput's quirks database from disk, where libinput installs it: every `*.quirks` file of
/// the data directory in `versionsort(3)` order, then the administrator's overrides file
/// (`src/quirks.c`, `quirks_init_subsystem`, `parse_files`). The parsing and matching are
/// `QuirksDatabase`'s (GestureInput, which does no I/O); this is the one place that reads the files,
/// and the machine's DMI modalias and device tree for live devices.
public enum QuirksDirectory {
    /// Where Debian's `libinput-bin` installs the data files (libinput's `LIBINPUT_QUIRKS_DIR`).
    public static let defaultDirectory = "/usr/share/libinput"
    /// The administrator's overrides, read after the data files (`LIBINPUT_QUIRKS_OVERRIDE_FILE`).
    public static let defaultOverrides = "/etc/libinput/local-overrides.quirks"
    /// The machine's DMI modalias, as libinput reads it (`init_dmi` in `src/quirks.c`).
    static let dmiModaliasPath = "/sys/class/dmi/id/modalias"
    /// The machine's device-tree compatible string (`init_dt` in `src/quirks.c`).
    static let deviceTreePath = "/sys/firmware/devicetree/base/compatible"
    /// A quirks file larger than this is refused rather than read (the installed files are a few
    /// kB each; this bounds the work a wrong `--quirks-dir` can cause).
    static let fileSizeLimit = 4 << 20

    /// The database in `directory` plus `overrides`. A missing overrides file is no error (libinput
    /// treats it the same). With `required`, a directory without `*.quirks` files is an error;
    /// otherwise it gives an empty database whose `origin` says so.
    ///
    /// - Parameters:
    ///   - directory: the folder of `*.quirks` files.
    ///   - overrides: the local overrides file; nil for none.
    ///   - required: a directory without `*.quirks` files is an error.
    /// - Returns: every section of every file, in the order libinput reads them.
    /// - Throws: `QuirksFileError` for a file that cannot be read or breaks the format.
    public static func load(directory: String = defaultDirectory, overrides: String? = defaultOverrides,
                            required: Bool = false) throws(QuirksFileError) -> QuirksDatabase {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".quirks") }.sorted(by: versionOrder)
        guard !names.isEmpty else {
            if required {
                throw QuirksFileError(file: directory, line: 0,
                                      message: "no *.quirks files: expected libinput's quirks directory")
            }
            return QuirksDatabase(sections: [], origin: "no quirks database at \(directory)")
        }
        var files: [(name: String, text: String)] = []
        for name in names { files.append((name, try read(directory + "/" + name))) }
        if let overrides, FileManager.default.fileExists(atPath: overrides) {
            files.append(((overrides as NSString).lastPathComponent, try read(overrides)))
        }
        do { return try QuirksDatabase(files: files, origin: directory) } catch {
            // Sections name their file as libinput does (its name); errors name the path to open.
            var located = error
            if let overrides, !names.contains(located.file),
               located.file == (overrides as NSString).lastPathComponent {
                located.file = overrides
            } else {
                located.file = directory + "/" + located.file
            }
            throw located
        }
    }

    /// The installed database (`load()`), read once per process.
    public static let installed: Result<QuirksDatabase, QuirksFileError> = Result { () throws(QuirksFileError) in
        try load()
    }

    /// The database a reader uses: `given`, or the installed one. Throws the installed files' error.
    ///
    /// - Parameter given: a database to use; nil for the installed one.
    /// - Returns: the database.
    /// - Throws: `QuirksFileError` when the installed files cannot be read or break the format.
    public static func database(_ given: QuirksDatabase?) throws(QuirksFileError) -> QuirksDatabase {
        if let given { return given }
        return try installed.get()
    }

    /// This machine's DMI modalias and device-tree string, for live devices (nil when absent).
    ///
    /// - Returns: the DMI modalias and the device-tree compatible string; each nil when absent.
    public static func machine() -> (dmiModalias: String?, deviceTree: String?) {
        func firstString(_ path: String) -> String? {
            guard let data = FileManager.default.contents(atPath: path), data.count < 4096 else { return nil }
            let text = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        }
        return (firstString(dmiModaliasPath), firstString(deviceTreePath))
    }

    private static func read(_ path: String) throws(QuirksFileError) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > fileSizeLimit {
            throw QuirksFileError(file: path, line: 0,
                                  message: "\(size) bytes: larger than \(fileSizeLimit), not a quirks file")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw QuirksFileError(file: path, line: 0, message: "cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw QuirksFileError(file: path, line: 0, message: "is not UTF-8 text")
        }
        return text
    }

    /// `versionsort(3)` order for file names: digit runs compare as numbers, the rest bytewise.
    static func versionOrder(_ a: String, _ b: String) -> Bool {
        var x = Array(a.utf8)[...], y = Array(b.utf8)[...]
        func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
        while let c = x.first, let d = y.first {
            if isDigit(c) && isDigit(d) {
                let m = x.prefix(while: isDigit), n = y.prefix(while: isDigit)
                let mm = m.drop { $0 == 48 }, nn = n.drop { $0 == 48 }
                if mm.count != nn.count { return mm.count < nn.count }
                if !mm.elementsEqual(nn) { return mm.lexicographicallyPrecedes(nn) }
                x = x.dropFirst(m.count); y = y.dropFirst(n.count)
            } else {
                if c != d { return c < d }
                x = x.dropFirst(); y = y.dropFirst()
            }
        }
        return x.count < y.count
    }
}
