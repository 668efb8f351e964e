import Foundation
import GestureKit
import GestureKitBridge
import GestureTestSupport
import Logging
import Testing

/// A service built through the library API runs recognizers of its own (`BridgeConfiguration`'s
/// `prepare`), and their gestures reach clients under their own kind.
@Suite struct BridgePrepareHookTests {
    /// A one-finger tap under a kind of its own.
    struct OwnTap: Recognizer {
        var tap = TapRecognizer()
        var kind: GestureKind { .custom("ownTap") }
        var behavior: RecognizerBehavior { tap.behavior }
        mutating func handle(_ input: RecognizerInput, context: inout RecognizerContext) {
            tap.handle(input, context: &context)
        }
    }

    @Test func aPreparedRecognizerReachesSocketClientsUnderItsOwnKind() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("gk-prepare-\(getpid())-\(UInt32.random(in: 0 ... .max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let socketPath = directory.appendingPathComponent("s").path
        let trace = SharedRecordings.trace("touchscreen/double-tap.gktrace")
        let configuration = BridgeConfiguration(
            source: .replay(path: trace, format: nil, surface: nil, speed: 1000, loops: false),
            pipeline: PipelineConfiguration(), socketPath: socketPath, waitClients: 1,
            prepare: { pipeline in try pipeline.graph.add(OwnTap(), name: "own") })
        let server = try BridgeServer(configuration: configuration, logger: Logger(label: "test"))
        try server.start()
        defer { server.stop() }

        let lines = try Self.readUntilBye(socketPath)

        let own = lines.filter { $0.contains(#""recognizer":"own""#) }
        #expect(!own.isEmpty, "no gesture of the prepared recognizer among \(lines.count) lines")
        #expect(own.allSatisfy { $0.contains(#""kind":"ownTap""#) }, "\(own)")
        #expect(lines.last?.contains(#""type":"bye""#) == true)
    }

    /// Connects to the Unix socket and reads lines until `bye` (at most 10 s).
    static func readUntilBye(_ path: String) throws -> [String] {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        try #require(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = byte }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        try #require(connected == 0, "connect: errno \(errno)")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            received += buffer[0 ..< count]
            if String(decoding: received, as: UTF8.self).contains(#""type":"bye""#) { break }
        }
        return String(decoding: received, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
