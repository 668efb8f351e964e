import Foundation
import GestureTestSupport
import GestureTraces
import Testing

/// YAML and JSON from users is held to `StructuredTextLimits` before a parser sees it (Yams
/// composes recursively: a 6 KB file of brackets overflows the stack).
@Suite struct StructuredTextLimitsTests {
    let limits = StructuredTextLimits.configuration

    func refusal(_ text: String, _ limits: StructuredTextLimits = .configuration) -> StructuredTextLimitError? {
        do {
            try limits.check(text)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
        "a: " + String(repeating: "{b: ", count: 5_000) + "1" + String(repeating: "}", count: 5_000),
        "{\"a\":" + String(repeating: "{\"a\":", count: 5_000) + "1" + String(repeating: "}", count: 5_001),
        String(repeating: "- ", count: 5_000) + "x",
    ])
    func flowAndCompactNestingPastTheLimitIsRefusedOnItsLine(_ text: String) throws {
        let error = try #require(refusal(text))
        #expect(error.limit == .depth(StructuredTextLimits.defaultMaximumDepth))
        #expect(error.line == 1)
        #expect(error.description == "line 1: nested more than 64 levels deep (the limit for YAML and JSON input)")
    }

    @Test func blockNestingPastTheLimitIsRefusedAtTheFirstLineTooDeep() throws {
        let text = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        let error = try #require(refusal("# deep\n" + text))
        #expect(error.limit == .depth(64))
        #expect(error.line == 66)  // the comment, then the 65th key
    }

    /// The line's own block level counts too, so one bracket fewer than the limit fits at the top.
    @Test func nestingAtTheLimitIsAcceptedAndOneLevelMoreIsNot() {
        let depth = StructuredTextLimits.defaultMaximumDepth
        func brackets(_ n: Int) -> String { String(repeating: "[", count: n) + String(repeating: "]", count: n) }
        #expect(refusal(brackets(depth - 1)) == nil)
        #expect(refusal(brackets(depth))?.limit == .depth(depth))
        #expect(refusal("a:\n  b: " + brackets(depth - 2)) == nil)
    }

    @Test(arguments: [
        "name: \"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\"",
        "name: '{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{'",
        "name: a[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
        "# [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\nname: x",
        "script: |\n" + (1...100).map { String(repeating: " ", count: $0 + 1) + "{[" }.joined(separator: "\n"),
        "multi: \"a\n  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\"\nnext: 1",
    ])
    func bracketsInsideScalarsAndCommentsAreNotNesting(_ text: String) {
        #expect(refusal(text) == nil)
    }

    @Test func anAnchorOrTagBeforeABracketStillCountsTheBracket() throws {
        let nested = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(try #require(refusal("a: &x " + nested)).limit == .depth(64))
        #expect(try #require(refusal("a: !!seq " + nested)).limit == .depth(64))
    }

    @Test func moreAliasesThanTheLimitAreRefusedOnTheLineOfTheFirstOneTooMany() throws {
        let most = StructuredTextLimits.defaultMaximumAliases
        let text = "base: &b 1\nuses:\n" + String(repeating: "  - *b\n", count: most + 1)
        let error = try #require(refusal(text))
        #expect(error.limit == .aliases(most))
        #expect(error.line == 3 + most)
        #expect(refusal("base: &b 1\nuses:\n" + String(repeating: "  - *b\n", count: most)) == nil)
    }

    @Test func aDocumentLargerThanTheLimitIsRefusedAsAWhole() throws {
        let small = StructuredTextLimits(
            maximumBytes: 10, maximumDepth: 64, maximumAliases: 10, maximumExpandedNodes: 10)
        let error = try #require(refusal("a: 12345678901", small))
        #expect(error.line == 0)
        #expect(error.limit == .bytes(10))
        #expect(error.description == "the document is 14 bytes, more than the 10-byte limit for YAML and JSON input")
    }

    /// Every shipped configuration, scene and `libinput record` fixture is far inside the limits.
    @Test func theShippedFilesAreWithinTheLimits() throws {
        let root = SharedRecordings.packageRoot.appendingPathComponent("Traces")
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        #expect(files.count >= 9)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            #expect(refusal(text, .recording) == nil, "\(file)")
        }
    }
}
