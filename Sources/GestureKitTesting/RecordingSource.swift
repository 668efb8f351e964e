import GestureKit

/// A `Recording`'s items served as a `TraceSource`, so a replay runs through `TraceReplay.run`
/// exactly as `gesturekit replay` does.
struct RecordingSource: TraceSource {
    let header: TraceHeader
    private let items: [TraceItem]
    private var index = 0

    init(_ recording: Recording) {
        header = recording.header
        items = recording.items
    }

    mutating func next() throws -> TraceItem? {
        guard index < items.count else { return nil }
        defer { index += 1 }
        return items[index]
    }
}
