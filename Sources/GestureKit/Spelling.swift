/// Suggestions for misspelt names (configuration keys, recognizer names on the command line):
/// the one place that decides what "close" means, so every "did you mean …?" agrees.
public enum Spelling {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo:
    /// at most a third of the word's letters wrong (at least 1, at most 3), as with git's and
    /// Swift's own "did you mean" (a small absolute cap keeps unrelated short names apart).
    /// Comparison ignores case; ties go to the earlier candidate.
    ///
    /// - Parameters:
    ///   - word: the name as typed.
    ///   - candidates: the names that exist, in the order to prefer on a tie.
    /// - Returns: the suggestion, spelled as in `candidates`, or nil when none is close enough.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = min(max(word.count / 3, 1), 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = editDistance(word.lowercased(), candidate.lowercased())
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance between `a` and `b` (insertions, deletions and substitutions of
    /// characters, each costing 1), with an adjacent swap also costing 1 (`simultanous` is one
    /// deletion from `simultaneous`, `requiresToFial` one swap from `requiresToFail`).
    ///
    /// - Parameters:
    ///   - a: one string, compared character by character (case matters).
    ///   - b: the other.
    /// - Returns: the number of edits turning `a` into `b`; 0 when they are equal.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        // Three rows of the optimal-string-alignment table: two back (for swaps), previous, current.
        var twoBack = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    current[j] = min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[t.count]
    }
}
