import NIOCore
import Testing
@testable import GestureKitBridge

/// What a client that keeps up is written at a flush: the step's lines it takes, joined, and the
/// same buffer for every client that takes the same set of types.
@Suite struct SharedStepTests {
    typealias LineType = BridgeCommand.LineType

    static func line(_ type: LineType?, view: String? = nil, _ text: String) -> BridgeLine {
        BridgeLine(type: type, view: view, bytes: ByteBuffer(string: text + "\n"))
    }

    static func text(_ write: SharedStep.Write) -> String? {
        guard case .bytes(let bytes) = write else { return nil }
        return String(buffer: bytes)
    }

    static let step = [line(.input, "i1"), line(.gesture, "g1"), line(.state, "s1"), line(nil, "reply")]

    @Test func aClientTakingEveryTypeGetsEveryLineInOrder() {
        var step = SharedStep(lines: Self.step)
        #expect(Self.text(step.write(for: BridgeSubscription())) == "i1\ng1\ns1\nreply\n")
    }

    @Test func aClientTakingSomeTypesGetsThemAndTheLinesOfNoType() {
        var step = SharedStep(lines: Self.step)
        #expect(Self.text(step.write(for: BridgeSubscription(types: [.gesture]))) == "g1\nreply\n")
        #expect(Self.text(step.write(for: BridgeSubscription(types: [.input, .state]))) == "i1\ns1\nreply\n")
    }

    @Test func clientsTakingTheSameTypesShareOneBuffer() {
        var step = SharedStep(lines: Self.step)
        let first = step.write(for: BridgeSubscription(types: [.gesture]))
        let second = step.write(for: BridgeSubscription(types: [.gesture]))
        guard case .bytes(let a) = first, case .bytes(let b) = second else {
            Issue.record("a gesture subscriber took no line: \(first), \(second)")
            return
        }
        let base = { (buffer: ByteBuffer) in buffer.withUnsafeReadableBytes { Int(bitPattern: $0.baseAddress) } }
        #expect(base(a) == base(b), "the step's gesture lines were joined twice")
    }

    @Test func aClientTakingNoneOfTheLinesIsWrittenNothing() {
        var step = SharedStep(lines: [Self.line(.input, "i1")])
        guard case .nothing = step.write(for: BridgeSubscription(types: [.gesture])) else {
            Issue.record("a gesture subscriber was given input lines")
            return
        }
        var empty = SharedStep(lines: [])
        guard case .nothing = empty.write(for: BridgeSubscription()) else {
            Issue.record("a step of no lines wrote something")
            return
        }
    }

    @Test func aClientTakingSomeViewsHasItsLinesChosenOneByOneOnlyWhenALineNamesAView() {
        let some = BridgeSubscription(types: [.scroll], views: ["left"])
        var naming = SharedStep(lines: [Self.line(.scroll, view: "right", "r"), Self.line(.scroll, view: "left", "l")])
        guard case .oneByOne = naming.write(for: some) else {
            Issue.record("a client of some views was given a shared buffer of every view's lines")
            return
        }
        // Without a line naming a view, the views it chose change nothing.
        var plain = SharedStep(lines: [Self.line(.scroll, "s"), Self.line(.gesture, "g")])
        #expect(Self.text(plain.write(for: some)) == "s\n")
        // A client of every view takes the lines naming views by type alone.
        #expect(Self.text(naming.write(for: BridgeSubscription(types: [.scroll]))) == "r\nl\n")
    }
}
