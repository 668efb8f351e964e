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
        #expect(EmbeddedAssets.indexHTML == (try file("index.html")),
                "Web/index.html changed: run scripts/embed-web-assets.py")
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
        #expect(BridgeHub.constantTimeEqual("abc", "abc"))
        #expect(!BridgeHub.constantTimeEqual("abc", "abd"))
        #expect(!BridgeHub.constantTimeEqual("abc", "abcd"))
        #expect(!BridgeHub.constantTimeEqual("", "a"))
    }
}
