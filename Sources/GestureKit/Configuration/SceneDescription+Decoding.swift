import GestureInput

/// Decoding from the strict configuration tree: the keys of docs/scroll-zoom.md "Scene files",
/// lists of numbers for frames and sizes; anything else is an error at its key.
extension SceneDescription: Decodable {
    private enum CodingKeys: String, CodingKey { case views }

    /// Decodes `views:` (required).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        views = try c.decode([View].self, forKey: .views)
    }
}

extension SceneDescription.View: Decodable {
    private enum CodingKeys: String, CodingKey {
        case name, frame, content, minZoom, maxZoom, paging, pageSize, hitOutset, bounces, tiles, indicators,
             autoscroll, resetZoomOffscreen, children
    }

    /// Decodes one view; `name`, `frame` and `content` are required.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = SceneDescription.View(name: "", frame: .zero, content: .zero)
        name = try c.decode(String.self, forKey: .name)
        let f = try Self.numbers(c, .frame, 4, "[x, y, w, h]")
        frame = Rect(x: f[0], y: f[1], width: f[2], height: f[3])
        let s = try Self.numbers(c, .content, 2, "[w, h]")
        content = Size(width: s[0], height: s[1])
        minZoom = try c.decodeIfPresent(Double.self, forKey: .minZoom) ?? defaults.minZoom
        maxZoom = try c.decodeIfPresent(Double.self, forKey: .maxZoom) ?? defaults.maxZoom
        paging = try c.decodeIfPresent(Bool.self, forKey: .paging) ?? defaults.paging
        if c.contains(.pageSize), try !c.decodeNil(forKey: .pageSize) {
            let p = try Self.numbers(c, .pageSize, 2, "[w, h]")
            pageSize = Size(width: p[0], height: p[1])
        } else {
            pageSize = nil
        }
        if c.contains(.hitOutset), try !c.decodeNil(forKey: .hitOutset) {
            let o = try Self.numbers(c, .hitOutset, 4, "[top, left, bottom, right]")
            hitOutset = EdgeInsets(top: o[0], left: o[1], bottom: o[2], right: o[3])
        } else {
            hitOutset = defaults.hitOutset
        }
        bounces = try c.decodeIfPresent(Bool.self, forKey: .bounces) ?? defaults.bounces
        tiles = try c.decodeIfPresent(SceneDescription.Tiles.self, forKey: .tiles)
        indicators = try c.decodeIfPresent(Bool.self, forKey: .indicators) ?? defaults.indicators
        autoscroll = try c.decodeIfPresent(SceneDescription.AutoscrollSetting.self, forKey: .autoscroll)?.autoscroll
            ?? defaults.autoscroll
        resetZoomOffscreen =
            try c.decodeIfPresent(Bool.self, forKey: .resetZoomOffscreen) ?? defaults.resetZoomOffscreen
        children = try c.decodeIfPresent([SceneDescription.View].self, forKey: .children) ?? []
    }

    /// A list of exactly `count` numbers at `key`, or an error saying which shape was expected.
    private static func numbers(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, _ count: Int,
                                _ shape: String) throws -> [Double] {
        let values = try c.decode([Double].self, forKey: key)
        guard values.count == count else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: c, debugDescription: "\(count) numbers \(shape), got \(values.count)")
        }
        return values
    }
}

extension SceneDescription.Tiles: Decodable {
    private enum CodingKeys: String, CodingKey { case size, levels, bias }

    /// Decodes `{size, levels, bias}`, each optional with CATiledLayer's default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = SceneDescription.Tiles()
        size = try c.decodeIfPresent(Double.self, forKey: .size) ?? defaults.size
        levels = try c.decodeIfPresent(Int.self, forKey: .levels) ?? defaults.levels
        bias = try c.decodeIfPresent(Int.self, forKey: .bias) ?? defaults.bias
    }
}

extension SceneDescription {
    /// The `autoscroll` key: `true` (ScrollViewSuite's zone and speed), `false`, or `{zone, speed}`
    /// (each optional with its default).
    struct AutoscrollSetting: Decodable {
        var autoscroll: Autoscroll?

        private enum CodingKeys: String, CodingKey { case zone, speed }

        init(from decoder: any Decoder) throws {
            if let on = try? decoder.singleValueContainer().decode(Bool.self) {
                autoscroll = on ? Autoscroll() : nil
                return
            }
            guard let c = try? decoder.container(keyedBy: CodingKeys.self) else {
                let written = (try? decoder.singleValueContainer().decode(String.self)).map { ", got `\($0)`" } ?? ""
                throw DecodingError.dataCorrupted(DecodingError.Context(
                        codingPath: decoder.codingPath,
                        debugDescription: "true, false or a mapping {zone, speed}\(written)"))
            }
            let defaults = Autoscroll()
            autoscroll = Autoscroll(zone: try c.decodeIfPresent(Double.self, forKey: .zone) ?? defaults.zone,
                                    speed: try c.decodeIfPresent(Double.self, forKey: .speed) ?? defaults.speed)
        }
    }
}
