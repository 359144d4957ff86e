import Foundation

/// Auto Layout on views (LY13–LY18): installing constraints, translating the autoresizing mask, content
/// priorities, guides, fitting sizes, ambiguity; and the anchors.
extension UIView {
    // MARK: Installing (LY13, LY15)

    /// Installs `constraint` here (UIKit's `constraints` list) and in the hierarchy's engine.
    func installConstraint(_ constraint: NSLayoutConstraint) {
        if let old = constraint.container {
            if old === self { return }
            old.uninstallConstraint(constraint)
        }
        LayoutSerial.counter += 1
        constraint.serial = LayoutSerial.counter
        constraint.container = self
        layoutBox.installed.append(constraint)
        countHostCrossings(constraint)
        let engineRoot = LayoutTree.engineRoot(of: self)
        if engineRoot.superviewStorage != nil { ensureTopEngine() }
        engineRoot.layoutEngine.install(constraint)
    }

    func uninstallConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        let released = layoutStorage.box?.installed.remove(constraint)  // O(1) (LY38); released after (A11)
        defer { withExtendedLifetime(released) {} }
        constraint.container = nil
        constraint.engine?.uninstall(constraint)
        UIView.uncountHostCrossings(constraint)
    }

    /// `addConstraint(_:)`: UIKit requires the items to be this view or below it.
    func addConstraintChecked(_ constraint: NSLayoutConstraint) {
        if let reason = constraint.invalidReason {
            reportProgrammerError("addConstraint: \(constraint): \(reason)")
            return
        }
        let inside = { (item: AnyObject?) in item == nil || LayoutTree.isItem(item, within: self) }
        guard constraint.firstItemStorage != nil, inside(constraint.firstItemStorage),
            inside(constraint.secondItemStorage)
        else {
            reportProgrammerError(
                "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the "
                    + "constraint's items must be descendants of that view (or the view itself) (\(LayoutNames.item(self)))"
            )
            return
        }
        installConstraint(constraint)
    }

    // MARK: Switches and priorities (LY14, LY19)

    /// A view of an engine changes how it is laid out: the engine is rebuilt (LY15).
    func translatesAutoresizingMaskDidChange() {
        if layoutStorage.flags.contains(.hostCandidate), (layoutStorage.box?.crossingConstraints ?? 0) == 0 {
            hostingDidChange()  // LY36
        }
        let root = LayoutTree.engineRoot(of: self)
        if layoutStorage.flags.contains(.participant) || root === self { root.layoutStorage.box?.engine?.invalidate() }
    }

    /// What was set, else UIKit's defaults for views made in code: 250 hugging (750 for switches and
    /// steppers), 750 compression resistance (LY14).
    func contentPriority(for axis: NSLayoutConstraint.Axis, hugging: Bool) -> UILayoutPriority {
        let box = layoutStorage.box
        if hugging {
            let set = axis == .horizontal ? box?.hugging.horizontal : box?.hugging.vertical
            return set ?? (self is UISwitch || self is UIStepper ? .defaultHigh : .defaultLow)
        }
        return (axis == .horizontal ? box?.compression.horizontal : box?.compression.vertical) ?? .defaultHigh
    }

    /// `sizeToFit()`: the size `sizeThatFits(_:)` answers for the current size, keeping the origin.
    func resizeToFit() {
        let frame = untransformedFrame
        setUntransformedFrame(CGRect(origin: frame.origin, size: sizeThatFits(frame.size)))
    }

    func hugging(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority { contentPriority(for: axis, hugging: true) }
    func resisting(_ axis: NSLayoutConstraint.Axis) -> UILayoutPriority { contentPriority(for: axis, hugging: false) }

    /// A participant's mask is what its autoresizing constraints say from now on (LY19).
    func autoresizingMaskDidChange() {
        if layoutStorage.flags.contains(.participant) { layoutGeometryDidChange(oldSize: boundsStorage.size) }
    }

    func setContentPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis, hugging: Bool) {
        guard priority.isValid else {
            reportProgrammerError("content priority \(priority.rawValue) refused: it must be in (0, 1000]")
            return
        }
        let box = layoutBox
        switch (hugging, axis) {
        case (true, .horizontal): box.hugging.horizontal = priority
        case (true, .vertical): box.hugging.vertical = priority
        case (false, .horizontal): box.compression.horizontal = priority
        case (false, .vertical): box.compression.vertical = priority
        }
        intrinsicContentSizeDidChange()
    }

    /// `invalidateIntrinsicContentSize()`: the engine takes the new size (LY14) and baselines (LY28); a
    /// stack view re-arranges for proportional fills (LY31).
    func intrinsicContentSizeDidChange() {
        let root = LayoutTree.engineRoot(of: self)
        if layoutStorage.flags.contains(.participant) || root === self {
            root.layoutStorage.box?.engine?.contentSizeDidChange(self)
        }
        (superviewStorage as? UIStackView)?.arrangedSubviewDidChange(self)
    }

    // MARK: Fitting and ambiguity (LY17, LY10)

    /// The smallest (or target-nearest) size this view's own constraints allow: a separate engine for the
    /// subtree, with the size pulled towards `target` at the given priorities (LY17), kept for the next
    /// fit when it can be edited instead (`LayoutEngine+Fitting`).
    func fittingSize(
        _ target: CGSize, horizontal: UILayoutPriority = .fittingSizeLevel,
        vertical: UILayoutPriority = .fittingSizeLevel
    ) -> CGSize {
        updateConstraintsPhase()
        let engine = LayoutEngine.fitting(self, .init(size: target, horizontal: horizontal, vertical: vertical))
        defer { if !engine.isKept(by: self) { engine.discard() } }
        guard let record = engine.record(of: self) else { return target }
        let size = CGSize(width: engine.value(record.width), height: engine.value(record.height))
        return frame(forAlignmentRect: CGRect(origin: .zero, size: size)).size
    }

    var isLayoutAmbiguous: Bool {
        let root = LayoutTree.engineRoot(of: self)
        root.prepareLayoutEngine()
        return root.layoutStorage.box?.engine?.isAmbiguous(self) ?? false
    }

    // MARK: Guides (LY25)

    func systemGuide(_ role: UILayoutGuide.Role) -> UILayoutGuide {
        let box = layoutBox
        if role == .safeArea {
            if let guide = box.safeAreaGuide { return guide }
            let guide = UILayoutGuide(role: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
            box.safeAreaGuide = guide
            return guide
        }
        if role == .margins {
            if let guide = box.marginsGuide { return guide }
            let guide = UILayoutGuide(role: .margins, owner: self, identifier: "UIViewLayoutMarginsGuide")
            box.marginsGuide = guide
            return guide
        }
        if let guide = box.scrollGuides.first(where: { $0.role == role }) { return guide }
        let name = role == .scrollFrame ? "UIScrollView-frameLayoutGuide" : "UIScrollView-contentLayoutGuide"
        let guide = UILayoutGuide(role: role, owner: self, identifier: name)
        box.scrollGuides.append(guide)
        return guide
    }

    func attachGuide(_ guide: UILayoutGuide) {
        guard guide.role == .user else {
            reportProgrammerError("addLayoutGuide: \(guide.identifier) belongs to its view and cannot be added")
            return
        }
        if guide.owningViewStorage === self { return }
        guide.owningViewStorage?.detachGuide(guide)
        guide.owningViewStorage = self
        layoutBox.guides.append(guide)
    }

    /// Constraints naming the guide are deactivated: nothing can place it any more.
    func detachGuide(_ guide: UILayoutGuide) {
        guard let box = layoutStorage.box, box.guides.contains(where: { $0 === guide }) else { return }
        let root = LayoutTree.root(of: self)
        root.walkSubtree { view, _ in
            for constraint in view.layoutStorage.box?.installed ?? InstalledConstraints()
            where constraint.firstItemStorage === guide || constraint.secondItemStorage === guide {
                view.uninstallConstraint(constraint)
            }
            return .descend
        }
        box.guides.removeAll { $0 === guide }
        guide.owningViewStorage = nil
        LayoutTree.engineRoot(of: self).layoutStorage.box?.engine?.invalidate()
    }

    /// `addConstraints(_:)` and `removeConstraints(_:)`: one by one, through the overridable singular forms.
    func addEach(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    func removeEach(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}

/// Installation order of constraints (LY18). Only the relative order within one world matters.
@MainActor enum LayoutSerial {
    static var counter = 0
}
