import FuzzSupport
import GestureKitBridge

/// libFuzzer entry: arbitrary bytes as one client message of `gesturekit serve`. Parsing must
/// answer (a command or a reason), never trap; a controller command is then applied to a
/// controller, which must validate it (a thrown error) rather than trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard case .success(let parsed) = BridgeCommand.parse(bytes) else { return 0 }
    guard var controller = try? ScrollZoomController(
        viewportSize: Size(width: 1280, height: 800), contentSize: Size(width: 2560, height: 1600),
        zoomScale: 1, minimumZoomScale: 0.5, maximumZoomScale: 4, time: .zero) else { return 0 }
    try? parsed.command.apply(to: &controller)
    controller.advance(to: Timestamp(microseconds: 5_000_000))
    return 0
}
