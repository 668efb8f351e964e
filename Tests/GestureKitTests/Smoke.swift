import Testing
@testable import GestureKit
