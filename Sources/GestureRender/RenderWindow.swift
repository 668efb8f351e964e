import GestureInput
import GestureKit
import ScrollZoom

extension RenderRecording {
    /// The part of the recording from `from` to `to` after its start (`render --from/--to`, in the
    /// picture's own time axis: 0 is the first touch, gesture or scroll output). Touches, gestures,
    /// messages and states outside it are left out; a touch already down when the window opens
    /// starts where it was then (`landedEarlier`), one still down when it closes is open-ended,
    /// and the viewport's "start" (each scene view's first state) is the state the window opened on. nil bounds leave
    /// that side open.
    ///
    /// - Parameters:
    ///   - from: the window's start on the picture's time axis; nil for the beginning.
    ///   - to: the window's end on the picture's time axis; nil for the end.
    /// - Returns: the recording cut to the window.
    public func window(from: TimeSpan?, to: TimeSpan?) -> RenderRecording {
        guard let origin else { return self }
        let lower = from.map { origin + $0 } ?? Timestamp(microseconds: .min)
        let upper = to.map { origin + $0 } ?? Timestamp(microseconds: .max)
        func inside(_ t: Timestamp) -> Bool { t >= lower && t <= upper }

        var cut = self
        cut.windowOrigin = origin
        cut.touches = touches.compactMap { track in
            let first = track.times.first ?? lower
            guard first <= upper, (track.end ?? upper) >= lower else { return nil }
            var kept = track
            kept.samples = []
            kept.times = []
            // Where the touch was when the window opened, if it landed before.
            if first < lower, let before = track.times.lastIndex(where: { $0 < lower }) {
                kept.samples.append(track.samples[before])
                kept.times.append(lower)
                kept.landedEarlier = true
            }
            for (p, t) in zip(track.samples, track.times) where inside(t) {
                kept.samples.append(p)
                kept.times.append(t)
            }
            if let end = track.end, end > upper { kept.end = nil; kept.cancelled = false }
            return kept.samples.isEmpty ? nil : kept
        }
        cut.gestures = gestures.filter { inside($0.time) }
        cut.scrollEvents = scrollEvents.filter { inside($0.event.time) }
        cut.states = states.filter { inside($0.time) }
        cut.sceneOutputs = sceneOutputs.filter { inside($0.time) }
        if from != nil, let scene {
            // Each view starts the window in the state it was in when the window opened.
            let opening = scene.allViews().compactMap { entry in
                SceneSamples.lastState(of: entry.view.name, in: sceneOutputs, before: lower)
                    .map { SceneOutput.state(view: entry.view.name, state: $0) }
            }
            cut.sceneOutputs.insert(contentsOf: opening, at: 0)
        }
        if from != nil { cut.initialState = lastState(before: lower) ?? initialState }
        cut.startTime = from == nil ? startTime : max(lower, startTime ?? lower)
        cut.endTime = to == nil ? endTime : min(upper, endTime ?? upper)
        if let start = cut.startTime, let end = cut.endTime, end < start { cut.endTime = start }
        return cut
    }
}
