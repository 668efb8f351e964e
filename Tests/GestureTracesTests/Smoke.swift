import Testing
@testable import GestureTraces
