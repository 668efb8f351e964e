import FuzzSupport

/// libFuzzer entry: arbitrary bytes as a `libinput record` file, read by the streaming reader (the
/// path every file takes), then replayed through the pipeline. Where the whole-document parse of
/// the same bytes (the reference) reads the file, the stream must give exactly its items; where
/// the reference rejects it, the stream may stop at another defect first (it reads rows, not the
/// events' YAML structure), so only a crash counts.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let path = FuzzSupport.temporaryFile(bytes, suffix: ".yaml")
    let yaml = String(decoding: bytes, as: UTF8.self)
    let streamed = outcome { try LibinputRecordReader(path: path) }
    let reference = outcome { try LibinputRecordReader(yaml: yaml, name: path) }
    if reference.error == nil && streamed != reference {
        fatalError("streaming and whole-document libinput record readers disagree: \(streamed) vs \(reference)")
    }
    guard var source: any TraceSource = try? LibinputRecordReader(path: path) else { return 0 }
    FuzzSupport.replay(&source)
    return 0
}

/// Items up to `FuzzSupport.itemLimit`, then the error if reading stopped on one.
private func outcome(_ open: () throws -> LibinputRecordReader) -> Outcome {
    var items: [TraceItem] = []
    do {
        let reader = try open()
        while items.count < FuzzSupport.itemLimit, let item = try reader.next() { items.append(item) }
        return Outcome(items: items, error: nil)
    } catch {
        return Outcome(items: [], error: "\(error)")
    }
}

private struct Outcome: Equatable {
    var items: [TraceItem]
    var error: String?
}
