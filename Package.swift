// swift-tools-version: 6.1
import PackageDescription

// Module layering follows docs/design.md, "Modules": data flows one way,
// GestureInput ← GestureTraces / GestureRecognition / ScrollZoom ← ScrollZoomBinding ← GestureKit ← gesturekit.
// ScrollZoom does not depend on GestureRecognition: only the binding knows both gestures and the
// scroll view (docs/design.md, "Data flow"), and the compiler keeps it so.
let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "GestureKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "GestureKit", targets: ["GestureKit"]),
        .library(name: "GestureOutput", targets: ["GestureOutput"]),
        .library(name: "GestureSoak", targets: ["GestureSoak"]),
        .library(name: "GestureInput", targets: ["GestureInput"]),
        .library(name: "GestureTraces", targets: ["GestureTraces"]),
        .library(name: "GestureRecognition", targets: ["GestureRecognition"]),
        .library(name: "ScrollZoom", targets: ["ScrollZoom"]),
        .library(name: "ScrollZoomBinding", targets: ["ScrollZoomBinding"]),
        .library(name: "LiveInput", targets: ["LiveInput"]),
        .library(name: "GestureKitBridge", targets: ["GestureKitBridge"]),
        .library(name: "GestureActions", targets: ["GestureActions"]),
        .library(name: "GestureKitTesting", targets: ["GestureKitTesting"]),
        .executable(name: "gesturekit", targets: ["gesturekit"]),
        .executable(name: "gesturekit-probe", targets: ["LiveInputProbe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "GestureInput", swiftSettings: strict),
        .target(
            name: "GestureTraces",
            dependencies: ["GestureInput", .product(name: "Yams", package: "Yams")],
            swiftSettings: strict),
        .target(
            name: "GestureRecognition",
            dependencies: ["GestureInput", .product(name: "HeapModule", package: "swift-collections")],
            swiftSettings: strict),
        .target(
            name: "ScrollZoom",
            dependencies: ["GestureInput"],
            swiftSettings: strict),
        .target(
            name: "ScrollZoomBinding",
            dependencies: ["GestureInput", "GestureRecognition", "ScrollZoom"],
            swiftSettings: strict),
        .systemLibrary(
            name: "CLibinput",
            pkgConfig: "libinput",
            providers: [.apt(["libinput-dev", "libudev-dev"])]),
        .target(
            name: "LiveInput",
            dependencies: ["GestureInput", "GestureTraces", "CLibinput"],
            swiftSettings: strict,
            linkerSettings: [.linkedLibrary("input"), .linkedLibrary("udev")]),
        .executableTarget(
            name: "LiveInputProbe",
            dependencies: ["LiveInput"],
            swiftSettings: strict),
        .target(
            name: "GestureKit",
            dependencies: [
                "GestureInput", "GestureTraces", "GestureRecognition", "ScrollZoom", "ScrollZoomBinding", "LiveInput",
                .product(name: "Yams", package: "Yams"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strict),
        // The text table and JSON Lines of `gesturekit replay`/`listen` and the bridge
        // (docs/output-format.md); a library user who handles outputs as values does not compile it.
        .target(
            name: "GestureOutput",
            dependencies: ["GestureInput", "GestureTraces", "GestureRecognition", "ScrollZoom", "GestureKit"],
            swiftSettings: strict),
        // The SVG pictures of `gesturekit render`, for the CLI, its tests and the examples.
        .target(
            name: "GestureRender",
            dependencies: ["GestureInput", "GestureTraces", "GestureRecognition", "ScrollZoom", "GestureKit"],
            swiftSettings: strict),
        // `gesturekit soak` and `synth` (docs/robustness.md): synthetic input and the invariants every
        // output keeps, shared with the property tests, the fuzz targets and the benchmarks.
        .target(
            name: "GestureSoak",
            dependencies: ["GestureInput", "GestureTraces", "GestureRecognition", "ScrollZoom", "GestureKit"],
            swiftSettings: strict),
        // The kiosk bridge (`gesturekit serve`, docs/bridge.md): transports, client queues, the
        // protocol and the embedded page, on the live loop's event loop (docs/bridge.md).
        .target(
            name: "GestureKitBridge",
            dependencies: [
                "GestureInput", "LiveInput", "GestureKit", "GestureOutput",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "NIOExtras", package: "swift-nio-extras"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "DequeModule", package: "swift-collections"),
            ],
            exclude: ["Web/index.html", "Web/gesturekit.js", "Web/photos"],
            swiftSettings: strict),
        .systemLibrary(
            name: "CSdBus",
            pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]),
        // pidfd_open(2), for the daemon's command runner.
        .systemLibrary(name: "CPidfd"),
        .systemLibrary(
            name: "CLibevdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]),
        // The desktop daemon (`gesturekit daemon`, docs/daemon.md): rules from gestures.yaml matched
        // against the pipeline's public outputs, and the effects at the edge (commands, a uinput
        // keyboard through libevdev, touchegg's D-Bus server through sd-bus).
        .target(
            name: "GestureActions",
            dependencies: [
                "GestureKit", "GestureOutput", "GestureTraces", "CSdBus", "CLibevdev", "CPidfd",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            swiftSettings: strict),
        // For users' test targets (docs/testing.md, "In Swift"): recordings replayed through a
        // pipeline the test configures, results that answer what tests ask, synthetic input.
        .target(
            name: "GestureKitTesting",
            dependencies: ["GestureInput", "GestureRecognition", "GestureKit"],
            swiftSettings: strict),
        .executableTarget(
            name: "gesturekit",
            dependencies: [
                "GestureTraces", "LiveInput", "GestureKit", "GestureOutput", "GestureRender", "GestureSoak",
                "GestureKitBridge", "GestureActions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        // Examples (examples/README.md): documentation that runs, each driven by a trace in Traces/.
        .target(
            name: "ExampleSupport", dependencies: ["GestureKit"], path: "examples/Support",
            swiftSettings: strict),
        .executableTarget(
            name: "photo-viewer-example", dependencies: ["ExampleSupport", "GestureKit"], path: "examples/PhotoViewer",
            swiftSettings: strict),
        .executableTarget(
            name: "paged-gallery-example", dependencies: ["ExampleSupport", "GestureKit"],
            path: "examples/PagedGallery",
            swiftSettings: strict),
        .executableTarget(
            name: "peeking-gallery-example", dependencies: ["ExampleSupport", "GestureKit", "GestureRender"],
            path: "examples/PeekingGallery",
            swiftSettings: strict),
        .executableTarget(
            name: "tiled-image-example", dependencies: ["ExampleSupport", "GestureKit"], path: "examples/TiledImage",
            swiftSettings: strict),
        .target(
            name: "GestureTestSupport",
            dependencies: ["GestureInput", "GestureTraces", "GestureRecognition"],
            path: "Tests/GestureTestSupport",
            swiftSettings: strict),
        .testTarget(
            name: "GestureInputTests",
            dependencies: [
                "GestureInput", "GestureTestSupport", "GestureKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "GestureTracesTests",
            dependencies: ["GestureInput", "GestureTraces", "GestureTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "GestureRecognitionTests",
            dependencies: [
                "GestureInput", "GestureRecognition", "GestureTestSupport", "GestureKitTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        // Controller fixtures and property-test generators shared by the two suites below.
        .target(
            name: "ScrollZoomTestSupport",
            dependencies: [
                "GestureInput", "GestureTraces", "ScrollZoom",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ScrollZoomTestSupport",
            swiftSettings: strict),
        .testTarget(
            name: "ScrollZoomTests",
            dependencies: [
                "GestureInput", "GestureTraces", "ScrollZoom", "ScrollZoomTestSupport", "GestureTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "ScrollZoomBindingTests",
            dependencies: [
                "GestureInput", "GestureRecognition", "ScrollZoom", "ScrollZoomBinding", "ScrollZoomTestSupport",
                "GestureTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "LiveInputTests",
            dependencies: [
                "GestureInput", "GestureTraces", "GestureRecognition", "LiveInput", "GestureKit", "GestureTestSupport",
            ],
            swiftSettings: strict),
        .testTarget(
            name: "GestureKitBridgeTests",
            dependencies: [
                "GestureInput", "ScrollZoom", "GestureKit", "GestureOutput", "GestureKitBridge", "GestureTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "GestureActionsTests",
            dependencies: [
                "CLibevdev", "GestureKit", "GestureActions", "GestureTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),
        // The `gesturekit` command's own rules (`gesturekit test`'s comparison), tested in-process.
        .testTarget(
            name: "GestureKitCommandTests",
            dependencies: ["gesturekit", "GestureKitBridge", "GestureTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "GestureKitTestingTests",
            dependencies: [
                "GestureKitTesting", "GestureOutput", "GestureTestSupport",
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strict),
        .testTarget(
            name: "GestureKitTests",
            dependencies: [
                "GestureInput", "GestureTraces", "GestureKit", "GestureOutput", "GestureRender", "GestureSoak",
                "GestureTestSupport", "GestureKitTesting",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict),
    ]
)
