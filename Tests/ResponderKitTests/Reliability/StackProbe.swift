import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Measures the stack of the calling thread (H10: the view-tree depth limit must fit in it).
enum StackProbe {
    /// The address of a local of the caller's frame.
    @inline(never)
    static func here() -> Int {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
    }

    /// Bytes of stack this thread may use in all: the main thread grows up to `RLIMIT_STACK`; any other
    /// thread has the mapping its stack was allocated in (read from /proc/self/maps).
    static func threadStackSize(isMainThread: Bool) -> Int? {
        if isMainThread {
            var limit = rlimit()
            guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return nil }
            return limit.rlim_cur >= UInt(Int.max) ? nil : Int(limit.rlim_cur)
        }
        let address = here()
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
        for line in maps.split(separator: "\n") {
            let range = line.split(separator: " ")[0].split(separator: "-")
            guard range.count == 2, let low = Int(range[0], radix: 16), let high = Int(range[1], radix: 16) else {
                continue
            }
            if low <= address && address < high { return high - low }
        }
        return nil
    }
}
