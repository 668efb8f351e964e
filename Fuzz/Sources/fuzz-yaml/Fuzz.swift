import FuzzSupport

/// libFuzzer entry: arbitrary bytes as `libinput record` YAML (in memory), replayed through the pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let yaml = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
    guard var source: any TraceSource = try? LibinputRecordReader(yaml: yaml, name: "<fuzz>") else { return 0 }
    FuzzSupport.replay(&source)
    return 0
}
