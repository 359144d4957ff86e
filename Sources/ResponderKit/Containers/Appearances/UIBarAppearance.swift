import Foundation

/// The background and shadow of a bar (BA1): what the bar records in its drawing (BA4).
///
/// A bar keeps its own copy of an appearance it is given (UIKit's `@NSCopying` properties), and hears of
/// changes made to that copy afterwards (`bar.standardAppearance.backgroundColor = .red` redraws the bar).
@preconcurrency @MainActor open class UIBarAppearance {
    public let idiom: UIUserInterfaceIdiom
    open var backgroundEffect: UIBlurEffect? { didSet { changed() } }
    open var backgroundColor: UIColor? { didSet { changed() } }
    open var backgroundImage: UIImage? { didSet { changed() } }
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill { didSet { changed() } }
    open var shadowColor: UIColor? { didSet { changed() } }
    open var shadowImage: UIImage? { didSet { changed() } }

    /// The bar (or item) whose copy this is, told of each change (BA4).
    weak var owner: (any BarAppearanceOwner)?

    /// Apple: a new appearance has the default background (translucent, with a shadow) for the device.
    public convenience init() { self.init(idiom: UIDevice.current.userInterfaceIdiom) }

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        setBackground(.standard)
    }

    /// Apple: "copying relevant data from the specified appearance object": the background and shadow, and
    /// the values of the subclass both share (a navigation bar's appearance from a toolbar's keeps its buttons).
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        take(barAppearance)
    }

    /// NSCoding's initializer, required as UIKit's: nothing is decoded (there are no archives of appearances
    /// here); the appearance has the default background.
    public required init?(coder: NSCoder) {
        idiom = UIDevice.current.userInterfaceIdiom
        setBackground(.standard)
    }

    /// A copy of every value (UIKit's NSCopying `copy()`), of the receiver's class.
    /// Fidelity: the copy is made through `init?(coder:)` (the only initializer every subclass has), then given
    /// the values; a subclass whose `init?(coder:)` fails gets itself back, reported.
    public func copy() -> Self {
        guard let copy = type(of: self).init(coder: BarAppearanceCopyCoder()) else {
            Diagnostics.report(
                "\(type(of: self)).copy(): init?(coder:) returned nil, so the appearance itself is returned (BA1)",
                application: nil)
            return self
        }
        copy.take(self)
        return copy
    }

    /// BA1: a system material blur (`.systemChromeMaterial`) and the default shadow line.
    open func configureWithDefaultBackground() { setBackground(.standard) }

    /// BA1: an opaque `systemBackground` colour and the default shadow line.
    open func configureWithOpaqueBackground() { setBackground(.opaque) }

    /// BA1: Apple: "a transparent background and no shadow".
    open func configureWithTransparentBackground() { setBackground(.transparent) }

    enum Background { case standard, opaque, transparent }

    /// The configure methods' work, without calling the (overridable) methods from initializers.
    func setBackground(_ background: Background) {
        backgroundEffect = background == .standard ? UIBlurEffect(style: .systemChromeMaterial) : nil
        backgroundColor = background == .opaque ? .systemBackground : nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = background == .transparent ? nil : Self.defaultShadowColor
        shadowImage = nil
    }

    /// UIKit's shadow line colour (undocumented; black at 30 %, Fidelity BA1).
    static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }

    /// Takes `other`'s values; subclasses take their own too (`init(barAppearance:)`, `copy()`).
    func take(_ other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// A value changed: the owning bar redraws (BA4).
    func changed() { owner?.barAppearanceDidChange() }
}

/// What holds a copy of a bar appearance and redraws when it changes (BA4): the bars and the items.
@MainActor protocol BarAppearanceOwner: AnyObject {
    func barAppearanceDidChange()
}

/// The coder `copy()` hands to `init?(coder:)`: it holds nothing.
final class BarAppearanceCopyCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}
