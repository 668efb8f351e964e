import Testing
import GestureInput

@Suite struct TimestampTests {
    @Test func differenceOfTimestampsIsASpan() {
        let a = Timestamp.milliseconds(300), b = Timestamp.milliseconds(40)
        #expect(a - b == .milliseconds(260))
        #expect(b + .milliseconds(260) == a)
        #expect(TimeSpan.seconds(0.0015).microseconds == 1500)
    }
}
