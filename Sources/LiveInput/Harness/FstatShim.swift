import Foundation

/// The LD_PRELOAD shim that makes `fstat` on an umockdev-emulated evdev node report the emulated
/// device number.
///
/// umockdev 0.17 backs emulated character devices with a pty, so `fstat(fd).st_rdev` is the pty's
/// number; libinput compares it with the udev device number and refuses the device ("failed to create
/// input device"). The shim rewrites `st_rdev` to `13:<GESTUREKIT_SHIM_MINOR>` (and the type to a
/// character device) for descriptors that resolve into `/dev/pts/`, and leaves everything else alone.
public enum FstatShim {
    /// The C source, compiled at run time with `cc -shared -fPIC` (kept as text so no build step or
    /// resource bundle is needed).
    public static let source = #"""
    #define _GNU_SOURCE
    #include <dlfcn.h>
    #include <stdio.h>
    #include <stdlib.h>
    #include <string.h>
    #include <sys/stat.h>
    #include <sys/sysmacros.h>
    #include <unistd.h>

    /* Rewrites st for fds backed by a pty (umockdev's emulated node) to 13:GESTUREKIT_SHIM_MINOR. */
    static void gk_fix(int fd, struct stat *st) {
        const char *minor = getenv("GESTUREKIT_SHIM_MINOR");
        char link[64], target[256];
        ssize_t n;
        if (minor == NULL) return;
        snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
        n = readlink(link, target, sizeof target - 1);
        if (n <= 0) return;
        target[n] = 0;
        if (strncmp(target, "/dev/pts/", 9) != 0) return;
        st->st_rdev = makedev(13, (unsigned)atoi(minor));
        st->st_mode = (st->st_mode & ~S_IFMT) | S_IFCHR;
    }
    #define GK_WRAP(name, stype) \
        int name(int fd, stype *st) { \
            static int (*real)(int, stype *); \
            if (!real) real = (int (*)(int, stype *))dlsym(RTLD_NEXT, #name); \
            int r = real(fd, st); \
            if (r == 0) gk_fix(fd, (struct stat *)st); \
            return r; }
    #define GK_WRAP_VER(name, stype) \
        int name(int ver, int fd, stype *st) { \
            static int (*real)(int, int, stype *); \
            if (!real) real = (int (*)(int, int, stype *))dlsym(RTLD_NEXT, #name); \
            if (!real) return -1; \
            int r = real(ver, fd, st); \
            if (r == 0) gk_fix(fd, (struct stat *)st); \
            return r; }
    GK_WRAP(fstat, struct stat)
    GK_WRAP(fstat64, struct stat64)
    GK_WRAP_VER(__fxstat, struct stat)
    GK_WRAP_VER(__fxstat64, struct stat64)
    """#

    /// Writes the source into `directory` and compiles it; returns the path of the shared object.
    ///
    /// - Parameters:
    ///   - directory: where the source and the shared object go.
    ///   - compiler: the C compiler to run.
    /// - Returns: the shared object's path.
    /// - Throws: `HarnessError.shimBuildFailed` with the compiler's output.
    public static func build(in directory: URL, compiler: String = "cc") throws -> URL {
        let sourceURL = directory.appendingPathComponent("gesturekit-fstat-shim.c")
        let library = directory.appendingPathComponent("gesturekit-fstat-shim.so")
        try source.write(to: sourceURL, atomically: true, encoding: .utf8)
        let result = try Subprocess.run([
            compiler, "-shared", "-fPIC", "-O1", "-o", library.path, sourceURL.path, "-ldl"
        ])
        guard result.status == 0 else {
            throw HarnessError.shimBuildFailed(result.standardError)
        }
        return library
    }
}
