import ScrollZoomTestSupport
import GestureInput
import Testing
@testable import ScrollZoom

/// Indicator opacity over event time (delay 300 ms, fade 250 ms, flash 1200 ms)
/// and the tracker that reports only rounded changes.
@Suite struct ScrollIndicatorFadeTests {
    let fade = ScrollIndicatorFade.standard

    @Test func indicatorsNeverShownAreHidden() {
        #expect(fade.alpha(at: ms(5_000), fadeStart: nil) == 0)
    }

    @Test func opacityHoldsForTheDelayThenFadesLinearly() {
        // Last movement at 1000 ms: fade starts at 1300, half gone at 1425, gone at 1550.
        let start = fade.fadeStart(afterActivityAt: ms(1_000), previous: nil)
        #expect(start == ms(1_300))
        #expect(fade.alpha(at: ms(1_299), fadeStart: start) == 1)
        #expect(fade.alpha(at: ms(1_425), fadeStart: start) == 0.5)
        #expect(fade.alpha(at: ms(1_550), fadeStart: start) == 0)
        #expect(fade.alpha(at: ms(9_000), fadeStart: start) == 0)
    }

    @Test func aFlashShowsThemLongerThanAScroll() {
        let start = fade.fadeStart(afterFlashAt: ms(0), previous: nil)
        #expect(fade.alpha(at: ms(1_199), fadeStart: start) == 1)
        #expect(fade.alpha(at: ms(1_325), fadeStart: start) == 0.5)
    }

    @Test func aFlashNeverShortensAShowingThatLastsLonger() {
        let long = fade.fadeStart(afterFlashAt: ms(0), previous: nil)
        #expect(fade.fadeStart(afterActivityAt: ms(100), previous: long) == long)
    }

    /// 400×300 over 1600×300: the horizontal bar is 98.75 long, x 2.5 at offset 0, 150.625 at 600.
    func geometry(_ offset: Double) -> ScrollIndicatorGeometry {
        ScrollIndicatorGeometry(
            viewportSize: Size(width: 400, height: 300), contentSize: Size(width: 1600, height: 300),
                                contentOffset: Point(x: offset, y: 0))
    }

    @Test func theTrackerReportsShowingMovingFadingAndNothingElse() {
        var tracker = ScrollIndicatorTracker()
        #expect(tracker.update(geometry(0), isActive: false, at: ms(0)).isEmpty)
        #expect(tracker.update(geometry(0), isActive: true, at: ms(100))
            == [ScrollIndicatorChange(axis: .horizontal, x: 2.5, y: 295, w: 98.8, h: 2.5, alpha: 1)])
        #expect(tracker.update(geometry(0), isActive: true, at: ms(116)).isEmpty)
        #expect(tracker.update(geometry(600), isActive: true, at: ms(200))
            == [ScrollIndicatorChange(axis: .horizontal, x: 150.6, y: 295, w: 98.8, h: 2.5, alpha: 1)])
        #expect(tracker.update(geometry(600), isActive: false, at: ms(400)).isEmpty)
        #expect(tracker.isFading(at: ms(600)))
        #expect(tracker.update(geometry(600), isActive: false, at: ms(625)).map(\.alpha) == [0.5])
        #expect(tracker.update(geometry(600), isActive: false, at: ms(750)).map(\.alpha) == [0])
        #expect(!tracker.isFading(at: ms(750)))
        // Hidden: moving it reports nothing until it shows again.
        #expect(tracker.update(geometry(700), isActive: false, at: ms(800)).isEmpty)
    }

    @Test func flashingReportsTheIndicatorsWithoutAnyMovement() {
        var tracker = ScrollIndicatorTracker()
        tracker.flash(at: ms(0))
        #expect(tracker.update(geometry(0), isActive: false, at: ms(0)).map(\.alpha) == [1])
        #expect(tracker.update(geometry(0), isActive: false, at: ms(1_325)).map(\.alpha) == [0.5])
    }

    @Test func aBarWhoseAxisStopsScrollingReportsHidden() {
        var tracker = ScrollIndicatorTracker()
        _ = tracker.update(geometry(0), isActive: true, at: ms(0))
        let fits = ScrollIndicatorGeometry(viewportSize: Size(width: 400, height: 300),
                                           contentSize: Size(width: 400, height: 300), contentOffset: .zero)
        #expect(tracker.update(fits, isActive: true, at: ms(10))
            == [ScrollIndicatorChange(axis: .horizontal, x: 2.5, y: 295, w: 98.8, h: 2.5, alpha: 0)])
    }
}
