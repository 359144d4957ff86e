import Foundation

/// `show(_:sender:)` and `showDetailViewController(_:sender:)` through `targetViewController(forAction:sender:)`
/// (SP1): Apple's default implementations find the nearest controller that overrides the method and call it
/// there; with none, the window's root view controller presents the controller modally.
extension UIViewController {
    /// SH1: the nearest sheet: a parent's, else this controller's own when its style is a sheet, made when
    /// first asked for so that it can be set up before `present`.
    func sheetMadeIfNeeded() -> UISheetPresentationController? {
        if let parent = parentStorage { return parent.sheetPresentationController }
        if let sheet = presentationControllerStorage as? UISheetPresentationController { return sheet }
        guard presentationControllerStorage == nil, modalPresentationStyle.isSheet else { return nil }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingStorage)
        sheet.presentedStrong = nil
        presentationControllerStorage = sheet
        return sheet
    }

    /// The Objective-C names of the two actions (`#selector(UIViewController.show(_:sender:))` spells the first).
    static let showActionNames: Set<String> = ["showViewController:sender:", "show:sender:"]
    static let showDetailActionNames: Set<String> = ["showDetailViewController:sender:"]

    static func isShowAction(_ action: Selector) -> Bool { showActionNames.contains(action.name) }
    static func isShowDetailAction(_ action: Selector) -> Bool { showDetailActionNames.contains(action.name) }

    /// A translated class (PT) that declares the method overrides it.
    func translatedImplements(_ action: Selector) -> Bool {
        let messaging: any ObjCMessaging = self
        guard messaging._objcHasMethodTable else { return false }
        return messaging._objcMethod(action) != nil
    }

    /// SP1: `start` or its nearest parent that handles `action` and can perform it. The walk follows parents
    /// (the containers), not presenting controllers (our choice: a controller presented over a navigation
    /// controller presents rather than pushing underneath itself).
    func showTarget(for action: Selector, from start: UIViewController?) -> UIViewController? {
        var current = start
        while let candidate = current {
            if candidate.handlesShowAction(action) { return candidate }
            current = candidate.parent
        }
        return nil
    }

    /// SP1: the default `show` / `showDetailViewController`: this controller's own override already ran (it is
    /// calling super, or it has none), so the search starts at its parent, through the parent's
    /// `targetViewController(forAction:sender:)` (an override there decides).
    func showThroughTarget(_ vc: UIViewController, sender: Any?, detail: Bool) {
        let action = Selector(detail ? "showDetailViewController:sender:" : "showViewController:sender:")
        if let parent, let target = parent.targetViewController(forAction: action, sender: sender), target !== self {
            if detail {
                target.showDetailViewController(vc, sender: sender)
            } else {
                target.show(vc, sender: sender)
            }
            return
        }
        guard
            let root = viewIfLoaded?.window?.rootViewController
                ?? rootOfParents.viewIfLoaded?.window?.rootViewController
        else {
            Diagnostics.report(
                "\(detail ? "showDetailViewController" : "show")(_:sender:): no controller handles it and "
                    + "\(type(of: self)) is not in a window to present from (SP1)", application: nil)
            return
        }
        root.present(vc, animated: true)
    }

    private var rootOfParents: UIViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }
}
