import Foundation

/// A subtree that leaves this engine's hierarchy keeps its rows in the solver, detached, until the next
/// pass begins (LY15): a table's pooled cell that leaves and joins again in the same pass (scrolling by
/// a screenful) then costs constant edits (LY6) instead of removing and adding its island of rows. The
/// island is tied to the rest only through the subtree root's autoresizing constraints (to its parent's
/// unknowns), which no other row holds, so while detached it changes no other view's frame. Joining
/// again under the same parent, its constraints are made to say what a fresh join would add: a line
/// whose terms and strength are the same gets its constant edited; anything else (a constraint
/// deactivated or added, a changed priority, intrinsic size or mask) is removed and added as new. Not
/// joined again by the next pass, it is removed as before.
@MainActor final class DetachedSubtree {
    weak var view: UIView?
    let parentRecord: LayoutRecord
    /// Its records, in the engine's creation order, with their system constraints still in the solver.
    let records: [LayoutRecord]
    /// The constraints installed in it when it left, still in the solver unless broken.
    let installed: [NSLayoutConstraint]

    init(view: UIView, parentRecord: LayoutRecord, records: [LayoutRecord], installed: [NSLayoutConstraint]) {
        self.view = view
        self.parentRecord = parentRecord
        self.records = records
        self.installed = installed
    }
}

extension LayoutEngine {
    /// `view` left: its members leave the engine's books but not the solver (see `DetachedSubtree`).
    func detachSubtree(_ view: UIView, parentRecord: LayoutRecord, installed: [NSLayoutConstraint]) {
        for constraint in installed {
            let id = ObjectIdentifier(constraint)
            guard members.removeValue(forKey: id) != nil else { continue }
            if constraint.engine === self { constraint.engine = nil }
            broken.remove(id)  // a broken one is in no row: joining again adds it as new
        }
        var leaving: [LayoutRecord] = []
        for record in recordList where LayoutTree.isItem(record.item, within: view) {
            (record.item as? UIView)?.layoutStorage.flags.remove(.participant)
            if !broken.isEmpty {
                for constraint in record.system + record.content { broken.remove(ObjectIdentifier(constraint)) }
            }
            leaving.append(record)
        }
        guard !leaving.isEmpty else { return }
        let ids = Set(leaving.map(ObjectIdentifier.init))
        dropRecords { ids.contains(ObjectIdentifier($0)) }
        detachedSubtrees.append(
            DetachedSubtree(view: view, parentRecord: parentRecord, records: leaving, installed: installed))
        noteChange()
    }

    /// `view` joins `parent`: true when it was detached from this parent and is attached again, its
    /// constraints edited to what `installed` (in installation order) says. A subtree detached from
    /// another parent is removed first, and false returned: the caller adds it as new.
    func reattachSubtree(_ view: UIView, parentRecord: LayoutRecord, installed: [NSLayoutConstraint]) -> Bool {
        guard let index = detachedSubtrees.firstIndex(where: { $0.view === view }) else { return false }
        let subtree = detachedSubtrees.remove(at: index)
        guard subtree.parentRecord === parentRecord else {
            remove(subtree)
            return false
        }
        // What a fresh join would not add leaves first, so that it cannot conflict with what is edited.
        let wanted = Set(installed.map(ObjectIdentifier.init))
        for constraint in subtree.installed where !wanted.contains(ObjectIdentifier(constraint)) {
            if members[ObjectIdentifier(constraint)] == nil { removeFromSolver(constraint) }
        }
        for record in subtree.records {
            record.uses = 0
            record.baselineUsers = []
            record.isReclaimed = false
        }
        reclaimable = subtree.records
        for constraint in installed { install(constraint) }
        let unclaimed = reclaimable
        reclaimable = []
        // Records no constraint names any more: their own constraints leave, as after a rebuild.
        for record in unclaimed {
            removeSystemConstraints(of: record)
            park(record)
        }
        noteChange()
        return true
    }

