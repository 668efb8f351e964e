import GestureKit
import GestureOutput
import Testing
@testable import GestureKitBridge

/// Scene lines on the bridge (`serve --scene`, docs/bridge.md "Scenes"): the bytes `replay
/// --output jsonl --scene` prints, subscribed to by their type, filtered by their view, and
/// coalesced per view; `hello` lists the scene's views.
@Suite struct BridgeSceneEncodingTests {
    static let state = ScrollZoomState(time: Timestamp(microseconds: 2000), contentOffset: Point(x: 320, y: 0),
                                       zoomScale: 1, page: 1, isTracking: false, isDragging: true,
                                       isDecelerating: false, isZooming: false, isZoomBouncing: false)

    /// What `replay --output jsonl` prints for `output`.
    static func replayed(_ output: SceneOutput) -> String {
        var encoder = OutputEncoder(format: .jsonl)
        encoder.append(.scene(output))
        return String(decoding: encoder.bytes, as: UTF8.self)
    }

    /// The line `encoder` makes of `output`, which must be one.
    static func encoded(_ output: PipelineOutput, _ encoder: inout BridgeEncoder) throws -> BridgeLine {
        let line = encoder.line(for: output)
        return try #require(line)
    }

    static func text(_ line: BridgeLine) -> String {
        String(decoding: Array(line.bytes.readableBytesView), as: UTF8.self)
    }

    @Test func aSceneScrollLineIsTheLineReplayPrintsSubscribedAsScrollAndNamingItsView() throws {
        let output = SceneOutput.scroll(view: "page1", event: .didScroll(time: Timestamp(microseconds: 2000),
                offset: Point(x: 12.5, y: 0)), state: Self.state)
        var encoder = BridgeEncoder()
        let line = try Self.encoded(.scene(output), &encoder)
        #expect(Self.text(line) == Self.replayed(output))
        #expect(Self.text(line).hasPrefix("{\"t\":2000,\"type\":\"scroll\",\"view\":\"page1\",\"event\":\"didScroll\""))
        #expect(line.type == .scroll)
        #expect(line.view == "page1")
        #expect(line.coalescingKey?.kind == .didScroll)
    }

    @Test func aViewsMilestoneScrollLineNeverCoalesces() throws {
        var encoder = BridgeEncoder()
        let output = SceneOutput.scroll(view: "pager", event: .willBeginDragging(time: .zero), state: Self.state)
        let line = try Self.encoded(.scene(output), &encoder)
        #expect(line.coalescingKey == nil)
        #expect(line.type == .scroll)
    }

    @Test func stateLinesCoalesceWithinOneViewAndNeverAcrossViewsOrWithTheOneController() throws {
        var encoder = BridgeEncoder()
        let pager1 = try Self.encoded(.scene(.state(view: "pager", state: Self.state)), &encoder)
        let page1 = try Self.encoded(.scene(.state(view: "page1", state: Self.state)), &encoder)
        let pager2 = try Self.encoded(.scene(.state(view: "pager", state: Self.state)), &encoder)
        let controller = try Self.encoded(.state(Self.state), &encoder)
        let keys = [pager1, page1, pager2, controller].map { $0.coalescingKey?.rawValue }
        #expect(keys[0] == keys[2])
        #expect(Set(keys.compactMap { $0 }).count == 3)
        #expect(pager1.type == .state && page1.type == .state)
        #expect(Self.text(page1) == Self.replayed(.state(view: "page1", state: Self.state)))
        #expect(Self.text(page1).contains("\"view\":\"page1\""))
        #expect(controller.view == nil)
    }

    // Computed, not a stored global: a global holding these enum payloads keeps their arrays behind
    // spare-bit-tagged pointers that LeakSanitizer cannot follow, and it reports them as leaked.
    static var sceneOnly: [(SceneOutput, BridgeCommand.LineType, String)] { [
        (.visiblePages(view: "pager", time: Timestamp(microseconds: 7), pages: 0...2), .visiblePages, "pager"),
        (.tiles(view: "image", time: .zero, change: .needed(TileSet(level: 1, tiles: [TileIndex(column: 0, row: 1)]))),
         .tilesNeeded, "image"),
        (.tiles(view: "image", time: .zero, change: .purged(TileSet(level: 0, tiles: [TileIndex(column: 2, row: 0)]))),
         .tilesPurged, "image"),
        (.indicator(view: "list", time: .zero,
                    change: ScrollIndicatorChange(axis: .vertical, x: 313, y: 2.5, w: 3, h: 40, alpha: 1)),
         .indicator, "list"),
        (.autoscroll(view: "list", time: Timestamp(microseconds: 9), event: .began(velocity: Vector(dx: 0, dy: 240))),
         .autoscroll, "list"),
        (.autoscroll(view: "list", time: .zero, event: .ended(.lifted)), .autoscroll, "list"),
    ] }

