// GestureKitTesting: replay recordings and synthetic input through a pipeline you configure, and
// ask the results what tests ask (docs/testing.md, "In Swift"). Re-exports GestureKit, so a test
// target that imports this module sees `Pipeline`, `TraceBuilder`, `GestureEvent` and the rest.
@_exported import GestureKit
