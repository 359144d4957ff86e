import Foundation

/// A layer: geometry, appearance and a tree of sublayers, stored and read back, never drawn (AP4–AP8).
///
/// Every view has one (`view.layer`, made on first use from `layerClass`). A view's layer keeps no
/// geometry of its own: `bounds` is the view's bounds, `position` its center, `transform` its transform
/// (AP5), `opacity` its alpha, `isHidden`, `backgroundColor` and `masksToBounds` (`clipsToBounds`) the
/// view's, so each side reads what the other wrote (AP6). Its sublayers are its view's subviews' layers
/// plus any layer added to it (AP7). A layer made with `CALayer()` stores everything itself.
///
/// `init()` is `required` (UIKit's is not) so that `layerClass` can make the layer from its metatype: a
/// subclass that overrides it writes `required override init()`.
@preconcurrency @MainActor open class CALayer: Hashable, CustomStringConvertible, ObjCMessaging {
    // MARK: The Objective-C runtime's tables (SPEC PT2): translated subclasses override these

    open func _objcMethod(_ selector: Selector) -> ObjCMethod? { nil }
    open func _objcProperty(_ key: String) -> ObjCProperty? { nil }
    open var _objcHasMethodTable: Bool { false }
    open func value(forUndefinedKey key: String) -> Any? { ObjCRuntime.valueForUndefinedKey(key, of: self) }
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        ObjCRuntime.setValueForUndefinedKey(value, key, of: self)
    }
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { ObjCRuntime.unhandledObservation(keyPath, by: self) }

    // MARK: NSObject's manners (SPEC A6): identity unless `isEqual(_:)` is overridden; nonisolated, as NSObject's

    nonisolated open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) }
    nonisolated open var hash: Int { ObjectManners.hash(of: self) }
    nonisolated open var description: String { ObjectManners.description(of: self) }
    nonisolated public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    nonisolated public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    /// The same object is equal without asking `isEqual(_:)` (reflexivity, SPEC A6).
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs || lhs.isEqual(rhs) }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    // MARK: Storage

    /// The view this layer belongs to; cleared by the view's deinit, after which the layer keeps its own
    /// (default) geometry. `nonisolated(unsafe)` because that deinit runs outside the actor (see UIView).
    nonisolated(unsafe) unowned var viewStorage: UIView?
    /// Standalone geometry and appearance (unused while `viewStorage` is set).
    var ownBounds = CGRect.zero
    var ownPosition = CGPoint.zero
    var ownAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var ownTransform = CATransform3DIdentity
    var ownOpacity: Float = 1
    var ownHidden = false
    var ownBackgroundColor: CGColor?
    var ownMasksToBounds = false
    /// A view's layer: the full 3-D transform last set, kept while its affine part is the view's (AP5).
    var transform3DStorage: CATransform3D?
    /// Drawing order, back to front; nil until first needed (a view's layer then starts with its
    /// subviews' layers, AP7). `nonisolated(unsafe)`, not a speed trade: the deinit below (outside the actor)
    /// takes the sublayers of layers no one else holds, sound while layers are released on the main actor.
    nonisolated(unsafe) var sublayerStorage: [CALayer]?
    /// The superlayer of a layer that belongs to no view (a view's layer has its superview's).
    weak var superlayerStorage: CALayer?
    /// The model layer of a presentation copy (AP8).
    weak var modelStorage: CALayer?
    /// Running animations, in the order added (AN4).
    var animationRecords: [LayerAnimation] = []

    // MARK: Initializers

    public required init() {}

    /// Lets go of the sublayers in a loop, never recursion (H11): a layer tree of any depth, such as a
    /// presentation copy of a deep view tree, is freed without exhausting the stack.
    deinit {
        guard var pending = sublayerStorage, !pending.isEmpty else { return }
        sublayerStorage = nil
        while var layer = pending.popLast() {
            guard isKnownUniquelyReferenced(&layer), let sublayers = layer.sublayerStorage else { continue }
            layer.sublayerStorage = nil
            pending.append(contentsOf: sublayers)
        }
    }

    /// Core Animation's copy initializer (used for presentation layers): the model's state.
    public init(layer: Any) {
        if let model = layer as? CALayer { copyState(from: model) }
    }

    /// Present for source compatibility; there is no archive format here.
    public required init?(coder: NSCoder) {}

    // MARK: Geometry (AP5, AP6)

    open var bounds: CGRect {
        get { viewStorage?.bounds ?? ownBounds }
        set {
            if let view = viewStorage { view.bounds = newValue } else { ownBounds = newValue }
        }
    }

    /// A view's layer: the view's `center`.
    open var position: CGPoint {
        get { viewStorage?.center ?? ownPosition }
        set {
            if let view = viewStorage { view.center = newValue } else { ownPosition = newValue }
        }
    }

    /// The point of `bounds` (unit coordinates) that sits at `position` and about which `transform`
    /// applies. Changing it keeps `position` and moves the frame, on a view too (AP6).
    open var anchorPoint: CGPoint {
        get { viewStorage?.anchorStorage ?? ownAnchorPoint }
        set {
            guard newValue.isFinite else {
                report("anchorPoint = \(SeedFormat.point(newValue)) refused: not finite")
                return
            }
            if let view = viewStorage { view.setAnchorPoint(newValue) } else { ownAnchorPoint = newValue }
        }
    }

    open var anchorPointZ: CGFloat = 0
    open var zPosition: CGFloat = 0

    /// The bounding box of the transformed bounds, placed by `position` and `anchorPoint`.
    open var frame: CGRect {
        get { viewStorage?.frame ?? standaloneFrame }
        set {
            if let view = viewStorage { view.frame = newValue } else { setStandaloneFrame(newValue) }
        }
    }

    /// A view's layer: the view's transform as a 3-D transform, or the 3-D transform last set here while
    /// its affine part is still the view's transform (AP5).
    open var transform: CATransform3D {
        get {
            guard let view = viewStorage else { return ownTransform }
            let affine = view.transform
            if let full = transform3DStorage, CATransform3DGetAffineTransform(full) == affine { return full }
            return CATransform3DMakeAffineTransform(affine)
        }
        set {
            guard newValue.isFinite else {
                report("transform refused: not finite")
                return
            }
            guard let view = viewStorage else {
                ownTransform = newValue
                return
            }
            view.transform = CATransform3DGetAffineTransform(newValue)
            transform3DStorage = CATransform3DIsAffine(newValue) ? nil : newValue
        }
    }

    open var sublayerTransform: CATransform3D = CATransform3DIdentity

    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance (AP4, AP6)

    /// A view's layer: the view's `alpha`.
    open var opacity: Float {
        get { viewStorage.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view = viewStorage { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }

    /// A view's layer: the view's `isHidden`.
    open var isHidden: Bool {
        get { viewStorage?.isHidden ?? ownHidden }
        set {
            if let view = viewStorage { view.isHidden = newValue } else { ownHidden = newValue }
        }
    }

    /// A view's layer: the view's `backgroundColor`.
    open var backgroundColor: CGColor? {
        get {
            guard let view = viewStorage else { return ownBackgroundColor }
            return view.backgroundColor?.cgColor
        }
        set {
            if let view = viewStorage {
                view.backgroundColor = newValue.map { UIColor(cgColor: $0) }
            } else {
                ownBackgroundColor = newValue
            }
        }
    }

    /// A view's layer: the view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { viewStorage?.clipsToBounds ?? ownMasksToBounds }
        set {
            if let view = viewStorage { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue }
        }
    }

    /// Animates in view animation blocks on a view's layer (AN4, since iOS 11).
    open var cornerRadius: CGFloat = 0 {
        willSet {
            if AnimationTransaction.isCapturing, let view = viewStorage {
                AnimationTransaction.willChange(view, .cornerRadius)
            }
        }
    }
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    open var cornerCurve: CALayerCornerCurve = .circular
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var shadowPath: CGPath?
    open var name: String?
    open var contents: Any? {
        get { contentsHeld }
        // The old one is released after the write (A11).
        set { withExtendedLifetime(exchange(&contentsHeld, with: newValue)) {} }
    }
    private var contentsHeld: Any?
    open var contentsScale: CGFloat = 1
    open var isOpaque = false
    open var isDoubleSided = true
    open var isGeometryFlipped = false
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var allowsEdgeAntialiasing = false
    open var allowsGroupOpacity = true
    open var needsDisplayOnBoundsChange = false
    open var mask: CALayer? {
        get { maskHeld }
        // The old one is released after the write (A11).
        set { withExtendedLifetime(exchange(&maskHeld, with: newValue)) {} }
    }
    private var maskHeld: CALayer?

    // MARK: Display (DR1, DR8; Drawing/CALayer+Display.swift) and layout

    var needsDisplayFlag = false
    var needsLayoutFlag = false
    /// What drawing needs and most layers never use, out of line (DR8).
    var drawingState: LayerDrawingState?

    /// Displayed by the display pass at the end of the run-loop turn (DR1).
    open func setNeedsDisplay() { markNeedsDisplay(in: nil) }
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(in: r) }
    open func needsDisplay() -> Bool { needsDisplayFlag }
    open func displayIfNeeded() { if needsDisplayFlag { display() } }
    /// The delegate's `display(_:)`, whose default draws into a recorded backing store (DR8).
    open func display() { displayThroughDelegate() }
    /// The delegate's `draw(_:in:)` (a view's: its `draw(_:)`, DR1).
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// DR11: the layer tree's drawing into `ctx` (`CALayer+Render.swift`).
    open func render(in ctx: CGContext) { renderTree(in: ctx) }
    /// DR12: whether a change of `key` (by key-value coding or an added animation) marks the layer for
    /// display; subclasses with custom drawn properties answer true for theirs.
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// A view's layer: the view, which cannot be changed (DR8).
    open var delegate: (any CALayerDelegate)? {
        get { viewStorage ?? drawingState?.delegate }
        set { setDelegate(newValue) }
    }
    open func setNeedsLayout() { needsLayoutFlag = true }
    open func needsLayout() -> Bool { needsLayoutFlag }
    open func layoutIfNeeded() { if needsLayoutFlag { layoutSublayers() } }
    open func layoutSublayers() { needsLayoutFlag = false }

    // MARK: The tree (AP7)

    /// A view's layer: its superview's layer.
    open var superlayer: CALayer? {
        if let view = viewStorage { return view.superview?.layer }
        return superlayerStorage
    }

    /// Back to front; nil when empty, as Core Animation returns it.
    open var sublayers: [CALayer]? {
        get {
            let list = currentSublayers()
            return list.isEmpty ? nil : list
        }
        set { replaceFreeSublayers(with: newValue ?? []) }
    }

    open func addSublayer(_ layer: CALayer) { insert(layer, at: currentSublayers().count) }

    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { insert(layer, at: Int(idx)) }

    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, relativeTo: sibling, above: false)
    }

    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, relativeTo: sibling, above: true)
    }

    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { replace(oldLayer, with: newLayer) }

    /// A view's layer goes with its view: this removes the view from its superview (AP7).
    open func removeFromSuperlayer() { detachFromSuperlayer() }

    // MARK: Hit-testing and conversion (AP8)

    /// `bounds` contains `p` (in this layer's coordinates), half-open as `CGRectContainsPoint`.
    open func contains(_ p: CGPoint) -> Bool { bounds.containsHalfOpen(p) }

    /// The farthest descendant (or self) containing `p`, given in the superlayer's coordinates (AP8).
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { Self.convert(p, from: l ?? rootLayer, to: self) }

    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { Self.convert(p, from: self, to: l ?? rootLayer) }

    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.convert(r) { Self.convert($0, from: l ?? self.rootLayer, to: self) }
    }

    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.convert(r) { Self.convert($0, from: self, to: l ?? self.rootLayer) }
    }

    // MARK: Presentation (AP8, AN4)

    /// A copy of the model with its running animations applied at the world's current virtual time
    /// (`position`, `bounds`, `transform` — so `frame` — `opacity`, `backgroundColor`, `cornerRadius`,
    /// and any key of an explicit animation), with copies of the sublayers; `modelLayer()` of the copy is
    /// this layer.
    open func presentation() -> Self? { presentationCopy() }

    open func modelLayer() -> Self {
        (modelStorage as? Self) ?? self
    }

    // MARK: Animations (AN4, AN20)

    /// Attaches a copy of `anim`'s timing and values under `key` (a new animation replaces one of the
    /// same key); nil gets a generated key.
    open func add(_ anim: CAAnimation, forKey key: String?) { addExplicitAnimation(anim, forKey: key) }

    open func animation(forKey key: String) -> CAAnimation? { explicitAnimation(forKey: key) }

    /// The keys of the running animations (block animations are keyed by their property), nil if none.
    open func animationKeys() -> [String]? {
        animationRecords.isEmpty ? nil : animationRecords.map(\.name)
    }

    /// Removes the animation; a block animation's completion then gets `false` (AN7).
    open func removeAnimation(forKey key: String) {
        for animation in animationRecords where animation.name == key { detach(animation, interrupted: true) }
    }

    open func removeAllAnimations() {
        for animation in animationRecords { detach(animation, interrupted: true) }
    }

    // MARK: Actions

    /// There are no implicit animations here: no action for any key.
    open func action(forKey event: String) -> (any CAAction)? { nil }
}
