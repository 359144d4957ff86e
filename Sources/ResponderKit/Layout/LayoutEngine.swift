import Foundation

/// The Auto Layout engine of one view hierarchy (LY15): the root's `CassowarySolver`, a record of unknowns
/// for every view and guide that takes part, and the constraints installed in the hierarchy.
///
/// Every item's unknowns are its alignment rectangle in the root's coordinates, ignoring transforms and
/// bounds origins as Auto Layout does. A view takes part when a constraint names it, a guide of it, or a
/// view below it; its superview then takes part too, up to the root. Constraint changes are incremental
/// (LY6); a change in the shape of the tree marks the engine for a rebuild at the next pass, from the
/// constraints installed in the tree, in installation order (LY15).
@MainActor final class LayoutEngine {
    weak var root: UIView?
    let solver = CassowarySolver()
    /// `systemLayoutSizeFitting`'s target and priorities; nil for a hierarchy's own engine (LY17).
    /// The target changes when a kept fitting engine is asked again (LY17).
    var fitting: FittingRequest?
    private(set) var needsRebuild = true
    private(set) var records: [ObjectIdentifier: LayoutRecord] = [:]
    /// In creation order, for deterministic walks.
    private(set) var recordList: [LayoutRecord] = []
    /// The next record's place in creation order (`LayoutRecord.serial`).
    private var nextRecordSerial = 0
    /// The solver's form of every constraint in it, and back.
    var linear: [ObjectIdentifier: LinearConstraint] = [:]
    var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Installed constraints (user and stack) this engine holds, broken or not.
    private(set) var members: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Constraints broken to recover from a conflict (LY18): active, but not in the solver.
    var broken: Set<ObjectIdentifier> = []
    /// Whether the solution changed since the frames were last compared with it.
    private(set) var valuesChanged = false
    /// Edits made while the engine's host is out of any superview, applied together when it is laid out
    /// or joins one (LY36).
    var deferred: DeferredEdits?
    var applyingDeferred = false

    struct FittingRequest {
        let size: CGSize
        let horizontal: UILayoutPriority
        let vertical: UILayoutPriority
    }

    init(root: UIView, fitting: FittingRequest? = nil) {
        self.root = root
        self.fitting = fitting
    }

    var isFitting: Bool { fitting != nil }

    func record(of item: AnyObject?) -> LayoutRecord? {
        item.flatMap { records[ObjectIdentifier($0)] }
    }

    // MARK: Building

    /// Marks the engine stale: the next pass rebuilds it from the tree (LY15).
    func invalidate() {
        guard !needsRebuild else { return }
        discard()
        needsRebuild = true
        root?.markLayoutDirty(.engineChanged)
    }

    /// Forgets everything: constraints no longer point here, views are no longer participants.
    func discard() {
        for constraint in members.values where constraint.engine === self { constraint.engine = nil }
        if !isFitting {
            for record in recordList { (record.item as? UIView)?.layoutStorage.flags.remove(.participant) }
        }
        solver.reset()
        records.removeAll()
        recordList.removeAll()
        linear.removeAll()
        owners.removeAll()
        members.removeAll()
        broken.removeAll()
    }

    /// Every active constraint installed in the root's subtree, in installation order (LY15); for a
    /// fitting engine only those whose items all lie in the subtree (LY17).
    func rebuild() {
        discard()
        needsRebuild = false
        guard let root else { return }
        _ = ensureRecord(root)
        for constraint in installedInSubtree() { install(constraint) }
        noteChange()
    }

    // MARK: Installed constraints (LY15)

