import Foundation
import GestureInput
import GestureKit
import Testing

/// Scene files are read strictly through the configuration path; every bad input
/// is an error at `file:line:column` naming the view, the key and what was expected.
@Suite struct SceneDescriptionTests {
    /// A pager of three pages; page1 is tiled, page2 keeps its zoom off screen.
    let pager = """
    views:
      - name: pager
        frame: [0, 0, 400, 300]
        content: [1200, 300]
        paging: true
        hitOutset: [0, 50, 0, 50]
        children:
          - {name: page0, frame: [0, 0, 400, 300], content: [400, 300], maxZoom: 4}
          - {name: page1, frame: [400, 0, 400, 300], content: [800, 600], maxZoom: 4, tiles: {levels: 3, bias: 2}}
          - name: page2
            frame: [800, 0, 400, 300]
            content: [400, 300]
            resetZoomOffscreen: false
    """

    func parse(_ text: String, file: String = "s.yaml") throws -> SceneDescription {
        try SceneDescription.parse(Data(text.utf8), file: file)
    }

    /// The error a parse prints, or nil when it succeeds.
    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// `pager` with `old` replaced by `new` (one bad value in an otherwise good scene).
    func pager(replacing old: String, with new: String) -> String {
        precondition(pager.contains(old), "the test scene has no \(old)")
        return pager.replacingOccurrences(of: old, with: new)
    }

