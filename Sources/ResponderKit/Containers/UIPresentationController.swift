import Foundation

/// Manages a `.custom` presentation's chrome (VC7): the container view the transition runs in, the frame of
/// the presented view, and the hooks around the transitions, where subclasses add views such as a dimming
/// view (Apple: developer.apple.com/documentation/uikit/uipresentationcontroller).
@preconcurrency @MainActor open class UIPresentationController: UITraitEnvironment {
    /// Held strongly while presenting; a sheet made before (or kept after) its presentation holds its controller
    /// weakly, as the controller holds the sheet (SH1: no cycle).
    var presentedStrong: UIViewController?
    private weak var presentedWeak: UIViewController?
    weak var presentingStorage: UIViewController?
    var containerStorage: UIView?
    var traitRegistryStorage: TraitChangeRegistry?  // TR8

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStrong = presentedViewController
        presentedWeak = presentedViewController
        presentingStorage = presentingViewController
    }

    /// The presented controller (a fresh one if a sheet outlived its controller: never a trap).
    var presentedStorage: UIViewController { presentedStrong ?? presentedWeak ?? UIViewController() }

    /// SH5: told of the user's dismissals (a sheet's also of its detents, SH4); held weakly, as UIKit's.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    open var presentedViewController: UIViewController { presentedStorage }

    /// The controller that presented (set when the presentation starts if the initializer had none).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedStorage }

    /// The view the transition runs in: it covers the presenting controller's window from the start of the
    /// presentation to the end of the dismissal (VC7).
    open var containerView: UIView? { containerStorage }

    open var presentedView: UIView? { presentedStorage.viewIfLoaded }

    open var presentationStyle: UIModalPresentationStyle { presentedStorage.modalPresentationStyle }

    /// Where the presented view ends: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerStorage?.bounds ?? .zero }

    /// False by default (Apple): the presenting controller stays in place and keeps its appearance (VC7).
    open var shouldRemovePresentersView: Bool { false }

    open var shouldPresentInFullscreen: Bool { true }

    /// PO2: the style this presentation takes in a horizontally compact environment when its delegate has
    /// no other answer (`.fullScreen`, as UIKit's; a popover answers `.formSheet`).
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

    /// TR8: the presenting controller's traits, which the presentation passes on to what it presents.
    open var traitCollection: UITraitCollection { presentingViewController.traitCollection }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// After `…DidEnd(_:)`: the sheet's own bookkeeping (SH5); nothing for other presentations.
    func transitionEnded(presenting: Bool, completed: Bool) {}
}
