import Foundation

/// A text's attributes as runs of UTF-16 lengths (TA3): an edit changes the runs it touches and the one it
/// inserts, never the whole text, so typing into a long attributed field costs what the runs number, not
/// what the text weighs (TX11). Adjacent runs with equal attributes are merged.
struct TextAttributeRuns {
    struct Run {
        var length: Int
        var attributes: [NSAttributedString.Key: Any]
    }

    private(set) var runs: [Run] = []

    var length: Int { runs.reduce(0) { $0 + $1.length } }

    init() {}

    /// One run of `length` units with `attributes`.
    init(length: Int, attributes: [NSAttributedString.Key: Any]) {
        if length > 0 { runs = [Run(length: length, attributes: attributes)] }
    }

    /// The runs of an attributed string (its length once).
    init(_ string: NSAttributedString) {
        var found: [Run] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) {
            attributes, range, _ in
            Self.append(Run(length: range.length, attributes: attributes), to: &found)
        }
        runs = found
    }

    /// The attributes of the unit at `location` (clamped to the text); nil for an empty text.
    func attributes(at location: Int) -> [NSAttributedString.Key: Any]? {
        var start = 0
        for run in runs {
            if location < start + run.length { return run.attributes }
            start += run.length
        }
        return runs.last?.attributes
    }

    /// Replaces `range` with `inserted` units carrying `attributes`.
    mutating func replace(_ range: NSRange, insertedLength inserted: Int, attributes: [NSAttributedString.Key: Any]) {
        let total = length
        let lower = Swift.min(Swift.max(0, range.location), total)
        let upper = Swift.min(Swift.max(lower, range.location + range.length), total)
        var result: [Run] = []
        result.reserveCapacity(runs.count + 2)
        var start = 0
        var placed = false
        for run in runs {
            let end = start + run.length
            if end <= lower || start >= upper {
                if start >= upper && !placed {
                    Self.append(Run(length: inserted, attributes: attributes), to: &result)
                    placed = true
                }
                Self.append(run, to: &result)
            } else {
                if start < lower { Self.append(Run(length: lower - start, attributes: run.attributes), to: &result) }
                if !placed {
                    Self.append(Run(length: inserted, attributes: attributes), to: &result)
                    placed = true
                }
                if end > upper { Self.append(Run(length: end - upper, attributes: run.attributes), to: &result) }
            }
            start = end
        }
        if !placed { Self.append(Run(length: inserted, attributes: attributes), to: &result) }
        runs = result
    }

    /// Sets `values` on every run (`defaultTextAttributes`, `font`, `textColor`: the whole text, TA3).
    mutating func setEverywhere(_ values: [NSAttributedString.Key: Any]) {
        let old = runs
        runs = []
        for var run in old {
            run.attributes.merge(values) { _, new in new }
            append(run)
        }
    }

    /// The attributed string of `text` (whose UTF-16 length the runs cover).
    func attributedString(_ text: String) -> NSAttributedString {
        let result = NSMutableAttributedString(string: text)
        var start = 0
        let total = result.length
        for run in runs where start < total {
            let length = Swift.min(run.length, total - start)
            if !run.attributes.isEmpty {
                result.setAttributes(run.attributes, range: NSRange(location: start, length: length))
            }
            start += run.length
        }
        return result
    }

    private mutating func append(_ run: Run) { Self.append(run, to: &runs) }

    private static func append(_ run: Run, to runs: inout [Run]) {
        guard run.length > 0 else { return }
        if let last = runs.last, Self.equal(last.attributes, run.attributes) {
            runs[runs.count - 1].length += run.length
        } else {
            runs.append(run)
        }
    }

    /// Equal attributes: the same keys, each value equal by its own `==` (colours, fonts, paragraph styles,
    /// numbers, strings), else the same object.
    static func equal(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key], valuesEqual(value, other) else { return false }
        }
        return true
    }

    private static func valuesEqual(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return equalValue(a, b) }
        return (a as AnyObject) === (b as AnyObject)
    }

    private static func equalValue<T: Equatable>(_ a: T, _ b: Any) -> Bool { (b as? T) == a }
}
