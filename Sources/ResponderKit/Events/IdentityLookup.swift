import Foundation

/// Identity searches over arrays of objects without closures.
///
/// On the dispatch hot path this matters: a closure formed in main-actor code and handed to a standard
/// library algorithm (`contains(where:)`, `filter`, `allSatisfy`) carries a run-time executor check on
/// every call, which measured as ~16 % of a touch-moved event (issue 7).
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
}
