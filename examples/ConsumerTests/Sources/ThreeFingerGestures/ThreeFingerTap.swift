import GestureInput
import GestureRecognition

/// Three fingers landing and lifting together without moving: a gesture GestureKit has no
/// recognizer for, reported under a kind of its own, `threeFingerTap`.
public struct ThreeFingerTap: Recognizer {
    /// Where the attempt is.
    public enum State: Sendable {
        /// No finger down.
        case idle
        /// Fingers down since `start`; `most` is the most that were down at once.
        case pressing(start: Timestamp, most: Int)
        /// Decided (recognized or failed); waits for `.reset`.
        case decided
    }

    /// The kind of every event it reports; the outputs spell it `threeFingerTap`.
    public static let threeFingerTap = GestureKind.custom("threeFingerTap")
    /// Its own failure code: fewer than three fingers were down.
    public static let notThreeFingers = FailureReason.Code.custom("notThreeFingers")

    /// Movement that still counts as a tap (points).
    public var slop: Double
    /// Longest press.
    public var longestPress: TimeSpan
    /// Where the attempt is.
    public private(set) var state = State.idle

    /// A recognizer.
    ///
    /// - Parameters:
    ///   - slop: movement that still counts as a tap (points); 20 by default.
    ///   - longestPress: the longest press that is a tap; 400 ms by default.
    public init(slop: Double = 20, longestPress: TimeSpan = .milliseconds(400)) {
        self.slop = slop; self.longestPress = longestPress
    }

    public var kind: GestureKind { Self.threeFingerTap }
    public var behavior: RecognizerBehavior { .discrete }

    public mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
        switch (input, state) {
        case (.reset, _), (.cancel, _):
            state = .idle
        case (.frame(let frame), .idle):
            state = .pressing(start: frame.time, most: frame.activeCount)
            check(frame, start: frame.time, most: frame.activeCount, context: &context)
        case (.frame(let frame), .pressing(let start, let most)):
            let most = max(most, frame.activeCount)
            state = .pressing(start: start, most: most)
            check(frame, start: start, most: most, context: &context)
        case (.frame, .decided), (.pointer, _), (.touchpadGesture, _), (.timer, _):
            break
        }
    }

    private mutating func check(_ frame: TouchFrame, start: Timestamp, most: Int, context: inout RecognizerContext) {
        let moved = frame.touches.map { $0.startLocation.distance(to: $0.location) }.max() ?? 0
        if moved > slop {
            state = .decided
            context.fail(.movedBeyondSlop, value: moved, limit: slop)
        } else if most > 3 {
            state = .decided
            context.fail(.tooManyTouches, value: Double(most), limit: 3)
        } else if frame.touches.allSatisfy(\.phase.isFinished) {
            state = .decided
            let pressed = frame.time - start
            if most < 3 {
                context.fail(Self.notThreeFingers, value: Double(most), limit: 3)
            } else if pressed > longestPress {
                context.fail(.pressTooLong, value: pressed.milliseconds, limit: longestPress.milliseconds)
            } else {
                let n = Double(frame.touches.count)
                let centre = Point(x: frame.touches.map(\.location.x).reduce(0, +) / n,
                                   y: frame.touches.map(\.location.y).reduce(0, +) / n)
                context.recognize(GestureSample(location: centre, touches: 3, device: frame.device))
            }
        }
    }
}
