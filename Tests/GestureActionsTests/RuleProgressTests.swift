import Testing
@testable import GestureActions

/// Every transition of `RuleProgress`: state × moment → new state and firings.
@Suite struct RuleProgressTests {
    typealias Row = (from: RuleProgress, phase: DesktopPhase, progress: Double, trigger: RuleTrigger,
                     to: RuleProgress, fires: Int)
    static let threshold = Threshold(percent: 20)
    static let rows: [Row] = [
        // (from, phase, progress, trigger, to, fires)
        // Below: nothing until the threshold is crossed.
        (.below(fired: false), .begin, 10, .begin, .below(fired: false), 0),
        (.below(fired: false), .update, 10, .update(step: 8), .below(fired: false), 0),
        // Crossing: a begin rule fires once, an update rule fires at the crossing, an end rule waits.
        (.below(fired: false), .update, 25, .begin, .above(base: 25, step: 0, fired: true), 1),
        (.below(fired: false), .begin, 25, .update(step: 8), .above(base: 25, step: 0, fired: true), 1),
        (.below(fired: false), .update, 25, .end, .above(base: 25, step: 0, fired: true), 0),
        // A begin rule that already fired does not fire again after coming back.
        (.below(fired: true), .update, 25, .begin, .above(base: 25, step: 0, fired: true), 0),
        // Above: repeat steps of 8 % beyond the crossing, several in one jump, none inside a step.
        (.above(base: 25, step: 0, fired: true), .update, 32, .update(step: 8),
         .above(base: 25, step: 0, fired: true), 0),
        (.above(base: 25, step: 0, fired: true), .update, 33, .update(step: 8),
         .above(base: 25, step: 1, fired: true), 1),
        (.above(base: 25, step: 1, fired: true), .update, 60, .update(step: 8),
         .above(base: 25, step: 4, fired: true), 3),
        (.above(base: 25, step: 0, fired: true), .update, 26, .update(step: nil),
         .above(base: 25, step: 0, fired: true), 1),
        (.above(base: 25, step: 0, fired: true), .update, 90, .begin, .above(base: 25, step: 0, fired: true), 0),
        // Falling back below the threshold is the cancel: the steps start again.
        (.above(base: 25, step: 3, fired: true), .update, 5, .update(step: 8), .below(fired: true), 0),
        (.below(fired: true), .update, 21, .update(step: 8), .above(base: 21, step: 0, fired: true), 1),
        // End: an end rule fires only above the threshold; everything finishes.
        (.above(base: 25, step: 0, fired: true), .end, 40, .end, .finished, 1),
        (.above(base: 25, step: 0, fired: true), .end, 10, .end, .finished, 0),
        (.below(fired: false), .end, 30, .end, .finished, 1),
        (.above(base: 25, step: 2, fired: true), .end, 90, .update(step: 8), .finished, 0),
        // Cancel fires nothing, whatever the trigger.
        (.above(base: 25, step: 0, fired: true), .cancel, 90, .end, .finished, 0),
        (.below(fired: false), .cancel, 90, .end, .finished, 0),
        // Finished stays finished.
        (.finished, .update, 90, .update(step: nil), .finished, 0),
    ]

    @Test(arguments: rows.indices)
    func everyTransition(row index: Int) {
        let row = Self.rows[index]
        var state = row.from
        let g = Fixture.gesture(.swipe, fingers: 3, .left, phase: row.phase, progress: row.progress)
        let fires = state.handle(g, threshold: Self.threshold, trigger: row.trigger)
        #expect(state == row.to, "row \(index)")
        #expect(fires == row.fires, "row \(index)")
    }
}
