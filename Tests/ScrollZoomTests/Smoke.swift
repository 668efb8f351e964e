import Testing
@testable import ScrollZoom
