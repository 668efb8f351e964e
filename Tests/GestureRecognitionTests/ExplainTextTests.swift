import GestureInput
import GestureRecognition
import Testing

/// `--explain` in the text table says what was measured, in its unit and
/// rounded for reading, against the limit — not "tapIntervalTooLong 300.0 (limit 300.0)".
@Suite struct ExplainTextTests {
    @Test(arguments: [
        (FailureReason(.movedBeyondSlop, value: 14.237, limit: 10),
         "moved 14.2 pt from where it landed (slop 10 pt) [movedBeyondSlop]"),
        (FailureReason(.tapIntervalTooLong, value: 300, limit: 300), "no next tap within 300 ms [tapIntervalTooLong]"),
        (FailureReason(.pressTooShort, value: 80, limit: 500), "lifted after 80 ms (needs 500 ms) [pressTooShort]"),
        (FailureReason(.tooFewTouches, value: 1, limit: 2), "1 touch (needs 2) [tooFewTouches]"),
        (FailureReason(.velocityTooLow, value: 0.07874015748032548, limit: 300),
         "0.1 pt/s at lift (needs 300 pt/s) [velocityTooLow]"),
        (FailureReason(.wrongDirection, value: .pi / 2, limit: .pi / 6),
         "90° off an accepted direction (at most 30°) [wrongDirection]"),
    ])
    func aFailureReadsAsTheMeasurementInItsUnitAgainstTheLimit(_ reason: FailureReason, _ text: String) {
        #expect(ExplainText.failure(reason, by: nil) == text)
    }

    @Test(arguments: FailureReason.Code.allCases)
    func everyFailureCodeHasWordsAndNamesItsCode(_ code: FailureReason.Code) {
        let text = ExplainText.failure(FailureReason(code, value: 12.345, limit: 10), by: "doubleTap")
        #expect(text.hasSuffix("[\(code.rawValue)]"))
        #expect(!text.contains("limit") && !text.contains("12.345") && !text.contains("nil"), "\(text)")
    }

    @Test func theGraphsDecisionsNameTheRecognizerThatWon() {
        #expect(ExplainText.details(.failed(FailureReason(.excluded), by: "doubleTap"))
            == "doubleTap won the touches [excluded]")
        #expect(ExplainText.details(.held(waitingFor: ["doubleTap"])) == "waiting for doubleTap to fail")
    }

    /// `ExplainRecord.description` and the `--explain` text table are one formatter: the summary
    /// word and the details of the table, after the time and the recognizer.
    @Test func aRecordDescribesItselfInTheWordsOfTheTextTable() {
        let record = ExplainRecord(time: Timestamp(microseconds: 380_000), recognizer: "singleTap",
                                   event: .released(after: "doubleTap"))
        #expect(ExplainText.summary(record.event) == "released")
        #expect(record.description == "380000µs singleTap released: doubleTap failed, so its held result fires")
    }
}
