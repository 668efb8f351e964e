import Foundation
import Glibc
import GestureTestSupport
import Testing
@testable import GestureActions

/// touchegg's D-Bus server as its clients see it: a real GDBus client (Python's Gio, subscribing
/// as GNOME's X11 Gestures extension does) on a `unix:path=` address in a fresh directory.
@Suite struct ToucheggServerTests {
    /// A begin, updates with a growing percentage, an end: what a three-finger swipe left sends.
    static let swipe: [ToucheggSignal] = [
        .init(phase: .begin, type: .swipe, direction: .left, percentage: 0, fingers: 3, deviceType: .touchpad,
              elapsedMilliseconds: 0),
        .init(phase: .update, type: .swipe, direction: .left, percentage: 12.5, fingers: 3, deviceType: .touchpad,
              elapsedMilliseconds: 16),
        .init(phase: .update, type: .swipe, direction: .left, percentage: 57.25, fingers: 3, deviceType: .touchpad,
              elapsedMilliseconds: 33),
        .init(phase: .end, type: .swipe, direction: .left, percentage: 100, fingers: 3, deviceType: .touchpad,
              elapsedMilliseconds: 5_000_000_000),
        .init(phase: .begin, type: .pinch, direction: .out, percentage: 0, fingers: 2, deviceType: .touchscreen,
              elapsedMilliseconds: 0),
        .init(phase: .end, type: .pinch, direction: .out, percentage: 40, fingers: 2, deviceType: .touchscreen,
              elapsedMilliseconds: 210),
    ]

