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
        let installed = Self.installed(in: view)
        if installed.isEmpty && record(of: view) == nil { return true }  // all of it hosted (LY36)
        guard let parentRecord = record(of: oldParent), oldParent === root || stillTakesPart(oldParent, parentRecord)
        else { return false }
        // Most of the engine leaving (a window's root controller replaced): taking each constraint out of
        // the solver costs more than the rebuild of what stays, which the caller then marks (LY15).
        if installed.count * 2 >= members.count && installed.count > 32 { return false }
        // The subtree's items' records found by identity (not by testing every record of the engine for
        // descent), hosted subtrees skipped (LY36), taken out in creation order as before.
        var leavingRecords: [LayoutRecord] = []
        view.walkSubtree { member, parent in
            if parent != nil, member.hostsLayoutEngine { return .skipSubviews }
            if let record = records[ObjectIdentifier(member)] { leavingRecords.append(record) }
            if let box = member.layoutStorage.box {
                for guide in box.allGuides {
                    if let record = records[ObjectIdentifier(guide)] { leavingRecords.append(record) }
                }
            }
            return .descend
        }
        for constraint in installed { uninstall(constraint) }
        leavingRecords.sort { $0.serial < $1.serial }
        var leaving: Set<ObjectIdentifier> = []
        for record in leavingRecords {
            for constraint in record.system + record.content { removeFromSolver(constraint) }
            record.system = []
            record.content = []
            (record.item as? UIView)?.layoutStorage.flags.remove(.participant)
            leaving.insert(ObjectIdentifier(record))
        }
        guard !leaving.isEmpty else { return true }
        dropRecords { leaving.contains(ObjectIdentifier($0)) }
        noteChange()
        return true
    }

    /// `view` joined `parent` in this engine's hierarchy: the constraints installed in its subtree are
    /// added in installation order, as a rebuild adds them. False: the caller must rebuild instead.
    func addSubtree(_ view: UIView, to parent: UIView) -> Bool {
        guard !isFitting else { return false }
        if needsRebuild { return true }
        var installed = Self.installed(in: view)
        if installed.isEmpty { return true }  // all of it hosted (LY36)
        guard record(of: parent) != nil else { return false }
        installed.sort { $0.serial < $1.serial }
        for constraint in installed { install(constraint) }
        return true
    }

    /// The constraints installed in `view`'s subtree, but not below a host (LY36): those are its own.
    private static func installed(in view: UIView) -> [NSLayoutConstraint] {
        var installed: [NSLayoutConstraint] = []
        view.walkSubtree { member, parent in
            if parent != nil, member.hostsLayoutEngine { return .skipSubviews }
            if let box = member.layoutStorage.box { installed.append(contentsOf: box.installed) }
            return .descend
        }
        return installed
    }

    /// Whether a rebuild would still give `view` a record once a subview's island is gone: a constraint
    /// names it or one of its guides, or another subview takes part.
    private func stillTakesPart(_ view: UIView, _ record: LayoutRecord) -> Bool {
        if record.uses > 0 { return true }
        if let box = view.layoutStorage.box {
            for guide in box.allGuides where (self.record(of: guide)?.uses ?? 0) > 0 { return true }
        }
        for subview in view.subviewStorage where subview.layoutStorage.flags.contains(.participant) { return true }
        return false
    }
}
