import Testing
@testable import LiveInput
