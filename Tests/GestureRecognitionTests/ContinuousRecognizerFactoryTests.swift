import GestureInput
import Testing
@testable import GestureRecognition

/// Every kind is built by the factory, and every preset builds a graph.
struct ContinuousRecognizerFactoryTests {
    @Test(arguments: GestureKind.allCases)
    func everyKindIsMadeWithItsDefaults(kind: GestureKind) throws {
        let recognizer = try #require(RecognizerConfiguration.defaults(for: kind)).makeRecognizer()
        #expect(recognizer.kind == kind)
    }

    @Test(arguments: GraphConfiguration.presetNames)
    func everyPresetBuildsAGraph(name: String) throws {
        let configuration = try #require(GraphConfiguration.preset(named: name))
        let graph = try RecognizerGraph(configuration: configuration)
        #expect(graph.names == configuration.recognizers.map(\.name))
    }
}
