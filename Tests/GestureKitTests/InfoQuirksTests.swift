import Foundation
import GestureTestSupport
import Testing

/// `gesturekit info` names the quirks sections that applied to a raw device and says how many
/// contacts were dropped as hovering and why; `--quirks-dir` reads another database, strictly.
@Suite struct InfoQuirksTests {
    static let elantech = SharedRecordings.trace("fixtures/elantech-light-pressure.evemu")

    /// A quirks directory holding `files` (name and content).
    static func directory(_ files: [(String, String)]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gk-quirks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return dir.path
    }

    static let elantechSection = "[Elantech Touchpads]\nMatchName=*Elantech Touchpad*\nAttrResolutionHint=31x31\n"
        + "AttrPressureRange=10:8\n"

    @Test func infoNamesTheElantechSectionAndDropsNothing() throws {
        let dir = try Self.directory([("30-vendor-elantech.quirks", Self.elantechSection)])
        let r = try CommandLineTool.run(["info", "--quirks-dir", dir, Self.elantech])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("quirks: [Elantech Touchpads] (30-vendor-elantech.quirks)"), "\(r.stdout)")
        #expect(r.stdout.contains("contacts dropped as hovering: 0"))
        #expect(r.stdout.contains("resolution 31×31 units/mm (from libinput's quirks database"))
        #expect(r.stdout.contains("down 1"))
    }

    @Test func withoutAMatchingSectionInfoCountsTheHoveringContactAndGivesTheThreshold() throws {
        let dir = try Self.directory([("10-other.quirks", "[Other]\nMatchName=Nothing Like It\nModelFoo=1\n")])
        let r = try CommandLineTool.run(["info", "--quirks-dir", dir, Self.elantech])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("quirks: no section matched"), "\(r.stdout)")
        #expect(r.stdout.contains("contacts dropped as hovering: 1"))
        #expect(r.stdout.contains("below the pressure threshold 25/30 of 0…255"))
        #expect(r.stdout.contains("no quirk set AttrPressureRange"))
    }

    @Test func aBrokenQuirksFileIsRefusedWithItsLine() throws {
        let dir = try Self.directory([("30-x.quirks", "[X]\nMatchVendor=0x5ac\nModelFoo=1\n")])
        let r = try CommandLineTool.run(["info", "--quirks-dir", dir, Self.elantech])
        #expect(r.status != 0)
        #expect(r.stderr.contains("--quirks-dir: \(dir)/30-x.quirks:2: MatchVendor must be 0x followed by upper-case"),
                "\(r.stderr)")
    }

    @Test func aDirectoryWithoutQuirksFilesIsRefused() throws {
        let dir = try Self.directory([])
        let r = try CommandLineTool.run(["replay", "--quirks-dir", dir, Self.elantech])
        #expect(r.status != 0)
        #expect(r.stderr.contains("no *.quirks files"), "\(r.stderr)")
    }
}