    /// Removes every detached subtree still waiting: called as a pass begins.
    func flushDetachedSubtrees() {
        guard !detachedSubtrees.isEmpty else { return }
        let waiting = detachedSubtrees
        detachedSubtrees = []
        for subtree in waiting { remove(subtree) }
    }

    /// The solver was reset: the detached subtrees' records are parked, their rows gone with the rest.
    func dropDetachedSubtrees() {
        let waiting = detachedSubtrees
        detachedSubtrees = []
        reclaimable = []
        for subtree in waiting {
            for record in subtree.records { park(record) }
        }
    }

    private func remove(_ subtree: DetachedSubtree) {
        for constraint in subtree.installed where members[ObjectIdentifier(constraint)] == nil {
            removeFromSolver(constraint)
        }
        for record in subtree.records {
            removeSystemConstraints(of: record)
            park(record)
        }
    }

    func removeSystemConstraints(of record: LayoutRecord) {
        for constraint in record.system { removeFromSolver(constraint) }
        for constraint in record.content { removeFromSolver(constraint) }
        record.system = []
        record.content = []
    }

    func takeReclaimableRecord(of item: AnyObject) -> LayoutRecord? {
        guard !reclaimable.isEmpty, let index = reclaimable.firstIndex(where: { $0.item === item }) else {
            return nil
        }
        let record = reclaimable.remove(at: index)
        record.isReclaimed = true
        return record
    }

    /// Whether `ensureRecord` just took this record back from a detached subtree (asked once).
    func reclaimed(_ record: LayoutRecord) -> Bool {
        guard record.isReclaimed else { return false }
        record.isReclaimed = false
        return true
    }

    /// A reclaimed view's autoresizing or content constraints say what new ones would: edited when only
    /// their constants moved, else made again.
    func reconcileSystemConstraints(_ view: UIView, _ record: LayoutRecord) {
        let translates = view.translatesAutoresizingMaskIntoConstraints
        if translates == record.translates {
            if translates, editAutoresizingConstants(view, record) { return }
            if !translates, contentConstraintsHold(view, record) { return }
        }
        removeSystemConstraints(of: record)
        record.translates = translates
        if translates {
            addAutoresizingConstraints(view, record)
        } else {
            addContentSizeConstraints(view, record)
        }
    }

    /// The content constraints in the solver are those `addContentSizeConstraints` would make now.
    private func contentConstraintsHold(_ view: UIView, _ record: LayoutRecord) -> Bool {
        guard record.system.isEmpty else { return false }
        let size = view.intrinsicContentSize
        var index = 0
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let length = axis == .horizontal ? size.width : size.height
            guard length.isFinite, length >= 0 else { continue }
            let wanted: [(NSLayoutConstraint.Relation, UILayoutPriority)] = [
                (.lessThanOrEqual, view.contentHuggingPriority(for: axis)),
                (.greaterThanOrEqual, view.contentCompressionResistancePriority(for: axis)),
            ]
            for (relation, priority) in wanted {
                guard index < record.content.count else { return false }
                let constraint = record.content[index]
                let id = ObjectIdentifier(constraint)
                guard constraint.firstLayoutAttribute == (axis == .horizontal ? .width : .height),
                    constraint.relation == relation,
                    constraint.constantStorage == length, constraint.priorityStorage == priority,
                    linear[id] != nil, !broken.contains(id)
                else { return false }
                index += 1
            }
        }
        return index == record.content.count
    }

    /// A detached line of `constraint` (still in the solver) takes the new constant when its terms,
    /// relation and strength are those of a new one; false: it must be made again.
    func editDetachedLine(
        of constraint: NSLayoutConstraint, _ expression: LinearExpression, _ relation: LinearConstraint.Relation,
        _ strength: SolverStrength
    ) -> Bool {
        guard !isFitting, let line = linear[ObjectIdentifier(constraint)], line.relation == relation,
            line.strength == strength, Self.sameTerms(line.expression.terms, expression.terms)
        else { return false }
        do {
            try solver.setConstant(expression.constant, of: line)
        } catch {
            return false  // the solver kept the old constant (LY7): made again, as a fresh join would
        }
        noteChange()
        return true
    }
}
