extension GraphConfiguration {
    /// The configuration with every distance threshold raised to at least `thresholds` (millimetres
    /// of a raw device) times `pointsPerMillimetre` (`DeviceInfo.pointsPerMillimetre(surface:)`):
    /// tap `slop` and long press `allowableMovement` to the touch slop, pan `hysteresis` to the pan
    /// slop and a scroll view drag's `axisHysteresis` to the scroll slop, swipe `minimumDistance` to
    /// the pan slop (and `directionDecisionDistance` to that distance: the direction is judged over
    /// the whole stroke), pinch and rotation `minimumFingerTravel` to the minimum finger travel and
    /// `minimumTouchAge` to the minimum contact duration (and their `requiresOpposingMotion` set
    /// when the thresholds require it). Larger values are kept, so a configuration can ask for
    /// more, never for less than a real finger's wobble.
    ///
    /// - Parameters:
    ///   - thresholds: the device's floors, in millimetres.
    ///   - pointsPerMillimetre: the device's scale on the surface.
    /// - Returns: the configuration with its thresholds raised where they were lower.
    public func fitted(to thresholds: DeviceThresholds, pointsPerMillimetre: Double) -> GraphConfiguration {
        let slop = thresholds.touchSlop * pointsPerMillimetre
        let panSlop = thresholds.panSlop * pointsPerMillimetre
        let scrollSlop = thresholds.scrollSlop * pointsPerMillimetre
        let travel = thresholds.minimumFingerTravel * pointsPerMillimetre
        var c = self
        for i in c.recognizers.indices {
            switch c.recognizers[i].configuration {
            case .tap(var tap):
                tap.slop = max(tap.slop, slop)
                c.recognizers[i].configuration = .tap(tap)
            case .longPress(var press):
                press.allowableMovement = max(press.allowableMovement, slop)
                c.recognizers[i].configuration = .longPress(press)
            case .pan(var pan):
                pan.hysteresis = max(pan.hysteresis, panSlop)
                if let axis = pan.axisHysteresis { pan.axisHysteresis = max(axis, scrollSlop) }
                c.recognizers[i].configuration = .pan(pan)
            case .pinch(var pinch):
                pinch.minimumFingerTravel = max(pinch.minimumFingerTravel, travel)
                pinch.requiresOpposingMotion = pinch.requiresOpposingMotion || thresholds.requiresOpposingMotion
                pinch.minimumTouchAge = max(pinch.minimumTouchAge, thresholds.minimumContactDuration)
                c.recognizers[i].configuration = .pinch(pinch)
            case .rotation(var rotation):
                rotation.minimumFingerTravel = max(rotation.minimumFingerTravel, travel)
                rotation.requiresOpposingMotion = rotation.requiresOpposingMotion || thresholds.requiresOpposingMotion
                rotation.minimumTouchAge = max(rotation.minimumTouchAge, thresholds.minimumContactDuration)
                c.recognizers[i].configuration = .rotation(rotation)
            case .swipe(var swipe):
                swipe.minimumDistance = max(swipe.minimumDistance, panSlop)
                swipe.directionDecisionDistance = max(swipe.directionDecisionDistance, swipe.minimumDistance)
                c.recognizers[i].configuration = .swipe(swipe)
            case .edgePan, .touchpadSwipe, .touchpadPinch, .touchpadHold, .scroll:
                continue
            }
        }
        return c
    }
}
