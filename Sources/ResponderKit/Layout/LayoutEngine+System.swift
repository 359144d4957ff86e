import Foundation

/// The constraints UIKit makes by itself (LY16, LY19, LY14, LY25): the root's place and size, the
/// autoresizing constraints of views that translate their mask, content hugging and compression
/// resistance of intrinsic sizes, and the safe-area and margins guides' edges.
extension LayoutEngine {
    /// The root sits at the origin; its size is its bounds' when it translates its mask (a window, a
    /// controller's view), the fitting target at the fitting priorities (LY17), else free.
    func addRootConstraints(_ record: LayoutRecord) {
        guard let root else { return }
        var made = [
            system(root, .left, constant: 0, kind: .root),
            system(root, .top, constant: 0, kind: .root),
        ]
        if let fitting {
            made.append(
                system(root, .width, constant: fitting.size.width, priority: fitting.horizontal, kind: .fitting))
            made.append(
                system(root, .height, constant: fitting.size.height, priority: fitting.vertical, kind: .fitting))
        } else if record.translates {
            let size = root.alignmentRect(forFrame: CGRect(origin: .zero, size: root.boundsStorage.size)).size
            made.append(system(root, .width, constant: size.width, kind: .root))
            made.append(system(root, .height, constant: size.height, kind: .root))
        }
        record.system = made
        for constraint in made { add(constraint) }
        if fitting != nil || !record.translates { addContentSizeConstraints(root, record) }
    }

    /// The root's bounds changed size (rotation, a window resized).
    func rootSizeDidChange() {
        guard !needsRebuild, fitting == nil, let root, let record = record(of: root), record.translates else { return }
        if defersEdits {
            deferRootSize()
            return
        }
        let size = root.alignmentRect(forFrame: CGRect(origin: .zero, size: root.boundsStorage.size)).size
        for constraint in record.system where constraint.kind == .root {
            switch constraint.firstLayoutAttribute {
            case .width: setSystemConstant(constraint, size.width)
            case .height: setSystemConstant(constraint, size.height)
            default: break
            }
        }
    }

    // MARK: Autoresizing constraints (LY19)

    /// UIKit's `NSAutoresizingMaskLayoutConstraint`s: the view's origin and size in its superview as
    /// linear functions of the superview's size, so that the engine resizes it as autoresizing would
    /// (LY19): fixed parts stay, flexible parts share the change in proportion to their sizes.
    func addAutoresizingConstraints(_ view: UIView, _ record: LayoutRecord) {
        guard let superview = view.superviewStorage, records[ObjectIdentifier(superview)] != nil else { return }
        let (horizontal, vertical) = autoresizingRules(view, in: superview)
        func make(_ attribute: LayoutAttribute, _ share: CGFloat, _ constant: CGFloat, _ total: LayoutAttribute)
            -> NSLayoutConstraint
        {
            NSLayoutConstraint(
                first: view, attribute, .equal, second: share == 0 ? nil : superview, total, multiplier: share,
                constant: constant, kind: .autoresizing)
        }
        record.system = [
            make(.minX, horizontal.leadingShare, horizontal.leadingConstant, .width),
            make(.minY, vertical.leadingShare, vertical.leadingConstant, .height),
            make(.width, horizontal.sizeShare, horizontal.sizeConstant, .width),
            make(.height, vertical.sizeShare, vertical.sizeConstant, .height),
        ]
        let note = AutoresizingRule.note(horizontal, vertical)
        for constraint in record.system {
            constraint.annotation = note
            add(constraint)
        }
    }

    /// The view's frame in its superview as its mask's rule on each axis (LY19).
    private func autoresizingRules(_ view: UIView, in superview: UIView) -> (AutoresizingRule, AutoresizingRule) {
        let insets = superview.alignmentRectInsets
        let frame = view.alignmentRect(forFrame: view.untransformedFrame).offsetBy(dx: -insets.left, dy: -insets.top)
        let base = superview.alignmentRect(forFrame: CGRect(origin: .zero, size: superview.boundsStorage.size)).size
        let mask = view.autoresizingMask
        let horizontal = AutoresizingRule(
            leading: frame.minX, size: frame.width, total: base.width,
            flexibleLeading: mask.contains(.flexibleLeftMargin),
            flexibleSize: mask.contains(.flexibleWidth), flexibleTrailing: mask.contains(.flexibleRightMargin))
        let vertical = AutoresizingRule(
            leading: frame.minY, size: frame.height, total: base.height,
            flexibleLeading: mask.contains(.flexibleTopMargin),
            flexibleSize: mask.contains(.flexibleHeight), flexibleTrailing: mask.contains(.flexibleBottomMargin))
        return (horizontal, vertical)
    }

