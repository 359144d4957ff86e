import Foundation

/// Page dots (C5): a lift inside on the left half goes to the previous page, on the right half to the
/// next; `.valueChanged` when the page changes.
@preconcurrency @MainActor open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = Swift.max(numberOfPages, 0)
            currentPage = Swift.min(currentPage, Swift.max(numberOfPages - 1, 0))
        }
    }
    open var hidesForSinglePage = false
    /// AP16: stored and read back (nil: the system's tint); nothing is drawn.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            if AppearanceProxies.isActive {
                appearanceDidSet(\UIPageControl.pageIndicatorTintColor, pageIndicatorTintColor)
            }
        }  // UA1
    }
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            if AppearanceProxies.isActive {
                appearanceDidSet(\UIPageControl.currentPageIndicatorTintColor, currentPageIndicatorTintColor)
            }
        }  // UA1
    }
    private var pageStorage = 0

    open var currentPage: Int {
        get { pageStorage }
        set { pageStorage = Swift.min(Swift.max(newValue, 0), Swift.max(numberOfPages - 1, 0)) }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isInsideTrackingArea(touch) else { return }
        let target = touch.location(in: self).x < bounds.midX ? currentPage - 1 : currentPage + 1
        guard target >= 0, target < numberOfPages, target != currentPage else { return }
        currentPage = target
        sendActions(for: .valueChanged, with: event)
    }

    /// C6: a single tap on a page control is its own.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        DefaultControlAction.shouldBegin(
            gestureRecognizer, on: self, isDefaultAction: DefaultControlAction.isSingleTap(gestureRecognizer))
    }
}
