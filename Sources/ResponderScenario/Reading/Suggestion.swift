import Foundation

/// "Did you mean ...?" for unknown words: the nearest candidate by edit distance, if it is within a third
/// of the shorter word's length (at least 1).
///
/// Bounded for hostile files (Reliability, "What bounds each stage"): words longer than ``maximumLength`` get no
/// suggestion; a candidate whose length alone puts it out of reach is skipped without computing anything (the
/// distance is at least the difference in length, so this changes no answer); the distance is computed
/// in a band around the diagonal and abandoned once every cell exceeds the limit; and one call looks at
/// ``maximumCells`` cells at most. So one suggestion costs O(min(candidates · length², maximumCells)).
enum Suggestion {
    static let maximumLength = 100
    static let maximumCells = 2_000_000

    static func nearest(_ word: String, in candidates: [String]) -> String? {
        let a = Array(word.lowercased().unicodeScalars)
        guard !a.isEmpty, a.count <= maximumLength else { return nil }
        var best: (String, Int)?
        var budget = maximumCells
        for candidate in candidates {
            let count = candidate.unicodeScalars.count
            guard count <= maximumLength else { continue }
            let limit = max(1, min(a.count, count) / 3)
            // The first of equally near candidates wins, so a later one must be strictly nearer.
            let reach = min(limit, (best?.1 ?? Int.max) - 1)
            guard abs(a.count - count) <= reach else { continue }
            let b = Array(candidate.lowercased().unicodeScalars)
            budget -= a.count * (2 * reach + 1)
            guard budget >= 0 else { break }
            if let d = distance(a, b, within: reach), d < b.count { best = (candidate, d) }
        }
        return best?.0
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        return distance(a, b, within: max(a.count, b.count)) ?? max(a.count, b.count)
    }

    /// The Levenshtein distance of `a` and `b` if it is at most `limit`, else nil; only cells within
    /// `limit` of the diagonal are computed (Ukkonen's band).
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], within limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let outside = limit + 1
        var previous = (0...b.count).map { $0 <= limit ? $0 : outside }
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[0] = i <= limit ? i : outside
            if low > 1 { current[low - 1] = outside }
            var rowMinimum = current[0]
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    let value = min(previous[j] + 1, current[j - 1] + 1, substitution, outside)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
            }
            if high < b.count { current[high + 1] = outside }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
