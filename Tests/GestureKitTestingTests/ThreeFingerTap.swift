import GestureKitTesting

/// A recognizer of a kind GestureKit does not have: three fingers land and lift together without
/// moving. Written as a user would, against the public API only (docs/recognizer-api.md).
struct ThreeFingerTap: Recognizer {
    /// Where the attempt is.
    enum State {
        /// No finger down.
        case idle
        /// Fingers down since `start`; `most` is the most that were down at once.
        case pressing(start: Timestamp, most: Int)
        /// Decided (recognized or failed); waits for `.reset`.
        case decided
    }

    /// The custom kind every output spells `threeFingerTap`.
    static let kindName = "threeFingerTap"
    /// Movement that still counts as a tap (points), as the built-in tap's slop.
    var slop = 20.0
    /// Longest press (ms).
    var longestPress: TimeSpan = .milliseconds(400)
    private(set) var state = State.idle

    var kind: GestureKind { .custom(Self.kindName) }
    var behavior: RecognizerBehavior { .discrete }

    mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
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

    private mutating func check(_ frame: TouchFrame, start: Timestamp, most: Int,
                                context: inout RecognizerContext) {
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
                // A code of its own: the outputs spell it `notThreeFingers`.
                context.fail(.custom("notThreeFingers"), value: Double(most), limit: 3)
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
