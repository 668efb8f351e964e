import GestureInput

/// The measured fields of a `GestureEvent`, read and written through its `sample` (each one is
/// documented on `GestureSample`): `event.location` is `event.sample.location`, so code written
/// before the event held a sample still compiles. Inlinable: the output encoders read them per event.
extension GestureEvent {
    /// `sample.location`.
    @inlinable public var location: Point { get { sample.location } set { sample.location = newValue } }
    /// `sample.touches`.
    @inlinable public var touches: Int { get { sample.touches } set { sample.touches = newValue } }
    /// `sample.device`.
    @inlinable public var device: DeviceID? { get { sample.device } set { sample.device = newValue } }
    /// `sample.taps`.
    @inlinable public var taps: Int? { get { sample.taps } set { sample.taps = newValue } }
    /// `sample.translation`.
    @inlinable public var translation: Vector? { get { sample.translation } set { sample.translation = newValue } }
    /// `sample.velocity`.
    @inlinable public var velocity: Vector? { get { sample.velocity } set { sample.velocity = newValue } }
    /// `sample.scale`.
    @inlinable public var scale: Double? { get { sample.scale } set { sample.scale = newValue } }
    /// `sample.scaleVelocity`.
    @inlinable public var scaleVelocity: Double? {
        get { sample.scaleVelocity }
        set { sample.scaleVelocity = newValue }
    }
    /// `sample.rotation`.
    @inlinable public var rotation: Double? { get { sample.rotation } set { sample.rotation = newValue } }
    /// `sample.rotationVelocity`.
    @inlinable public var rotationVelocity: Double? {
        get { sample.rotationVelocity }
        set { sample.rotationVelocity = newValue }
    }
    /// `sample.direction`.
    @inlinable public var direction: SwipeDirection? { get { sample.direction } set { sample.direction = newValue } }
}
