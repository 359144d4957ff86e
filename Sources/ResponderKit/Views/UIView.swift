import Foundation

/// A rectangle on screen that takes part in hit-testing and the responder chain (G1, H1–H9, R1).
///
/// Storage and every member UIKit lets you override live in this class body; the hierarchy, conversion
/// and hit-testing logic live in `UIView+Hierarchy.swift`, `UIView+Conversion.swift`, `HitTesting.swift`.
@preconcurrency @MainActor open class UIView: UIResponder, CALayerDelegate, UITraitEnvironment {
    // MARK: Storage (G1: frame is derived from center, bounds and transform)

    // Every write, by a setter or by layout, is reported to the animation capture first (AN5), so that a
    // change made inside an animation block animates whoever made it.
    var centerStorage: CGPoint {
        willSet { if AnimationTransaction.isCapturing { AnimationTransaction.willChange(self, .position) } }
    }
    var boundsStorage: CGRect {
        willSet { if AnimationTransaction.isCapturing { AnimationTransaction.willChange(self, .bounds) } }
    }
    var transformStorage: CGAffineTransform = .identity {
        willSet { if AnimationTransaction.isCapturing { AnimationTransaction.willChange(self, .transform) } }
    }
    /// What most views never set, out of line so that a plain view stays small (ViewRareState.swift).
    var rareStorage: ViewRareState?

    // Back-pointers to owners neither retain nor are weak, as UIKit's `superview` (a weak reference puts its
    // target's count in a side table, making every retain/release of a parent several times slower in dispatch);
    // owners clear them. `nonisolated(unsafe)`, not a speed trade: the deinit's teardown (UIView+Lifetime) runs
    // outside the actor and writes only back-pointers of objects this view owns, sound while views are released
    // on the main actor, as UIKit requires. Checked unowned, swapped through `superviewStorage` (UnownedLink).
    nonisolated(unsafe) var superviewLink = UnownedLink<UIView>(nil)
    // Measured: keeps 26.6 % of hittest.deep1000 instructions (callgrind, 2026-11-24)
    @exclusivity(unchecked) nonisolated(unsafe) var subviewStorage: [UIView] = []
    // Measured: unchecked keeps 87.6 % of convert.deep1000 instructions; unowned(unsafe) 27.6 % (callgrind, 2026-11-24)
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var windowStorage: UIWindow?
    /// Set when this view is a view controller's root view: its `next` is that controller (R1). The
    /// controller's nonisolated deinit clears it. unowned(unsafe) keeps 5.2 % of dispatch.move.100gr (callgrind).
    nonisolated(unsafe) unowned(unsafe) var owningViewController: UIViewController?
    nonisolated(unsafe) var recognizerStorage: [UIGestureRecognizer] = []
    var subviewIndex: SubviewIndex?
    /// This view's coordinates → its window's while `toWindowGeneration` is the window's (G2): O(1) once warm.
    var toWindowTransform = CGAffineTransform.identity
    var toWindowGeneration: UInt64 = 0
    var layoutStorage = ViewLayoutStorage()
    /// The layer's anchor point (AP6, at `center`); the layer, made on first use of `layer` (AP4).
    var anchorStorage = CGPoint(x: 0.5, y: 0.5)
    var layerStorage: CALayer?
    /// Nil until something observes this view: an observed setter pays one nil check otherwise (A10).
    final var keyValueObservers: KeyValueObserverList?

    // MARK: Initializers

    public init(frame: CGRect) {
        centerStorage = CGPoint(x: frame.midX, y: frame.midY)
        boundsStorage = CGRect(origin: .zero, size: frame.size)
        super.init()
        if !(frame.isFiniteRect && centerStorage.isFinite) { refuseInitialFrame(frame) }
    }

    public convenience override init() { self.init(frame: .zero) }
    /// IB3: a document's coder decodes the element here (frame, properties, subviews, constraints).
    public required init?(coder: NSCoder) {
        centerStorage = .zero
        boundsStorage = .zero
        super.init()
        (coder as? IBCoder)?.decode(self)
    }

    /// Clears the back-pointers of what this view owns (layer, recognizers, subviews; UIView+Lifetime.swift).
    deinit {
        layerStorage?.viewStorage = nil
        UIView.tearDown(self)
    }

