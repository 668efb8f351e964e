import Foundation

/// `gesturekit daemon --import FILE`: tells touchegg's XML, fusuma's YAML and libinput-gestures'
/// lines apart by their content and converts them.
public enum ConfigImport {
    /// The formats read.
    public enum Format: String, Sendable, CaseIterable {
        case touchegg, fusuma, libinputGestures = "libinput-gestures"
    }

    /// The format of a configuration's text: XML is touchegg's, a line starting `gesture ` is
    /// libinput-gestures', anything else is taken as fusuma's YAML.
    /// - Parameter text: the file's text.
    /// - Returns: the format.
    public static func detect(_ text: String) -> Format {
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        if lines.first?.hasPrefix("<") == true { return .touchegg }
        if lines.contains(where: { $0.hasPrefix("gesture ") || $0.hasPrefix("gesture\t") }) { return .libinputGestures }
        return .fusuma
    }

    /// Converts `data` read from `file`.
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: names it in notes.
    /// - Returns: the format read, the rules and what was skipped.
    public static func convert(_ data: Data, file: String) -> (format: Format, rules: ImportedRules) {
        let text = String(decoding: data, as: UTF8.self)
        let format = detect(text)
        switch format {
        case .touchegg: return (format, ToucheggImport.convert(data, file: file))
        case .libinputGestures: return (format, LibinputGesturesImport.convert(text, file: file))
        case .fusuma: return (format, FusumaImport.convert(text, file: file))
        }
    }
}
