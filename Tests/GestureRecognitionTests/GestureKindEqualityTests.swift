import GestureRecognition
import Testing

/// Two kinds are equal exactly when their names are: built-in kinds by case, a custom kind with
/// whatever kind has its name.
@Suite struct GestureKindEqualityTests {
    static let kinds: [GestureKind] = GestureKind.allCases + [.custom("tap"), .custom("threeFingerTap"), .custom("x")]

    @Test func kindsAreEqualExactlyWhenTheirNamesAre() {
        for a in Self.kinds {
            for b in Self.kinds {
                #expect((a == b) == (a.rawValue == b.rawValue), "\(a) == \(b)")
            }
        }
    }

    @Test func aCustomKindSpelledLikeABuiltInOneEqualsItAndHashesAlike() {
        #expect(GestureKind.custom("pan") == .pan)
        #expect(Set<GestureKind>([.custom("pan"), .pan]).count == 1)
        #expect(GestureKind.custom("pan") != .pinch)
    }
}
