import Foundation
import FuzzSupport
import GestureKit
import GestureKitBridge

/// The scene `serve --scene` would run for `Traces/scenes/photo-pager.yaml`, but with its pages
/// zoomable and a scrolling list beside it, so that a command naming a view (`"view": …`) meets a
/// pager, a zoomable page inside it and a plain scroll view.
private let sceneFile = """
    views:
      - name: pager
        frame: [0, 0, 320, 480]
        content: [960, 480]
        paging: true
        children:
          - {name: page0, frame: [0, 0, 320, 480], content: [320, 480], maxZoom: 4}
          - {name: page1, frame: [320, 0, 320, 480], content: [320, 480], maxZoom: 4}
          - {name: page2, frame: [640, 0, 320, 480], content: [320, 480], maxZoom: 4}
      - {name: list, frame: [320, 0, 320, 480], content: [320, 4000]}
    """

/// The scene description, read once (a bad one is a bug of this file, and then no scene is fuzzed).
private let scene = try? SceneDescription.parse(Data(sceneFile.utf8), file: "fuzz-bridge-command")

/// libFuzzer entry: arbitrary bytes as one client message of `gesturekit serve`. Parsing must
/// answer (a command or a reason), never trap; a controller command is then applied to a
/// controller, and, when it names a view, to that view of a scene, which must validate it (a thrown
/// error) rather than trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafeRawPointer, _ size: Int) -> Int32 {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    guard case .success(let parsed) = BridgeCommand.parse(bytes) else { return 0 }
    guard var controller = try? ScrollZoomController(
        viewportSize: Size(width: 1280, height: 800), contentSize: Size(width: 2560, height: 1600),
        zoomScale: 1, minimumZoomScale: 0.5, maximumZoomScale: 4, time: .zero) else { return 0 }
    try? parsed.command.apply(to: &controller)
    controller.advance(to: Timestamp(microseconds: 5_000_000))
    if let view = parsed.view, var running = try? scene?.makeScene() {
        try? parsed.command.apply(toView: view, in: &running)
        running.advance(to: Timestamp(microseconds: 5_000_000))
        _ = running.takeEvents()
    }
    return 0
}
