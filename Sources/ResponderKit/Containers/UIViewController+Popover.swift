import Foundation

/// PO1, PO2: popover presentations and action sheets in a regular width.
extension UIViewController {
    /// PO1: the nearest popover presentation controller: a parent's, else this controller's own when it is
    /// presented as a popover (`modalPresentationStyle == .popover`) or is an action sheet; made when first
    /// asked for, so that its source can be set before `present`. Nil for other styles.
    public var popoverPresentationController: UIPopoverPresentationController? {
        if let parent = parentStorage { return parent.popoverPresentationController }
        guard modalPresentationStyle == .popover || isActionSheet else { return nil }
        if let popover = popoverStorage { return popover }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: presentingStorage)
        popover.presentedStrong = nil
        popoverStorage = popover
        return popover
    }

    var isActionSheet: Bool { (self as? UIAlertController)?.preferredStyle == .actionSheet }

    /// Presents `presented` if it is a popover (or an action sheet in a regular width) and returns true;
    /// false leaves it to the other styles. PO2: in a compact width the delegate's adaptive style decides
    /// (`.none` keeps the popover; a sheet style, or none given, the adaptive sheet; `.fullScreen` and
    /// `.overFullScreen` cover the window); an action sheet there keeps its own bottom sheet (AL5). PO1: a
    /// popover shown without a source is UIKit's exception: reported, and nothing is presented.
    func presentPopover(
        _ presented: UIViewController, animated: Bool, in window: UIWindow, completion: (() -> Void)?
    ) -> Bool {
        guard let popover = presented.popoverPresentationController, presented.parentStorage == nil else {
            return false
        }
        let traits = UITraitCollection.current(in: window.application ?? UIApplication.shared)
        let compact = traits.horizontalSizeClass == .compact
        if presented.isActionSheet && compact { return false }
        popover.presentingStorage = self
        (popover.delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        var style = UIModalPresentationStyle.popover
        if compact {
            let answer = popover.delegate?.adaptivePresentationStyle(for: popover, traitCollection: traits)
            switch answer {
            case .none?: style = .popover
            case .fullScreen?, .overFullScreen?, .pageSheet?, .formSheet?: style = answer ?? .formSheet
            default: style = popover.adaptivePresentationStyle(for: traits)
            }
        }
        if style == .popover {
            guard popover.hasSource, popover.anchorRect(in: window) != nil else {
                refusePopover(presented, in: window)
                return true
            }
            presentCustom(presented, animated: animated, in: window, completion: completion, controller: popover)
        } else if style.isSheet {
            let sheet = popover.adaptiveSheetPresentationController
            sheet.delegate = popover.delegate
            presented.presentationControllerStorage = sheet
            presentCustom(presented, animated: animated, in: window, completion: completion, controller: sheet)
        } else {
            let cover = UIPresentationController(presentedViewController: presented, presenting: self)
            cover.delegate = popover.delegate
            presentCustom(presented, animated: animated, in: window, completion: completion, controller: cover)
        }
        return true
    }

    /// UIKit raises NSGenericException here; the presentation is undone and reported (PO1).
    private func refusePopover(_ presented: UIViewController, in window: UIWindow) {
        let kind =
            presented.isActionSheet
            ? "an action sheet UIAlertController in a regular width"
            : "a .popover presentation of \(type(of: presented))"
        Diagnostics.report(
            "present(_:animated:completion:): \(kind) needs its popoverPresentationController's sourceView "
                + "(in a window) or barButtonItem (shown in a bar) set before presenting; nothing was presented",
            application: window.application ?? UIApplication.shared)
        presentedStorage = nil
        presented.presentingStorage = nil
    }
}