    @Test func aPagerOfPagesDecodesWithItsDefaults() throws {
        let scene = try parse(pager)
        let pagerView = try #require(scene.views.first)
        #expect(pagerView.frame == Rect(x: 0, y: 0, width: 400, height: 300))
        #expect(pagerView.hitOutset == EdgeInsets(top: 0, left: 50, bottom: 0, right: 50))
        #expect(pagerView.paging && pagerView.bounces && pagerView.indicators && pagerView.autoscroll == nil)
        #expect(pagerView.children.map(\.name) == ["page0", "page1", "page2"])
        #expect(pagerView.children[1].tiles == SceneDescription.Tiles(size: 256, levels: 3, bias: 2))
        #expect(pagerView.children[0].resetZoomOffscreen && !pagerView.children[2].resetZoomOffscreen)
        #expect(scene.allViews().map(\.path) == ["views[0]", "views[0].children[0]", "views[0].children[1]",
                                                 "views[0].children[2]"])
    }

    @Test func jsonGivesTheSameScene() throws {
        let json = """
        {"views": [{"name": "pager", "frame": [0, 0, 400, 300], "content": [1200, 300], "paging": true,
          "hitOutset": [0, 50, 0, 50], "children": [
            {"name": "page0", "frame": [0, 0, 400, 300], "content": [400, 300], "maxZoom": 4},
            {"name": "page1", "frame": [400, 0, 400, 300], "content": [800, 600], "maxZoom": 4,
             "tiles": {"levels": 3, "bias": 2}},
            {"name": "page2", "frame": [800, 0, 400, 300], "content": [400, 300], "resetZoomOffscreen": false}]}]}
        """
        #expect(try parse(json, file: "s.json") == parse(pager))
    }

    @Test func unknownKeyNamesTheViewAndTheClosestKnownKey() {
        #expect(error(pager(replacing: "    hitOutset:", with: "    hitOutest:"))
            == "s.yaml:6:5: unknown key `hitOutest` in view `pager`; did you mean `hitOutset`?")
    }

    @Test func aTileSizeBelowTheMinimumIsAnErrorAtTheView() throws {
        let error = try #require(self.error(pager(replacing: "tiles: {levels: 3, bias: 2}",
                                                  with: "tiles: {size: 8, levels: 3, bias: 2}")))
        #expect(error.contains("view `page1`") && error.contains("tiles.size") && error.contains("8.0 is too small"),
                "\(error)")
    }

    @Test func unknownKeyInsideTilesIsAnError() {
        #expect(error(pager(replacing: "tiles: {levels: 3", with: "tiles: {level: 3"))
            == "s.yaml:9:91: unknown key `level` in `tiles` of view `page1`; did you mean `levels`?")
    }

    @Test func negativeContentSizeIsRejected() {
        #expect(error(pager(replacing: "content: [1200, 300]", with: "content: [-1200, 300]"))
            == """
                s.yaml:4:15: `content[0]` of view `pager`: -1200 must be greater than 0 (a view without area can be \
                neither shown nor touched)
                """)
    }

    @Test func zeroFrameHeightIsRejected() {
        #expect(error(pager(replacing: "frame: [800, 0, 400, 300]", with: "frame: [800, 0, 400, 0]"))
            == """
                s.yaml:11:30: `frame[3]` of view `page2`: 0 must be greater than 0 (a view without area can be \
                neither shown nor touched)
                """)
    }

    @Test func aFrameNeedsFourNumbers() {
        #expect(error(pager(replacing: "frame: [0, 0, 400, 300]\n", with: "frame: [0, 0, 400]\n"))
            == "s.yaml:3:12: `frame` of view `pager`: expected 4 numbers [x, y, w, h], got 3")
    }

    @Test func duplicateNamesAnywhereInTheTreeAreRejected() {
        #expect(error(pager(replacing: "name: page2", with: "name: page0"))
            == """
                s.yaml:10:15: `name` of view `page0`: `page0` is also the name of the view at `views[0].children[0]`; \
                names must be unique in the whole scene
                """)
    }

    @Test func aChildLargerThanItsParentsContentIsRejected() {
        #expect(error(pager(replacing: "frame: [800, 0, 400, 300]", with: "frame: [800, 0, 400, 600]"))
            == """
                s.yaml:11:16: `frame` of view `page2`: [800, 0, 400, 600] is larger than the content of its parent \
                `pager` (1200 × 300); a child's frame must lie within its parent's content
                """)
    }

    @Test func aChildReachingOutsideItsParentsContentIsRejected() {
        #expect(error(pager(replacing: "frame: [800, 0, 400, 300]", with: "frame: [900, 0, 400, 300]"))
            == """
                s.yaml:11:16: `frame` of view `page2`: [900, 0, 400, 300] reaches outside the content of its parent \
                `pager` (1200 × 300 from [0, 0]); a child's frame must lie within its parent's content
                """)
    }

    @Test func minimumZoomAboveMaximumIsRejected() {
        #expect(error(pager(replacing: "maxZoom: 4}\n", with: "minZoom: 5, maxZoom: 4}\n"))
            == "s.yaml:8:78: `minZoom` of view `page0`: 5.0 is greater than `maxZoom` 4.0")
    }

    @Test(arguments: [("levels: 3", "levels: 0", "`tiles.levels` of view `page1`: 0 is out of range (allowed: 1…32)"),
                      ("bias: 2", "bias: -1", "`tiles.bias` of view `page1`: -1 is out of range (allowed: 0…32)"),
        ("levels: 3", "levels: 2.5", "`tiles.levels` of view `page1`: expected a whole number, got `2.5`")
    ])
    func badTileLevelsAreRejected(old: String, new: String, message: String) throws {
        let text = try #require(error(pager(replacing: old, with: new)))
        #expect(text.hasPrefix("s.yaml:9:"))
        #expect(text.hasSuffix(message))
    }

    @Test func autoscrollTrueTakesScrollViewSuitesZoneAndSpeed() throws {
        let scene = try parse(pager(replacing: "maxZoom: 4}\n", with: "maxZoom: 4, autoscroll: true}\n"))
        let page0 = try #require(scene.views.first?.children.first)
        #expect(page0.autoscroll == SceneDescription.Autoscroll(zone: 30, speed: 360))
        #expect(page0.autoscroll?.configuration == .standard)
    }

    @Test func autoscrollTakesAZoneAndASpeedEachWithItsDefault() throws {
        let scene = try parse(pager(replacing: "maxZoom: 4}\n", with: "maxZoom: 4, autoscroll: {zone: 40}}\n"))
        #expect(scene.views.first?.children.first?.autoscroll == SceneDescription.Autoscroll(zone: 40, speed: 360))
        let off = try parse(pager(replacing: "maxZoom: 4}\n", with: "maxZoom: 4, autoscroll: false}\n"))
        #expect(off.views.first?.children.first?.autoscroll == nil)
    }

    @Test func unknownKeyInsideAutoscrollIsAnError() {
        #expect(error(pager(replacing: "maxZoom: 4}\n", with: "maxZoom: 4, autoscroll: {zone: 40, sped: 500}}\n"))
            == "s.yaml:8:104: unknown key `sped` in `autoscroll` of view `page0`; did you mean `speed`?")
    }

    @Test func aZeroAutoscrollZoneIsRejected() {
        #expect(error(pager(replacing: "maxZoom: 4}\n", with: "maxZoom: 4, autoscroll: {zone: 0}}\n"))
            == """
                s.yaml:8:100: `autoscroll.zone` of view `page0`: 0 is out of range (expected above 0 and at most 1e12 \
                pt)
                """)
    }

    @Test func aWordForAutoscrollSaysWhatIsAccepted() {
        #expect(error(pager(replacing: "maxZoom: 4}\n", with: "maxZoom: 4, autoscroll: often}\n"))
                == """
                    s.yaml:8:93: `autoscroll` of view `page0`: expected true, false or a mapping {zone, speed}, got \
                    `often`
                    """
        )
    }

    @Test func aNegativeHitOutsetIsRejected() {
        #expect(error(pager(replacing: "hitOutset: [0, 50, 0, 50]", with: "hitOutset: [0, -50, 0, 50]"))
            == """
                s.yaml:6:20: `hitOutset[1]` of view `pager`: -50 is negative; an outset widens the touchable area \
                beyond the frame (0 for none)
                """)
    }

    @Test func aPageSizeWithoutPagingIsRejected() {
        #expect(
            error(
                pager(replacing: "content: [400, 300], maxZoom: 4}", with: "content: [400, 300], pageSize: [200, 300]}")
            )
            == "s.yaml:8:79: `pageSize` of view `page0`: has no effect without `paging: true`")
    }

    @Test func aMissingNameIsReportedAtTheView() {
        #expect(error(pager(replacing: "- name: page2\n        frame", with: "- frame"))
            == "s.yaml:10:9: missing key `name` in the view at `views[0].children[2]`")
    }

    @Test func aWordForABooleanIsRejected() {
        #expect(error(pager(replacing: "paging: true", with: "paging: yes"))
            == "s.yaml:5:13: `paging` of view `pager`: expected true or false, got `yes`")
    }

    @Test func aSceneWithoutViewsIsRejected() {
        #expect(error("views: []\n") == "s.yaml:1:8: `views`: expected at least one view")
        #expect(error("# nothing\n") == "s.yaml: empty file: expected a mapping with `views`")
    }

    @Test func aViewCannotContainItselfThroughAnAlias() {
        // A value tree cannot hold a cycle; YAML's only way to write one is an alias to an
        // enclosing node, which the YAML reader refuses before any view is built.
        let text = error("""
        views:
          - &loop
            name: a
            frame: [0, 0, 10, 10]
            content: [10, 10]
            children: [*loop]
        """)
        #expect(text == "s.yaml:6:16: not valid YAML or JSON: found undefined alias")
    }

    @Test func aMissingFileSaysSo() {
        do {
            _ = try SceneDescription.load(path: "/nonexistent/scene.yaml")
            Issue.record("a missing file loaded")
        } catch {
            #expect(error.description == "/nonexistent/scene.yaml: no such file")
        }
    }

    @Test func aValueBuiltInCodeIsValidatedByTheSameRules() {
        let child = SceneDescription.View(name: "c", frame: Rect(x: 0, y: 0, width: 500, height: 10),
                                          content: Size(width: 10, height: 10))
        let scene = SceneDescription(views: [
            SceneDescription.View(
                name: "p", frame: Rect(x: 0, y: 0, width: 400, height: 300),
                content: Size(width: 400, height: 300), children: [child])
        ])
        #expect(throws: SceneDescription.Invalid.self) { try scene.validate() }
    }
}
