import Foundation

/// A host out of any superview — a cell in its table's reuse pool, being configured for its next row —
/// keeps its engine (LY36), but its edits are not solved one by one: the row's new constants and the
/// frames the table then sets contradict each other until all are made (a box's new height against the
/// content view's old one), which one engine per window never saw, since a detached cell had none.
/// They are kept and applied together when the host is laid out or joins a superview: the changed
/// constraints leave the solver, the root's size and the autoresizing constants are edited, and the
/// changed constraints are added again in installation order — as a rebuild would add them (LY15, LY6).
extension LayoutEngine {
    struct DeferredEdits {
        var constants: [NSLayoutConstraint] = []
        var autoresizing: [UIView] = []
        var rootSize = false
    }

    /// True for the engine of a host that has no superview (LY36), except while applying its edits.
    var defersEdits: Bool {
        guard !applyingDeferred, !isFitting, let root, root.superviewStorage == nil else { return false }
        return root.hostsLayoutEngine
    }

    func deferConstant(_ constraint: NSLayoutConstraint) {
        var edits = deferred ?? DeferredEdits()
        if !edits.constants.contains(where: { $0 === constraint }) { edits.constants.append(constraint) }
        deferred = edits
        root?.markLayoutDirty(.engineChanged)
    }

    func deferAutoresizing(_ view: UIView) {
        var edits = deferred ?? DeferredEdits()
        if !edits.autoresizing.contains(where: { $0 === view }) { edits.autoresizing.append(view) }
        deferred = edits
        root?.markLayoutDirty(.engineChanged)
    }

    func deferRootSize() {
        var edits = deferred ?? DeferredEdits()
        edits.rootSize = true
        deferred = edits
        root?.markLayoutDirty(.engineChanged)
    }

    /// Applies the kept edits (see above); nothing when there are none or the engine will be rebuilt.
    func applyDeferredEdits() {
        guard let edits = deferred else { return }
        deferred = nil
        guard !needsRebuild else { return }
        applyingDeferred = true
        defer { applyingDeferred = false }
        let changed = edits.constants.filter { members[ObjectIdentifier($0)] === $0 }.sorted { $0.serial < $1.serial }
        for constraint in changed { removeFromSolver(constraint) }
        if edits.rootSize { rootSizeDidChange() }
        for view in edits.autoresizing { autoresizingSourceDidChange(view) }
        for constraint in changed { add(constraint) }
    }
}