    @Test func aGDBusClientReceivesEverySignalWithToucheggsSignature() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.path)/touchegg"
        let log = LogRecorder()
        let server = try ToucheggServer.start(address: address, log: log.logger())
        defer { server.close() }
        let client = try PythonClient(address: address, count: Self.swipe.count)
        try client.waitUntilReady()
        for signal in Self.swipe { server.emit(signal) }
        let received = try client.signals()

        #expect(received.map(\.member) == Self.swipe.map(\.phase.member))
        #expect(received.allSatisfy { $0.signature == "(uudiut)" })
        #expect(received.map(\.arguments) == Self.swipe.map { signal in
            [Double(signal.type.rawValue), Double(signal.direction.rawValue), signal.percentage,
             Double(signal.fingers), Double(signal.deviceType.rawValue), Double(signal.elapsedMilliseconds)]
        })
        #expect(log.wait { $0.contains("client 1 connected") } != nil)
    }

    @Test func whatWaitsForAClientRunsWhenTheFirstConnectsAndAtOnceAfterwards() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.path)/touchegg"
        let server = try ToucheggServer.start(address: address, log: LogRecorder().logger())
        defer { server.close() }
        let first = DispatchSemaphore(value: 0)
        server.whenAClientConnects { first.signal() }
        #expect(first.wait(timeout: .now() + 0.2) == .timedOut, "ran with no client connected")
        let client = try PythonClient(address: address, count: 0, options: ["--introspect"])
        _ = try client.printed()
        #expect(first.wait(timeout: .now() + 10) == .success, "did not run when a client connected")
        let later = DispatchSemaphore(value: 0)
        server.whenAClientConnects { later.signal() }
        #expect(later.wait(timeout: .now()) == .success, "did not run at once once a client had connected")
    }

    @Test func theObjectDescribesItsSignalsAsToucheggDoes() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.path)/touchegg"
        let server = try ToucheggServer.start(address: address, log: LogRecorder().logger())
        defer { server.close() }
        let client = try PythonClient(address: address, count: 0, options: ["--introspect"])
        let xml = try client.printed()
        #expect(xml == ToucheggIntrospection.xml)
        #expect(xml.contains("<interface name='io.github.joseexposito.Touchegg'>"))
        for member in ["OnGestureBegin", "OnGestureUpdate", "OnGestureEnd"] {
            #expect(xml.contains("<signal name='\(member)'>\n      <arg name='gesture_type' type='u'/>\n"
                + "      <arg name='gesture_direction' type='u'/>\n      <arg name='percentage' type='d'/>\n"
                + "      <arg name='fingers' type='i'/>\n      <arg name='performed_on_device_type' type='u'/>\n"
                + "      <arg name='elapsed_time' type='t'/>\n    </signal>"))
        }
    }

    @Test func twoClientsEachReceiveEverySignal() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.path)/touchegg"
        let server = try ToucheggServer.start(address: address, log: LogRecorder().logger())
        defer { server.close() }
        let clients = try [PythonClient(address: address, count: 2), PythonClient(address: address, count: 2)]
        for client in clients { try client.waitUntilReady() }
        for signal in Self.swipe.prefix(2) { server.emit(signal) }
        for client in clients {
            #expect(try client.signals().map(\.member) == ["OnGestureBegin", "OnGestureUpdate"])
        }
    }

    @Test func aTakenAddressIsAddressInUse() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.path)/touchegg"
        let first = try ToucheggServer.start(address: address, log: LogRecorder().logger())
        defer { first.close() }
        #expect {
            try ToucheggServer.start(address: address, log: LogRecorder().logger())
        } throws: { error in
            guard case .addressInUse(address) = error as? ToucheggServer.StartError else { return false }
            return "\(error)".contains("is touchegg running?")
        }
    }

    @Test func aTakenAbstractNameIsAddressInUse() throws {
        let address = "unix:abstract=gesturekit-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let first = try ToucheggServer.start(address: address, log: LogRecorder().logger())
        defer { first.close() }
        #expect(throws: ToucheggServer.StartError.self) {
            try ToucheggServer.start(address: address, log: LogRecorder().logger())
        }
        let client = try PythonClient(address: address, count: 1)
        try client.waitUntilReady()
        first.emit(Self.swipe[0])
        #expect(try client.signals().map(\.member) == ["OnGestureBegin"])
    }

    @Test func aSocketFileLeftByAServerThatIsGoneIsTakenOver() throws {
        let directory = try TemporaryDirectory()
        let path = "\(directory.path)/touchegg"
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var (address, length) = try ToucheggAddress(parsing: "unix:path=\(path)").socketAddress()
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(stale, $0, length) }
        }
        #expect(bound == 0)
        Glibc.close(stale)
        let server = try ToucheggServer.start(address: "unix:path=\(path)", log: LogRecorder().logger())
        server.close()
        #expect(access(path, F_OK) != 0, "close removes the socket file")
    }

    @Test(arguments: [
        ("tcp:host=localhost,port=1", "transport 'tcp' is not served"),
        ("unix:", "is not KEY=VALUE"),
        ("unix:tmpdir=/tmp", "unknown key 'tmpdir'"),
        ("unix:path=", "empty"),
        ("unix:path=/tmp/a%zz", "badly %-escaped"),
        ("unix:path=/tmp/a,abstract=b", "not both"),
        ("unix:guid=0123", "no path= or abstract="),
        ("unix:abstract=" + String(repeating: "x", count: 108), "a Unix socket allows 107"),
    ])
    func aBadAddressSaysWhatIsExpected(address: String, reason: String) {
        #expect {
            try ToucheggServer.start(address: address, log: LogRecorder().logger())
        } throws: { error in
            guard case .badAddress(address, let said) = error as? ToucheggServer.StartError else { return false }
            return said.contains(reason)
        }
    }

    @Test func escapedBytesAreUnescaped() throws {
        #expect(try ToucheggAddress(parsing: "unix:path=/tmp/a%20b,guid=00").location == .path(Array("/tmp/a b".utf8)))
        #expect(try ToucheggAddress(parsing: "unix:abstract=touchegg").location
            == .abstract(name: Array("touchegg".utf8)))
    }

    @Test func aClientThatNeverReadsIsDroppedAndCloseStillEndsAtOnce() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.path)/touchegg"
        let log = LogRecorder()
        let server = try ToucheggServer.start(address: address, log: log.logger())
        // Connects and then neither authenticates nor reads: its queue fills.
        let silent = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { Glibc.close(silent) }
        var (socketAddress, length) = try ToucheggAddress(parsing: address).socketAddress()
        let connected = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(silent, $0, length) }
        }
        #expect(connected == 0)
        #expect(log.wait { $0.contains("client 1 connected") } != nil)
        let tooMany = Int(ToucheggClientConnection.maximumQueuedSignals) + 10
        for _ in 0..<tooMany { server.emit(Self.swipe[1]) }
        #expect(log.wait { $0.contains("client 1 dropped: the client has not read its last") } != nil)
        let start = ContinuousClock.now
        server.close()
        #expect(ContinuousClock.now - start < .seconds(1))
        server.close()
        server.emit(Self.swipe[0])   // after close: ignored
    }

    @Test func aSubscribedClientThatHangsIsDroppedAndTheOthersAreServed() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.path)/touchegg"
        let log = LogRecorder()
        let server = try ToucheggServer.start(address: address, log: log.logger())
        defer { server.close() }
        let hung = try PythonClient(address: address, count: 1_000_000)
        try hung.waitUntilReady()
        hung.suspend()
        defer { hung.resumeAndEnd() }
        // The kernel's socket buffers take a few thousand signals before sd-bus queues any; the
        // batches stop as soon as the client is dropped, and are bounded either way.
        for _ in 0..<200 where !log.messages.contains(where: { $0.contains("client 1 dropped") }) {
            for _ in 0..<200 { server.emit(Self.swipe[1]) }
            _ = log.wait(seconds: 0.01) { $0.contains("client 1 dropped") }
        }
        #expect(log.messages.contains { $0 == "touchegg server: client 1 dropped: the client has not read its last "
            + "\(ToucheggClientConnection.maximumQueuedSignals) signals" })
        let next = try PythonClient(address: address, count: 1)
        try next.waitUntilReady()
        server.emit(Self.swipe[0])
        #expect(try next.signals().map(\.member) == ["OnGestureBegin"])
    }

    @Test func closeEndsAtOnceWithAConnectedClient() throws {
        let directory = try TemporaryDirectory()
        let address = "unix:path=\(directory.path)/touchegg"
        let server = try ToucheggServer.start(address: address, log: LogRecorder().logger())
        let client = try PythonClient(address: address, count: 1)
        try client.waitUntilReady()
        let start = ContinuousClock.now
        server.close()
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(client.exitStatus() == 1, "the client sees the server hang up")
    }
}

