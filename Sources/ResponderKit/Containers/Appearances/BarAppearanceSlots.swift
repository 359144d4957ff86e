import Foundation

/// A bar's (or item's) four appearances and its scroll-edge state, out of line (BA2, BA4): a bar makes it on
/// first use, so a bar whose appearances are never touched carries one nil reference.
@MainActor final class BarAppearanceSlots<Appearance: UIBarAppearance> {
    var standard: Appearance?
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?
    /// Set by the container that manages the bar (BA4): whether the scroll view it tracks has its content
    /// at the bar's edge (true without one); nil for a bar no container manages.
    var atScrollEdge: Bool?

    /// A copy of `appearance`, owned by `owner` (UIKit's `@NSCopying`: later changes to the argument do not
    /// reach the bar; changes to the copy read back from the bar do).
    static func adopt(_ appearance: Appearance?, by owner: any BarAppearanceOwner) -> Appearance? {
        guard let copy = appearance?.copy() else { return nil }
        copy.owner = owner
        return copy
    }

    /// Apple's order (BA4): at the scroll edge the scroll-edge appearance (the compact one first when
    /// compact), else the compact one when compact, else the standard one; `item`'s appearances win over
    /// the bar's. A missing scroll-edge appearance is the standard one with a transparent background (iOS 15
    /// and later).
    func current(item: BarAppearanceSlots?, isCompact: Bool, standard fallback: Appearance) -> Appearance {
        let sources = [item, self].compactMap { $0 }
        func first(_ pick: (BarAppearanceSlots) -> Appearance?) -> Appearance? {
            for source in sources { if let found = pick(source) { return found } }
            return nil
        }
        let standard = (isCompact ? first(\.compact) : nil) ?? first(\.standard) ?? fallback
        guard atScrollEdge == true else { return standard }
        if let edge = (isCompact ? first(\.compactScrollEdge) : nil) ?? first(\.scrollEdge) { return edge }
        let transparent = standard.copy()
        transparent.setBackground(.transparent)
        return transparent
    }
}
