/// One tile of a level's grid: column and row from the content's top-left, 0-based. Ordered row
/// by row (row, then column), the order tile lists are printed in.
public struct TileIndex: Hashable, Comparable, Sendable, Codable {
    /// Column (x), 0-based.
    public var column: Int
    /// Row (y), 0-based.
    public var row: Int

    /// The tile at `column`, `row`.
    ///
    /// - Parameters:
    ///   - column: the column from the left, from 0.
    ///   - row: the row from the top, from 0.
    public init(column: Int, row: Int) { self.column = column; self.row = row }

    public static func < (a: TileIndex, b: TileIndex) -> Bool { (a.row, a.column) < (b.row, b.column) }
}

/// The tiles of one level of detail, sorted (`TileIndex` order).
public struct TileSet: Hashable, Sendable {
    /// The level of detail (0 = the most detailed, as CATiledLayer counts).
    public var level: Int
    /// The tiles, sorted row by row without repeats.
    public private(set) var tiles: [TileIndex]

    /// A set of `tiles` (any order, repeats dropped) at `level`.
    ///
    /// - Parameters:
    ///   - level: the level of detail.
    ///   - tiles: the tiles, in any order; repeats are dropped.
    public init(level: Int, tiles: some Sequence<TileIndex>) {
        self.level = level
        self.tiles = Set(tiles).sorted()
    }

    /// Whether it holds no tile.
    public var isEmpty: Bool { tiles.isEmpty }
}
