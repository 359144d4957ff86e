import Foundation

/// Safe area and layout margins (LY24–LY26), updated by the layout pass top-down.
///
/// The screen's safe area (the simulator's `safeAreaInsets`) is the window's; every other view's safe
/// area is the part of its bounds not covered by its superview's insets (edges where the superview has
/// no inset extend without limit, so a view sticking out of its superview is not made unsafe by that),
/// plus a view controller's `additionalSafeAreaInsets` for its root view. Frames are untransformed.
extension UIView {
    /// Recomputes the safe area and margins; announces changes as UIKit does and lays out again.
    func updateSafeAreaAndMargins() {
        let insets = computedSafeAreaInsets()
        if insets != layoutStorage.safeAreaInsets {
            layoutStorage.safeAreaInsets = insets
            layoutStorage.flags.insert(.needsLayout)
            for subview in subviewStorage { subview.layoutStorage.flags.insert(.safeAreaNeedsUpdate) }
            if let box = layoutStorage.box {
                if let guide = box.safeAreaGuide { guideDidChange(guide) }
                for guide in box.supportGuides { guideDidChange(guide) }
            }
            keyboardGuideDidChange()
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            safeAreaInsetsDidUpdate()
        }
        let margins = layoutMargins
        if margins != layoutStorage.announcedMargins {
            let isFirst = layoutStorage.announcedMargins == nil
            layoutStorage.announcedMargins = margins
            for subview in subviewStorage where subview.layoutStorage.box?.preservesSuperviewLayoutMargins == true {
                subview.layoutStorage.flags.insert(.safeAreaNeedsUpdate)
            }
            if let guide = layoutStorage.box?.marginsGuide { guideDidChange(guide) }
            if !isFirst {
                layoutStorage.flags.insert(.needsLayout)
                layoutMarginsDidChange()
                owningViewController?.viewLayoutMarginsDidChange()
            }
        }
    }

    private func guideDidChange(_ guide: UILayoutGuide) {
        LayoutTree.engineRoot(of: self).layoutStorage.box?.engine?.guideInsetsDidChange(guide)
    }

