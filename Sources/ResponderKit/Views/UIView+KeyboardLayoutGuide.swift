import Foundation

/// `keyboardLayoutGuide` (LY35): made on first use, kept in the layout box, and updated when the window's
/// simulated keyboard changes frame (at will-show / will-hide, at once: TX7) or the view's safe area
/// changes (LY24).
extension UIView {
    func systemKeyboardGuide() -> UIKeyboardLayoutGuide {
        let box = layoutBox
        if let guide = box.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide(role: .keyboard, owner: self, identifier: "UIViewKeyboardLayoutGuide")
        box.keyboardGuide = guide
        guide.trackedHeight = keyboardGuideHeight(guide)
        return guide
    }

    /// Recomputes the guide's height and hands the change to the engine, which lays out again.
    func keyboardGuideDidChange() {
        guard let guide = layoutStorage.box?.keyboardGuide else { return }
        let height = keyboardGuideHeight(guide)
        guard height != guide.trackedHeight else { return }
        guide.trackedHeight = height
        LayoutTree.engineRoot(of: self).layoutStorage.box?.engine?.guideInsetsDidChange(guide)
        setNeedsLayout()
    }

    /// The keyboard's overlap with this view's bounds (window coordinates), clamped to the view's height;
    /// without a keyboard, the bottom safe-area inset (or 0, `usesBottomSafeArea` false).
    private func keyboardGuideHeight(_ guide: UIKeyboardLayoutGuide) -> CGFloat {
        guard let window = windowStorage, window.simulatedKeyboard.isVisible else {
            return guide.usesBottomSafeArea ? layoutStorage.safeAreaInsets.bottom : 0
        }
        let keyboard = window.simulatedKeyboard.frame.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
        let own = convert(boundsStorage, to: nil)
        return Swift.min(Swift.max(own.maxY - keyboard.minY, 0), boundsStorage.height)
    }
}

extension UIWindow {
    /// The simulated keyboard changed frame: every keyboard guide in the window follows (TX7, LY35).
    func keyboardFrameDidChange() {
        walkSubtree { view, _ in
            view.keyboardGuideDidChange()
            return .descend
        }
    }
}
