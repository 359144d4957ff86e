import Foundation

/// The interface's traits (TR1–TR4): size classes, appearance, display scale, idiom and layout direction,
/// read from the world a view or controller lives in. Immutable; equal when every trait is.
@preconcurrency @MainActor open class UITraitCollection: Equatable, CustomStringConvertible {
    open var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontal }
    open var verticalSizeClass: UIUserInterfaceSizeClass { values.vertical }
    open var userInterfaceStyle: UIUserInterfaceStyle { values.style }
    open var displayScale: CGFloat { values.scale }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { values.idiom }
    open var layoutDirection: UITraitEnvironmentLayoutDirection { values.direction }
    /// TR5: the user's text size.
    open var preferredContentSizeCategory: UIContentSizeCategory { values.contentSize }

    let values: TraitValues

    init(values: TraitValues) { self.values = values }

    /// Every trait unspecified.
    public convenience init() { self.init(values: TraitValues()) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: TraitValues(style: userInterfaceStyle))
    }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(horizontal: horizontalSizeClass))
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: TraitValues(vertical: verticalSizeClass))
    }
    public convenience init(displayScale: CGFloat) { self.init(values: TraitValues(scale: displayScale)) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: TraitValues(contentSize: preferredContentSizeCategory))
    }
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(values: TraitValues(idiom: userInterfaceIdiom))
    }

    /// TR1: the traits of the collections combined, a later collection's specified traits winning.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var combined = TraitValues()
        for collection in traitCollections { combined.merge(collection.values) }
        self.init(values: combined)
    }

    /// TR1: true when every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        var merged = values
        merged.merge(trait.values)
        return merged == values
    }

    /// TR3: whether colours that adapt to the appearance would look different (the interface style differs).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    nonisolated public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs === rhs || lhs.values == rhs.values
    }

    nonisolated open var description: String { "UITraitCollection" }

    /// TR2: the traits of `application`'s world: size classes from its screen (a screen whose shorter side is
    /// at least 744 points is regular both ways; otherwise compact width, and regular height in portrait),
    /// the interface style the simulator sets, the screen's scale, the device's idiom, the direction (TR6).
    static func current(in application: UIApplication, screenSize: CGSize? = nil) -> UITraitCollection {
        let size = screenSize ?? application.scene.screen.bounds.size
        let pad = min(size.width, size.height) >= 744
        return UITraitCollection(
            values: TraitValues(
                horizontal: pad ? .regular : .compact, vertical: pad || size.height > size.width ? .regular : .compact,
                style: application.interfaceStyle, scale: application.scene.screen.scale,
                idiom: application.device.userInterfaceIdiom,
                direction: application.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                contentSize: application.contentSizeCategory))
    }
}

/// The stored traits; `unspecified` ones give way when collections combine.
struct TraitValues: Equatable, Sendable {
    var horizontal = UIUserInterfaceSizeClass.unspecified
    var vertical = UIUserInterfaceSizeClass.unspecified
    var style = UIUserInterfaceStyle.unspecified
    var scale: CGFloat = 0
    var idiom = UIUserInterfaceIdiom.unspecified
    var direction = UITraitEnvironmentLayoutDirection.unspecified
    var contentSize = UIContentSizeCategory.unspecified

    mutating func merge(_ other: TraitValues) {
        if other.horizontal != .unspecified { horizontal = other.horizontal }
        if other.vertical != .unspecified { vertical = other.vertical }
        if other.style != .unspecified { style = other.style }
        if other.scale != 0 { scale = other.scale }
        if other.idiom != .unspecified { idiom = other.idiom }
        if other.direction != .unspecified { direction = other.direction }
        if other.contentSize != .unspecified { contentSize = other.contentSize }
    }
}

/// UIKit's size classes, with its raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// Light or dark appearance, with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// The layout direction a trait collection reports, with UIKit's raw values.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// What has traits (TR2): views and view controllers.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
