import Foundation

extension UIScrollView {
    /// S10: how the safe area adds to `contentInset` in `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// `.scrollableAxes`, and always vertically for a scroll view in a view controller shown by a navigation
        /// or tab bar controller.
        case automatic
        /// Only along an axis that scrolls: content larger than the view, or `alwaysBounceVertical` (and, by
        /// symmetry, `alwaysBounceHorizontal`: Fidelity).
        case scrollableAxes
        case never
        case always
    }

    /// S10: the behaviour's part of the adjusted inset, and the inset last announced.
    struct InsetAdjustment {
        var behavior: ContentInsetAdjustmentBehavior = .automatic
        var safe: UIEdgeInsets = .zero
        var announced: UIEdgeInsets = .zero
    }

    /// S10: the safe area's part of `adjustedContentInset`.
    var safeAreaAdjustment: UIEdgeInsets { insetAdjustment.safe }

    /// S10: recomputes the safe area's part. A scroll view resting at its top (or leading) edge stays there
    /// when that part changes — how a table under a navigation bar comes to rest at `-adjustedContentInset.top`
    /// (Fidelity); the subviews' safe areas follow (they lose what the inset already adjusts for).
    func updateInsetAdjustment() {
        let old = insetAdjustment.safe
        let new = computedInsetAdjustment()
        if new != old {
            insetAdjustment.safe = new
            if !isDragging, scroll.animation == nil {
                var offset = contentOffset
                if offset.y == -(contentInset.top + old.top + refreshInsetTop) {
                    offset.y = -(contentInset.top + new.top + refreshInsetTop)
                }
                if offset.x == -(contentInset.left + old.left) { offset.x = -(contentInset.left + new.left) }
                if offset != contentOffset { contentOffset = offset }
            }
            for subview in subviewStorage { subview.markLayoutDirty(.safeAreaNeedsUpdate) }
        }
        announceAdjustedContentInset()
    }

    /// S10: `adjustedContentInsetDidChange()`, then the delegate's
    /// `scrollViewDidChangeAdjustedContentInset(_:)`, once per change of the adjusted inset.
    func announceAdjustedContentInset() {
        let adjusted = adjustedContentInset
        guard adjusted != insetAdjustment.announced else { return }
        insetAdjustment.announced = adjusted
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    private func computedInsetAdjustment() -> UIEdgeInsets {
        let safe = layoutStorage.safeAreaInsets
        guard safe != .zero else { return .zero }
        let vertical: Bool
        let horizontal = alwaysBounceHorizontal || contentSize.width > bounds.width
        switch insetAdjustment.behavior {
        case .never: return .zero
        case .always: return safe
        case .scrollableAxes: vertical = alwaysBounceVertical || contentSize.height > bounds.height
        case .automatic:
            vertical = alwaysBounceVertical || contentSize.height > bounds.height || isShownByBarContainer
        }
        return UIEdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0, bottom: vertical ? safe.bottom : 0,
            right: horizontal ? safe.right : 0)
    }

    /// Apple: "Content is always adjusted vertically when the scroll view is the content view of a view
    /// controller that is currently displayed by a navigation or tab bar controller" — read as: the nearest
    /// view controller whose view holds the scroll view has a navigation or tab bar controller (Fidelity).
    private var isShownByBarContainer: Bool {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningViewController {
                return controller.navigationController != nil || controller.tabBarController != nil
            }
            view = current.superviewStorage
        }
        return false
    }
}
