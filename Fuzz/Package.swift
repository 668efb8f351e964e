// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for GestureKit (docs/robustness.md). Kept out of the root package so that a
// plain `swift build`/`swift test` never compiles them. Build (what scripts/fuzz.sh does):
//   swift build --package-path Fuzz -c release --sanitize fuzzer --sanitize address
// Each executable defines `LLVMFuzzerTestOneInput`; libFuzzer supplies `main`.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6), .enableUpcomingFeature("ExistentialAny")]
let harnesses = [
    "fuzz-gktrace", "fuzz-yaml", "fuzz-evemu", "fuzz-debug-events", "fuzz-decoder", "fuzz-pipeline", "fuzz-config",
    "fuzz-evtest", "fuzz-evemu-description",
]

let package = Package(
    name: "GestureKitFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "GestureKit", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [.product(name: "GestureKit", package: "GestureKit"),
                           .product(name: "GestureSoak", package: "GestureKit")],
            swiftSettings: strict),
        // Client messages of `gesturekit serve` (docs/bridge.md): parsed, and applied to a controller and
        // (naming a view) to a scene.
        .executableTarget(
            name: "fuzz-bridge-command",
            dependencies: ["FuzzSupport", .product(name: "GestureKit", package: "GestureKit"),
                           .product(name: "GestureKitBridge", package: "GestureKit")],
            swiftSettings: strict + [.unsafeFlags(["-parse-as-library"])]),
    ] + harnesses.map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport"],
                          swiftSettings: strict + [.unsafeFlags(["-parse-as-library"])])
    }
)
