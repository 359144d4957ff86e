import Foundation

/// A view a collection view reuses (CV3): made once per reuse identifier from its registered class, handed
/// back by the dequeue methods after `prepareForReuse()`.
@preconcurrency @MainActor open class UICollectionReusableView: UIView {
    var reuseIdentifierStorage: String?
    /// A copy of the attributes last applied (CV11): equal attributes are not applied again.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// The identifier it was registered and dequeued with.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Hosts its own layout engine while it translates its mask, as UIKit's reusable views do (LY36).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        allowLayoutEngineHosting()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        allowLayoutEngineHosting()
    }

    /// How a registered class is made (CV3; not UIKit's, not for calling): Swift makes an instance from a
    /// metatype only through a required initializer. Every subclass that overrides both designated
    /// initializers (or declares none) inherits this one, and it runs the subclass's `init(frame:)`, as
    /// UIKit's `initWithFrame:` does (see TV7 for the table's twin).
    public required convenience init(responderKitRegistration frame: CGRect) { self.init(frame: frame) }

    /// Called before the collection view hands the view out again from its reuse queue.
    open func prepareForReuse() {}

    /// The layout's attributes for the element this view shows, after its frame is set; called only when
    /// they changed (`isEqual(_:)`, CV11).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Asked after attributes are applied (CV10): the attributes this view would rather have — a subclass
    /// changes the size of the ones it is given (they are a copy) and returns them. The default returns
    /// them unchanged (Fidelity: no Auto Layout fitting of the content).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    { layoutAttributes }
}
