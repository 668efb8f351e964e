import Testing
@testable import GestureKitBridge

/// The per-client queue (docs/bridge.md, "Slow clients"): news is kept in order and bounded,
/// latest-value lines replace their waiting predecessor.
@Suite struct ClientQueueTests {
    enum Key { static let state = 0, didScroll = 1 }

    func drain(_ q: inout ClientQueue<String>) -> [String] {
        var out: [String] = []
        while let l = q.pop() { out.append(l) }
        return out
    }

    @Test func newsLinesComeOutInOrder() {
        var q = ClientQueue<String>(limit: 10)
        for l in ["a", "b", "c"] { do { let r = q.push(l); #expect(r == .queued) } }
        #expect(drain(&q) == ["a", "b", "c"])
        #expect(q.isEmpty)
    }

    @Test func aClientThatKeepsUpNeverHasAStateCoalesced() {
        var q = ClientQueue<String>(limit: 10)
        for i in 0..<5 {
            do { let r = q.push("state\(i)", coalescingKey: Key.state); #expect(r == .queued) }
            #expect(q.pop() == "state\(i)")
        }
        #expect(q.coalescedCount == 0)
    }

    @Test func aWaitingStateIsReplacedByTheNewestAtTheNewestPosition() {
        var q = ClientQueue<String>(limit: 10)
        _ = q.push("s1", coalescingKey: Key.state)
        _ = q.push("gesture1")
        do { let r = q.push("s2", coalescingKey: Key.state); #expect(r == .coalesced) }
        _ = q.push("scroll1", coalescingKey: Key.didScroll)
        _ = q.push("gesture2")
        do { let r = q.push("scroll2", coalescingKey: Key.didScroll); #expect(r == .coalesced) }
        #expect(q.count == 4)
        #expect(drain(&q) == ["gesture1", "s2", "gesture2", "scroll2"])
        #expect(q.coalescedCount == 2)
    }

    @Test func newsBeyondTheLimitOverflowsButLatestValueLinesNeverDo() {
        var q = ClientQueue<String>(limit: 3)
        for l in ["a", "b", "c"] { do { let r = q.push(l); #expect(r == .queued) } }
        do { let r = q.push("d"); #expect(r == .overflow) }
        for i in 0..<1000 { do { let r = q.push("s\(i)", coalescingKey: Key.state); #expect(r != .overflow) } }
        #expect(drain(&q) == ["a", "b", "c", "s999"])
    }

    @Test func tombstonesAreCompactedSoMemoryFollowsTheLiveLines() {
        var q = ClientQueue<String>(limit: 10)
        _ = q.push("g")
        for i in 0..<100_000 { _ = q.push("s\(i)", coalescingKey: Key.state) }
        #expect(q.count == 2)
        #expect(q.storedEntries <= 2 * 64 + 4, "tombstones were not compacted: \(q.storedEntries) entries")
        #expect(drain(&q) == ["g", "s99999"])
    }

    @Test func removeAllEmptiesEverything() {
        var q = ClientQueue<String>(limit: 2)
        _ = q.push("a"); _ = q.push("b"); _ = q.push("s", coalescingKey: Key.state)
        q.removeAll()
        #expect(q.isEmpty && q.newsCount == 0)
        do { let r = q.push("c"); #expect(r == .queued) }
        #expect(drain(&q) == ["c"])
    }
}

/// The queue's byte cap: news is bounded by bytes as well as by count.
@Suite struct ClientQueueByteLimitTests {
    @Test func newsBeyondTheByteLimitOverflowsAndPoppingGivesTheBytesBack() {
        var q = ClientQueue<String>(limit: 100, byteLimit: 1000)
        do { let r = q.push("a", bytes: 600); #expect(r == .queued) }
        do { let r = q.push("b", bytes: 400); #expect(r == .queued) }
        do { let r = q.push("c", bytes: 1); #expect(r == .overflow) }
        #expect(q.newsBytes == 1000)
        #expect(q.pop() == "a")
        #expect(q.newsBytes == 400)
        do { let r = q.push("c", bytes: 600); #expect(r == .queued) }
    }

    @Test func latestValueLinesDoNotCountAgainstTheByteLimit() {
        var q = ClientQueue<String>(limit: 100, byteLimit: 10)
        for i in 0..<100 { do { let r = q.push("s\(i)", coalescingKey: 0, bytes: 1000); #expect(r != .overflow) } }
        #expect(q.newsBytes == 0)
        do { let r = q.push("g", bytes: 10); #expect(r == .queued) }
    }

    @Test func removeAllForgetsTheBytes() {
        var q = ClientQueue<String>(limit: 100, byteLimit: 10)
        _ = q.push("a", bytes: 10)
        q.removeAll()
        #expect(q.newsBytes == 0)
        do { let r = q.push("b", bytes: 10); #expect(r == .queued) }
    }
}
