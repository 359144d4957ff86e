import Foundation

/// The layout pass (LY20–LY23): dirty bits, the pass from a view down, the default `layoutSubviews()`
/// that applies the engine's frames, and what geometry and hierarchy changes mark.
extension UIView {
    /// `intrinsicContentSize` for an axis without one.
    public static let noIntrinsicMetric: CGFloat = -1
    /// `systemLayoutSizeFitting(_:)` targets (LY17).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// Rounds of update-constraints, engine and layout one `layoutIfNeeded()` runs before reporting a
    /// loop (UIKit would spin forever, LY20).
    static let layoutRoundLimit = 64

    var layoutBox: ViewLayoutBox {
        if let box = layoutStorage.box { return box }
        let box = ViewLayoutBox()
        layoutStorage.box = box
        return box
    }

    /// The frame without the transform: what Auto Layout and autoresizing place (LY21).
    var untransformedFrame: CGRect {
        let size = boundsStorage.size
        return CGRect(
            x: centerStorage.x - size.width / 2, y: centerStorage.y - size.height / 2, width: size.width,
            height: size.height)
    }

    /// Sets it as Auto Layout does, through `bounds` and `center`, so the transform is kept.
    func setUntransformedFrame(_ frame: CGRect) {
        if boundsStorage.size != frame.size { bounds = CGRect(origin: boundsStorage.origin, size: frame.size) }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if centerStorage != center { self.center = center }
    }

    // MARK: Dirty bits (LY20)

    /// Sets `flag` here and the matching subtree bit on every ancestor; a root that gets one tells its
    /// application that a pass is due.
    func markLayoutDirty(_ flag: LayoutFlags) {
        if flag == .engineChanged, layoutStorage.flags.contains(.hostCandidate),
            !layoutStorage.flags.contains(.engineChanged)
        {
            LayoutHosting.markedHosts += 1
        }
        layoutStorage.flags.insert(flag)
        propagateLayoutWork(flag == .needsUpdateConstraints ? .subtreeNeedsUpdateConstraints : .subtreeNeedsLayout)
    }

    /// Sets `subtreeFlag` on every ancestor that lacks it; the root tells its application.
    func propagateLayoutWork(_ subtreeFlag: LayoutFlags) {
        var view = self
        while let parent = view.superviewStorage {
            if parent.layoutStorage.flags.contains(subtreeFlag) { return }
            parent.layoutStorage.flags.insert(subtreeFlag)
            view = parent
        }
        (view as? UIWindow)?.application?.layoutLoop.pending = true
    }

    // MARK: The pass (LY20, LY21)

    /// `layoutIfNeeded()`: updates constraints and the engine of the whole hierarchy, then lays out from
    /// the highest ancestor that needs layout down (CALayer's rule), until nothing is left to do.
    func performLayoutIfNeeded() {
        let root = LayoutTree.root(of: self)
        for _ in 0..<Self.layoutRoundLimit {
            root.updateConstraintsPhase()
            root.prepareLayoutEngine()
            prepareHostEnginesAbove()
            var start = self
            while let parent = start.superviewStorage, parent.layoutStorage.flags.contains(.needsLayout) {
                start = parent
            }
            guard !start.layoutStorage.flags.isDisjoint(with: .layoutWork) else { return }
            start.layoutSubtree()
        }
        reportProgrammerError(
            "layout of \(LayoutNames.item(root)) did not settle after \(Self.layoutRoundLimit) rounds: layoutSubviews "
                + "or updateConstraints keeps invalidating the layout (LY20)")
    }

