import Foundation

/// A unified diff of two texts (`---`/`+++` headers, `@@` hunks with context), for `check`.
public enum UnifiedDiff {
    enum Edit: Equatable {
        case same(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// At most this many differing lines are diffed: Myers' search keeps one row per difference, so its
    /// memory is O(D²) with D capped here (Reliability, "What bounds each stage": CRLF against LF made every line
    /// differ and the search ran out of memory). Past it, ``diff`` gives a summary instead.
    static let maximumDifferences = 1_000

    /// Myers' O((N+M)·D) shortest edit script, on lines; nil when more than `limit` lines differ.
    static func edits(_ a: [Substring], _ b: [Substring], limit: Int = maximumDifferences) -> [Edit]? {
        let n = a.count
        let m = b.count
        let maxD = min(n + m, limit)
        guard n + m > 0 else { return [] }
        var v = [Int](repeating: 0, count: 2 * maxD + 2)
        var trace: [[Int]] = []
        let offset = maxD + 1
        var found = false
        for d in 0...maxD {
            trace.append(v)
            var k = -d
            while k <= d {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]
                } else {
                    x = v[offset + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
                k += 2
            }
            if found { break }
        }
        guard found else { return nil }
        // Backtrack.
        var result: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let prevK: Int
            if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                prevK = k + 1
            } else {
                prevK = k - 1
            }
            let prevX = v[offset + prevK]
            let prevY = prevX - prevK
            while x > prevX && y > prevY {
                result.append(.same(x - 1, y - 1))
                x -= 1
                y -= 1
            }
            if d > 0 {
                if x == prevX {
                    result.append(.insert(y - 1))
                } else {
                    result.append(.delete(x - 1))
                }
            }
            x = prevX
            y = prevY
        }
        return result.reversed()
    }

    /// Empty when the texts are equal.
    public static func diff(
        expected: String, actual: String, expectedName: String, actualName: String, context: Int = 3
    ) -> String {
        if expected == actual { return "" }
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        guard let script = edits(a, b) else { return out + summary(a, b) }
        // Group edits into hunks with `context` lines around changes.
        var index = 0
        while index < script.count {
            guard
                let firstChange = script[index...].firstIndex(where: {
                    if case .same = $0 { return false } else { return true }
                })
            else { break }
            let start = max(firstChange - context, index)
            var end = firstChange
            var lastChange = firstChange
            while end < script.count {
                if case .same = script[end] {
                    if end - lastChange > 2 * context { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            let stop = min(lastChange + context + 1, script.count)
            let hunk = script[start..<stop]
            var aStart = 0
            var bStart = 0
            var aCount = 0
            var bCount = 0
            var lines: [String] = []
            var firstA: Int?
            var firstB: Int?
            for edit in hunk {
                switch edit {
                case .same(let i, let j):
                    firstA = firstA ?? i
                    firstB = firstB ?? j
                    aCount += 1
                    bCount += 1
                    lines.append(" " + a[i])
                case .delete(let i):
                    firstA = firstA ?? i
                    aCount += 1
                    lines.append("-" + a[i])
                case .insert(let j):
                    firstB = firstB ?? j
                    bCount += 1
                    lines.append("+" + b[j])
                }
            }
            aStart = (firstA ?? position(before: hunk.startIndex, in: script, a: true)) + 1
            bStart = (firstB ?? position(before: hunk.startIndex, in: script, a: false)) + 1
            if aCount == 0 { aStart -= 1 }
            if bCount == 0 { bStart -= 1 }
            out += "@@ -\(aStart),\(aCount) +\(bStart),\(bCount) @@\n"
            out += lines.map { $0 + "\n" }.joined()
            index = stop
        }
        return out
    }

    /// When too many lines differ to diff: the counts and the first difference.
    static func summary(_ a: [Substring], _ b: [Substring]) -> String {
        var first = 0
        while first < a.count, first < b.count, a[first] == b[first] { first += 1 }
        var out = "more than \(maximumDifferences) lines differ (expected \(a.count) lines, actual \(b.count));"
        out += " the first difference is at line \(first + 1):\n"
        if first < a.count { out += "-" + a[first] + "\n" }
        if first < b.count { out += "+" + b[first] + "\n" }
        return out
    }

    /// The line number (0-based) in a or b just before `index` of the script, for hunks with no line of one side.
    private static func position(before index: Int, in script: [Edit], a: Bool) -> Int {
        var count = 0
        for edit in script[..<index] {
            switch edit {
            case .same: count += 1
            case .delete: if a { count += 1 }
            case .insert: if !a { count += 1 }
            }
        }
        return count
    }
}
