import Foundation

/// What UIKit's own classes do when VoiceOver asks (AX7, AX8, AX10), called by the default implementations
/// declared on `UIResponder`; an override that calls `super` gets them.
extension UIResponder {
    /// AX7: a slider moves by a tenth of its range, a page control by a page, each sending `.valueChanged`
    /// when the value changed, as a finger's change does. Anything else does nothing.
    func defaultAccessibilityAdjust(by direction: Int) {
        switch self {
        case let slider as UISlider:
            guard slider.isEnabled else { return }
            let span = slider.maximumValue - slider.minimumValue
            let target = min(max(slider.value + span / 10 * Float(direction), slider.minimumValue), slider.maximumValue)
            guard target != slider.value else { return }
            slider.setValue(target, animated: true)
            slider.sendActions(for: .valueChanged)
        case let pages as UIPageControl:
            guard pages.isEnabled else { return }
            let target = min(max(pages.currentPage + direction, 0), max(pages.numberOfPages - 1, 0))
            guard target != pages.currentPage else { return }
            pages.currentPage = target
            pages.sendActions(for: .valueChanged)
        default:
            break
        }
    }

    /// AX8: an alert with a cancel action runs it; a navigation controller with more than one controller
    /// pops; a controller presented modally (not `isModalInPresentation`) is dismissed. True when one did.
    func defaultAccessibilityEscape() -> Bool {
        if let alert = self as? UIAlertController {
            guard let cancel = alert.actions.first(where: { $0.style == .cancel && $0.isEnabled }) else { return false }
            alert.actionTapped(cancel)
            return true
        }
        if let navigation = self as? UINavigationController, navigation.viewControllers.count > 1 {
            return navigation.popViewController(animated: true) != nil
        }
        if let controller = self as? UIViewController, let presenting = controller.presentingViewController,
            presenting.presentedViewController === controller, !controller.isModalInPresentation
        {
            controller.dismiss(animated: true)
            return true
        }
        return false
    }

    /// AX10: a scroll view scrolls by a page of its bounds in `direction` (`.next`/`.previous`: down/up),
    /// within its content and insets; true when it moved.
    func defaultAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let scroll = self as? UIScrollView, scroll.isScrollEnabled else { return false }
        let page = scroll.bounds.size
        var offset = scroll.contentOffset
        // VoiceOver's three-finger swipe up shows what is below: the content moves up.
        switch direction {
        case .up, .next: offset.y += page.height
        case .down, .previous: offset.y -= page.height
        case .left: offset.x += page.width
        case .right: offset.x -= page.width
        }
        let inset = scroll.adjustedContentInset
        let maxX = max(-inset.left, scroll.contentSize.width + inset.right - page.width)
        let maxY = max(-inset.top, scroll.contentSize.height + inset.bottom - page.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        guard offset != scroll.contentOffset else { return false }
        scroll.setContentOffset(offset, animated: false)
        return true
    }
}