    // MARK: Geometry (G1)

    /// The axis-aligned box of the transformed bounds around `center`. Setting it keeps the transform and
    /// sets `center` and `bounds.size` so that the transformed bounds' box is the frame (G1, G4).
    open var frame: CGRect {
        get { frameFromGeometry() }
        set { setFrame(newValue) }
    }

    /// `bounds.origin` shifts the coordinate system of the subviews (how a scroll view scrolls).
    open var bounds: CGRect {
        get { boundsStorage }
        set { setBounds(newValue) }
    }

    open var center: CGPoint {
        get { centerStorage }
        set { setCenter(newValue) }
    }

    /// Applied about the center (anchor point 0.5, 0.5), as UIKit does (G2).
    open var transform: CGAffineTransform {
        get { transformStorage }
        set { setTransformChecked(newValue) }
    }

    // MARK: Appearance flags that hit-testing reads (H1, H3, T5)

    // Measured: keeps 26.7 % of hittest.deep1000 instructions (callgrind, 2026-11-24)
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        willSet { alphaWillChange() }
        didSet { keyValueObservers?.didChange(self, .alpha) }
    }
    // Measured: keeps 26.7 % of hittest.deep1000 instructions (callgrind, 2026-11-24)
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true
    // Measured: keeps 26.6 % of hittest.deep1000 instructions (callgrind, 2026-11-24)
    @exclusivity(unchecked) open var isHidden: Bool = false {
        willSet { keyValueObservers?.willChange(self, .isHidden) }
        didSet { isHiddenDidChange(from: oldValue) }
    }
    /// Does not take part in hit-testing (H3); kept for fidelity and for rendering.
    open var clipsToBounds: Bool = false
    open var isMultipleTouchEnabled: Bool = false
    open var isExclusiveTouch: Bool = false
    // Beside the flags above (laid out in declaration order: no padding). A singular transform is not hittable
    // and a non-finite conversion is reported once per transform (G5); an animation hides it from hits (AN8).
    var transformIsSingular = false
    var reportedNonFiniteConversion = false
    var animationBlocksInteraction = false
    open var tag: Int {
        get { rareStorage?.tag ?? 0 }
        set { if newValue != 0 || rareStorage != nil { rareState.tag = newValue } }
    }

    // MARK: Appearance (AP1–AP4): stored and read back, nothing is drawn

    /// The class of `layer`; a class that is not a `CALayer` is reported and a plain layer made (AP4).
    open class var layerClass: AnyClass { CALayer.self }
    /// Its `position`, `bounds`, `transform`, `opacity`, `isHidden`, `backgroundColor` and
    /// `masksToBounds` are this view's (AP6).
    open var layer: CALayer { layerStorage ?? makeLayer() }
    open var backgroundColor: UIColor? {
        get { appearanceStorage.backgroundColor }
        set {
            setBackgroundColor(newValue)
            if AppearanceProxies.isActive { appearanceDidSet(\UIView.backgroundColor, newValue) }  // UA1
        }
    }
    /// Nil restores inheritance: the nearest ancestor's tint, else `.systemBlue` (AP3).
    open var tintColor: UIColor! {
        get { inheritedTintColor }
        set {
            setOwnTintColor(newValue)
            if AppearanceProxies.isActive { appearanceDidSet(\UIView.tintColor, newValue) }  // UA1
        }
    }
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get { appearanceStorage.tintAdjustmentMode }
        set { appearanceStorage.tintAdjustmentMode = newValue }
    }
    /// Called on this view and the descendants that inherit its tint when the tint they show changes.
    open func tintColorDidChange() {}
    open var isOpaque: Bool {
        get { appearanceStorage.isOpaque }
        set { appearanceStorage.isOpaque = newValue }
    }
    open var contentMode: UIView.ContentMode {
        get { appearanceStorage.contentMode }
        set { appearanceStorage.contentMode = newValue }
    }
    // MARK: Drawing (DR1; Drawing/UIView+Drawing.swift): the display pass calls draw(_:) with a context
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }
    open func draw(_ rect: CGRect) { noteInheritedDraw() }
    open func draw(_ layer: CALayer, in ctx: CGContext) { drawViewLayer(layer, in: ctx) }
    /// DR8: the view, as its layer's delegate, fills the layer's contents; the default draws through
    /// `draw(_:in:)`. A subclass that sets `layer.contents` itself (an animated image view) overrides it.
    open func display(_ layer: CALayer) { layer.drawIntoContents() }
    /// DR11: snapshots of the view's layer tree (Drawing/UIView+Snapshot.swift); ObjC's results are discardable.
    @discardableResult open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchySnapshot(in: rect, afterScreenUpdates: afterUpdates)
    }
    @discardableResult open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshotView(afterScreenUpdates: afterUpdates)
    }
    open func layerWillDraw(_ layer: CALayer) {}

    /// Resigns the first responder found in this view's subtree (TX1); `force` resigns it even if it
    /// refuses. True if it resigned, or if there was none to resign.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { resignFirstResponderInSubtree(force: force) }

    // MARK: Accessibility (AX1): the rest is declared on UIResponder, as UIKit declares it on NSObject

    /// Also used as the view's name in traces when set.
    open var accessibilityIdentifier: String? {
        get { rareStorage?.accessibilityIdentifier }
        set { if newValue != nil || rareStorage != nil { rareState.accessibilityIdentifier = newValue } }
    }

    // MARK: Hierarchy

    open var superview: UIView? { superviewStorage }
    open var subviews: [UIView] { subviewStorage }
    open var window: UIWindow? { windowStorage }

    open func addSubview(_ view: UIView) { insertSubviewStorage(view, at: subviewStorage.count) }
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewStorage(view, at: index) }
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, by: siblingSubview, true)
    }
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, by: siblingSubview, false)
    }
    open func bringSubviewToFront(_ view: UIView) { reorderSubview(view, toFront: true) }
    open func sendSubviewToBack(_ view: UIView) { reorderSubview(view, toFront: false) }
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { exchangeSubviews(index1, index2) }
    open func removeFromSuperview() { detachFromSuperview() }
    open func isDescendant(of view: UIView) -> Bool { isInSubtree(of: view) }
    open func viewWithTag(_ tag: Int) -> UIView? { firstView(withTag: tag) }

    // Hierarchy hooks, called as UIKit calls them.
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (LY12–LY30; UIView+Layout.swift, +AutoLayout, +SafeArea, +Autoresizing)

    /// The default applies the Auto Layout engine's frames to the subviews it lays out (LY21).
    open func layoutSubviews() { applyEngineFrames() }
    open func layoutSublayers(of layer: CALayer) { if layer === layerStorage { layoutSubviews() } }  // DA3
    open func setNeedsLayout() { markLayoutDirty(.needsLayout) }  // at the end of the run-loop turn (LY20)
    open func layoutIfNeeded() { performLayoutIfNeeded() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { boundsStorage.size }  // subclasses with content answer (LY28)
    /// TR2: the world's traits; TR7: with the style the nearest `overrideUserInterfaceStyle` up the tree gives.
    open var traitCollection: UITraitCollection {
        .current(in: window?.application ?? UIApplication.shared).styled(inheritedStyleOverride)
    }
    /// TR7: the style for this view and its subviews.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { rareStorage?.overrideStyle ?? .unspecified }
        set { setOverrideStyle(newValue) }
    }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}  // TR4
    open func sizeToFit() { resizeToFit() }
    open var intrinsicContentSize: CGSize { UIView.noIntrinsicSize }
    open func invalidateIntrinsicContentSize() { intrinsicContentSizeDidChange() }
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { autoresizingMaskDidChange() } }
    }
    open var autoresizesSubviews = true
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { translatesAutoresizingMaskDidChange() } }
    }
    /// As of the last layout pass (LY24).
    open var safeAreaInsets: UIEdgeInsets { layoutStorage.safeAreaInsets }
    open func safeAreaInsetsDidChange() {}
    /// After `safeAreaInsetsDidChange()`: a scroll view adjusts its content inset (S10).
    func safeAreaInsetsDidUpdate() {}
    /// After a resize: a scroll view's adjustment may follow its size (S10).
    func boundsSizeDidUpdate() {}
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins }
        set { setOwnMargins(.init(newValue, rightToLeft: resolvesLeadingToRight)) }
    }
    /// TR6: whether the view flips right to left.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { semanticContentStorage }
        set { semanticContentStorage = newValue }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { .init(layoutMargins, rightToLeft: resolvesLeadingToRight) }
        set { setOwnMargins(newValue) }
    }
    open func layoutMarginsDidChange() {}
    open var constraints: [NSLayoutConstraint] { layoutStorage.box?.installed.array ?? [] }
    open func addConstraint(_ constraint: NSLayoutConstraint) { addConstraintChecked(constraint) }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstallConstraint(constraint) }
    /// Called bottom-up before layout once the hierarchy uses Auto Layout; overrides must call super (LY23).
    open func updateConstraints() { layoutStorage.flags.insert(.calledSuperUpdateConstraints) }
    open func updateConstraintsIfNeeded() { updateConstraintsPhase() }
    open func setNeedsUpdateConstraints() { markLayoutDirty(.needsUpdateConstraints) }
    open class var requiresConstraintBasedLayout: Bool { false }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging(axis) }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: true)
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        resisting(axis)
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: false)
    }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fittingSize(targetSize) }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority) }
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect.inset(by: -alignmentRectInsets) }
    open var forFirstBaselineLayout: UIView { self }
    open var forLastBaselineLayout: UIView { self }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { systemKeyboardGuide() }
    open var layoutGuides: [UILayoutGuide] { layoutStorage.box?.guides ?? [] }
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { attachGuide(layoutGuide) }
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { detachGuide(layoutGuide) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { addEach(constraints) }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { removeEach(constraints) }
    open var hasAmbiguousLayout: Bool { isLayoutAmbiguous }
    open func needsUpdateConstraints() -> Bool { layoutStorage.flags.contains(.needsUpdateConstraints) }
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorage.box?.preservesSuperviewLayoutMargins ?? false }
        set { setPreservesSuperviewLayoutMargins(newValue) }
    }
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage.box?.insetsLayoutMarginsFromSafeArea ?? true }
        set { setInsetsLayoutMarginsFromSafeArea(newValue) }
    }

    // MARK: Conversion (G2, CS1; UIView+Conversion.swift, UIView+CoordinateSpace.swift)

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, to: view) }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, from: view) }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { convertRect(rect, to: view) }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { convertRect(rect, from: view) }
    open func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        convertPoint(point, toSpace: coordinateSpace)
    }
    open func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        convertPoint(point, fromSpace: coordinateSpace)
    }
    open func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.map(rect) { self.convert($0, to: coordinateSpace) }
    }
    open func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.map(rect) { self.convert($0, from: coordinateSpace) }
    }

    // MARK: Hit-testing (H1–H8)

    /// H1: nil when hidden, not interactive or nearly transparent, or when `point(inside:with:)` fails;
    /// else the first non-nil answer of the subviews from the topmost down, else `self`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    /// Why H1 (or H9, for controls) excludes this view, or nil if it may be hit.
    var hitTestRefusal: HitTestRefusal? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if alpha < Self.minimumHittableAlpha { return .transparent }
        if transformIsSingular { return .singularTransform }
        if animationBlocksInteraction { return .animating }
        return nil
    }

    /// H2: `bounds.contains(point)`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { boundsStorage.containsHalfOpen(point) }

    // MARK: Gesture recognizers (GR1, GR6)

    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizerStorage.isEmpty ? nil : recognizerStorage }
        set { replaceRecognizers(with: newValue ?? []) }
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachRecognizer(gestureRecognizer) }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachRecognizer(gestureRecognizer) }

    /// GR6: asked before a recognizer leaves `.possible` for one attached to this view or to one of its
    /// ancestors while this view is the touch's hit-test view. Controls use it for C6.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Responder chain (R1)

    /// A view controller's root view → that controller; any other view → its superview.
    open override var next: UIResponder? { owningViewController ?? superviewStorage }

    override var firstResponderWindow: UIWindow? { windowStorage }
}
