import Foundation
import GestureTestSupport
import Glibc
import Testing

/// `convert`, `synth` and `render -o` write their file through `AtomicFile`. A regular file is
/// replaced atomically (a temporary file renamed, removed on any failure or on SIGINT/SIGTERM); a
/// symbolic link is followed; a named pipe or a device node is written through, never replaced
/// (as root, `convert x.yaml /dev/stdout` must not replace the device node).
@Suite(.serialized) struct OutputFileTests {
    let trace = "Traces/touchscreen/tap.gktrace"

    /// A fresh empty folder, removed by `cleanUp`.
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gk-output-\(getpid())-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url
    }

    func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func fileType(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test(arguments: [["convert", "Traces/touchscreen/tap.gktrace"], ["synth", "--events", "10", "-o"],
                      ["render", "Traces/touchscreen/tap.gktrace", "-o"]])
    func aSymbolicLinkIsFollowedAndItsTargetReplacedKeepingItsMode(_ command: [String]) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("real").path
        let link = dir.appendingPathComponent("link").path
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        chmod(target, 0o640)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real")
        let result = try CommandLineTool.run(command + [link])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fileType(link) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8) != "old")
        var status = stat()
        #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o640)
        #expect(try entries(dir) == ["link", "real"])
    }

    @Test func aNamedPipeIsWrittenThroughNotReplaced() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Open for reading and writing, so the open neither blocks nor lacks a reader.
        let reader = open(fifo, O_RDWR | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try CommandLineTool.run(["convert", trace, fifo])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fileType(fifo) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let n = read(reader, &buffer, buffer.count)
        #expect(n > 0 && String(decoding: buffer.prefix(max(n, 0)), as: UTF8.self).hasPrefix("{\"gktrace\":1"))
        #expect(try entries(dir) == ["pipe"])
    }

    @Test(.enabled(if: getuid() == 0, "making a device node needs root"))
    func aDeviceNodeIsWrittenThroughNotReplaced() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let node = dir.appendingPathComponent("null").path
        #expect(mknod(node, S_IFCHR | 0o666, (1 << 8) | 3) == 0)  // the null device: major 1, minor 3
        let result = try CommandLineTool.run(["convert", trace, node])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(fileType(node) == S_IFCHR)
        #expect(try entries(dir) == ["null"])
    }

    @Test func aDirectoryIsAnErrorNamingIt() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CommandLineTool.run(["convert", trace, dir.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(dir.path): is a directory, expected a file to write"), "\(result.stderr)")
    }

    /// Starts `gesturekit arguments…` with SIGINT and SIGTERM unblocked and at their defaults (the
    /// test runner's threads may block them, and a child inherits its parent's mask); its pid.
    func spawn(_ arguments: [String]) throws -> pid_t {
        let executable = try #require(CommandLineTool.executable).path
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults); sigaddset(&defaults, SIGINT); sigaddset(&defaults, SIGTERM)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        try #require(status == 0)
        return pid
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalDuringSynthLeavesNeitherATemporaryFileNorATruncatedTrace(_ signal: Int32) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pid = try spawn(["synth", "--events", "100000000", "-o", dir.appendingPathComponent("t.gktrace").path])
        // Bounded wait for the temporary file to appear (the synthesis then runs for minutes).
        let deadline = ContinuousClock.now + .seconds(30)
        while try entries(dir).isEmpty, ContinuousClock.now < deadline { usleep(10_000) }
        #expect(try entries(dir).count == 1)
        kill(pid, signal)
        var status: Int32 = 0
        // Bounded: a child the signal did not end is killed, and the test fails below.
        var waited = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if waited == 1_000 { kill(pid, SIGKILL) }
            usleep(10_000); waited += 1
        }
        let signalled = status & 0x7f
        #expect(signalled == signal)
        #expect(try entries(dir).isEmpty)
    }
}
