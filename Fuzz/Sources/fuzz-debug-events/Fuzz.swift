import FuzzSupport

/// libFuzzer entry: arbitrary bytes as a .debug-events.txt file, read to the end and replayed through the pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let path = FuzzSupport.temporaryFile(UnsafeRawBufferPointer(start: data, count: size), suffix: ".debug-events.txt")
    guard var source: any TraceSource = try? DebugEventsReader(path: path) else { return 0 }
    FuzzSupport.replay(&source)
    return 0
}
