import Testing
import GestureInput

@Suite struct TimestampTests {
    @Test func differenceOfTimestampsIsASpan() {
        let a = Timestamp.milliseconds(300), b = Timestamp.milliseconds(40)
        #expect(a - b == .milliseconds(260))
        #expect(b + .milliseconds(260) == a)
        #expect(TimeSpan.seconds(0.0015).microseconds == 1500)
    }

    @Test func timeArithmeticSaturatesAtTheEndsOfInt64() {
        #expect(Timestamp(microseconds: .max) + .milliseconds(300) == Timestamp(microseconds: .max))
        #expect(Timestamp(microseconds: .min) - .milliseconds(300) == Timestamp(microseconds: .min))
        #expect(Timestamp(microseconds: .max) - Timestamp(microseconds: .min) == TimeSpan(microseconds: .max))
        #expect(TimeSpan(microseconds: .max / 2) * 3 == TimeSpan(microseconds: .max))
        #expect(TimeSpan(microseconds: -(.max / 2)) * 3 == TimeSpan(microseconds: .min))
        #expect(Timestamp(microseconds: 100) + .milliseconds(1) == Timestamp(microseconds: 1100))
    }
}
