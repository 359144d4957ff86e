import Foundation

/// The view tree's mutations, kept consistent when hooks run user code (T7): hooks are called around
/// one atomic storage change, and anything that leaves a window is reported so that its touches end
/// exactly once (T6).
extension UIView {
    func insertSubviewStorage(_ view: UIView, at requestedIndex: Int, reference: UIView? = nil, above: Bool = false) {
        guard canAdopt(view) else { return }
        if view.superviewStorage === self {
            moveExistingSubview(view, to: requestedIndex, reference: reference, above: above)
            return
        }
        let oldWindow = view.windowStorage
        let announcedWindow = windowStorage
        view.willMove(toSuperview: self)
        if oldWindow !== announcedWindow { view.propagateWillMove(toWindow: announcedWindow) }
        if let oldParent = view.superviewStorage {
            oldParent.willRemoveSubview(view)
            // Hooks may have moved it meanwhile: take it out of wherever it is now.
            if let parent = view.superviewStorage {
                parent.subviewStorage.removeAll { $0 === view }
                parent.invalidateSubviewIndex()
                view.superviewStorage = nil
                UIView.layoutSubtreeDidLeave(view, oldParent: parent)
            }
        }
        // Hooks may have changed the tree: check again before committing. A view refused now is detached,
        // so it must not keep pointing at its old superview or window (they would dangle, T7).
        guard canAdopt(view) else {
            if view.superviewStorage == nil, view.windowStorage != nil { view.propagateDidMove(toWindow: nil) }
            if let oldWindow { oldWindow.subtreeDidLeave() }
            return
        }
        var index = Swift.min(Swift.max(requestedIndex, 0), subviewStorage.count)
        if let reference, let position = subviewStorage.firstIndex(where: { $0 === reference }) {
            index = above ? position + 1 : position
        }
        subviewStorage.insert(view, at: index)
        invalidateSubviewIndex()
        view.superviewStorage = self
        // The window as it is now: hooks may have moved this view to another window, or out of one.
        let newWindow = windowStorage
        oldWindow?.invalidateConversions()
        newWindow?.invalidateConversions()
        if view.windowStorage !== newWindow { view.propagateDidMove(toWindow: newWindow) }
        layoutSubtreeDidJoin(view)
        view.didMoveToSuperview()
        didAddSubview(view)
        if let oldWindow, oldWindow !== newWindow { oldWindow.subtreeDidLeave() }
    }

