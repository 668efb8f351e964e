import Foundation

/// Counters of this process from `/proc/self`: how often each thread was switched out (every
/// sleep of a thread counts once, so a thread that never wakes adds nothing) and resident memory.
/// What `stats` reports and what the idle test counts.
struct ProcessStatistics: Hashable, Sendable {
    /// One thread's name (`comm`) and its voluntary plus involuntary context switches.
    struct Thread: Hashable, Sendable {
        var name: String
        var contextSwitches: Int
        /// The process's main thread (its thread id is the process id).
        var isMain = false
    }

    /// Every thread of the process.
    var threads: [Thread]
    /// Resident set size (bytes).
    var residentBytes: Int

    /// Context switches of every thread.
    var contextSwitches: Int { threads.reduce(0) { $0 + $1.contextSwitches } }

    /// Context switches of the service's own threads: the main thread, the event loop (swift-nio
    /// names it `NIO-ELT-…`), the device readers and the signal watcher (`gk-…`). Threads that
    /// other runtimes start in the process are not counted: a sanitizer's background thread (it
    /// inherits the process's name and ticks several times a second under TSan), libdispatch's
    /// pool, a preloaded library's threads.
    var serviceContextSwitches: Int {
        threads.filter { $0.isMain || $0.name.hasPrefix("NIO-ELT") || $0.name.hasPrefix("gk-") }
            .reduce(0) { $0 + $1.contextSwitches }
    }

    /// Reads `/proc/self/task/*/{comm,status}` and `/proc/self/statm` (zeros where unreadable).
    static func current() -> ProcessStatistics {
        var threads: [Thread] = []
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        for task in tasks.sorted() {
            let base = "/proc/self/task/\(task)"
            guard let status = try? String(contentsOfFile: base + "/status", encoding: .utf8) else { continue }
            let name = ((try? String(contentsOfFile: base + "/comm", encoding: .utf8)) ?? "?")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            var switches = 0
            for line in status.split(separator: "\n")
            where line.hasPrefix("voluntary_ctxt_switches:") || line.hasPrefix("nonvoluntary_ctxt_switches:") {
                switches += Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "") ?? 0
            }
            threads.append(Thread(name: name, contextSwitches: switches, isMain: Int32(task) == getpid()))
        }
        var resident = 0
        if let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) {
            let fields = statm.split(separator: " ")
            if fields.count > 1, let pages = Int(fields[1]) { resident = pages * Int(sysconf(Int32(_SC_PAGESIZE))) }
        }
        return ProcessStatistics(threads: threads, residentBytes: resident)
    }
}
