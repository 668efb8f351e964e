import GestureInput
@testable import GestureRecognition
import Testing

/// A graph is built with one rebuild of its tables (`RecognizerGraph.build`), not one per
/// recognizer (one per recognizer makes a config of 500 taps take 17 s before its first event).
/// What a batch builds is exactly what the same steps one by one build.
@Suite struct GraphBuildingTests {
    static func configuration(_ count: Int) -> GraphConfiguration {
        var specs = (0..<count).map {
            RecognizerSpec(name: "tap\($0)", .tap(TapConfiguration(tapsRequired: 1 + $0 % 3)))
        }
        for i in stride(from: 1, to: count, by: 7) { specs[i].requiresToFail = ["tap\(i - 1)"] }
        return GraphConfiguration(recognizers: specs, simultaneous: [["tap0", "tap2", "tap4"]])
    }

    @Test(arguments: [5, 10, 200])
    func aBatchBuildsWhatTheStepsOneByOneBuild(_ count: Int) throws {
        let configuration = Self.configuration(count)
        let batch = try RecognizerGraph(configuration: configuration)
        let stepwise = RecognizerGraph()
        for spec in configuration.recognizers {
            try stepwise.add(spec.configuration.makeRecognizer(region: spec.region), name: spec.name)
        }
        for spec in configuration.recognizers {
            for other in spec.requiresToFail { try stepwise.require(spec.name, toFail: other) }
        }
        for group in configuration.simultaneous { try stepwise.allowSimultaneous(group: group) }
        #expect(batch.names == stepwise.names)
        #expect(batch.core.nodes.map(\.dependencies) == stepwise.core.nodes.map(\.dependencies))
        #expect(batch.core.nodes.map(\.dependents) == stepwise.core.nodes.map(\.dependents))
        #expect(batch.core.simultaneous == stepwise.core.simultaneous)
        #expect(batch.core.deviceRoutes == stepwise.core.deviceRoutes)
        for name in batch.names { #expect(batch.dependencies(of: name) == stepwise.dependencies(of: name)) }
    }

    @Test func aGraphWithoutSimultaneousPairsHasNoMatrix() throws {
        var configuration = Self.configuration(50)
        configuration.simultaneous = []
        let graph = try RecognizerGraph(configuration: configuration)
        #expect(graph.core.simultaneous.isEmpty)
        #expect(!graph.canRecognizeSimultaneously("tap0", "tap2"))
    }

    @Test func aTwoThousandRecognizerGraphFindsEachByName() throws {
        let graph = try RecognizerGraph(configuration: Self.configuration(2_000))
        #expect(graph.names.count == 2_000)
        #expect(graph.state(of: "tap1999") == .possible)
        #expect(graph.dependencies(of: "tap1996") == ["tap1995"])
        #expect(graph.canRecognizeSimultaneously("tap2", "tap4"))
    }

    @Test func anErrorInsideABatchLeavesTheTablesOfWhatWasAdded() throws {
        let graph = RecognizerGraph()
        #expect(throws: RecognizerGraphError.self) {
            try graph.build { g throws(RecognizerGraphError) in
                try g.add(TapRecognizer(configuration: TapConfiguration()), name: "a")
                try g.add(TapRecognizer(configuration: TapConfiguration()), name: "a")
            }
        }
        #expect(graph.names == ["a"])
        #expect(graph.state(of: "a") == .possible)
        // Out of the batch again: each step rebuilds at once.
        try graph.add(TapRecognizer(configuration: TapConfiguration()), name: "b")
        try graph.require("b", toFail: "a")
        #expect(graph.core.nodes[1].dependencies == [0] && graph.core.nodes[0].dependents == [1])
    }
}
