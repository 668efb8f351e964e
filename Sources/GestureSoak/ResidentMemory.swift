#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resident set size, for soak runs that check memory stays flat.
public enum ResidentMemory {
    /// Current resident set size in bytes (Linux: `/proc/self/statm`), or nil where unavailable.
    ///
    /// - Returns: the bytes, or nil.
    public static func current() -> Int? {
        #if os(Linux)
        guard let f = fopen("/proc/self/statm", "r") else { return nil }
        defer { fclose(f) }
        var size = 0, resident = 0
        guard fscanf_pair(f, &size, &resident) else { return nil }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// Reads the first two decimal fields of statm without Foundation (no allocation per call).
    private static func fscanf_pair(_ f: UnsafeMutablePointer<FILE>, _ a: inout Int, _ b: inout Int) -> Bool {
        var fields = [0, 0]
        var index = 0, inNumber = false
        while index < 2 {
            let c = getc(f)
            if c >= 48 && c <= 57 {
                fields[index] = fields[index] * 10 + Int(c - 48)
                inNumber = true
            } else {
                if inNumber { index += 1; inNumber = false }
                if c == EOF { break }
            }
        }
        guard index == 2 else { return false }
        a = fields[0]; b = fields[1]
        return true
    }
    #endif
}
