import GestureInput
import GestureKitTesting
import Testing
@testable import GestureRecognition

struct SchedulerTests {
    @Test func firesDueTimersInDeadlineThenInsertionOrder() {
        var s = Scheduler<String>()
        s.schedule(at: .ms(30), "c")
        s.schedule(at: .ms(10), "a1")
        s.schedule(at: .ms(20), "b")
        s.schedule(at: .ms(10), "a2")
        var fired: [String] = []
        s.advance(to: .ms(25)) { _, f in fired.append(f.payload) }
        #expect(fired == ["a1", "a2", "b"])
        #expect(s.now == .ms(25))
        #expect(s.nextDeadline == .ms(30))
    }

    @Test func timerDueExactlyAtTheAdvanceTimeFires() {
        var s = Scheduler<Int>()
        s.schedule(at: .ms(300), 1)
        var fired: [Int] = []
        s.advance(to: .ms(300)) { _, f in fired.append(f.payload) }
        #expect(fired == [1])
    }

    @Test func nowIsTheDeadlineWhileFiringAndNeverGoesBackwards() {
        var s = Scheduler<Int>(now: .ms(100))
        s.schedule(at: .ms(50), 1)    // already in the past
        s.schedule(at: .ms(120), 2)
        var seen: [Timestamp] = []
        s.advance(to: .ms(200)) { sched, _ in seen.append(sched.now) }
        #expect(seen == [.ms(100), .ms(120)])
        s.advance(to: .ms(150)) { _, _ in }
        #expect(s.now == .ms(200))
    }

    @Test func cancelledTimersDoNotFire() {
        var s = Scheduler<Int>()
        let a = s.schedule(at: .ms(10), 1)
        s.schedule(at: .ms(20), 2)
        s.cancel(a)
        s.cancel(a)
        #expect(s.pendingCount == 1)
        var fired: [Int] = []
        s.runUntilIdle { _, f in fired.append(f.payload) }
        #expect(fired == [2])
        #expect(s.isIdle)
    }

    @Test func timersScheduledWhileFiringFireInTheSameAdvanceWhenDue() {
        var s = Scheduler<Int>()
        s.schedule(at: .ms(10), 1)
        var fired: [Int] = []
        s.advance(to: .ms(50)) { sched, f in
            fired.append(f.payload)
            if f.payload == 1 { sched.schedule(at: .ms(40), 2); sched.schedule(at: .ms(60), 3) }
        }
        #expect(fired == [1, 2])
        s.runUntilIdle { _, f in fired.append(f.payload) }
        #expect(fired == [1, 2, 3])
        #expect(s.now == .ms(60))
    }

    @Test func runUntilIdleStopsAtTheLimitForASelfReschedulingTimer() {
        var s = Scheduler<Int>()
        s.schedule(at: .ms(1), 0)
        let n = s.runUntilIdle(limit: 5) { sched, f in sched.schedule(at: f.deadline + .milliseconds(1), 0) }
        #expect(n == 5)
        #expect(!s.isIdle)
    }
}