    func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = windowStorage
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        guard superviewStorage === parent else { return }  // a hook already moved it
        parent.subviewStorage.removeAll { $0 === self }
        parent.invalidateSubviewIndex()
        oldWindow?.invalidateConversions()
        superviewStorage = nil
        if windowStorage != nil { propagateDidMove(toWindow: nil) }
        UIView.layoutSubtreeDidLeave(self, oldParent: parent)
        didMoveToSuperview()
        oldWindow?.subtreeDidLeave()
    }

    func isInSubtree(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    /// Depth first, a view before its subviews, as UIKit; a loop (H11): subviews' own overrides of
    /// `viewWithTag(_:)` are not consulted (README, Fidelity notes).
    func firstView(withTag tag: Int) -> UIView? {
        var found: UIView?
        walkSubtree { view, _ in
            guard view.tag == tag else { return .descend }
            found = view
            return .stop
        }
        return found
    }

    func exchangeSubviews(_ index1: Int, _ index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2) else {
            reportProgrammerError(
                "exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range for "
                    + "\(subviewStorage.count) subviews of \(TraceNames.preferredName(self))")
            return
        }
        subviewStorage.swapAt(index1, index2)
        invalidateSubviewIndex()
    }

    func reorderSubview(_ view: UIView, toFront: Bool) {
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.remove(at: index)
        if toFront { subviewStorage.append(view) } else { subviewStorage.insert(view, at: 0) }
        invalidateSubviewIndex()
    }

    private func moveExistingSubview(_ view: UIView, to requestedIndex: Int, reference: UIView?, above: Bool) {
        guard let old = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.remove(at: old)
        var index = Swift.min(
            Swift.max(requestedIndex > old ? requestedIndex - 1 : requestedIndex, 0), subviewStorage.count)
        if let reference, let position = subviewStorage.firstIndex(where: { $0 === reference }) {
            index = above ? position + 1 : position
        }
        subviewStorage.insert(view, at: index)
        invalidateSubviewIndex()
    }

    /// Refuses cycles and windows inside views, which UIKit answers with an exception (never a crash here).
    private func canAdopt(_ view: UIView) -> Bool {
        // A view without subviews has no descendants: no walk up this (possibly very deep) branch (H11).
        if view === self || (!view.subviewStorage.isEmpty && isDescendant(of: view)) {
            reportProgrammerError(
                "cannot add \(TraceNames.typeName(view)) as a subview of itself or of its own descendant")
            return false
        }
        if view is UIWindow {
            reportProgrammerError("a UIWindow cannot be added as a subview")
            return false
        }
        return true
    }

    /// The whole subtree, a view before its subviews, in a loop (H11); first, a first responder in it
    /// resigns (TX10).
    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        resignFirstResponderLeavingWindow()  // TX10, while the responder is still in its window
        walkSubtree { view, _ in
            if view.owningViewController != nil { UIViewController.viewWillMove(view, toWindow: newWindow) }
            view.willMove(toWindow: newWindow)
            return .descend
        }
    }

    /// Hooks run on the way may move views: each subview is told only if it is still a subview of the
    /// view just told and not yet in that view's (current) window, so no view is left pointing at a
    /// window it is not in (T7). A loop (H11).
    private func propagateDidMove(toWindow newWindow: UIWindow?) {
        walkSubtree(including: { parent, sub in
            sub.superviewStorage === parent && sub.windowStorage !== parent.windowStorage
        }) { view, parent in
            view.windowStorage = parent?.windowStorage ?? newWindow
            // UA2: appearance before the first display and `didMoveToWindow()`.
            if AppearanceProxies.isActive, view.windowStorage != nil { UIView.applyAppearanceEnteringWindow(view) }
            if view.windowStorage != nil { DisplayPass.viewEnteredWindow(view) }  // first display (DR1)
            view.didMoveToWindow()
            if view.owningViewController != nil { UIViewController.viewDidMove(view) }
            return .descend
        }
    }

    /// `insertSubview(_:aboveSubview:)` (`above`) and `insertSubview(_:belowSubview:)`.
    func insert(_ view: UIView, by sibling: UIView, _ above: Bool) {
        let position = subviewStorage.firstIndex { $0 === sibling }
        let index = above ? position.map { $0 + 1 } ?? subviewStorage.count : position ?? 0
        insertSubviewStorage(view, at: index, reference: sibling, above: above)
    }

    // MARK: Gesture recognizers

    /// `gestureRecognizers`' setter: every recognizer is removed, then the new ones added, through the
    /// overridable methods.
    func replaceRecognizers(with recognizers: [UIGestureRecognizer]) {
        for recognizer in recognizerStorage { removeGestureRecognizer(recognizer) }
        for recognizer in recognizers { addGestureRecognizer(recognizer) }
    }

    func attachRecognizer(_ recognizer: UIGestureRecognizer) {
        if recognizer.viewStorage === self { return }
        recognizer.viewStorage?.detachRecognizer(recognizer)
        // Detaching may run user code (its reset()) that attached it somewhere already (T7): this call wins.
        if let elsewhere = recognizer.viewStorage {
            guard elsewhere !== self else { return }
            elsewhere.recognizerStorage.removeAll { $0 === recognizer }
        }
        recognizerStorage.append(recognizer)
        recognizer.viewStorage = self
    }

    func detachRecognizer(_ recognizer: UIGestureRecognizer) {
        guard let index = recognizerStorage.firstIndex(where: { $0 === recognizer }) else { return }
        recognizerStorage.remove(at: index)
        recognizer.viewStorage = nil
        recognizer.abandon(reason: "removed from its view")
    }

    // MARK: Diagnostics

    func reportProgrammerError(_ message: String) {
        Diagnostics.report(message, application: windowStorage?.application)
    }

    /// Non-finite geometry is refused with a message and changes nothing (iOS raises
    /// CALayerInvalidGeometry); true when `valid`.
    func acceptsGeometry(
        _ valid: Bool, _ property: String, _ value: @autoclosure () -> String, overflow: Bool = false
    ) -> Bool {
        if valid { return true }
        let why = overflow ? "the center or size it implies is not finite" : "not finite"
        reportProgrammerError(
            "\(TraceNames.preferredName(self)).\(property) = \(value()) refused: \(why) (CALayerInvalidGeometry on iOS)"
        )
        return false
    }

    /// A change of center, size or transform moves this view's frame in its superview's index, and
    /// everything below it in its window.
    func geometryDidChange() {
        superviewStorage?.invalidateSubviewIndex()
        windowStorage?.invalidateConversions()
    }

    /// G1: the bounding box of the bounds, transformed about the center (the anchor point, AP6).
    func frameFromGeometry() -> CGRect {
        let size = boundsStorage.size
        guard inverseTransform != nil else {
            return CGRect(
                x: centerStorage.x - size.width * anchorStorage.x, y: centerStorage.y - size.height * anchorStorage.y,
                width: size.width, height: size.height)
        }
        let local = CGRect(
            x: -size.width * anchorStorage.x, y: -size.height * anchorStorage.y, width: size.width, height: size.height)
        let frame = local.applying(transformStorage).offsetBy(dx: centerStorage.x, dy: centerStorage.y)
        return frame.isFiniteRect ? frame : overflowingFrame(local)
    }

    /// G6: the frame under a finite transform that overflows (scale 1e300): each edge the extreme of the
    /// transformed corners, ±∞ where they overflow, as CGRect arithmetic gives; an axis on which a corner
    /// is NaN (∞ − ∞, overflows both ways) spans the whole axis. Never NaN.
    private func overflowingFrame(_ local: CGRect) -> CGRect {
        let t = transformStorage
        var low = CGPoint(x: CGFloat.infinity, y: .infinity)
        var high = CGPoint(x: -CGFloat.infinity, y: -.infinity)
        var spansX = false
        var spansY = false
        for x in [local.minX, local.maxX] {
            for y in [local.minY, local.maxY] {
                let px = t.a * x + t.c * y + t.tx + centerStorage.x
                let py = t.b * x + t.d * y + t.ty + centerStorage.y
                if px.isNaN { spansX = true } else { (low.x, high.x) = (Swift.min(low.x, px), Swift.max(high.x, px)) }
                if py.isNaN { spansY = true } else { (low.y, high.y) = (Swift.min(low.y, py), Swift.max(high.y, py)) }
            }
        }
        if spansX || low.x > high.x { (low.x, high.x) = (-.infinity, .infinity) }
        if spansY || low.y > high.y { (low.y, high.y) = (-.infinity, .infinity) }
        // Both edges at the same infinity: an edge at infinity, zero wide (∞ − ∞ would be NaN).
        func extent(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a == b ? 0 : b - a }
        return CGRect(x: low.x, y: low.y, width: extent(low.x, high.x), height: extent(low.y, high.y))
    }
}

extension CGRect {
    /// Origin and size are finite (a null or infinite rectangle is not).
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension UIView {
    /// The superview, as a checked unowned reference written by swapping, so the old reference is released
    /// after the access, not inside it (UnownedLink); nonisolated for the deinit's teardown (UIView.swift).
    nonisolated var superviewStorage: UIView? {
        get { superviewLink.object }
        set {
            var new = UnownedLink(newValue)
            swap(&new, &superviewLink)
        }
    }
}
