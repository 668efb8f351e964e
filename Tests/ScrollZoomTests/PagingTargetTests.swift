import Testing
@testable import ScrollZoom

@Suite struct PagingTargetTests {
    struct Case: Sendable, CustomStringConvertible {
        var offset: Double, velocity: Double, startPage: Int, expected: Int, why: String
        var description: String { why }
    }

    static let cases: [Case] = [
        Case(offset: 220, velocity: 0, startPage: 0, expected: 1, why: "slow release past half a page advances"),
        Case(offset: 180, velocity: 0, startPage: 0, expected: 0, why: "slow release before half a page returns"),
        Case(offset: 50, velocity: 3000, startPage: 0, expected: 1, why: "a flick forward turns one page"),
        Case(offset: 350, velocity: -3000, startPage: 1, expected: 0, why: "a flick back turns one page back"),
        Case(
            offset: 640, velocity: 8000, startPage: 0, expected: 1,
            why: "a fast flick from far along still turns only one page"),
        Case(offset: 1600, velocity: 9000, startPage: 4, expected: 4, why: "no page after the last"),
        Case(offset: 380, velocity: -200, startPage: 1, expected: 1, why: "a slow backward release near a page stays"),
    ]

    @Test(arguments: cases)
    func pickedPage(_ c: Case) {
        #expect(PagingTarget.page(offset: c.offset, velocity: c.velocity, pageSize: 400, startPage: c.startPage,
                                  pageCount: 5) == c.expected)
    }
}