    /// The view's frame or mask was set by its code: its autoresizing constraints say so from now on.
    /// When only their constants move (same shares and mask, none broken) that is a constant edit (LY6:
    /// no row is made or freed); otherwise, or when an edit contradicts a required constraint, they are
    /// made again, which reports the conflict as before (LY18).
    func autoresizingSourceDidChange(_ view: UIView) {
        guard !needsRebuild, let record = record(of: view), record.translates, view !== root else { return }
        if defersEdits {
            deferAutoresizing(view)
            return
        }
        if editAutoresizingConstants(view, record) { return }
        for constraint in record.system { removeFromSolver(constraint) }
        record.system = []
        addAutoresizingConstraints(view, record)
    }

    /// True when the view's autoresizing constraints now say its frame by new constants alone.
    private func editAutoresizingConstants(_ view: UIView, _ record: LayoutRecord) -> Bool {
        guard record.system.count == 4, let superview = view.superviewStorage,
            records[ObjectIdentifier(superview)] != nil
        else { return false }
        let (horizontal, vertical) = autoresizingRules(view, in: superview)
        let wanted: [(share: CGFloat, constant: CGFloat)] = [
            (horizontal.leadingShare, horizontal.leadingConstant), (vertical.leadingShare, vertical.leadingConstant),
            (horizontal.sizeShare, horizontal.sizeConstant), (vertical.sizeShare, vertical.sizeConstant),
        ]
        let note = AutoresizingRule.note(horizontal, vertical)
        for (constraint, rule) in zip(record.system, wanted) {
            let id = ObjectIdentifier(constraint)
            guard constraint.multiplier == rule.share, (constraint.secondItemStorage == nil) == (rule.share == 0),
                constraint.annotation == note, linear[id] != nil, !broken.contains(id)
            else { return false }
        }
        for (constraint, rule) in zip(record.system, wanted) where constraint.constantStorage != rule.constant {
            guard let line = linear[ObjectIdentifier(constraint)] else { return false }
            let old = constraint.constantStorage
            constraint.constantStorage = rule.constant
            do {
                guard let constant = expressionConstant(for: constraint) else { throw SolverError.internalError("") }
                try solver.setConstant(constant, of: line)
            } catch {
                constraint.constantStorage = old  // the solver kept it (LY7)
                return false
            }
        }
        noteChange()  // as re-making them did: the next pass compares the frames
        return true
    }

    // MARK: Intrinsic content size (LY14)

