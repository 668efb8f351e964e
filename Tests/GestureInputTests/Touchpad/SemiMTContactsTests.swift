import GestureInput
import Testing

/// Semi-MT pads report two fingers as their bounding box's corners; the step keeps the box's
/// centre and longer side and never reports the corners as fingers.
struct SemiMTContactsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var reported: [(Int32, Int32)?]
        var expected: [(Int32, Int32)?]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one finger is left where it is", reported: [(100, 200), nil], expected: [(100, 200), nil]),
        Case(name: "a wide box becomes two fingers on its horizontal midline",
             reported: [(100, 200), (500, 300)], expected: [(100, 250), (500, 250)]),
        Case(name: "a tall box becomes two fingers on its vertical midline",
             reported: [(100, 200), (160, 800)], expected: [(130, 200), (130, 800)]),
        Case(name: "swapped corners give the same fingers (no rotation)",
             reported: [(500, 200), (100, 300)], expected: [(100, 250), (500, 250)]),
        Case(name: "no fingers: nothing changes", reported: [nil, nil], expected: [nil, nil]),
    ]

    @Test(arguments: cases)
    func twoFingersKeepTheBoxCentreAndSizeButNotItsCorners(_ c: Case) {
        var contacts = c.reported.map { p in
            TouchpadContact(present: p != nil, x: p?.0 ?? 0, y: p?.1 ?? 0)
        }
        SemiMTContacts.place(&contacts)
        for (i, e) in c.expected.enumerated() {
            guard let e else { #expect(!contacts[i].present); continue }
            #expect(
                contacts[i].x == e.0 && contacts[i].y == e.1,
                "slot \(i): \(contacts[i].x),\(contacts[i].y), expected \(e)")
        }
    }
}
