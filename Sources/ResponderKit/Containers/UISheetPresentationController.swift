import Foundation

/// The presentation controller of `.pageSheet` and `.formSheet` presentations, and of `.automatic` ones (which
/// resolve to a page sheet, as on iPhone since iOS 13) (SH1–SH6; Apple: developer.apple.com/documentation/uikit/
/// uisheetpresentationcontroller). The sheet rests at one of its `detents`; a vertical drag on it moves it
/// between them, handing the drag to and from the sheet's scroll view at its top (SH3), and a drag below the
/// smallest detent dismisses it interactively unless refused (SH5). The presenting controller stays in the
/// window and appeared (SH1). Nothing is drawn: the grabber and corner radius are stored only.
@preconcurrency @MainActor open class UISheetPresentationController: UIPresentationController {
    /// SH2: the large sheet's top lies 10 pt below the container's top safe-area inset (our choice).
    static let largeTopGap: CGFloat = 10
    /// SH4: a released sheet settles at its detent in 0.3 s (our choice).
    static let settleDuration: TimeInterval = 0.3
    /// SH4: a release is judged where its velocity would carry it in 0.2 s (our choice).
    static let projectionTime: CGFloat = 0.2

    open var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty {
                Diagnostics.report(
                    "UISheetPresentationController.detents: an empty array; the large detent is used",
                    application: containerStorage?.window?.application)
                detents = [.large()]
            }
            settle()
        }
    }
    /// nil: the smallest detent (Apple). A change made by code moves the sheet (animated inside
    /// `animateChanges(_:)`) and tells no delegate.
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { if !selectingSilently { settle() } } }
    /// nil: dimmed at every detent (Apple). Undimmed, touches above the sheet reach the presenting views.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { updateDimming() } }
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersGrabberVisible = false
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var preferredCornerRadius: CGFloat?

    /// Under the sheet, over the presenting views; a tap on it asks to dismiss (SH5).
    let dimmingView = UIView()
    let dragTracker = SheetDragTracker()
    private var selectingSilently = false
    private var animatingChanges = false
    /// SH5: the user's interactive dismissal in progress.
    private var dismissal: UIPercentDrivenInteractiveTransition?
    private var dragTop: CGFloat = 0
    private var dragAsked = false
    private var dragRefused = false

    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dragTracker.sheet = self
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: UISheetPresentationController.dimmingTapped)
        dimmingView.addGestureRecognizer(tap)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
    }

    /// SH1: `.automatic` resolves to `.pageSheet`; `.formSheet` is kept (it behaves as a page sheet).
    open override var presentationStyle: UIModalPresentationStyle {
        presentedStorage.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet
    }

    /// SH2: full width, its top at the selected detent, as tall as the large detent (the part below the
    /// container is off screen: our choice).
    open override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 0, y: restingTop, width: containerStorage?.bounds.width ?? 0, height: maximumHeight)
    }

    /// Changes of `selectedDetentIdentifier` and `detents` made inside move the sheet animated (0.3 s).
    public final func animateChanges(_ changes: () -> Void) {
        let outer = animatingChanges
        animatingChanges = true
        defer { animatingChanges = outer }
        changes()
    }

    // MARK: Geometry (SH2)

    private var containerHeight: CGFloat { containerStorage?.bounds.height ?? UIScreen.defaultSize.height }
    private var maximumHeight: CGFloat {
        max(containerHeight - (containerStorage?.safeAreaInsets.top ?? 0) - Self.largeTopGap, 0)
    }

    /// The active detents and their heights, smallest first (the large detent when none is active).
    var resolvedDetents: [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = SheetDetentContext(maximumDetentValue: maximumHeight, containerHeight: containerHeight)
        let resolved = detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (identifier: detent.identifier, height: $0) }
        }
        guard !resolved.isEmpty else { return [(.large, maximumHeight)] }
        return resolved.enumerated().sorted { ($0.element.height, $0.offset) < ($1.element.height, $1.offset) }
            .map(\.element)
    }

    private var selected: (identifier: Detent.Identifier, height: CGFloat) {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    private var restingTop: CGFloat { containerHeight - selected.height }
    private var smallestTop: CGFloat { containerHeight - resolvedDetents[0].height }
    private var largestTop: CGFloat { containerHeight - (resolvedDetents.last?.height ?? maximumHeight) }

    /// SH6: dimmed unless the selected detent is no larger than `largestUndimmedDetentIdentifier`'s.
    var isDimmed: Bool {
        guard let undimmed = largestUndimmedDetentIdentifier,
            let limit = resolvedDetents.first(where: { $0.identifier == undimmed })?.height
        else { return true }
        return selected.height > limit
    }

    private func updateDimming() { dimmingView.isHidden = !isDimmed }

    // MARK: Presentation (SH1)

    /// Before the transition: the dimming view under the sheet, the drag on the container.
    func install(in container: UIView) {
        dimmingView.frame = container.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(dimmingView)
        container.addGestureRecognizer(dragTracker.pan)
        updateDimming()
    }

    /// At rest and not in a transition: the sheet moves to its selected detent.
    private func settle() {
        updateDimming()
        guard dismissal == nil, presentedStorage.transitionCoordinatorStorage == nil,
            let view = presentedView, let container = containerStorage, view.superview === container
        else { return }
        place(view, top: restingTop, animated: animatingChanges)
    }

    private func place(_ view: UIView, top: CGFloat, animated: Bool) {
        let frame = CGRect(
            x: 0, y: top, width: containerStorage?.bounds.width ?? view.frame.width, height: maximumHeight)
        guard animated else {
            view.frame = frame
            return
        }
        UIView.animate(
            withDuration: Self.settleDuration, delay: 0, options: [.allowUserInteraction],
            animations: { view.frame = frame })
    }

    /// Ends the user's dismissal: cancelled, the sheet rests at its smallest detent.
    override func transitionEnded(presenting: Bool, completed: Bool) {
        guard !presenting, dismissal != nil else { return }
        dismissal = nil
        if !completed { select(resolvedDetents[0].identifier, byUser: true) }
    }

    // MARK: The user's dismissal (SH5)

    private func allowsDismissal() -> Bool {
        if presentedStorage.isModalInPresentation { return false }
        return delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    private func dimmingTapped() {
        guard dismissal == nil, presentedStorage.transitionCoordinatorStorage == nil,
            presentedStorage.presentingStorage != nil
        else { return }
        guard allowsDismissal() else { return notifyAttempt() }
        delegate?.presentationControllerWillDismiss(self)
        presentingViewController.dismiss(animated: true) { [weak self] in self?.notifyDidDismiss() }
    }

    private func notifyAttempt() { delegate?.presentationControllerDidAttemptToDismiss(self) }
    private func notifyDidDismiss() { delegate?.presentationControllerDidDismiss(self) }

    /// The sheet at its smallest detent, then the dismissal driven by the drag (VC8's machinery).
    private func beginInteractiveDismissal() {
        guard let view = presentedView else { return }
        place(view, top: smallestTop, animated: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        dismissal = interaction
        delegate?.presentationControllerWillDismiss(self)
        presentingViewController.dismissCustom(
            presentedStorage, controller: self, animated: true, completion: { [weak self] in self?.notifyDidDismiss() },
            interaction: interaction)
    }

    // MARK: Dragging (SH3, SH4; driven by SheetDragTracker)

    /// A drag may start when no transition runs.
    var acceptsDrag: Bool {
        dismissal == nil && presentedStorage.transitionCoordinatorStorage == nil && presentedView?.superview != nil
    }

    func beginDrag() {
        dragTop = presentedView?.frame.minY ?? restingTop
        dragAsked = false
        dragRefused = false
    }

    /// How far up the sheet may still move: to the largest detent when `expanding`, else back to its
    /// resting detent (the smallest one during a dismissal).
    func roomUp(expanding: Bool) -> CGFloat {
        let limit = dismissal != nil ? smallestTop : (expanding ? largestTop : restingTop)
        return max(0, dragTop - limit)
    }

    /// Moves the sheet with the finger; past the smallest detent the user's dismissal begins, or, refused,
    /// the sheet follows with a rubber band (S1's curve over the container's height).
    func drag(by dy: CGFloat) {
        dragTop = max(dragTop + dy, largestTop)
        let below = dragTop - smallestTop
        if below > 0, !dragAsked {
            dragAsked = true
            dragRefused = !allowsDismissal()
            if !dragRefused { beginInteractiveDismissal() }
        }
        if let dismissal {
            dismissal.update(max(below, 0) / max(containerHeight - smallestTop, 1))
            return
        }
        guard let view = presentedView else { return }
        if below > 0 {
            let band = (1 - 1 / (below * UIScrollView.rubberBandCoefficient / containerHeight + 1)) * containerHeight
            place(view, top: smallestTop + band, animated: false)
        } else {
            place(view, top: dragTop, animated: false)
        }
    }

    /// SH4: the release goes to the detent nearest to where the velocity would carry the sheet in 0.2 s; a
    /// dismissal finishes when that lies past half the smallest detent's height below it.
    func endDrag(velocity: CGFloat) {
        let projected = dragTop + (velocity.isFinite ? velocity : 0) * Self.projectionTime
        if let dismissal {
            if projected > smallestTop + (containerHeight - smallestTop) / 2 {
                dismissal.finish()
            } else {
                dismissal.cancel()
            }
            return
        }
        let refused = dragRefused && dragTop > smallestTop
        let target = resolvedDetents.min {
            abs(containerHeight - $0.height - projected) < abs(containerHeight - $1.height - projected)
        }
        if let view = presentedView {
            place(view, top: containerHeight - (target?.height ?? selected.height), animated: true)
        }
        if refused { notifyAttempt() }
        if let target { select(target.identifier, byUser: true) }
    }

    /// The user's drag chose a detent: stored without moving the sheet again, the delegate told of a change.
    private func select(_ identifier: Detent.Identifier, byUser: Bool) {
        let changed = identifier != selected.identifier
        selectingSilently = true
        selectedDetentIdentifier = identifier
        selectingSilently = false
        updateDimming()
        if changed, byUser {
            (delegate as? UISheetPresentationControllerDelegate)?
                .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }
}
