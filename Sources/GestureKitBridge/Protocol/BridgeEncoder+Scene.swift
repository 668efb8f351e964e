import GestureKit
import GestureOutput
import NIOCore

/// A scene of scroll views (`serve --scene`, docs/bridge.md "Scenes"): its lines, each naming its
/// view, and its views in `hello`.
extension BridgeEncoder {
    /// The line for one scene output: the bytes `replay --output jsonl --scene` prints (its own
    /// encoder writes them), with the subscription type and view taken from the output itself.
    /// `scroll` and `state` lines coalesce per view; every other kind is news. The switch is
    /// exhaustive: a scene output the pipeline adds is given its line type here, where the
    /// compiler asks for it.
    mutating func line(for output: SceneOutput) -> BridgeLine? {
        sceneLines.removeAll()
        sceneLines.append(.scene(output))
        guard sceneLines.byteCount > 0 else { return nil }
        let bytes = sceneLines.withBytes { line in
            var buffer = allocator.buffer(capacity: line.count)
            buffer.writeBytes(line.bytes)
            return buffer
        }
        switch output {
        case .scroll(let view, let event, _):
            return BridgeLine(type: .scroll, view: view,
                              coalescingKey: BridgeLine.CoalescingKey(event, view: number(of: view)), bytes: bytes)
        case .state(let view, _):
            return BridgeLine(
                type: .state, view: view, coalescingKey: .init(.state, view: number(of: view)), bytes: bytes)
        case .visiblePages(let view, _, _):
            return BridgeLine(type: .visiblePages, view: view, bytes: bytes)
        case .tiles(let view, _, .needed):
            return BridgeLine(type: .tilesNeeded, view: view, bytes: bytes)
        case .tiles(let view, _, .purged):
            return BridgeLine(type: .tilesPurged, view: view, bytes: bytes)
        case .indicator(let view, _, _):
            return BridgeLine(type: .indicator, view: view, bytes: bytes)
        case .autoscroll(let view, _, _):
            return BridgeLine(type: .autoscroll, view: view, bytes: bytes)
        }
    }

    /// The view's number for its coalescing keys (given in the order views are met).
    private mutating func number(of view: String) -> Int {
        if let n = viewNumbers[view] { return n }
        let n = viewNumbers.count
        viewNumbers[view] = n
        return n
    }

    /// `hello`'s `"views"`: every view of the scene in scene order (depth first), with its parent,
    /// frame, content, zoom limits and paging, as the scene file declares them.
    mutating func appendViews(of scene: SceneDescription) {
        let views = scene.allViews()
        builder.rawField("views") { b in
            b.array(count: views.count) { b, i in
                let (view, parent, _) = views[i]
                b.object { b in
                    b.field("name", view.name)
                    if let parent { b.field("parent", parent.name) } else { b.nullField("parent") }
                    let f = view.frame
                    Self.numbers(&b, "frame", [f.origin.x, f.origin.y, f.size.width, f.size.height])
                    Self.numbers(&b, "content", [view.content.width, view.content.height])
                    b.field("minZoom", view.minZoom)
                    b.field("maxZoom", view.maxZoom)
                    b.field("paging", view.paging)
                    let page = view.pageSize ?? f.size
                    Self.numbers(&b, "pageSize", [page.width, page.height])
                }
            }
        }
    }

    /// `"key":[n, …]` with numbers as output lines write them.
    static func numbers(_ b: inout JSONLineBuilder, _ key: StaticString, _ values: [Double]) {
        b.rawField(key) { b in
            b.array(count: values.count) { b, i in b.appendNumberValue(values[i]) }
        }
    }
}