    /// Top-down: the safe area and margins first (LY24), then `layoutSubviews()` between the
    /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`, then the subviews that need it.
    /// A loop with its own stack, not recursion: a tree as deep as a test can build must not overflow the
    /// thread's stack (H10). Each subview is checked when its turn comes, after its elder siblings'
    /// subtrees were laid out, as a recursive walk would.
    func layoutSubtree() {
        var stack = [(view: self, subviews: layoutOwnLevel(), next: 0)]
        while let top = stack.last {
            guard top.next < top.subviews.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let subview = top.subviews[top.next]
            guard subview.superviewStorage === top.view, !subview.layoutStorage.flags.isDisjoint(with: .visitWork)
            else { continue }
            stack.append((subview, subview.layoutOwnLevel(), 0))
        }
    }

    /// This view's own step of `layoutSubtree()`; returns its subviews as they are after it.
    private func layoutOwnLevel() -> [UIView] {
        layoutStorage.flags.remove(.subtreeNeedsLayout)
        if !layoutStorage.flags.isDisjoint(with: [.safeAreaNeedsUpdate, .needsLayout]) {
            layoutStorage.flags.remove(.safeAreaNeedsUpdate)
            updateSafeAreaAndMargins()
        }
        if layoutStorage.flags.contains(.engineChanged) { prepareLayoutEngine() }
        if layoutStorage.flags.contains(.needsLayout) {
            layoutStorage.flags.remove(.needsLayout)
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            layoutStorage.flags.insert(.layingOut)
            if let layer = layerStorage { layoutSublayers(of: layer) } else { layoutSubviews() }
            layoutStorage.flags.remove(.layingOut)
            controller?.viewDidLayoutSubviews()
        }
        return subviewStorage
    }

    /// UIView's `layoutSubviews()`: the subviews the engine lays out take its frames (LY21).
    func applyEngineFrames() {
        var engine: LayoutEngine?
        var scale: CGFloat = 2
        for subview in subviewStorage where subview.layoutStorage.flags.contains(.participant) {
            if engine == nil {
                engine = LayoutTree.engineRoot(of: self).layoutStorage.box?.engine
                guard let found = engine, !found.needsRebuild else { return }
                scale = found.pixelScale
            }
            guard let frame = engine?.solvedFrame(of: subview, scale: scale), frame != subview.untransformedFrame
            else { continue }
            subview.layoutStorage.flags.insert(.engineWriting)
            subview.setUntransformedFrame(frame)
            subview.layoutStorage.flags.remove(.engineWriting)
        }
    }

    /// The engines of the hosts between this view and the top (LY36), before a pass that may start
    /// below them; the others are prepared in their own step of the pass.
    private func prepareHostEnginesAbove() {
        guard LayoutHosting.markedHosts > 0 else { return }
        var current: UIView? = self
        while let view = current {
            if view.layoutStorage.flags.contains(.engineChanged) { view.prepareLayoutEngine() }
            current = view.superviewStorage
        }
    }

    /// The root's (or a host's, LY36) engine is built or rebuilt if needed, and views it moved get their
    /// superview laid out.
    func prepareLayoutEngine() {
        if let engine = layoutStorage.box?.engine {
            if engine.needsRebuild { engine.rebuild() }
            engine.applyDeferredEdits()
            engine.markMovedViews()
        }
        if layoutStorage.flags.contains(.hostCandidate), layoutStorage.flags.contains(.engineChanged) {
            LayoutHosting.markedHosts = max(0, LayoutHosting.markedHosts - 1)
        }
        layoutStorage.flags.remove(.engineChanged)
    }

    // MARK: Update constraints (LY23)

    /// Bottom-up, children before parents, on the views that asked — all of them once a hierarchy uses
    /// Auto Layout, else only those whose class `requiresConstraintBasedLayout`.
    func updateConstraintsPhase() {
        guard !layoutStorage.flags.isDisjoint(with: .constraintWork) else { return }
        updateConstraintsBottomUp(all: LayoutTree.root(of: self).layoutStorage.box?.engine != nil)
    }

    /// Children before parents, with its own stack rather than recursion (H10), each subview checked
    /// when its turn comes.
    private func updateConstraintsBottomUp(all: Bool) {
        layoutStorage.flags.remove(.subtreeNeedsUpdateConstraints)
        var stack = [(view: self, subviews: subviewStorage, next: 0)]
        while let top = stack.last {
            guard top.next < top.subviews.count else {
                stack.removeLast()
                top.view.updateOwnConstraints(all: all)
                continue
            }
            stack[stack.count - 1].next += 1
            let subview = top.subviews[top.next]
            guard subview.superviewStorage === top.view,
                !subview.layoutStorage.flags.isDisjoint(with: .constraintWork)
            else { continue }
            subview.layoutStorage.flags.remove(.subtreeNeedsUpdateConstraints)
            stack.append((subview, subview.subviewStorage, 0))
        }
    }

    private func updateOwnConstraints(all: Bool) {
        guard layoutStorage.flags.contains(.needsUpdateConstraints) else { return }
        layoutStorage.flags.remove(.needsUpdateConstraints)
        guard all || type(of: self).requiresConstraintBasedLayout else { return }
        layoutStorage.flags.remove(.calledSuperUpdateConstraints)
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
        if !layoutStorage.flags.contains(.calledSuperUpdateConstraints) {
            let method = owningViewController.map { "\(TraceNames.typeName($0)).updateViewConstraints()" }
            reportProgrammerError(
                "\(method ?? "\(LayoutNames.item(self)).updateConstraints()") did not call super: UIKit raises "
                    + "NSInternalInconsistencyException (LY23)")
        }
    }

    // MARK: Geometry and hierarchy changes (LY22)

    /// After `frame`, `bounds` or `center` changed. A resize lays out the view and its superview (UIKit
    /// does both) and autoresizes its subviews; a change made by the view's code (not the engine's) is
    /// what the view's autoresizing constraints, or the root's size, say from now on.
    func layoutGeometryDidChange(oldSize: CGSize) {
        let resized = boundsStorage.size != oldSize
        if resized {
            boundsSizeDidChangeForDisplay()  // DR1: a redraw on resize, or a first size
            boundsSizeDidUpdate()
        }
        let flags = layoutStorage.flags
        if !flags.contains(.engineWriting) {
            if flags.contains(.participant) {
                LayoutTree.engineRoot(of: self).layoutStorage.box?.engine?.autoresizingSourceDidChange(self)
            } else if resized, let engine = layoutStorage.box?.engine {
                // A root's or a host's own engine (LY36): its size is the bounds'.
                engine.rootSizeDidChange()
            }
        }
        if resized {
            markLayoutDirty(.needsLayout)
            if let parent = superviewStorage, !parent.layoutStorage.flags.contains(.layingOut) {
                parent.markLayoutDirty(.needsLayout)
            }
            autoresizeSubviews(from: oldSize)
        }
        if tracksSafeArea { markLayoutDirty(.safeAreaNeedsUpdate) }
    }

    /// Frame changes move safe areas only where an inset can be non-zero, or margins follow the superview's.
    var tracksSafeArea: Bool {
        (windowStorage?.application?.layoutLoop.safeAreaInUse ?? false)
            || (layoutStorage.box?.preservesSuperviewLayoutMargins ?? false)
    }

    /// `view` left `oldParent`: constraints naming its subtree that are installed outside it are removed
    /// (UIKit's `removeFromSuperview`), and the old hierarchy's engine is rebuilt if it laid any out.
    static func layoutSubtreeDidLeave(_ view: UIView, oldParent: UIView) {
        (oldParent as? UIStackView)?.arrangedSubviewDidLeave(view)
        let switches = LayoutHosting.switches
        var ancestor: UIView? = oldParent
        while let current = ancestor {
            for constraint in current.layoutStorage.box?.installed ?? InstalledConstraints()
            where LayoutTree.isItem(constraint.firstItemStorage, within: view)
                || LayoutTree.isItem(constraint.secondItemStorage, within: view)
            {
                current.uninstallConstraint(constraint)
            }
            ancestor = current.superviewStorage
        }
        // A host takes its engine with it (LY36), unless hosting just switched on: its island was outside.
        let switched = LayoutHosting.switches != switches
        if switched || !view.hostsLayoutEngine,
            view.subtreeUsesAutoLayout || view.layoutStorage.flags.contains(.participant),
            let engine = LayoutTree.engineRoot(of: oldParent).layoutStorage.box?.engine,
            switched || !engine.removeSubtree(view, oldParent: oldParent)
        {
            engine.invalidate()
        }
        oldParent.markLayoutDirty(.needsLayout)
    }

    /// `view` joined this view: both are laid out (UIKit's `addSubview`), its pending work joins the new
    /// hierarchy, and the new root's engine is rebuilt if the subtree uses Auto Layout. A host keeps its
    /// own engine and adds nothing to the one around it (LY36).
    func layoutSubtreeDidJoin(_ view: UIView) {
        let hosts = view.hostsLayoutEngine
        if !hosts, let engine = view.layoutStorage.box?.engine {
            engine.discard()
            view.layoutStorage.box?.engine = nil
        }
        if view.subtreeUsesAutoLayout {
            ensureTopEngine()
            if hosts {
                if let engine = view.layoutStorage.box?.engine {
                    engine.applyDeferredEdits()
                } else {
                    _ = view.layoutEngine
                }
            } else {
                let engine = LayoutTree.engineRoot(of: self).layoutEngine
                if !engine.addSubtree(view, to: self) { engine.invalidate() }
            }
        }
        if !view.layoutStorage.flags.isDisjoint(with: .constraintWork) {
            view.propagateLayoutWork(.subtreeNeedsUpdateConstraints)
        }
        view.markLayoutDirty(.needsLayout)
        markLayoutDirty(.needsLayout)
        if windowStorage != nil { view.markLayoutDirty(.safeAreaNeedsUpdate) }
    }

    /// Some view of the subtree has constraints installed.
    var subtreeUsesAutoLayout: Bool {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if let box = view.layoutStorage.box, !box.installed.isEmpty { return true }
            stack += view.subviewStorage
        }
        return false
    }

    /// This root's engine, made (empty, to be built at the next pass) if it has none.
    var layoutEngine: LayoutEngine {
        if let engine = layoutStorage.box?.engine { return engine }
        let engine = LayoutEngine(root: self)
        layoutBox.engine = engine
        markLayoutDirty(.engineChanged)
        return engine
    }
}

extension UIView {
    static let noIntrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
}

extension NSDirectionalEdgeInsets {
    /// Left is leading, or trailing right to left (TR6).
    init(_ insets: UIEdgeInsets, rightToLeft: Bool = false) {
        self.init(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }
}

extension UIEdgeInsets {
    static prefix func - (insets: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right)
    }
}
