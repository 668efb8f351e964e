/// Matches MT protocol A contacts frame to frame, giving anonymous contacts stable identities.
///
/// Protocol A devices (`SYN_MT_REPORT`) send every contact in every report, in no particular order
/// and without tracking ids. Like mtdev, we pair each new contact with the previous contact nearest
/// to it so that the pairing minimises the summed squared distance: exhaustively for small counts
/// (up to `exhaustiveLimit` contacts on each side, which covers every two-to-five-finger gesture),
/// greedily by ascending distance beyond that. Ties break towards lower indices, so the result is
/// deterministic. All buffers are allocated once, at `init`.
struct ContactMatcher {
    /// A contact position in device units.
    struct Position: Hashable {
        var x: Int32
        var y: Int32
    }

    /// Largest count on each side searched exhaustively (5! = 120 orderings at most).
    static let exhaustiveLimit = 5

    /// The most contacts on either side.
    let capacity: Int
    private var best: [Int]
    private var current: [Int]
    private var used: [Bool]
    private var bestCost: Int64 = 0
    private var pairs: [(cost: Int64, old: Int, new: Int)]

    /// Creates a matcher for at most `capacity` contacts per frame.
    init(capacity: Int) {
        self.capacity = capacity
        best = Array(repeating: -1, count: capacity)
        current = Array(repeating: -1, count: capacity)
        used = Array(repeating: false, count: capacity)
        pairs = []
        pairs.reserveCapacity(capacity * capacity)
    }

    /// Pairs `new` contacts with `old` ones (nil entries are free slots): on return
    /// `assignment[j]` is the index in `old` for `new[j]`, or −1 when `new[j]` is a new contact.
    /// Each old contact is used at most once; as many contacts as possible are paired.
    mutating func match(old: [Position?], new: [Position], assignment: inout [Int]) {
        assignment.removeAll(keepingCapacity: true)
        for _ in new.indices { assignment.append(-1) }
        var oldCount = 0
        for o in old where o != nil { oldCount += 1 }
        if oldCount == 0 || new.isEmpty { return }
        if oldCount <= Self.exhaustiveLimit && new.count <= Self.exhaustiveLimit && old.count <= capacity {
            exhaustive(old: old, new: new, assignment: &assignment)
        } else {
            greedy(old: old, new: new, assignment: &assignment)
        }
    }

    private static func cost(_ a: Position, _ b: Position) -> Int64 {
        let dx = Int64(a.x) - Int64(b.x), dy = Int64(a.y) - Int64(b.y)
        return dx * dx + dy * dy
    }

    private mutating func exhaustive(old: [Position?], new: [Position], assignment: inout [Int]) {
        var oldCount = 0
        for o in old where o != nil { oldCount += 1 }
        let pairsWanted = min(oldCount, new.count)
        for i in used.indices { used[i] = false }
        bestCost = .max
        for j in new.indices { best[j] = -1; current[j] = -1 }
        search(j: 0, paired: 0, cost: 0, pairsWanted: pairsWanted, old: old, new: new)
        for j in new.indices { assignment[j] = best[j] }
    }

    /// Depth-first over new contacts: each takes a free old contact or stays unpaired, as long as
    /// the remaining contacts can still reach `pairsWanted` pairs.
    private mutating func search(j: Int, paired: Int, cost: Int64, pairsWanted: Int, old: [Position?], new: [Position])
    {
        if cost >= bestCost { return }
        if j == new.count {
            if paired == pairsWanted {
                bestCost = cost
                for k in new.indices { best[k] = current[k] }
            }
            return
        }
        for i in old.indices where !used[i] {
            guard let o = old[i] else { continue }
            used[i] = true; current[j] = i
            search(
                j: j + 1, paired: paired + 1, cost: cost + Self.cost(o, new[j]), pairsWanted: pairsWanted, old: old,
                new: new)
            used[i] = false; current[j] = -1
        }
        // Leave new[j] unpaired only if the rest can still make up the pairs.
        if new.count - j - 1 >= pairsWanted - paired {
            search(j: j + 1, paired: paired, cost: cost, pairsWanted: pairsWanted, old: old, new: new)
        }
    }

    private mutating func greedy(old: [Position?], new: [Position], assignment: inout [Int]) {
        pairs.removeAll(keepingCapacity: true)
        for (i, o) in old.enumerated() {
            guard let o else { continue }
            for (j, n) in new.enumerated() { pairs.append((Self.cost(o, n), i, j)) }
        }
        // Insertion sort: stable, in place, no scratch allocation; n is small.
        if pairs.count > 1 {
            for k in 1..<pairs.count {
                let p = pairs[k]
                var m = k - 1
                while m >= 0 && pairs[m].cost > p.cost { pairs[m + 1] = pairs[m]; m -= 1 }
                pairs[m + 1] = p
            }
        }
        var oldTaken = 0 as UInt64, newTaken = 0 as UInt64
        for p in pairs {
            // Indices beyond 64 cannot be tracked in the masks; the decoder caps contacts far below.
            guard p.old < 64, p.new < 64 else { continue }
            if oldTaken & (1 << p.old) != 0 || newTaken & (1 << p.new) != 0 { continue }
            oldTaken |= 1 << p.old; newTaken |= 1 << p.new
            assignment[p.new] = p.old
        }
    }
}