    func install(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        let id = ObjectIdentifier(constraint)
        guard members[id] == nil else { return }
        guard let first = ensureRecord(constraint.firstItemStorage) else { return }
        var second: LayoutRecord?
        if constraint.secondLayoutAttribute != .notAnAttribute {
            guard let record = ensureRecord(constraint.secondItemStorage) else { return }
            second = record
        }
        members[id] = constraint
        if !isFitting { constraint.engine = self }
        first.uses += 1
        second?.uses += 1
        add(constraint)
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        guard members.removeValue(forKey: id) != nil else { return }
        if constraint.engine === self { constraint.engine = nil }
        removeFromSolver(constraint)
        record(of: constraint.firstItemStorage)?.uses -= 1
        if constraint.secondLayoutAttribute != .notAnAttribute { record(of: constraint.secondItemStorage)?.uses -= 1 }
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        if defersEdits {
            deferConstant(constraint)
            return
        }
        let id = ObjectIdentifier(constraint)
        if broken.contains(id) {
            // A broken constraint is tried again with its new constant.
            broken.remove(id)
            add(constraint)
            return
        }
        guard let line = linear[id], let constant = expressionConstant(for: constraint) else { return }
        do {
            try solver.setConstant(constant, of: line)
            noteChange()
        } catch .unsatisfiable(let conflict) {
            recover(from: conflict, changing: constraint)
        } catch {
            reportInternal(error, constraint)
        }
    }

    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard !needsRebuild else { return }
        let id = ObjectIdentifier(constraint)
        guard linear[id] != nil || broken.contains(id) else { return }
        removeFromSolver(constraint)
        add(constraint)
    }

    // MARK: The solver

    /// Adds a constraint; a required one that cannot hold is recovered from by breaking one (LY18).
    func add(_ constraint: NSLayoutConstraint) {
        guard let expression = expression(for: constraint) else { return }
        let relation: LinearConstraint.Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let line = LinearConstraint(
            expression, relation, strength: SolverStrength(priority: constraint.priorityStorage.rawValue))
        do {
            try solver.addConstraint(line)
            linear[ObjectIdentifier(constraint)] = line
            owners[ObjectIdentifier(line)] = constraint
            noteChange()
        } catch .unsatisfiable(let conflict) {
            recover(from: conflict, adding: constraint)
        } catch {
            reportInternal(error, constraint)
        }
    }

    func removeFromSolver(_ constraint: NSLayoutConstraint) {
        let id = ObjectIdentifier(constraint)
        broken.remove(id)
        guard let line = linear.removeValue(forKey: id) else { return }
        owners[ObjectIdentifier(line)] = nil
        do {
            try solver.removeConstraint(line)
            noteChange()
        } catch {
            reportInternal(error, constraint)
        }
    }

    /// The root is marked once per pass: every later change before the pass finds the mark (set only
    /// here and in `layoutEngine`, cleared by `prepareLayoutEngine`) and the application already told.
    func noteChange() {
        valuesChanged = true
        guard !isFitting, let root, !root.layoutStorage.flags.contains(.engineChanged) else { return }
        root.markLayoutDirty(.engineChanged)
    }

    func value(_ variable: LayoutVariable) -> CGFloat { CGFloat(solver.value(of: variable)) }

    func reportInternal(_ error: Error, _ constraint: NSLayoutConstraint) {
        report("layout engine refused \(constraint): \(error)")
    }

    func report(_ message: String) {
        Diagnostics.report(message, application: root?.window?.application)
    }

    // MARK: Records

    /// The record of a view or guide, made (with its superview's, up to the root) on first use.
    func ensureRecord(_ item: AnyObject?) -> LayoutRecord? {
        guard let item, let root else { return nil }
        if let record = records[ObjectIdentifier(item)] { return record }
        if let guide = item as? UILayoutGuide {
            guard let owner = guide.owningView, ensureRecord(owner) != nil else { return nil }
            let record = makeRecord(for: guide)
            if guide.role != .user { addGuideConstraints(guide, record) }
            return record
        }
        guard let view = item as? UIView else { return nil }
        if view === root {
            let record = makeRecord(for: view)
            addRootConstraints(record)
            return record
        }
        guard let superview = view.superviewStorage, LayoutTree.isItem(superview, within: root),
            ensureRecord(superview) != nil
        else { return nil }
        let record = makeRecord(for: view)
        if !isFitting { view.layoutStorage.flags.insert(.participant) }
        if record.translates {
            addAutoresizingConstraints(view, record)
        } else {
            addContentSizeConstraints(view, record)
        }
        return record
    }

    /// Forgets the records `leaving` picks, whose constraints are already out of the solver.
    func dropRecords(where leaving: (LayoutRecord) -> Bool) {
        recordList.removeAll { record in
            guard leaving(record) else { return false }
            if let item = record.item { records[ObjectIdentifier(item)] = nil }
            return true
        }
    }

    private func makeRecord(for item: AnyObject) -> LayoutRecord {
        let record = LayoutRecord(item: item, serial: nextRecordSerial)
        nextRecordSerial += 1
        records[ObjectIdentifier(item)] = record
        recordList.append(record)
        return record
    }

    // MARK: Solutions

    /// A view's frame in its superview as the engine solves it, or nil when the engine does not lay
    /// it out (not a participant, the root, or a view whose frame no constraint decides). Its edges are
    /// rounded to the screen's pixels, as UIKit rounds Auto Layout's frames (LY21).
    /// `scale` is the root's `pixelScale`, read once by callers that ask for many frames (reading it walks
    /// weak references to the window and scene: 20 % of `layout.table1000.smallscroll` when read per frame).
    func solvedFrame(of view: UIView, scale: CGFloat? = nil) -> CGRect? {
        guard let record = records[ObjectIdentifier(view)], record.translates || record.uses > 0,
            let superview = view.superviewStorage, let parent = records[ObjectIdentifier(superview)]
        else { return nil }
        let parentInsets = superview.alignmentRectInsets
        let scale = scale ?? pixelScale
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let minX = value(record.left) - value(parent.left) + parentInsets.left
        let minY = value(record.top) - value(parent.top) + parentInsets.top
        let left = snap(minX)
        let top = snap(minY)
        let alignment = CGRect(
            x: left, y: top, width: snap(minX + value(record.width)) - left,
            height: snap(minY + value(record.height)) - top)
        return view.frame(forAlignmentRect: alignment)
    }

    /// A guide's solved size, rounded to the pixel, per axis; nil on an axis the constraints leave open
    /// (a scroll view's content layout guide, LY34).
    func solvedSize(of guide: UILayoutGuide) -> (width: CGFloat?, height: CGFloat?) {
        guard !needsRebuild, let record = records[ObjectIdentifier(guide)] else { return (nil, nil) }
        let scale = pixelScale
        func length(_ variable: LayoutVariable) -> CGFloat? {
            solver.isAmbiguous(variable) ? nil : (value(variable) * scale).rounded() / scale
        }
        return (length(record.width), length(record.height))
    }

    /// The root's screen scale (2 for a hierarchy in no window, the default screen's).
    var pixelScale: CGFloat {
        let scale = root?.pixelScale ?? 2
        return scale.isFinite && scale > 0 ? scale : 2
    }

    /// After a change: views whose solved frame differs from their frame get their superview laid out
    /// (UIKit's engine does the same), which applies it (LY21).
    func markMovedViews() {
        guard valuesChanged else { return }
        valuesChanged = false
        let scale = pixelScale
        for record in recordList {
            guard let view = record.item as? UIView, let frame = solvedFrame(of: view, scale: scale),
                frame != view.untransformedFrame
            else { continue }
            view.superviewStorage?.markLayoutDirty(.needsLayout)
        }
    }

    /// LY10 through the views: another value of one of its unknowns is as good at every level.
    func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let record = records[ObjectIdentifier(item)] else { return false }
        return [record.left, record.top, record.width, record.height].contains { solver.isAmbiguous($0) }
    }
}

/// One item's unknowns in an engine: its alignment rectangle in the root's coordinates (LY16).
@MainActor final class LayoutRecord {
    let left = LayoutVariable()
    let top = LayoutVariable()
    let width = LayoutVariable()
    let height = LayoutVariable()
    weak var item: AnyObject?
    /// As it was when the record was made: a change rebuilds the engine.
    let translates: Bool
    /// Root, autoresizing or guide constraints (LY16, LY19, LY25).
    var system: [NSLayoutConstraint] = []
    /// Content hugging and compression resistance (LY14).
    var content: [NSLayoutConstraint] = []
    /// Installed constraints naming the item.
    var uses = 0
    /// Installed constraints naming one of its baselines, whose constants follow its text (LY28).
    var baselineUsers: [NSLayoutConstraint] = []
    /// Its place in its engine's creation order: a leaving subtree's records go in this order.
    let serial: Int

    init(item: AnyObject, serial: Int) {
        self.item = item
        self.serial = serial
        translates = (item as? UIView)?.translatesAutoresizingMaskIntoConstraints ?? false
    }
}
