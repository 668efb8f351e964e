import FuzzSupport

/// libFuzzer entry: arbitrary bytes as a .evemu file, read to the end and replayed through the pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let path = FuzzSupport.temporaryFile(UnsafeRawBufferPointer(start: data, count: size), suffix: ".evemu")
    guard var source: any TraceSource = try? EvemuReader(path: path) else { return 0 }
    FuzzSupport.replay(&source)
    return 0
}
