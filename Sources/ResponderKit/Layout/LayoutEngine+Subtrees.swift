import Foundation

/// A subtree joining or leaving a hierarchy changes its engine incrementally (LY15) when the result is
/// the one a rebuild would give: the constraints installed in a subtree name only items in it, so they
/// and the subtree's own system constraints form an island tied to the rest only through the subtree
/// root's record. Adding or removing that island, in installation order, leaves every other row of the
/// tableau as it was. Otherwise (the superview would take part or stop taking part) the engine is
/// rebuilt as before. A table's cells come and go this way while scrolling (`layout.table1000`).
extension LayoutEngine {
    /// `view` (already detached) left this engine's hierarchy from `oldParent`; the constraints installed
    /// outside it that named it are already uninstalled. False: the caller must rebuild instead.
    func removeSubtree(_ view: UIView, oldParent: UIView) -> Bool {
        guard !isFitting else { return false }
        if needsRebuild { return true }
        guard let parentRecord = record(of: oldParent), oldParent === root || stillTakesPart(oldParent, parentRecord)
        else { return false }
        var installed: [NSLayoutConstraint] = []
        view.walkSubtree { member, _ in
            if let box = member.layoutStorage.box { installed.append(contentsOf: box.installed) }
            return .descend
        }
        // Its rows stay in the solver until it joins again or the next pass begins (LayoutEngine+Detached).
        detachSubtree(view, parentRecord: parentRecord, installed: installed)
        return true
    }

    /// `view` joined `parent` in this engine's hierarchy: the constraints installed in its subtree are
    /// added in installation order, as a rebuild adds them. False: the caller must rebuild instead.
    func addSubtree(_ view: UIView, to parent: UIView) -> Bool {
        guard !isFitting else { return false }
        if needsRebuild { return true }
        guard let parentRecord = record(of: parent) else { return false }
        var installed: [NSLayoutConstraint] = []
        view.walkSubtree { member, _ in
            if let box = member.layoutStorage.box { installed.append(contentsOf: box.installed) }
            return .descend
        }
        installed.sort { $0.serial < $1.serial }
        if reattachSubtree(view, parentRecord: parentRecord, installed: installed) { return true }
        for constraint in installed { install(constraint) }
        return true
    }

    /// A view whose rows left keeps its record — variables, autoresizing constraints, their solver forms —
    /// for the next engine it joins (a table's pooled cell): no object is freed. (Its participant flag is
    /// cleared when it leaves the hierarchy, not here: it may already take part elsewhere.)
    func park(_ record: LayoutRecord) {
        record.spareSystem = record.translates && record.system.count == 4 ? record.system : []
        record.system = []
        record.content = []
        record.baselineUsers = []
        record.uses = 0
        guard let view = record.item as? UIView else { return }
        view.layoutBox.spareRecord = record
    }

    /// The record `item` parked when it last left an engine, made as new for this one; nil when there is
    /// none (a fitting engine makes its own: its items are in the hierarchy's engine at the same time).
    func takeParkedRecord(of item: AnyObject) -> LayoutRecord? {
        guard !isFitting, let view = item as? UIView, let box = view.layoutStorage.box,
            let record = box.spareRecord
        else { return nil }
        box.spareRecord = nil
        guard record.item === view, record.left.solverOwner == nil, record.top.solverOwner == nil,
            record.width.solverOwner == nil, record.height.solverOwner == nil
        else { return nil }
        record.rejoin(view)
        return record
    }

    /// Whether two expressions' terms are the same variables with the same coefficients, in order.
    static func sameTerms(_ a: [LinearExpression.Term], _ b: [LinearExpression.Term]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices
        where a[index].variable !== b[index].variable || a[index].coefficient != b[index].coefficient {
            return false
        }
        return true
    }

    /// Whether a rebuild would still give `view` a record once a subview's island is gone: a constraint
    /// names it or one of its guides, or another subview takes part.
    private func stillTakesPart(_ view: UIView, _ record: LayoutRecord) -> Bool {
        if record.uses > 0 { return true }
        if let box = view.layoutStorage.box {
            let system: [UILayoutGuide?] = [box.safeAreaGuide, box.marginsGuide, box.keyboardGuide]
            let guides = box.guides + box.scrollGuides + system.compactMap { $0 }
            for guide in guides where (self.record(of: guide)?.uses ?? 0) > 0 { return true }
        }
        for subview in view.subviewStorage where subview.layoutStorage.flags.contains(.participant) { return true }
        return false
    }
}
