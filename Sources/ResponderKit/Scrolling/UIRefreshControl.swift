import Foundation

/// Pull to refresh (RC1–RC3). Assigned to `UIScrollView.refreshControl`, it sits above the content. A drag
/// that pulls the content down past `RefreshControlMetrics.pullThreshold` begins refreshing and sends
/// `.valueChanged` once (RC2); on release the content stays held down by the control's height (an extra
/// top inset in `adjustedContentInset`) until `endRefreshing()` eases it back on the virtual clock (RC3).
/// `beginRefreshing()` from code sends nothing, as in UIKit.
@preconcurrency @MainActor open class UIRefreshControl: UIControl {
    open private(set) var isRefreshing = false
    open var attributedTitle: NSAttributedString?

    /// The scroll view it is attached to (weak: the scroll view owns it).
    private weak var host: UIScrollView?
    /// RC2: one `.valueChanged` per drag, however long the pull stays past the threshold.
    private var didTriggerThisDrag = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// RC1: shows refreshing and holds the content down (immediately, or when the drag ends). The offset is
    /// left where it is, as in UIKit, so the control shows only if the content is at or above its top.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        guard let host else { return }
        trace(host, "began refreshing")
        if !host.isDragging { holdContent(host) }
    }

    /// RC3: stops refreshing; the content eases back up to its top over
    /// `RefreshControlMetrics.endRefreshingDuration` (or on release, if a finger is still pulling).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let host else { return }
        trace(host, "ended refreshing")
        host.refreshInsetTop = 0
        if !host.isDragging { animateBack(host) }
    }

    // MARK: The scroll view's hooks

    func attach(to scrollView: UIScrollView) {
        removeFromSuperview()
        host = scrollView
        didTriggerThisDrag = false
        scrollView.insertSubview(self, at: 0)  // behind the content, which keeps its touches
        place(in: scrollView)
        if isRefreshing, !scrollView.isDragging { holdContent(scrollView) }
    }

    func detach(from scrollView: UIScrollView) {
        guard host === scrollView else { return }
        scrollView.refreshInsetTop = 0
        host = nil
        if superview === scrollView { removeFromSuperview() }
    }

    /// RC2: called on every scroll; a drag pulling the content far enough down begins refreshing.
    func scrollViewDidMove(_ scrollView: UIScrollView) {
        place(in: scrollView)
        guard scrollView.isDragging, !isRefreshing, !didTriggerThisDrag, isEnabled else { return }
        let pull = -(scrollView.contentOffset.y + scrollView.contentInset.top + scrollView.safeAreaAdjustment.top)
        guard pull >= RefreshControlMetrics.pullThreshold else { return }
        didTriggerThisDrag = true
        isRefreshing = true
        trace(scrollView, "began refreshing: pulled \(SeedFormat.number(pull)) pt (RC2)")
        sendActions(for: .valueChanged)
    }

    /// RC2: called as the finger lifts, before the scroll view picks where to settle.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView) {
        didTriggerThisDrag = false
        if isRefreshing { scrollView.refreshInsetTop = bounds.height }
    }

    // MARK: Private

    private func place(in scrollView: UIScrollView) {
        let height = bounds.height > 0 ? bounds.height : RefreshControlMetrics.height
        let frame = CGRect(
            x: 0, y: -scrollView.contentInset.top - height, width: scrollView.bounds.width, height: height)
        if self.frame != frame { self.frame = frame }
    }

    private func holdContent(_ scrollView: UIScrollView) {
        scrollView.refreshInsetTop = bounds.height
    }

    /// RC3: the scroll view's ease-out curve (S1), with no scroll delegate callbacks: UIKit animates the inset.
    private func animateBack(_ scrollView: UIScrollView) {
        let target = scrollView.clamped(scrollView.contentOffset)
        guard target != scrollView.contentOffset else { return }
        scrollView.stopAnimation()
        guard let now = scrollView.window?.application?.clock.now else {
            scrollView.contentOffset = target
            return
        }
        let animation = ScrollAnimation(
            start: scrollView.contentOffset, target: target, begin: now,
            duration: RefreshControlMetrics.endRefreshingDuration, deceleration: false)
        scrollView.scroll.animationIsDeceleration = false
        scheduleFrame(of: animation, on: scrollView)
    }

    private func scheduleFrame(of animation: ScrollAnimation, on scrollView: UIScrollView) {
        scrollView.scroll.animation = scrollView.scheduleTimer(after: UIScrollView.frameInterval) {
            [weak self, weak scrollView] in
            guard let self, let scrollView else { return }
            self.step(animation, on: scrollView)
        }
    }

    private func step(_ animation: ScrollAnimation, on scrollView: UIScrollView) {
        let now = scrollView.window?.application?.clock.now ?? animation.begin
        let duration = animation.duration ?? RefreshControlMetrics.endRefreshingDuration
        let t = CGFloat(Swift.min(Swift.max((now - animation.begin) / duration, 0), 1))
        let progress = 1 - (1 - t) * (1 - t) * (1 - t)
        let (start, target) = (animation.start, animation.target)
        if t >= 1 {
            scrollView.contentOffset = target
            scrollView.scroll.animation = nil
            return
        }
        scrollView.contentOffset = CGPoint(
            x: start.x * (1 - progress) + target.x * progress, y: start.y * (1 - progress) + target.y * progress)
        scheduleFrame(of: animation, on: scrollView)
    }

    private func trace(_ scrollView: UIScrollView, _ message: String) {
        guard let tracer = scrollView.window?.application?.tracer else { return }
        tracer.record(.info("\(tracer.name(of: self)) \(message)", kind: "scroll"))
    }
}
