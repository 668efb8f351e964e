// swift-tools-version: 6.1
import PackageDescription

// GestureKit's benchmarks (package-benchmark), kept out of the root package so that `swift test`
// never builds the benchmark dependencies. Run from the repository root: `make bench`
// (= `cd Benchmarks && swift package --disable-sandbox benchmark`). Results: docs/performance.md.
let package = Package(
    name: "GestureKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "GestureKit", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "GestureKitBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "GestureKit", package: "GestureKit"),
                .product(name: "GestureOutput", package: "GestureKit"),
                .product(name: "GestureSoak", package: "GestureKit"),
                .product(name: "GestureActions", package: "GestureKit"),
            ],
            path: "Benchmarks/GestureKitBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ]
)