    @Test(arguments: sceneOnly.indices)
    func aSceneOnlyLineIsSubscribedToByItsTypeAndNamesItsView(_ index: Int) throws {
        let (output, type, view) = Self.sceneOnly[index]
        var encoder = BridgeEncoder()
        let line = try Self.encoded(.scene(output), &encoder)
        #expect(line.type == type)
        #expect(line.view == view)
        #expect(line.coalescingKey == nil, "news, never replaced by a later line")
        #expect(Self.text(line) == Self.replayed(output))
    }

    /// One step's lines of every kind, of two views and of none, each encoded by the bridge: what
    /// a subscription chooses from.
    static func mixedLines() throws -> [BridgeLine] {
        var encoder = BridgeEncoder()
        let outputs: [PipelineOutput] = [
            .scene(.visiblePages(view: "pager", time: .zero, pages: 0...1)),               // 0
            .scene(.visiblePages(view: "page1", time: .zero, pages: 0...0)),               // 1
            .scene(.state(view: "pager", state: Self.state)),                              // 2
            .scene(.state(view: "page1", state: Self.state)),                              // 3
            .scene(.scroll(view: "page1", event: .didZoom(time: .zero, scale: 2), state: Self.state)), // 4
            .scene(.indicator(view: "pager", time: .zero,
                              change: ScrollIndicatorChange(axis: .horizontal, x: 1, y: 2, w: 3, h: 4, alpha: 1))), // 5
            .scene(.tiles(view: "page1", time: .zero,
                          change: .needed(TileSet(level: 0, tiles: [TileIndex(column: 0, row: 0)])))), // 6
            .scene(.tiles(view: "pager", time: .zero,
                          change: .purged(TileSet(level: 0, tiles: [TileIndex(column: 1, row: 0)])))), // 7
            .scene(.autoscroll(view: "pager", time: .zero, event: .ended(.lifted))),       // 8
            .state(Self.state),                                                             // 9: no view
        ]
        var lines = try outputs.map { try Self.encoded($0, &encoder) }
        lines.append(encoder.reply(id: 1, at: .zero))                                       // 10: no type
        return lines
    }

    /// The indices of `lines` that `subscription` receives.
    static func received(_ lines: [BridgeLine], _ subscription: BridgeSubscription) -> [Int] {
        lines.indices.filter { subscription.includes(lines[$0]) }
    }

