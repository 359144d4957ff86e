import Foundation

/// What a view keeps for layout (LY12–LY30), inline in `UIView` so that the frequent checks — is a pass
/// needed, is this view laid out by the engine — cost one load; the rest lives in a box made on first use.
/// (`autoresizingMask`, `autoresizesSubviews` and `translatesAutoresizingMaskIntoConstraints` are
/// stored properties of `UIView` itself.)
struct ViewLayoutStorage {
    var flags: LayoutFlags = [.needsUpdateConstraints]
    /// As of the last layout pass that visited the view (LY24).
    var safeAreaInsets: UIEdgeInsets = .zero
    /// The effective margins last announced by `layoutMarginsDidChange()` (nil: none computed yet).
    var announcedMargins: UIEdgeInsets?
    var box: ViewLayoutBox?
}

/// Dirty bits and switches. The `subtree…` bits say that some descendant has the bit below them, so a
/// pass visits only the branches that need it; a root that gets one tells its application (LY20).
struct LayoutFlags: OptionSet {
    let rawValue: UInt16

    static let needsLayout = LayoutFlags(rawValue: 1 << 0)
    static let subtreeNeedsLayout = LayoutFlags(rawValue: 1 << 1)
    static let needsUpdateConstraints = LayoutFlags(rawValue: 1 << 2)
    static let subtreeNeedsUpdateConstraints = LayoutFlags(rawValue: 1 << 3)
    static let safeAreaNeedsUpdate = LayoutFlags(rawValue: 1 << 4)
    /// On a root: its engine changed since the frames were last compared with it.
    static let engineChanged = LayoutFlags(rawValue: 1 << 5)
    /// The view has a record in its root's engine (set and cleared by the engine).
    static let participant = LayoutFlags(rawValue: 1 << 8)
    /// `layoutSubviews()` is running: resizing a subview does not ask for this view's layout again.
    static let layingOut = LayoutFlags(rawValue: 1 << 9)
    /// The engine is writing this view's frame: its autoresizing constraints already say so.
    static let engineWriting = LayoutFlags(rawValue: 1 << 10)
    /// `updateConstraints()` reached UIView's implementation (UIKit requires the super call).
    static let calledSuperUpdateConstraints = LayoutFlags(rawValue: 1 << 11)
    /// A cell that hosts its own engine while it translates its mask and no constraint crosses its edge
    /// (LY36); set at creation while `LayoutHosting.isEnabled`.
    static let hostCandidate = LayoutFlags(rawValue: 1 << 12)

    mutating func set(_ flag: LayoutFlags, _ on: Bool) {
        if on { insert(flag) } else { remove(flag) }
    }

    /// What makes the layout traversal visit a view.
    static let layoutWork: LayoutFlags = [.needsLayout, .subtreeNeedsLayout, .safeAreaNeedsUpdate]
    /// What makes the pass step into a view: a host's engine changed too (LY36).
    static let visitWork: LayoutFlags = [.needsLayout, .subtreeNeedsLayout, .safeAreaNeedsUpdate, .engineChanged]
    static let constraintWork: LayoutFlags = [.needsUpdateConstraints, .subtreeNeedsUpdateConstraints]
}

/// The less frequent layout state of a view.
@MainActor final class ViewLayoutBox {
    /// Constraints installed on this view (its `constraints`), in installation order.
    var installed = InstalledConstraints()
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    /// `keyboardLayoutGuide`, made on first use (LY35).
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// A scroll view's frame and content layout guides, made on first use (LY34).
    var scrollGuides: [UILayoutGuide] = []
    /// A view controller's `topLayoutGuide` and `bottomLayoutGuide` in its view, made on first use (LY45).
    var supportGuides: [UILayoutGuide] = []
    /// Nil: the default (8 pt, or the controller's system minimum for a root view, LY26).
    var directionalMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var hugging: (horizontal: UILayoutPriority?, vertical: UILayoutPriority?) = (nil, nil)
    var compression: (horizontal: UILayoutPriority?, vertical: UILayoutPriority?) = (nil, nil)
    /// The engine of the hierarchy this view is the root of (LY15), or of the subtree it hosts (LY36).
    var engine: LayoutEngine?
    /// Installed constraints naming an item inside this host from outside it: hosting is off while any
    /// is (LY36).
    var crossingConstraints = 0
    /// The engine of this view's last `systemLayoutSizeFitting`, kept while it can be edited (LY17).
    var fittingEngine: LayoutEngine?

    /// Every guide the view owns: its own, a scroll view's, and the safe-area, margins and keyboard guides
    /// made so far, then its controller's layout guides, in that order.
    var allGuides: [UILayoutGuide] {
        let system: [UILayoutGuide?] = [safeAreaGuide, marginsGuide, keyboardGuide]
        return guides + scrollGuides + system.compactMap { $0 } + supportGuides
    }
}