/// `Tests/Daemon/touchegg_client.py` run by the Debian python (the one with `gi`): one JSON line
/// per signal received.
final class PythonClient {
    struct Received: Decodable, Equatable {
        var member: String
        var signature: String
        var arguments: [Double]

        enum CodingKeys: String, CodingKey { case member, signature, arguments = "args" }
    }

    private let process = Process()
    private let output = Pipe()
    private var buffer = Data()

    /// The client's own bound: it gives up after this long.
    static let timeoutSeconds = 10

    init(address: String, count: Int, options: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            SharedRecordings.packageRoot.appendingPathComponent("Tests/Daemon/touchegg_client.py").path,
            address, String(count), "--timeout", String(Self.timeoutSeconds),
        ] + options
        process.standardOutput = output
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }   // even one blocked writing its output
        process.waitUntilExit()
    }

    /// Stops the client (SIGSTOP): it reads nothing more, as a hung desktop shell.
    func suspend() { kill(process.processIdentifier, SIGSTOP) }

    /// Ends a suspended client (SIGKILL: Foundation's `terminate()` skips a process it saw stop).
    func resumeAndEnd() {
        kill(process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGCONT)
    }

    /// Reads up to the client's `{"ready": true}` line (it is then subscribed).
    func waitUntilReady() throws {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[..<newline]
                buffer.removeSubrange(...newline)
                if String(decoding: line, as: UTF8.self).contains("ready") { return }
                continue
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { throw ClientError(description: "the client ended before subscribing") }
            buffer.append(more)
        }
    }

    /// Every signal the client printed, once it has exited (after its count, or its timeout).
    func signals() throws -> [Received] {
        buffer.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        return try buffer.split(separator: UInt8(ascii: "\n")).map {
            try JSONDecoder().decode(Received.self, from: Data($0))
        }
    }

    /// Everything the client printed, once it has exited.
    func printed() throws -> String {
        buffer.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ClientError(description: "the client exited with status \(process.terminationStatus)")
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    /// How the client ended (waits for it: bounded by its own timeout).
    func exitStatus() -> Int32 {
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus
    }

    struct ClientError: Error, CustomStringConvertible { var description: String }
}

/// A fresh directory under /tmp (short: socket paths hold 107 bytes), removed with its contents.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/gka-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            throw PythonClient.ClientError(description: "mkdtemp: \(String(cString: strerror(errno)))")
        }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
