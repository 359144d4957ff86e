import Foundation

/// Identity searches over arrays of objects without closures.
///
/// On the dispatch hot path this matters: a closure formed in main-actor code and handed to a standard
/// library algorithm (`contains(where:)`, `filter`, `allSatisfy`) carries a run-time executor check on
/// every call, which measured as ~16 % of a touch-moved event (BENCHMARKS.md, `dispatch.move.10gr`).
extension Array where Element: AnyObject {
    @inline(__always)
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }

    @inline(__always)
    mutating func removeIdentical(_ object: Element) {
        var index = 0
        while index < count {
            if self[index] === object { remove(at: index) } else { index += 1 }
        }
    }

    /// Removes `object` from a list that holds it at most once (a touch lists each recognizer once, GR1),
    /// searching from the front: recognizers are reset in the order they were listed, so each is found
    /// first and 10,000 of them leave a touch in linear time, not quadratic (Reliability, "Hostile sizes").
    @inline(__always)
    mutating func removeListedOnce(_ object: Element) {
        var index = 0
        while index < count {
            if self[index] === object {
                remove(at: index)
                return
            }
            index += 1
        }
    }
}
