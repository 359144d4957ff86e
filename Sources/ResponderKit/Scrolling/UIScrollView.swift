import Foundation

/// A scrolling viewport (S1): `contentOffset` is `bounds.origin`; its own pan recognizer scrolls it, a
/// private recognizer holds new touches back from the content for 0.15 s (S2), and scrolling cancels
/// the content's touches when allowed (S3). Deceleration, bounce and paging run on the virtual clock.
///
/// Like UIKit's, it does not pass touches on to its next responder (seed 004 section 6).
@MainActor open class UIScrollView: UIView {
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's values: the fraction of velocity kept per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// S2: how long new touches are held back from the content.
    public static let contentTouchDelay: TimeInterval = 0.15

    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// There are no safe areas here, so the adjusted inset is the content inset.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var isPagingEnabled = false
    open var decelerationRate: DecelerationRate = .normal
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open weak var delegate: UIScrollViewDelegate?

    open var isScrollEnabled = true {
        didSet { panStorage.isEnabled = isScrollEnabled }
    }

    /// The recognizer that scrolls this view (S1).
    open var panGestureRecognizer: UIPanGestureRecognizer { panStorage }

    open var isDragging: Bool { scroll.isDragging }
    open var isDecelerating: Bool { scroll.animation != nil && scroll.animationIsDeceleration }
    /// True while a finger is down on this view or its content.
    open var isTracking: Bool {
        guard let application = window?.application else { return false }
        return application.dispatcher.liveTouches.contains {
            !$0.phase.isFinal && $0.view?.isDescendant(of: self) == true
        }
    }

    // MARK: Storage

    let panStorage = UIScrollViewPanGestureRecognizer()
    let delayedTouchesRecognizer = UIScrollViewDelayedTouchesBeganGestureRecognizer()
    var scroll = ScrollState()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installRecognizers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installRecognizers()
    }

    private func installRecognizers() {
        panStorage.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panStorage)
        addGestureRecognizer(delayedTouchesRecognizer)
    }

    // MARK: Offset (S1)

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Every change of `bounds.origin` is a scroll: the delegate hears of it and the content is laid out.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if old.origin != super.bounds.origin { didScroll() }
        }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopAnimation()
        guard animated, window != nil else {
            self.contentOffset = contentOffset
            return
        }
        animate(to: contentOffset, duration: Self.scrollAnimationDuration, deceleration: false)
    }

    func didScroll() {
        layoutSubviews()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Content touches (S2, S3)

    /// Asked when held touches are about to reach the content (S2); false keeps them from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before scrolling cancels the content's touch (S3): true except for controls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// S3: the scroll pan begins only if every content view that already has its touch may lose it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panStorage else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        guard isScrollEnabled else { return false }
        for touch in gestureRecognizer.gestureTouches {
            guard let content = touch.view, content !== self, content.isDescendant(of: self),
                touch.viewDelivery.stage == .delivered
            else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: content) {
                window?.application?.tracer?.record(
                    .info("\(traceName) does not scroll: its content keeps touch \(touch.number) (S3)", kind: "scroll"))
                return false
            }
        }
        return true
    }

    // Touches stop here (seed 004 section 6): nothing is forwarded to the next responder.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    var traceName: String { window?.application?.tracer?.name(of: self) ?? TraceNames.preferredName(self) }
}

/// The scroll view's dragging and animation state.
struct ScrollState {
    var isDragging = false
    var dragStartOffset: CGPoint = .zero
    var lockedAxis: Axis?
    var animation: ClockTimer?
    var animationIsDeceleration = false

    enum Axis {
        case horizontal, vertical
    }
}