    /// LY24. Zero outside a window (Apple: "If the view is not currently installed in a view hierarchy
    /// ... the edge insets in this property are 0").
    func computedSafeAreaInsets() -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let parent = superviewStorage {
            if windowStorage != nil {
                let region = SafeRegion(
                    CGRect(origin: .zero, size: parent.boundsStorage.size), insetsFromSuperview(parent))
                let frame = untransformedFrame.offsetBy(dx: -parent.boundsStorage.minX, dy: -parent.boundsStorage.minY)
                insets = region.insets(of: frame)
            }
        } else if let window = self as? UIWindow, let application = window.application,
            let screen = window.sceneStorage?.screen
        {
            insets = SafeRegion(screen.bounds, application.layoutLoop.screenSafeAreaInsets).insets(
                of: untransformedFrame)
        }
        if let extra = owningViewController?.additionalSafeAreaInsets, extra != .zero {
            windowStorage?.application?.layoutLoop.additionalInsetsInUse = true
            insets.top = Swift.max(insets.top + extra.top, 0)
            insets.left = Swift.max(insets.left + extra.left, 0)
            insets.bottom = Swift.max(insets.bottom + extra.bottom, 0)
            insets.right = Swift.max(insets.right + extra.right, 0)
        }
        return insets
    }

    /// The superview's insets as they reach this view: a scroll view's less what its content inset already
    /// adjusts for (S10), and a container's bars over its child's root view (NV13).
    private func insetsFromSuperview(_ parent: UIView) -> UIEdgeInsets {
        var insets = parent.layoutStorage.safeAreaInsets
        if let scrollView = parent as? UIScrollView {
            let adjusted = scrollView.safeAreaAdjustment
            insets = UIEdgeInsets(
                top: insets.top - adjusted.top, left: insets.left - adjusted.left,
                bottom: insets.bottom - adjusted.bottom, right: insets.right - adjusted.right)
        }
        if let container = owningViewController?.parentStorage, container.viewStorage === parent {
            let cover = container.barCoverInsets
            insets.top = Swift.max(insets.top, cover.top)
            insets.left = Swift.max(insets.left, cover.left)
            insets.bottom = Swift.max(insets.bottom, cover.bottom)
            insets.right = Swift.max(insets.right, cover.right)
        }
        return insets
    }

    // MARK: Margins (LY25, LY26)

    /// The margins the view asked for, or the default: 8 pt on every side, zero for a view
    /// controller's root view (whose system minimum then applies, LY26).
    var ownDirectionalMargins: NSDirectionalEdgeInsets {
        if let margins = layoutStorage.box?.directionalMargins { return margins }
        if owningViewController != nil { return .zero }
        return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    /// What `layoutMargins` reads (LY25): the own margins, at least the controller's system minimum for
    /// its root view, plus the safe area when `insetsLayoutMarginsFromSafeArea`, and at least the
    /// superview's margins where they overlap this view when `preservesSuperviewLayoutMargins`.
    var effectiveLayoutMargins: UIEdgeInsets {
        let own = ownDirectionalMargins
        let rightToLeft = resolvesLeadingToRight  // TR6: leading is the right side
        var margins = UIEdgeInsets(
            top: own.top, left: rightToLeft ? own.trailing : own.leading, bottom: own.bottom,
            right: rightToLeft ? own.leading : own.trailing)
        if let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            margins.top = Swift.max(margins.top, minimum.top)
            margins.left = Swift.max(margins.left, rightToLeft ? minimum.trailing : minimum.leading)
            margins.bottom = Swift.max(margins.bottom, minimum.bottom)
            margins.right = Swift.max(margins.right, rightToLeft ? minimum.leading : minimum.trailing)
        }
        if layoutStorage.box?.insetsLayoutMarginsFromSafeArea ?? true {
            let safe = layoutStorage.safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if layoutStorage.box?.preservesSuperviewLayoutMargins == true, let parent = superviewStorage {
            let inner = CGRect(origin: .zero, size: parent.boundsStorage.size).inset(by: parent.layoutMargins)
            let frame = untransformedFrame.offsetBy(dx: -parent.boundsStorage.minX, dy: -parent.boundsStorage.minY)
            margins.left = Swift.max(margins.left, inner.minX - frame.minX)
            margins.top = Swift.max(margins.top, inner.minY - frame.minY)
            margins.right = Swift.max(margins.right, frame.maxX - inner.maxX)
            margins.bottom = Swift.max(margins.bottom, frame.maxY - inner.maxY)
        }
        return margins
    }

    /// Setting margins sets the view's own (left is leading: left-to-right only); the change is announced
    /// at once, as UIKit does.
    func setOwnMargins(_ margins: NSDirectionalEdgeInsets) {
        guard margins != ownDirectionalMargins || layoutStorage.box?.directionalMargins == nil else { return }
        layoutBox.directionalMargins = margins
        marginsSettingDidChange()
    }

    func marginsSettingDidChange() {
        let margins = layoutMargins
        let changed = margins != layoutStorage.announcedMargins
        layoutStorage.announcedMargins = margins
        if let guide = layoutStorage.box?.marginsGuide { guideDidChange(guide) }
        for subview in subviewStorage where subview.layoutStorage.box?.preservesSuperviewLayoutMargins == true {
            subview.markLayoutDirty(.safeAreaNeedsUpdate)
        }
        setNeedsLayout()
        if changed {
            layoutMarginsDidChange()
            owningViewController?.viewLayoutMarginsDidChange()
        }
    }

    func setPreservesSuperviewLayoutMargins(_ newValue: Bool) {
        guard newValue != preservesSuperviewLayoutMargins else { return }
        layoutBox.preservesSuperviewLayoutMargins = newValue
        marginsSettingDidChange()
    }

    func setInsetsLayoutMarginsFromSafeArea(_ newValue: Bool) {
        guard newValue != insetsLayoutMarginsFromSafeArea else { return }
        layoutBox.insetsLayoutMarginsFromSafeArea = newValue
        marginsSettingDidChange()
    }
}

/// The safe part of a rectangle: inset by the insets, unbounded on edges without one (LY24).
struct SafeRegion {
    let minX: CGFloat
    let minY: CGFloat
    let maxX: CGFloat
    let maxY: CGFloat

    init(_ rect: CGRect, _ insets: UIEdgeInsets) {
        minX = insets.left > 0 ? rect.minX + insets.left : -.infinity
        minY = insets.top > 0 ? rect.minY + insets.top : -.infinity
        maxX = insets.right > 0 ? rect.maxX - insets.right : .infinity
        maxY = insets.bottom > 0 ? rect.maxY - insets.bottom : .infinity
    }

    /// How far each edge of `frame` lies outside the region, at most the frame's size.
    func insets(of frame: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat {
            Swift.min(Swift.max(value, 0), Swift.max(limit, 0))
        }
        return UIEdgeInsets(
            top: clamp(minY - frame.minY, frame.height), left: clamp(minX - frame.minX, frame.width),
            bottom: clamp(frame.maxY - maxY, frame.height), right: clamp(frame.maxX - maxX, frame.width))
    }
}
