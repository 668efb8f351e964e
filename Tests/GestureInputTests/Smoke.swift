import Testing
@testable import GestureInput
