import Testing
@testable import GestureRecognition