    /// `width <= intrinsic` at the hugging priority and `width >= intrinsic` at the compression
    /// resistance priority, per axis with an intrinsic metric.
    func addContentSizeConstraints(_ view: UIView, _ record: LayoutRecord) {
        let size = view.intrinsicContentSize
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let length = axis == .horizontal ? size.width : size.height
            guard length.isFinite, length >= 0 else { continue }
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let hug = NSLayoutConstraint(
                first: view, attribute, .lessThanOrEqual, second: nil, .notAnAttribute, constant: length,
                kind: .contentSize)
            hug.priorityStorage = view.contentHuggingPriority(for: axis)
            let resist = NSLayoutConstraint(
                first: view, attribute, .greaterThanOrEqual, second: nil, .notAnAttribute, constant: length,
                kind: .contentSize)
            resist.priorityStorage = view.contentCompressionResistancePriority(for: axis)
            record.content += [hug, resist]
            add(hug)
            add(resist)
        }
    }

    /// `invalidateIntrinsicContentSize()`, or a changed priority: the content constraints are made again.
    func contentSizeDidChange(_ view: UIView) {
        guard !needsRebuild, let record = record(of: view) else { return }
        if !record.translates || (view === root && fitting != nil) {
            for constraint in record.content { removeFromSolver(constraint) }
            record.content = []
            addContentSizeConstraints(view, record)
        }
        refreshBaselines(of: view)
    }

    // MARK: Guides (LY24, LY25)

    /// The safe-area guide is the owner's bounds less its safe area insets; the margins guide, less its
    /// layout margins; a scroll view's frame guide, its bounds; its content guide starts where the content
    /// does, its size left to the user's constraints (LY34).
    func addGuideConstraints(_ guide: UILayoutGuide, _ record: LayoutRecord) {
        guard let owner = guide.owningView else { return }
        let prefix =
            switch guide.role {
            case .safeArea: "UIViewSafeAreaLayoutGuide"
            case .margins: "UIView-margin-guide"
            default: guide.identifier
            }
        let constants = guideConstants(guide, owner)
        let attributes: [LayoutAttribute] =
            switch guide.role {
            case .scrollContent: [.left, .top]
            case .keyboard, .bottomLayoutSupport: [.left, .bottom, .width, .height]
            default: [.left, .top, .width, .height]
            }
        record.system = zip(attributes, constants).map { attribute, constant in
            // The keyboard guide's and the controller's layout guides' heights are constants of their own,
            // not the owner's (LY35, LY45).
            let fixed = guide.role.hasOwnHeight && attribute == .height
            let constraint = NSLayoutConstraint(
                first: guide, attribute, .equal, second: fixed ? nil : owner, fixed ? .notAnAttribute : attribute,
                constant: constant, kind: .guide)
            constraint.identifier = "\(prefix)-\(attribute.name)"
            return constraint
        }
        for constraint in record.system { add(constraint) }
    }

    /// The owner's safe area or margins changed (LY24, LY25).
    func guideInsetsDidChange(_ guide: UILayoutGuide) {
        guard !needsRebuild, let owner = guide.owningView, let record = record(of: guide) else { return }
        for (constraint, constant) in zip(record.system, guideConstants(guide, owner)) {
            setSystemConstant(constraint, constant)
        }
    }

    private func guideConstants(_ guide: UILayoutGuide, _ owner: UIView) -> [CGFloat] {
        let alignment = owner.alignmentRectInsets
        if let keyboard = guide as? UIKeyboardLayoutGuide, guide.role == .keyboard {
            // left, bottom (the owner's frame bottom), width, then the tracked height (LY35).
            return [-alignment.left, alignment.bottom, alignment.left + alignment.right, keyboard.trackedHeight]
        }
        // left, top or bottom (the owner's frame edge), width, then the safe area's inset on that edge (LY45).
        if guide.role == .topLayoutSupport {
            return [-alignment.left, -alignment.top, alignment.left + alignment.right, owner.safeAreaInsets.top]
        }
        if guide.role == .bottomLayoutSupport {
            return [-alignment.left, alignment.bottom, alignment.left + alignment.right, owner.safeAreaInsets.bottom]
        }
        let insets =
            switch guide.role {
            case .safeArea: owner.safeAreaInsets
            case .margins: owner.layoutMargins
            default: UIEdgeInsets.zero
            }
        return [
            insets.left - alignment.left, insets.top - alignment.top,
            alignment.left + alignment.right - insets.left - insets.right,
            alignment.top + alignment.bottom - insets.top - insets.bottom,
        ]
    }

    // MARK: Helpers

    private func system(
        _ item: AnyObject, _ attribute: LayoutAttribute, constant: CGFloat, priority: UILayoutPriority = .required,
        kind: ConstraintKind
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            first: item, attribute, .equal, second: nil, .notAnAttribute, constant: constant, kind: kind)
        constraint.priorityStorage = priority
        return constraint
    }

    func setSystemConstant(_ constraint: NSLayoutConstraint, _ constant: CGFloat) {
        guard constraint.constantStorage != constant else { return }
        constraint.constantStorage = constant
        constantDidChange(constraint)
    }
}

extension UILayoutGuide.Role {
    /// The guide's height is a constant, not a share of its owner's (LY35, LY45).
    var hasOwnHeight: Bool {
        switch self {
        case .keyboard, .topLayoutSupport, .bottomLayoutSupport: return true
        default: return false
        }
    }
}
