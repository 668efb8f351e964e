import Benchmark
import GestureActions
import GestureKit

/// What `gesturekit daemon` adds per input event over the pipeline — from a
/// finger's report to the action decided (`GestureReader` + `DaemonEngine`, the rules of
/// `examples/desktop/gestures.yaml`) — and the latency it adds to the report that decides an
/// action. Figures: docs/performance.md, "The daemon".
func daemonBenchmarks() {
    // The pipeline alone (desktop graph, no controller), per event of `DaemonFixtures.session`.
    Benchmark("daemon pipeline alone events", configuration: .init(scalingFactor: .mega, maxIterations: 10)) {
        benchmark in
        let session = DaemonFixtures.session
        let pipeline = try DaemonFixtures.pipeline(devices: session.devices, surface: session.surface)
        var outputs = 0
        benchmark.startMeasurement()
        for e in session.events { try pipeline.process(e) { _ in outputs &+= 1 } }
        pipeline.finish { _ in outputs &+= 1 }
        benchmark.stopMeasurement()
        blackHole(outputs)
    }

    // The same with the daemon after it: every output read into gestures, every gesture decided.
    // The difference with the benchmark above is the daemon's cost per event.
    Benchmark("daemon pipeline + reader + engine events",
              configuration: .init(scalingFactor: .mega, maxIterations: 10)) { benchmark in
        let session = DaemonFixtures.session
        let pipeline = try DaemonFixtures.pipeline(devices: session.devices, surface: session.surface)
        var reader = DaemonFixtures.reader(devices: session.devices, surface: session.surface)
        var engine = DaemonEngine(configuration: DaemonFixtures.rules)
        var actions = 0
        benchmark.startMeasurement()
        for e in session.events {
            try pipeline.process(e) { output in
                for gesture in reader.handle(output) { actions &+= engine.handle(gesture).count }
            }
        }
        pipeline.finish { output in
            for gesture in reader.handle(output) { actions &+= engine.handle(gesture).count }
        }
        benchmark.stopMeasurement()
        precondition(actions > 0, "the session decided nothing")
        blackHole(actions)
    }

    // The latency the daemon adds to the report that decides an action: reading and deciding the
    // pipeline's outputs for the touchpad swipe's deciding report, from the state just before it.
    Benchmark("daemon deciding report", configuration: .init(scalingFactor: .kilo, maxIterations: 100)) { benchmark in
        let deciding = DaemonFixtures.deciding
        var fired = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            var reader = deciding.reader, engine = deciding.engine
            for output in deciding.outputs {
                for gesture in reader.handle(output) {
                    for case .fire in engine.handle(gesture) { fired &+= 1 }
                }
            }
        }
        benchmark.stopMeasurement()
        precondition(fired == benchmark.scaledIterations.count, "the deciding report fired \(fired) times")
        blackHole(fired)
    }
}
