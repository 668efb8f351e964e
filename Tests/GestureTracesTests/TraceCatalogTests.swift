import Foundation
import GestureInput
import Testing
@testable import GestureTraces

/// The committed `Traces/` files are exactly what the catalog builds (determinism guard).
///
/// To regenerate after a deliberate recipe change (then review every changed expectation):
/// `GESTUREKIT_WRITE_TRACES=1 swift test --filter TraceCatalogTests`.
@Suite(.serialized) struct TraceCatalogTests {
    static var writing: Bool { ProcessInfo.processInfo.environment["GESTUREKIT_WRITE_TRACES"] == "1" }

    @Test func namesAreUniqueAndIncludeTheDemoTrace() {
        let names = TraceCatalog.names
        #expect(Set(names).count == names.count)
        #expect(names.contains("touchscreen/double-tap"))
        for name in names { #expect(name.hasPrefix("touchscreen/") || name.hasPrefix("touchpad/")) }
    }

    @Test(arguments: TraceCatalog.recipes.map(\.name))
    func committedTraceEqualsWhatTheRecipeBuilds(_ name: String) throws {
        let recipe = try #require(TraceCatalog.recipe(named: name))
        let bytes = try recipe.build().gktraceBytes()
        let path = recipe.path(in: TraceTestSupport.traces)
        if Self.writing { try recipe.write(in: TraceTestSupport.traces) }
        let committed = try #require(
            FileManager.default.contents(atPath: path), "missing \(path): regenerate with GESTUREKIT_WRITE_TRACES=1")
        #expect([UInt8](committed) == bytes, "\(path) differs from what the recipe builds now")
    }

    @Test func writeCreatesTheFolderAndTheFile() throws {
        let dir = (try TraceTestSupport.temporaryFile([UInt8]()) as NSString).deletingLastPathComponent + "/Traces"
        let recipe = try #require(TraceCatalog.recipe(named: "touchpad/hold"))
        let path = try recipe.write(in: dir)
        #expect(path == dir + "/touchpad/hold.gktrace")
        #expect(FileManager.default.contents(atPath: path).map { [UInt8]($0) } == (try recipe.build().gktraceBytes()))
    }

    @Test(arguments: TraceCatalog.recipes.map(\.name))
    func recipeTraceReadsBackWithoutDiagnostics(_ name: String) throws {
        let builder = try #require(TraceCatalog.recipe(named: name)).build()
        let path = try TraceTestSupport.temporaryFile(builder.gktraceBytes())
        let reader = try GktraceReader(path: path)
        let items = try TraceTestSupport.readAll(reader)
        #expect(TraceTestSupport.diagnostics(items).isEmpty)
        #expect(TraceTestSupport.events(items) == builder.events)
        #expect(reader.header.meta["recipe"] == name)
        #expect(builder.events.first?.time == .zero)
        #expect(builder.events.dropFirst().first.map { $0.time >= .zero + TraceCatalog.leadIn } == true)
    }
}
