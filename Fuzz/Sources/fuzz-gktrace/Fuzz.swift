@_spi(Fuzzing) import GestureTraces
import FuzzSupport

/// libFuzzer entry: arbitrary bytes as a .gktrace file, read to the end and replayed through the
/// pipeline; and every line of them through the reader's fast path, which must build the same
/// event as the general parser or leave the line to it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: size)
    var start = 0
    for end in 0...size where end == size || bytes[end] == UInt8(ascii: "\n") {
        if !GktraceReader.fastPathAgreesWithGeneralParser(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
            fatalError("""
                the .gktrace fast path disagrees with the general parser on line \
                '\(String(decoding: bytes[start..<end], as: UTF8.self))'
                """)
        }
        start = end + 1
    }
    let path = FuzzSupport.temporaryFile(UnsafeRawBufferPointer(start: data, count: size), suffix: ".gktrace")
    guard var source: any TraceSource = try? GktraceReader(path: path) else { return 0 }
    FuzzSupport.replay(&source)
    return 0
}