    @Test func aSubscriptionToSomeTypesOfOneViewReceivesExactlyThoseAndTheLinesOfNoViewOrType() throws {
        let lines = try Self.mixedLines()
        #expect(Self.received(lines, BridgeSubscription(types: [.visiblePages, .state], views: ["pager"]))
                == [0, 2, 9, 10])
        #expect(Self.received(lines, BridgeSubscription(types: [.indicator, .autoscroll], views: ["pager"]))
                == [5, 8, 10])
    }

    @Test func aSubscriptionToTypesOfEveryViewTellsTilesNeededFromTilesPurged() throws {
        let lines = try Self.mixedLines()
        #expect(Self.received(lines, BridgeSubscription(types: [.tilesNeeded], views: nil)) == [6, 10])
        #expect(Self.received(lines, BridgeSubscription(types: [.tilesPurged], views: nil)) == [7, 10])
        #expect(Self.received(lines, BridgeSubscription(types: [.scroll], views: nil)) == [4, 10])
    }

    @Test func theDefaultSubscriptionOfOneViewReceivesEveryTypeOfThatView() throws {
        let lines = try Self.mixedLines()
        #expect(Self.received(lines, BridgeSubscription(views: ["page1"])) == [1, 3, 4, 6, 9, 10])
        #expect(Self.received(lines, BridgeSubscription()) == Array(lines.indices))
        #expect(Self.received(lines, BridgeSubscription(types: [], views: [])) == [10])
    }

    @Test func everySceneLineTypeIsReceivedWithoutSubscribingAndExplainIsNot() {
        let defaults = BridgeCommand.LineType.defaults
        #expect(defaults.isSuperset(of: [.visiblePages, .indicator, .tilesNeeded, .tilesPurged, .autoscroll]))
        #expect(!defaults.contains(.explain))
    }

    static let photoPager = SceneDescription(views: [
        .init(name: "pager", frame: Rect(origin: .zero, size: Size(width: 320, height: 480)),
              content: Size(width: 640, height: 480), paging: true,
              children: [
                  .init(name: "page0", frame: Rect(origin: .zero, size: Size(width: 320, height: 480)),
                        content: Size(width: 320, height: 480), maxZoom: 4),
                  .init(name: "page1", frame: Rect(origin: Point(x: 320, y: 0), size: Size(width: 320, height: 480)),
                        content: Size(width: 320, height: 480), maxZoom: 4),
              ]),
    ])

    @Test func helloListsEveryViewInSceneOrderWithItsParentAndGeometryAndNoOneController() throws {
        var encoder = BridgeEncoder()
        let hello = encoder.hello(.init(source: "replay", devices: [], setup: nil, scene: Self.photoPager,
                                        limits: .standard), at: .zero)
        guard case .object(let fields) = try JSONValue.parse(hello.bytes.readableBytesView) else {
            Issue.record("hello is not an object"); return
        }
        #expect(fields["protocol"] == .integer(2))
        #expect(fields["viewport"] == .null && fields["content"] == .null)
        guard case .array(let views)? = fields["views"] else { Issue.record("no views array: \(fields)"); return }
        let names = views.map { v -> String? in
            if case .object(let o) = v, case .string(let n)? = o["name"] { n } else { nil }
        }
        #expect(names == ["pager", "page0", "page1"])
        guard case .object(let page1) = views[2] else { return }
        #expect(page1["parent"] == .string("pager"))
        #expect(page1["frame"] == .array([.integer(320), .integer(0), .integer(320), .integer(480)]))
        #expect(page1["content"] == .array([.integer(320), .integer(480)]))
        #expect(page1["maxZoom"] == .integer(4) && page1["minZoom"] == .integer(1))
        #expect(page1["paging"] == .bool(false))
        #expect(page1["pageSize"] == .array([.integer(320), .integer(480)]), "the frame's size by default")
        guard case .object(let pager) = views[0] else { return }
        #expect(pager["parent"] == .null)
        #expect(pager["paging"] == .bool(true))
    }

    @Test func helloWithoutASceneHasNullViews() throws {
        var encoder = BridgeEncoder()
        let setup = ScrollZoomSetup(viewport: Size(width: 1280, height: 800))
        let hello = encoder.hello(.init(source: "libinput", devices: [], setup: setup, limits: .standard), at: .zero)
        guard case .object(let fields) = try JSONValue.parse(hello.bytes.readableBytesView) else {
            Issue.record("hello is not an object"); return
        }
        #expect(fields["views"] == .null)
        #expect(fields["viewport"] == .array([.integer(1280), .integer(800)]))
    }

    static func configuration(scene: SceneDescription?) -> BridgeConfiguration {
        var pipeline = PipelineConfiguration()
        pipeline.scene = scene
        return BridgeConfiguration(
            source: .replay(path: "t.gktrace", format: nil, surface: nil, speed: 1, loops: false),
                                   pipeline: pipeline)
    }

    @Test func subscribingToAViewTheSceneLacksNamesTheClosestView() throws {
        let configuration = Self.configuration(scene: Self.photoPager)
        #expect(throws: Never.self) { try configuration.checkViews(["page1", "pager"]) }
        do {
            try configuration.checkViews(["page1", "pagee"])
            Issue.record("accepted a view the scene lacks")
        } catch {
            #expect(error.description.contains("unknown view \"pagee\""), "\(error)")
            #expect(error.description.contains("did you mean \"pager\"?"), "\(error)")
        }
    }

    @Test func subscribingToViewsWithoutASceneSaysToStartOne() {
        do {
            try Self.configuration(scene: nil).checkViews(["pager"])
            Issue.record("accepted views without a scene")
        } catch {
            #expect(error.description.contains("--scene FILE"), "\(error)")
        }
    }
}
