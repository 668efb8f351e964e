import GestureTraces
import FuzzSupport

/// libFuzzer entry: an events-only evemu recording and its description file (`--description`),
/// from one input: the bytes before the first NUL are the description, the rest the events. Both
/// are read to the end and replayed through the pipeline.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let split = bytes.firstIndex(of: 0) ?? size
    let description = FuzzSupport.temporaryFile(UnsafeRawBufferPointer(rebasing: bytes[..<split]), suffix: ".desc")
    let events = FuzzSupport.temporaryFile(
        UnsafeRawBufferPointer(rebasing: bytes[min(split + 1, size)...]), suffix: ".evemu")
    guard var source: any TraceSource = try? EvemuReader(path: events, quirks: .empty, description: description)
    else { return 0 }
    FuzzSupport.replay(&source)
    return 0
}
