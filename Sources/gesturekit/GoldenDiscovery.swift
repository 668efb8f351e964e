import ArgumentParser
import Foundation
import GestureKit

/// Finds the cases under the paths given to `gesturekit test`. The rules (docs/testing.md):
///
/// - a trace is a file whose last extension `gesturekit replay` recognises (`TraceFormat.detect(extension:)`:
///   .gktrace, .yaml/.yml, .evemu, .evtest, .txt); its expectation is `X.expected.jsonl` for the
///   longest `X` before one of its dots that has one (`tap.libinput-record.yaml` → `tap.expected.jsonl`);
/// - in a folder (searched recursively, hidden entries skipped) a trace without an expectation is
///   not a test (a fixture, a scene file); an expectation without a trace is a failing one;
/// - a file named on the command line is always a test: a trace, an expectation or an `.args` file
///   (standing for the traces beside it).
enum GoldenDiscovery {
    static let expectationSuffix = ".expected.jsonl"
    static let argumentsSuffix = ".args"

    /// The cases under `paths`, sorted by name, each once.
    ///
    /// - Parameter paths: files and folders as the user typed them.
    /// - Returns: the cases, sorted by `GoldenCase.name`.
    /// - Throws: `ValidationError` (a usage error) for a path that does not exist or a file that is
    ///   neither a trace, an expectation nor an `.args` file.
    static func cases(under paths: [String]) throws -> [GoldenCase] {
        var found: [String: GoldenCase] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw ValidationError("\(path): no such file or folder")
            }
            let cases = isFolder.boolValue ? casesInFolder(path) : try casesOfFile(path)
            for c in cases { found[c.name] = c }
        }
        return found.values.sorted { $0.name < $1.name }
    }

    /// `name` is a trace's: its last extension is one a replay recognises, and it is not an expectation.
    static func isTraceName(_ name: String) -> Bool {
        !name.hasSuffix(expectationSuffix) && !name.hasPrefix(".") && TraceFormat.detect(extension: name) != nil
    }

    /// The base `X` of trace file `name`: the longest prefix before one of its dots for which
    /// `hasExpectation(X)`, else (for a new expectation) the name without its extension and
    /// without a format's name before it (`tap.libinput-record.yaml` → `tap`).
    static func base(ofTrace name: String, hasExpectation: (String) -> Bool) -> String {
        let dots = name.indices.filter { name[$0] == "." && $0 != name.startIndex }
        for dot in dots.reversed() where hasExpectation(String(name[..<dot])) {
            return String(name[..<dot])
        }
        guard let last = dots.last else { return name }
        let stem = String(name[..<last])
        for format in TraceFormat.allCases where stem.hasSuffix("." + format.rawValue) {
            return String(stem.dropLast(format.rawValue.count + 1))
        }
        return stem
    }

    /// `folder/name`, without doubling a slash the user typed.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Every trace with an expectation and every expectation in `root` and the folders below it.
    private static func casesInFolder(_ root: String) -> [GoldenCase] {
        var namesByFolder: [String: [String]] = [:]
        if let walker = FileManager.default.enumerator(atPath: root) {
            while let relative = walker.nextObject() as? String {
                let parts = relative.split(separator: "/")
                guard let name = parts.last.map(String.init) else { continue }
                if name.hasPrefix(".") {
                    walker.skipDescendants()
                    continue
                }
                if walker.fileAttributes?[.type] as? FileAttributeType == .typeDirectory { continue }
                namesByFolder[join(root, parts.dropLast().joined(separator: "/")), default: []].append(name)
            }
        }
        return namesByFolder.flatMap { folder, names in cases(in: folder, names: names) }
    }

    /// The cases among the file names `names` of one folder.
    private static func cases(in folder: String, names: [String]) -> [GoldenCase] {
        let expectations = Set(names.filter { $0.hasSuffix(expectationSuffix) }.map {
            String($0.dropLast(expectationSuffix.count))
        })
        var cases: [GoldenCase] = []
        var tested: Set<String> = []
        for name in names where isTraceName(name) {
            let base = base(ofTrace: name, hasExpectation: expectations.contains)
            guard expectations.contains(base) else { continue }
            tested.insert(base)
            cases.append(GoldenCase(folder: folder, base: base, trace: name))
        }
        for base in expectations.subtracting(tested) {
            cases.append(GoldenCase(folder: folder, base: base, trace: nil))
        }
        return cases
    }

    /// The cases a file named on the command line stands for.
    private static func casesOfFile(_ path: String) throws -> [GoldenCase] {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let exists = { (base: String) in
            FileManager.default.fileExists(atPath: join(folder, base + expectationSuffix))
        }
        if isTraceName(name) {
            return [GoldenCase(folder: folder, base: base(ofTrace: name, hasExpectation: exists), trace: name)]
        }
        let base: String
        if name.hasSuffix(expectationSuffix) {
            base = String(name.dropLast(expectationSuffix.count))
        } else if name.hasSuffix(argumentsSuffix) {
            base = String(name.dropLast(argumentsSuffix.count))
        } else {
            throw ValidationError("""
                \(path): not a trace (a name ending in .gktrace, .yaml, .yml, .evemu, .evtest or .txt), \
                an expectation (\(expectationSuffix)) or an \(argumentsSuffix) file
                """)
        }
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        let traces = siblings.filter { isTraceName($0) && self.base(ofTrace: $0, hasExpectation: exists) == base }
        if traces.isEmpty { return [GoldenCase(folder: folder, base: base, trace: nil)] }
        return traces.map { GoldenCase(folder: folder, base: base, trace: $0) }
    }
}
