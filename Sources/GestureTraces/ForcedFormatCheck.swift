/// Passes a reader's items through unchanged, and turns a stream that ends without a single event
/// but with skipped lines into an error: a format named explicitly (`--format debug-events` on a
/// `.gktrace`) that matches no line of the file must not replay as an empty, successful trace.
struct ForcedFormatCheck: TraceSource {
    private var base: any TraceSource
    private let path: String
    private let format: TraceFormat
    private var events = 0
    private var skipped = 0

    init(base: any TraceSource, path: String, format: TraceFormat) {
        self.base = base; self.path = path; self.format = format
    }

    var header: TraceHeader { base.header }

    mutating func next() throws -> TraceItem? {
        switch try base.next() {
        case .event(let e)?:
            events += 1
            return .event(e)
        case .diagnostic(let d)?:
            skipped += 1
            return .diagnostic(d)
        case nil:
            if events == 0 && skipped > 0 { throw mismatch() }
            return nil
        }
    }

    private func mismatch() -> TraceError {
        var message = "no line of the file is a \(format.rawValue) line (\(skipped) skipped, no event)"
        if path != "-", let head = try? TraceFormat.readHead(path: path),
            let actual = TraceFormat.detect(content: head),
           actual != format {
            message +=
                "; the content looks like \(actual.rawValue): pass --format \(actual.rawValue) or leave --format out"
        } else {
            message +=
                """
                    ; expected \(format.rawValue) content, or another format with --format \
                    (\(TraceFormat.namesForMessages))
                    """
        }
        return TraceError(file: path, message: message)
    }
}
