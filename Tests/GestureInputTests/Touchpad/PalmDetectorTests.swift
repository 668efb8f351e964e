import GestureInput
import Testing

/// Palms by pressure or size, and contacts that land in the edge zone and stay there, are excluded
/// (libinput's tp_palm_detect). The pad is 0…999 units at 10 units/mm (100 mm wide, 8 mm edges).
struct PalmDetectorTests {
    static func detector() -> PalmDetector {
        PalmDetector(slots: 1, pressureThreshold: PalmDetector.defaultPressureThreshold, sizeThreshold: 800,
                     edges: PalmDetector.edges(xAxis: AbsoluteAxis(minimum: 0, maximum: 999), unitsPerMillimetre: 10))
    }

    static let cases: [(name: String, reports: [(x: Int32, pressure: Int32, major: Int32)], excluded: [Bool])] = [
        ("a finger in the middle is a finger", [(500, 50, 100), (510, 60, 100)], [false, false]),
        (
            "pressure over 130 is a palm for good", [(500, 50, 100), (500, 140, 100), (500, 50, 100)],
            [false, true, true]
        ),
        ("size over the quirk's threshold is a palm", [(500, 50, 900)], [true]),
        ("a contact landing in the edge and staying there is excluded", [(30, 50, 100), (40, 50, 100)], [true, true]),
        ("one that leaves the edge becomes a finger", [(30, 50, 100), (300, 50, 100)], [true, false]),
        ("a finger moving into the edge stays a finger", [(500, 50, 100), (30, 50, 100)], [false, false]),
    ]

    @Test(arguments: 0..<cases.count)
    func palmsAndEdgeContactsAreExcluded(_ index: Int) {
        let c = Self.cases[index]
        var d = Self.detector()
        var seen: [Bool] = []
        for (i, r) in c.reports.enumerated() {
            let contact = TouchpadContact(
                present: true, isNew: i == 0, x: r.x, y: 500, pressure: r.pressure, touchMajor: r.major)
            seen.append(d.handle(slot: 0, contact: contact))
        }
        #expect(seen == c.excluded, "\(c.name)")
    }

    @Test func padsNarrowerThanSeventyMillimetresHaveNoEdgeZone() {
        #expect(PalmDetector.edges(xAxis: AbsoluteAxis(minimum: 0, maximum: 690), unitsPerMillimetre: 10) == nil)
        let edges = PalmDetector.edges(xAxis: AbsoluteAxis(minimum: 0, maximum: 1000), unitsPerMillimetre: 10)
        #expect(edges?.left == 80 && edges?.right == 920)
    }
}
