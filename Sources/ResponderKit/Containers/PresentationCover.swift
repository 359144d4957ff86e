import Foundation

/// VC9, VC10: the view a presentation covers, and where it stood. `.fullScreen`, `.currentContext` and a
/// custom presentation whose controller's `shouldRemovePresentersView` is true take it out of its window once
/// the presentation completes (Apple: "The views belonging to the presenting view controller are removed
/// after the presentation completes") and put it back in the same superview at the same index before the
/// dismissal's slide starts, so that it shows under the leaving view. The controllers' appearance stays the
/// presentation's (VC2): VC3's hooks on a controller's view joining or leaving a window are silent during
/// these moves.
@MainActor final class PresentationCover {
    /// The covered view: the presentation context's view (VC10), else the view directly in the window that
    /// holds the presenting controller's view (the root controller's view, or a presented one's).
    let view: UIView
    let superview: UIView
    let index: Int
    /// `.fullScreen`, `.currentContext`, `shouldRemovePresentersView`: out of the window while presented.
    let removes: Bool
    /// The controller that disappears while the view is removed (VC2): the context controller, else the
    /// presenting one; nil when nothing is removed.
    let disappearing: UIViewController?
    /// The superview's size when the view left, to follow a resize meanwhile (VC5) when it comes back.
    private var superviewSize: CGSize = .zero

    /// True while a presentation moves a covered view: VC3's appearance hooks stay silent.
    static var movesRunning = 0

    private init(view: UIView, superview: UIView, removes: Bool, disappearing: UIViewController?) {
        self.view = view
        self.superview = superview
        self.index = superview.subviewStorage.firstIndex { $0 === view } ?? superview.subviewStorage.count
        self.removes = removes
        self.disappearing = removes ? disappearing : nil
    }

    /// The cover of a presentation by `presenting` in `style`; nil for the styles that cover nothing here
    /// (`.overFullScreen`, `.popover`, sheets, a custom presentation keeping the presenter's views).
    static func make(
        presenting: UIViewController, style: UIModalPresentationStyle, removesPresenter: Bool = false
    ) -> PresentationCover? {
        guard let presenterView = presenting.viewStorage, let window = presenterView.windowStorage else { return nil }
        if style == .currentContext || style == .overCurrentContext {
            let context = presenting.definingPresentationContext
            if let context, let view = context.viewStorage, let superview = view.superviewStorage,
                view.windowStorage === window
            {
                return PresentationCover(
                    view: view, superview: superview, removes: style == .currentContext, disappearing: context)
            }
        } else if !(style == .fullScreen || (style == .custom && removesPresenter)) {
            return nil
        }
        // No context defined (or `.fullScreen`): the view directly in the window, as the window's root
        // controller (or the topmost presented one) is asked to present (Apple, definesPresentationContext).
        var top = presenterView
        while let superview = top.superviewStorage, superview !== window { top = superview }
        return PresentationCover(
            view: top, superview: window, removes: style != .overCurrentContext, disappearing: presenting)
    }

    /// Where the presented view goes, in the covered view's frame: on top of the window, as every
    /// presentation over the window; in a context, just above the covered view in its superview (so that
    /// a tab bar above it stays above).
    func install(_ presentedView: UIView) {
        presentedView.frame = view.frame
        if !(superview is UIWindow), view.superviewStorage === superview {
            superview.insertSubview(presentedView, aboveSubview: view)
        } else {
            superview.addSubview(presentedView)
        }
    }

    /// Once the presentation has completed: the covered view leaves its window (its `willMove(toWindow:)`
    /// and `didMoveToWindow()` run; it is no longer hit).
    func removeIfNeeded() {
        guard removes, view.superviewStorage != nil else { return }
        superviewSize = superview.bounds.size
        Self.movesRunning += 1
        defer { Self.movesRunning -= 1 }
        view.removeFromSuperview()
    }

    /// Before the dismissal's slide (and after an animator may have moved it into a transition's
    /// container): back in its superview at its index, resized as its superview was meanwhile.
    func restoreIfNeeded() {
        guard removes, view.superviewStorage !== superview, stillBelongs else { return }
        Self.movesRunning += 1
        defer { Self.movesRunning -= 1 }
        superview.insertSubview(view, at: index)
        let size = superview.bounds.size
        if superviewSize != .zero, size != superviewSize, let window = superview as? UIWindow,
            window.rootViewControllerStorage?.viewStorage === view
        {
            view.frame = window.bounds  // a root view covers its window (UIWindow.rootViewController)
        }
    }

    /// A root view whose controller is no longer the window's root, or whose superview left, stays out.
    private var stillBelongs: Bool {
        if view.superviewStorage != nil { return true }  // moved by an animator: bring it back
        guard let window = superview as? UIWindow else { return superview.windowStorage != nil }
        guard let owner = view.owningViewController else { return true }
        return window.rootViewControllerStorage === owner || owner.presentingStorage != nil
    }
}

extension UIViewController {
    /// VC10: the nearest controller, walking `parent`s from this one, whose `definesPresentationContext` is
    /// true; nil when none does.
    var definingPresentationContext: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.definesPresentationContext { return controller }
            current = controller.parentStorage
        }
        return nil
    }
}
