import Foundation

/// The presentation controller of `.popover` presentations and of action sheets (PO1–PO6; Apple:
/// developer.apple.com/documentation/uikit/uipopoverpresentationcontroller). In a regular width the
/// presented view shows beside its source — `barButtonItem`, else `sourceRect` in `sourceView` (its bounds
/// when `sourceRect` is empty) — with an arrow pointing at it (PO3), over the presenting views, which stay
/// and appear. In a compact width (an iPhone) it adapts to a sheet unless its delegate answers `.none`
/// (PO2). A tap outside the popover asks to dismiss it, except on a passthrough view, where the touch
/// reaches the view below (PO5).
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    /// PO3: the arrow's length outward from the popover, and the margin kept from the container's safe
    /// area (our choices; Fidelity notes).
    static let arrowLength: CGFloat = 13
    static let margin: CGFloat = 10
    /// PO3: the content size of a popover whose controller's `preferredContentSize` is zero.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    open var sourceView: UIView?
    /// In `sourceView`'s coordinates; an empty rect (the default) anchors to the source view's bounds.
    open var sourceRect: CGRect = .zero
    /// Anchors to the item's button in its navigation bar or toolbar; wins over `sourceView`.
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// PO3: the side the arrow points to once shown; `.unknown` before, and while adapted to a sheet.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// PO5: views that keep taking touches while the popover shows.
    open var passthroughViews: [UIView]?
    /// PO6: the popover's background (its arrow included), behind the presented view.
    open var backgroundColor: UIColor? {
        didSet { backgroundView.backgroundColor = backgroundColor }
    }
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var canOverlapSourceViewRect = false

    /// PO6: the popover's chrome under the presented view, as large as the popover with its arrow.
    let backgroundView = UIView()
    /// PO2: the sheet the popover becomes in a compact width.
    private var adaptiveSheetStorage: UISheetPresentationController?
    /// Where the popover was placed, for `frameOfPresentedViewInContainerView`.
    private var placedFrame: CGRect?

    public override init(
        presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
    ) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        backgroundView.backgroundColor = .white
    }

    /// PO2: the sheet shown in the popover's place when it adapts, made when first asked for so that its
    /// detents can be set up before the presentation (iOS 15's `adaptiveSheetPresentationController`).
    open var adaptiveSheetPresentationController: UISheetPresentationController {
        if let sheet = adaptiveSheetStorage { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: presentedStorage, presenting: nil)
        sheet.presentedStrong = nil
        adaptiveSheetStorage = sheet
        return sheet
    }

    open override var presentationStyle: UIModalPresentationStyle { .popover }

    /// PO2: a popover becomes a form sheet (shown as a sheet) in a compact width.
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }

    open override var frameOfPresentedViewInContainerView: CGRect {
        placedFrame ?? placement()?.frame ?? .zero
    }

    /// Whether there is something to anchor to (UIKit raises when a popover shows without one: PO1).
    var hasSource: Bool { barButtonItem != nil || sourceView != nil }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerStorage, let placed = placement() else { return }
        placedFrame = placed.frame
        arrowDirection = placed.direction
        backgroundView.frame = placed.chrome
        container.addSubview(backgroundView)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        guard completed else { return }
        backgroundView.removeFromSuperview()
        placedFrame = nil
        arrowDirection = .unknown
    }

    /// PO3: placed again at the presented controller's new `preferredContentSize` while it shows.
    func contentSizeDidChange() {
        guard placedFrame != nil, let placed = placement() else { return }
        placedFrame = placed.frame
        arrowDirection = placed.direction
        backgroundView.frame = placed.chrome
        presentedView?.frame = placed.frame
    }

    // MARK: User dismissal (PO4, PO5)

    /// A tap outside the popover: refused while the presented controller `isModalInPresentation` or when
    /// a delegate refuses (then `presentationControllerDidAttemptToDismiss`); otherwise the will, the
    /// animated dismissal, then the dids.
    final func outsideTapped(_ recognizer: UITapGestureRecognizer) {
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        let presented = presentedStorage
        guard !presented.isModalInPresentation,
            popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true,
            delegate?.presentationControllerShouldDismiss(self) ?? true
        else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        let adaptive = delegate
        presentingViewController.dismiss(animated: true) {
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
            adaptive?.presentationControllerDidDismiss(self)
        }
    }

    /// The container that takes outside taps (PO5).
    func makeContainer(frame: CGRect) -> UIView {
        let container = PopoverContainerView(frame: frame)
        container.popover = self
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: UIPopoverPresentationController.outsideTapped)
        container.addGestureRecognizer(tap)
        return container
    }
}
