import GestureInput
import Testing
@testable import GestureKitBridge

/// Parsing client commands (docs/bridge.md, "Commands"): every malformed message gets a reason
/// naming what is wrong; nothing is silently ignored.
@Suite struct BridgeCommandTests {
    struct Bad: CustomTestStringConvertible, Sendable {
        let message: String
        let reasonContains: String
        let id: Int64?
        var testDescription: String { message }
    }

    static let badMessages: [Bad] = [
        Bad(message: "not json", reasonContains: "malformed JSON", id: nil),
        Bad(message: "{\"id\":1,\"cmd\":\"ping\"", reasonContains: "malformed JSON", id: nil),
        Bad(message: "[1,2]", reasonContains: "a command is a JSON object, got an array", id: nil),
        Bad(message: "\"ping\"", reasonContains: "a command is a JSON object, got a string", id: nil),
        Bad(message: "{\"cmd\":\"ping\"}", reasonContains: "missing \"id\"", id: nil),
        Bad(
            message: "{\"id\":\"7\",\"cmd\":\"ping\"}", reasonContains: "\"id\" must be an integer, got a string",
            id: nil),
        Bad(
            message: "{\"id\":1.5,\"cmd\":\"ping\"}", reasonContains: "\"id\" must be an integer, got a number", id: nil
        ),
        Bad(message: "{\"id\":3}", reasonContains: "missing \"cmd\"", id: 3),
        Bad(message: "{\"id\":3,\"cmd\":5}", reasonContains: "\"cmd\" must be a string", id: 3),
        Bad(message: "{\"id\":4,\"cmd\":\"zoomIn\"}", reasonContains: "unknown command \"zoomIn\"", id: 4),
        Bad(message: "{\"id\":5,\"cmd\":\"ping\",\"extra\":1}", reasonContains: "unknown field \"extra\"", id: 5),
        Bad(
            message: "{\"id\":6,\"cmd\":\"setZoomScale\",\"scale\":\"2\"}",
            reasonContains: "\"scale\" must be a number, got a string", id: 6),
        Bad(message: "{\"id\":6,\"cmd\":\"setZoomScale\",\"scale\":NaN}", reasonContains: "malformed JSON", id: nil),
        Bad(message: "{\"id\":6,\"cmd\":\"setZoomScale\",\"scale\":1e999}", reasonContains: "malformed JSON", id: nil),
        Bad(
            message: "{\"id\":7,\"cmd\":\"setZoomScale\",\"scale\":-1}",
            reasonContains: "\"scale\" must be greater than zero", id: 7),
        Bad(
            message: "{\"id\":8,\"cmd\":\"setZoomScale\",\"scale\":2,\"x\":10}", reasonContains: "both \"x\" and \"y\"",
            id: 8),
        Bad(message: "{\"id\":9,\"cmd\":\"setContentOffset\",\"x\":1}", reasonContains: "missing \"y\"", id: 9),
        Bad(
            message: "{\"id\":10,\"cmd\":\"setContentOffset\",\"x\":1,\"y\":2,\"animated\":\"yes\"}",
            reasonContains: "\"animated\" must be true or false", id: 10),
        Bad(
            message: "{\"id\":11,\"cmd\":\"zoomToRect\",\"rect\":[0,0,0,10]}", reasonContains: "greater than zero",
            id: 11),
        Bad(
            message: "{\"id\":12,\"cmd\":\"zoomToRect\",\"rect\":[0,0,10]}", reasonContains: "array of 4 numbers",
            id: 12),
        Bad(
            message: "{\"id\":13,\"cmd\":\"scrollRectToVisible\",\"rect\":[0,0,-1,10]}", reasonContains: "zero or more",
            id: 13),
        Bad(
            message: "{\"id\":14,\"cmd\":\"configure\",\"minZoom\":4,\"maxZoom\":2}",
            reasonContains: "must not exceed \"maxZoom\"", id: 14),
        Bad(
            message: "{\"id\":15,\"cmd\":\"configure\",\"viewport\":[-10,10]}", reasonContains: "greater than zero",
            id: 15),
        Bad(
            message: "{\"id\":16,\"cmd\":\"configure\",\"paging\":1}",
            reasonContains: "\"paging\" must be true or false", id: 16),
        Bad(
            message: "{\"id\":17,\"cmd\":\"subscribe\",\"types\":[\"gestures\"]}",
            reasonContains: "unknown line type \"gestures\"", id: 17),
        Bad(
            message: "{\"id\":18,\"cmd\":\"subscribe\",\"types\":\"gesture\"}",
            reasonContains: "must be an array of strings", id: 18),
        Bad(message: "{\"id\":19,\"cmd\":\"auth\"}", reasonContains: "missing \"token\"", id: 19),
        Bad(message: "{\"id\":20,\"cmd\":\"subscribe\",\"types\":[\"state\"],\"views\":\"pager\"}",
            reasonContains: "\"views\" must be an array of strings", id: 20),
        Bad(message: "{\"id\":21,\"cmd\":\"subscribe\",\"types\":[\"state\"],\"views\":[1]}",
            reasonContains: "\"views\" must hold strings", id: 21),
        Bad(message: "{\"id\":22,\"cmd\":\"setPage\"}", reasonContains: "missing \"page\"", id: 22),
        Bad(
            message: "{\"id\":23,\"cmd\":\"setPage\",\"page\":-1}",
            reasonContains: "\"page\" must be a whole number from 0", id: 23),
        Bad(
            message: "{\"id\":24,\"cmd\":\"setPage\",\"page\":1.5}",
            reasonContains: "\"page\" must be a whole number from 0", id: 24),
        Bad(
            message: "{\"id\":25,\"cmd\":\"setPage\",\"page\":1e300}",
            reasonContains: "\"page\" must be a whole number from 0", id: 25),
        Bad(
            message: "{\"id\":26,\"cmd\":\"setPage\",\"page\":\"1\"}",
            reasonContains: "\"page\" must be a number, got a string", id: 26),
        Bad(
            message: "{\"id\":27,\"cmd\":\"setPage\",\"page\":1,\"pages\":2}",
            reasonContains: "unknown field \"pages\"", id: 27),
        Bad(
            message: "{\"id\":28,\"cmd\":\"setZoomScale\",\"scale\":2,\"view\":3}",
            reasonContains: "\"view\" must be a string, got", id: 28),
        Bad(
            message: "{\"id\":29,\"cmd\":\"ping\",\"view\":\"pager\"}", reasonContains: "unknown field \"view\"", id: 29
        ),
        Bad(
            message: "{\"id\":30,\"cmd\":\"state\",\"view\":\"pager\"}", reasonContains: "unknown field \"view\"",
            id: 30),
        Bad(message: "{\"id\":31,\"cmd\":\"setContentOffset\",\"x\":1,\"y\":2,\"view\":\"pager\",\"veiw\":\"x\"}",
            reasonContains: "unknown field \"veiw\"", id: 31),
    ]

