import GestureTraces
import FuzzSupport

/// libFuzzer entry: arbitrary bytes as `evtest` output, read to the end and replayed through the
/// pipeline (errors are fine; crashes, traps and hangs are not).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let path = FuzzSupport.temporaryFile(UnsafeRawBufferPointer(start: data, count: size), suffix: ".evtest")
    guard var source: any TraceSource = try? EvtestReader(path: path, quirks: .empty) else { return 0 }
    FuzzSupport.replay(&source)
    return 0
}
