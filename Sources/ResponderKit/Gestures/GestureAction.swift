import Foundation

/// One target-action pair; the target is weak, as in UIKit.
@MainActor struct GestureAction {
    weak var target: AnyObject?
    let hasTarget: Bool
    /// What `removeTarget(_:action:)` matches: the selector's name, or a function reference's `named:`.
    let name: String?
    /// The name the trace's action line shows: only a function reference's `named:` (X14). Selector
    /// actions keep the line as it was, which the seed conformance traces compare.
    let shownName: String?
    let call: @MainActor (UIGestureRecognizer, AnyObject?) -> Void

    init(
        target: AnyObject?, name: String?, shownName: String? = nil,
        call: @escaping @MainActor (UIGestureRecognizer, AnyObject?) -> Void
    ) {
        self.target = target
        self.hasTarget = target != nil
        self.name = name
        self.shownName = shownName
        self.call = call
    }
}
