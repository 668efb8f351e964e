import Foundation
import GestureTestSupport
import Testing
@testable import GestureKitBridge

/// The page and client library the service serves are the ones in the repository, and the
/// WebSocket's origin policy admits exactly the page's own origins and the configured ones.
@Suite struct WebAssetsTests {
    static let web = SharedRecordings.packageRoot.appendingPathComponent("Sources/GestureKitBridge/Web")

    func file(_ name: String) throws -> String {
        var text = try String(contentsOf: Self.web.appendingPathComponent(name), encoding: .utf8)
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    @Test func theEmbeddedPageIsWebIndexHTML() throws {
        #expect(EmbeddedAssets.pageTemplate == (try file("index.html")),
                "Web/index.html changed: run scripts/embed-web-assets.py")
    }

    /// Every JPEG of Web/photos/ travels in the page, byte for byte, and nothing else does.
    @Test func theEmbeddedPhotosAreWebPhotos() throws {
        let photos = Self.web.appendingPathComponent("photos")
        var onDisk: [String: Data] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: photos.path) {
            let url = photos.appendingPathComponent(folder)
            guard (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix(".jpg") {
                onDisk["\(folder)/\(name.dropLast(4))"] = try Data(contentsOf: url.appendingPathComponent(name))
            }
        }
        var embedded: [String: Data] = [:]
        var key: String?
        var base64 = ""
        let lines = EmbeddedAssets.photoBlock.split(separator: "\n").map(String.init) + ["@"]
        for line in lines where !line.hasPrefix("<") {
            guard line.hasPrefix("@") else { base64 += line; continue }
            if let key { embedded[key] = Data(base64Encoded: base64) }
            key = String(line.dropFirst())
            base64 = ""
        }
        #expect(!onDisk.isEmpty, "no photos in Web/photos/")
        #expect(embedded.keys.sorted() == onDisk.keys.sorted(), "Web/photos/ changed: run scripts/embed-web-assets.py")
        for (name, data) in onDisk {
            #expect(embedded[name] == data, "\(name).jpg changed: run scripts/embed-web-assets.py")
        }
    }

    @Test func theServedPageCarriesThePhotosAtItsMarker() {
        #expect(EmbeddedAssets.pageTemplate.contains(EmbeddedAssets.photoMarker))
        #expect(!EmbeddedAssets.indexHTML.contains(EmbeddedAssets.photoMarker))
        #expect(EmbeddedAssets.indexHTML.contains(EmbeddedAssets.photoBlock))
    }

    @Test func theEmbeddedClientIsWebGesturekitJS() throws {
        #expect(EmbeddedAssets.clientJavaScript == (try file("gesturekit.js")),
                "Web/gesturekit.js changed: run scripts/embed-web-assets.py")
    }

    @Test func thePageImportsTheClientFromTheService() {
        #expect(EmbeddedAssets.indexHTML.contains("/gesturekit.js"))
        #expect(EmbeddedAssets.indexHTML.contains("touch-action: none"))
    }

    @Test func thePagesOwnOriginIsAllowedAndAForeignOneIsNot() {
        let policy = OriginPolicy()
        policy.allow(OriginPolicy.ownOrigins(host: "127.0.0.1", port: 8765) + ["https://kiosk.example"])
        #expect(policy.allows("http://127.0.0.1:8765"))
        #expect(policy.allows("http://localhost:8765"))
        #expect(policy.allows("HTTP://LOCALHOST:8765/"))
        #expect(policy.allows("https://kiosk.example"))
        #expect(!policy.allows("http://127.0.0.1:8766"))
        #expect(!policy.allows("http://evil.example"))
        #expect(!policy.allows("null"))
        #expect(policy.allows(nil), "programs send no Origin header")
    }

    @Test func aNonLoopbackHostAllowsOnlyItself() {
        #expect(OriginPolicy.ownOrigins(host: "192.0.2.7", port: 80) == ["http://192.0.2.7:80"])
    }

    @Test func tokensCompareInConstantTimeButCorrectly() {
        #expect(BridgeCommand.constantTimeEqual("abc", "abc"))
        #expect(!BridgeCommand.constantTimeEqual("abc", "abd"))
        #expect(!BridgeCommand.constantTimeEqual("abc", "abcd"))
        #expect(!BridgeCommand.constantTimeEqual("", "a"))
    }
}
