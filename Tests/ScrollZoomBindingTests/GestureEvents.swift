import GestureInput
import GestureRecognition

/// A gesture event built by hand (no recognizer involved).
func gesture(_ kind: GestureKind, _ state: GestureState, at time: Timestamp, location: Point,
             touches: Int = 1, taps: Int? = nil, translation: Vector? = nil, velocity: Vector? = nil,
             scale: Double? = nil, direction: SwipeDirection? = nil, recognizer: String? = nil) -> GestureEvent {
    GestureEvent(time: time, recognizer: recognizer ?? kind.rawValue, kind: kind, state: state, location: location,
                 touches: touches, taps: taps, translation: translation, velocity: velocity, scale: scale,
                 direction: direction)
}
