// swift-tools-version: 6.1
import PackageDescription

// A package of someone else's: a recognizer of its own and Swift tests of it, against GestureKit's
// public API only (examples/ConsumerTests/README.md). `scripts/test-consumer.sh` builds and tests it.
let package = Package(
    name: "ConsumerTests",
    platforms: [.macOS(.v14)],
    dependencies: [
        // GestureKit's checkout, two folders up. A path dependency's identity is its folder's name
        // unless `name:` says otherwise; `name: "GestureKit"` lets the products below name it so
        // whatever the clone is called.
        .package(name: "GestureKit", path: "../.."),
    ],
    targets: [
        // Recognition only: the recognizer needs GestureRecognition, and GestureInput for time,
        // geometry and touch frames (GestureRecognition does not re-export it).
        .target(
            name: "ThreeFingerGestures",
            dependencies: [
                .product(name: "GestureInput", package: "GestureKit"),
                .product(name: "GestureRecognition", package: "GestureKit"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(
            name: "ThreeFingerGesturesTests",
            dependencies: ["ThreeFingerGestures", .product(name: "GestureKitTesting", package: "GestureKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
