import Foundation

/// The constraints installed on one view, in installation order (LY15), with O(1) removal: a removed
/// constraint leaves a hole at its slot (`NSLayoutConstraint.installedSlot`), and the holes are squeezed
/// out once they are half the list, so that deactivating n constraints among N costs O(n), not O(n·N)
/// (LY38).
@MainActor struct InstalledConstraints {
    private var slots: [NSLayoutConstraint?] = []
    private var holes = 0

    var count: Int { slots.count - holes }
    var isEmpty: Bool { count == 0 }
    /// In installation order.
    var array: [NSLayoutConstraint] { holes == 0 ? slots.map { $0! } : slots.compactMap { $0 } }

    mutating func append(_ constraint: NSLayoutConstraint) {
        constraint.installedSlot = slots.count
        slots.append(constraint)
    }

    /// Removes `constraint` if it is here; O(1) amortized. Returns it, so that the caller releases it
    /// after this write (A11).
    @discardableResult mutating func remove(_ constraint: NSLayoutConstraint) -> NSLayoutConstraint? {
        let slot = constraint.installedSlot
        guard slots.indices.contains(slot), slots[slot] === constraint else { return nil }
        let removed = slots[slot]
        slots[slot] = nil
        constraint.installedSlot = -1
        holes += 1
        if slot == slots.count - 1 {
            while let last = slots.last, last == nil {
                slots.removeLast()
                holes -= 1
            }
        } else if holes > 16, holes * 2 > slots.count {
            compact()
        }
        return removed
    }

    private mutating func compact() {
        slots = slots.filter { $0 != nil }
        holes = 0
        for (index, constraint) in slots.enumerated() { constraint?.installedSlot = index }
    }

}

/// Walked on the main actor only, as the views that hold it.
extension InstalledConstraints: @MainActor Sequence {
    func makeIterator() -> Iterator { Iterator(base: slots.makeIterator()) }

    struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[NSLayoutConstraint?]>
        mutating func next() -> NSLayoutConstraint? {
            while let slot = base.next() {
                if let constraint = slot { return constraint }
            }
            return nil
        }
    }
}
