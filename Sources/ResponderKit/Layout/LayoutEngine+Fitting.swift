import Foundation

/// `systemLayoutSizeFitting` asked again of the same subtree (LY17) — a table measuring each new row with
/// a reused cell (TV3) — edits the engine of the last fit instead of building one: when a rebuild would
/// add the same constraints over the same items and only constants (or the target) moved, those are
/// constant edits (LY6), and the fitted size is the same where the solution is unique. Only subtrees
/// whose items make no system constraints of their own (no autoresizing, intrinsic sizes, guides or
/// baselines) are kept; anything else, a conflict, or an ambiguous size builds a new engine as before.
extension LayoutEngine {
    /// The engine fitting `view` to `request`: the view's kept one brought up to date, else a new one.
    static func fitting(_ view: UIView, _ request: FittingRequest) -> LayoutEngine {
        if let kept = view.layoutStorage.box?.fittingEngine {
            view.layoutStorage.box?.fittingEngine = nil
            if kept.refit(to: request) {
                view.layoutStorage.box?.fittingEngine = kept
                return kept
            }
            kept.discard()
        }
        let engine = LayoutEngine(root: view, fitting: request)
        engine.rebuild()
        if engine.canRefit && !engine.fitsAmbiguously { view.layoutBox.fittingEngine = engine }
        return engine
    }

    /// Whether `fittingSize` must discard this engine after reading it (one it does not keep).
    func isKept(by view: UIView) -> Bool { view.layoutStorage.box?.fittingEngine === self }

    /// Every active constraint installed in the root's subtree in installation order (LY15), but not below
    /// another host (LY36); for a fitting engine only those whose items all lie in the subtree (LY17).
    func installedInSubtree() -> [NSLayoutConstraint] {
        guard let root else { return [] }
        var installed: [NSLayoutConstraint] = []
        let fitting = isFitting
        root.walkSubtree { view, parent in
            // A host below lays its subtree out itself (LY36); a fitting engine takes it in (LY17).
            if !fitting, parent != nil, view.hostsLayoutEngine { return .skipSubviews }
            if let box = view.layoutStorage.box { installed.append(contentsOf: box.installed) }
            return .descend
        }
        installed.sort { $0.serial < $1.serial }
        guard fitting else { return installed }
        return installed.filter { Self.namesOnlyItems(of: $0, within: root) }
    }

    /// Whether every item the constraint names lies in `root`'s subtree: what a fitting engine takes (LY17).
    private static func namesOnlyItems(of constraint: NSLayoutConstraint, within root: UIView) -> Bool {
        LayoutTree.isItem(constraint.firstItemStorage, within: root)
            && (constraint.secondItemStorage == nil || LayoutTree.isItem(constraint.secondItemStorage, within: root))
    }

    /// A fitting engine whose system is its installed constraints and the root's place and target only.
    private var canRefit: Bool {
        guard isFitting, broken.isEmpty, let root else { return false }
        for record in recordList {
            guard let view = record.item as? UIView, record.content.isEmpty, record.baselineUsers.isEmpty,
                !Self.hasIntrinsicMetric(view)
            else { return false }
            if view === root { continue }
            guard !record.translates, !view.translatesAutoresizingMaskIntoConstraints,
                let superview = view.superviewStorage, records[ObjectIdentifier(superview)] != nil,
                LayoutTree.isItem(view, within: root)
            else { return false }
        }
        return members.keys.allSatisfy { linear[$0] != nil }
    }

    /// Another size of the root is as good at every level: only a new engine gives the old answer.
    private var fitsAmbiguously: Bool {
        guard let record = record(of: root) else { return true }
        return solver.isAmbiguous(record.width) || solver.isAmbiguous(record.height)
    }

    /// True when the engine now fits its root to `request` as a new one would.
    private func refit(to request: FittingRequest) -> Bool {
        guard let fitting, fitting.horizontal == request.horizontal, fitting.vertical == request.vertical,
            canRefitMembers(), let root, let record = record(of: root)
        else { return false }
        for constraint in record.system where constraint.kind == .fitting {
            let target = constraint.firstLayoutAttribute == .width ? request.size.width : request.size.height
            guard editConstant(constraint, to: target) else { return false }
        }
        self.fitting = request
        for constraint in members.values {
            guard editConstant(constraint, to: constraint.constantStorage) else { return false }
        }
        return canRefit && !fitsAmbiguously
    }

    /// The subtree still installs exactly these constraints (those `installedInSubtree()` would list),
    /// counted in one walk without listing or sorting them.
    private func canRefitMembers() -> Bool {
        guard let root else { return false }
        var count = 0
        var same = true
        root.walkSubtree { view, _ in
            for constraint in view.layoutStorage.box?.installed ?? InstalledConstraints()
            where Self.namesOnlyItems(of: constraint, within: root) {
                count += 1
                guard members[ObjectIdentifier(constraint)] === constraint else {
                    same = false
                    return .stop
                }
            }
            return .descend
        }
        return same && count == members.count
    }

    /// Sets a constraint's constant in the solver (a constant edit, LY6); false if it is not there as
    /// it would be added, or the edit contradicts a required constraint (the solver keeps the old one).
    private func editConstant(_ constraint: NSLayoutConstraint, to constant: CGFloat) -> Bool {
        guard let line = linear[ObjectIdentifier(constraint)],
            line.strength == SolverStrength(priority: constraint.priorityStorage.rawValue)
        else { return false }
        let old = constraint.constantStorage
        constraint.constantStorage = constant
        guard let expressionConstant = expressionConstant(for: constraint) else {
            constraint.constantStorage = old
            return false
        }
        do {
            try solver.setConstant(expressionConstant, of: line)
            return true
        } catch {
            constraint.constantStorage = old
            return false
        }
    }

    private static func hasIntrinsicMetric(_ view: UIView) -> Bool {
        let size = view.intrinsicContentSize
        return (size.width.isFinite && size.width >= 0) || (size.height.isFinite && size.height >= 0)
    }
}