    @Test(arguments: badMessages)
    func aBadMessageIsRefusedWithItsReason(_ bad: Bad) {
        switch BridgeCommand.parse(Array(bad.message.utf8)) {
        case .success(let parsed):
            Issue.record("accepted \(bad.message) as \(parsed.command)")
        case .failure(let failure):
            #expect(failure.reason.contains(bad.reasonContains), "reason: \(failure.reason)")
            #expect(failure.id == bad.id)
            #expect(!failure.reason.isEmpty)
        }
    }

    static let goodMessages: [(String, BridgeCommand)] = [
        ("{\"id\":1,\"cmd\":\"ping\"}", .ping),
        ("{\"id\":1,\"cmd\":\"state\"}", .state),
        ("{\"id\":1,\"cmd\":\"stats\"}", .stats),
        (
            "{\"id\":1,\"cmd\":\"subscribe\",\"types\":[\"gesture\",\"state\"]}",
            .subscribe([.gesture, .state], views: nil)
        ),
        ("{\"id\":1,\"cmd\":\"subscribe\",\"types\":[]}", .subscribe([], views: nil)),
        (
            #"{"id":1,"cmd":"subscribe","types":["state","visiblePages","tilesNeeded","autoscroll"],"#
                + #""views":["pager"]}"#,
         .subscribe([.state, .visiblePages, .tilesNeeded, .autoscroll], views: ["pager"])),
        ("{\"id\":1,\"cmd\":\"setZoomScale\",\"scale\":2}", .setZoomScale(scale: 2, center: nil, animated: true)),
        ("{\"id\":1,\"cmd\":\"setZoomScale\",\"scale\":2,\"x\":10,\"y\":20,\"animated\":false}",
         .setZoomScale(scale: 2, center: Point(x: 10, y: 20), animated: false)),
        (
            "{\"id\":1,\"cmd\":\"setContentOffset\",\"x\":-5,\"y\":7.5}",
            .setContentOffset(Point(x: -5, y: 7.5), animated: true)
        ),
        ("{\"id\":1,\"cmd\":\"zoomToRect\",\"rect\":[1,2,3,4],\"animated\":false}",
         .zoomToRect(Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)), animated: false)),
        ("{\"id\":1,\"cmd\":\"auth\",\"token\":\"s3cret\"}", .auth(token: "s3cret")),
        ("{\"id\":1,\"cmd\":\"setPage\",\"page\":2}", .setPage(2, animated: true)),
        ("{\"id\":1,\"cmd\":\"setPage\",\"page\":0,\"animated\":false}", .setPage(0, animated: false)),
        ("{\"id\":1,\"cmd\":\"scrollRectToVisible\",\"rect\":[0,0,0,0]}",
         .scrollRectToVisible(Rect(origin: .zero, size: Size(width: 0, height: 0)), animated: true)),
    ]

    @Test(arguments: goodMessages.indices)
    func aWellFormedCommandParses(_ index: Int) throws {
        let (message, expected) = Self.goodMessages[index]
        let parsed = try BridgeCommand.parse(Array(message.utf8)).get()
        #expect(parsed.id == 1)
        #expect(parsed.command == expected)
        #expect(parsed.view == nil, "no \"view\" given")
    }

    static let viewMessages: [String] = [
        "{\"id\":1,\"cmd\":\"setZoomScale\",\"scale\":2,\"view\":\"page1\"}",
        "{\"id\":1,\"cmd\":\"setContentOffset\",\"x\":0,\"y\":0,\"view\":\"page1\"}",
        "{\"id\":1,\"cmd\":\"zoomToRect\",\"rect\":[0,0,10,10],\"view\":\"page1\"}",
        "{\"id\":1,\"cmd\":\"scrollRectToVisible\",\"rect\":[0,0,10,10],\"view\":\"page1\"}",
        "{\"id\":1,\"cmd\":\"configure\",\"maxZoom\":3,\"view\":\"page1\"}",
        "{\"id\":1,\"cmd\":\"setPage\",\"page\":1,\"view\":\"page1\"}",
    ]

    @Test(arguments: viewMessages)
    func everyControllerCommandTakesTheViewItAddresses(_ message: String) throws {
        let parsed = try BridgeCommand.parse(Array(message.utf8)).get()
        #expect(parsed.command.isControllerCommand)
        #expect(parsed.view == "page1")
    }

    @Test func configureReadsEveryFieldAndNullResetsThePageSize() throws {
        let message =
            #"{"id":2,"cmd":"configure","viewport":[800,600],"content":[1600,1200],"#
            + #""minZoom":0.5,"maxZoom":3,"paging":true,"pageSize":null}"#
        let parsed = try BridgeCommand.parse(Array(message.utf8)).get()
        guard case .configure(let c) = parsed.command else { Issue.record("not configure"); return }
        #expect(c.viewport == Size(width: 800, height: 600))
        #expect(c.content == Size(width: 1600, height: 1200))
        #expect(c.minimumZoom == 0.5 && c.maximumZoom == 3 && c.paging == true)
        #expect(c.pageSize == .some(nil))
    }
}
