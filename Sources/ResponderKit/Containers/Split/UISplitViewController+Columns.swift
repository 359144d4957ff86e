import Foundation

/// Collapsing, expanding (SP4) and laying the columns out (SP3).
extension UISplitViewController {
    /// SP4: a compact width collapses the interface, a regular one expands it.
    /// `layOut` false defers the columns to the coming layout pass (a trait transition, before the new size).
    func applyTraits(horizontal: UIUserInterfaceSizeClass? = nil, layOut: Bool = true) {
        hasAppliedTraits = true
        let compact = (horizontal ?? traitCollection.horizontalSizeClass) != .regular
        isApplyingTraits = !layOut
        defer { isApplyingTraits = false }
        if compact && !collapsedStorage {
            collapse()
        } else if !compact && collapsedStorage {
            expand()
        }
        if layOut, isViewLoaded {
            layoutColumns()
        } else {
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// SP4: the compact column when there is one; else the secondary goes onto the primary navigation
    /// controller's stack unless the delegate takes it (classic: `collapseSecondary:onto:` true; column styles:
    /// a top column other than `.secondary`); then `splitViewControllerDidCollapse`.
    private func collapse() {
        collapsedStorage = true
        for column in [Column.supplementary, .secondary] { columns[column]?.viewIfLoaded?.removeFromSuperview() }
        let primary = columns[.primary]
        let nav = primary as? UINavigationController
        collapseBase = nav?.viewControllers.count
        if columns[.compact] == nil, let primary, let secondary = columns[.secondary] {
            let keep =
                style == .unspecified
                ? !(delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false)
                : (delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
                    ?? .secondary) == .secondary
            if keep, let nav {
                secondary.willMove(toParent: nil)
                secondary.removeFromParent()
                columns[.secondary] = nil
                (secondary as? UINavigationController)?.isNavigationBarHidden = true
                nav.pushViewController(secondary, animated: false)
            }
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// SP4: the delegate's `separateSecondaryFrom` first; else what the primary navigation controller holds
    /// above its height at the collapse comes off it and becomes the secondary (one navigation controller as
    /// it is; other controllers in a new navigation controller); else the secondary kept from before. Then
    /// `splitViewControllerDidExpand`.
    private func expand() {
        collapsedStorage = false
        columns[.compact]?.viewIfLoaded?.removeFromSuperview()
        var separated: UIViewController?
        if columns[.compact] == nil, let primary = columns[.primary] {
            separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            if separated == nil, let nav = primary as? UINavigationController, let base = collapseBase,
                nav.viewControllers.count > base
            {
                let popped = Array(nav.viewControllers[base...])
                nav.setViewControllers(Array(nav.viewControllers[..<base]), animated: false)
                if popped.count == 1, let inner = popped[0] as? UINavigationController {
                    inner.isNavigationBarHidden = false
                    separated = inner
                } else {
                    let wrapper = UINavigationController()
                    wrapper.setViewControllers(popped, animated: false)
                    separated = wrapper
                }
            }
        }
        collapseBase = nil
        if let separated { replaceColumn(.secondary, with: separated) }
        delegate?.splitViewControllerDidExpand(self)
    }

    /// SP3: the expanded mode for this width: the preferred one (a two-column mode needs `.tripleColumn`), or
    /// for `.automatic` a column beside the secondary when the view is wider than tall (both for
    /// `.tripleColumn`) and the secondary only (one beside it for `.tripleColumn`) otherwise (our choice).
    var resolvedDisplayMode: DisplayMode {
        let size = viewIfLoaded?.bounds.size ?? UIScreen.defaultSize
        let triple = style == .tripleColumn
        switch preferredDisplayMode {
        case .automatic:
            if size.width > size.height { return triple ? .twoBesideSecondary : .oneBesideSecondary }
            return triple ? .oneBesideSecondary : .secondaryOnly
        case .twoBesideSecondary, .twoDisplaceSecondary: return triple ? preferredDisplayMode : .oneBesideSecondary
        case .twoOverSecondary: return triple ? .twoOverSecondary : .oneOverSecondary
        default: return preferredDisplayMode
        }
    }

    /// SP3: collapsed, the compact column (else the primary) fills the view. Expanded, by display mode: the
    /// secondary fills what the columns beside it leave, columns "over" it lie on top from the leading edge;
    /// each column `primaryColumnWidth` wide. A column that is not shown is out of the view (VC3 gives it its
    /// disappearance). The delegate hears `willChangeTo` before a new mode is laid out.
    func layoutColumns() {
        guard let root = viewIfLoaded, hasAppliedTraits else { return }
        let bounds = root.bounds
        if collapsedStorage {
            let shown = columns[.compact] ?? columns[.primary]
            for column in [Column.primary, .supplementary, .secondary, .compact] where columns[column] !== shown {
                columns[column]?.viewIfLoaded?.removeFromSuperview()
            }
            if let shown { place(shown, CGRect(origin: .zero, size: bounds.size), in: root) }
            return
        }
        columns[.compact]?.viewIfLoaded?.removeFromSuperview()
        let mode = resolvedDisplayMode
        if let last = lastDisplayMode, last != mode { delegate?.splitViewController(self, willChangeTo: mode) }
        lastDisplayMode = mode
        let leading: [Column] =
            switch mode {
            case .secondaryOnly, .automatic: []
            case .oneBesideSecondary, .oneOverSecondary: [style == .tripleColumn ? .supplementary : .primary]
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: [.primary, .supplementary]
            }
        let beside = mode != .oneOverSecondary && mode != .twoOverSecondary
        let width = primaryColumnWidth
        let leadingWidth = beside ? CGFloat(leading.count) * width : 0
        for column in [Column.primary, .supplementary] where !leading.contains(column) {
            columns[column]?.viewIfLoaded?.removeFromSuperview()
        }
        if let secondary = columns[.secondary] {
            let frame = CGRect(
                x: leadingWidth, y: 0, width: Swift.max(0, bounds.width - leadingWidth), height: bounds.height)
            place(secondary, frame, in: root)
        }
        for (index, column) in leading.enumerated() {
            guard let controller = columns[column] else { continue }
            place(controller, CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height), in: root)
        }
    }

    /// Puts a column's view at `frame`, on top of the columns placed before it (brought forward only when it is
    /// not: a view already in place is not moved, so its appearance is not disturbed).
    private func place(_ controller: UIViewController, _ frame: CGRect, in root: UIView) {
        let view = controller.loadedView(contextBounds: frame)
        view.frame = frame
        view.autoresizingMask = []
        if view.superview !== root {
            root.addSubview(view)
        } else if root.subviews.last !== view {
            root.bringSubviewToFront(view)
        }
    }
}
