import Foundation

/// TR8: the iOS 17 ways of naming and building trait collections.
extension UITraitCollection {
    /// TR8: the traits dynamic colours resolve by (the interface style: the only one modelled that does).
    public static var systemTraitsAffectingColorAppearance: [UITrait] { [UITraitUserInterfaceStyle.self] }

    /// TR8: the traits an asset catalog picks image variants by, of those modelled.
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitDisplayScale.self, UITraitUserInterfaceIdiom.self, UITraitHorizontalSizeClass.self,
            UITraitVerticalSizeClass.self, UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        ]
    }

    /// TR8: a collection with the traits `mutations` sets; the others unspecified.
    public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
        self.init(values: MutableTraitValues.apply(mutations, to: TraitValues()))
    }

    /// TR8: this collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void) -> UITraitCollection {
        UITraitCollection(values: MutableTraitValues.apply(mutations, to: values))
    }

    /// TR8: the traits of the environment being updated: while a trait change is heard (TR4, TR8), the
    /// object's; otherwise the running world's. Settable, as UIKit's.
    public static var current: UITraitCollection {
        get { CurrentTraits.stack.last ?? .current(in: UIApplication.shared) }
        set {
            if CurrentTraits.stack.isEmpty {
                CurrentTraits.stack.append(newValue)
            } else {
                CurrentTraits.stack[CurrentTraits.stack.count - 1] = newValue
            }
        }
    }

    /// TR8: runs `actions` with these traits as `UITraitCollection.current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        CurrentTraits.stack.append(self)
        defer { CurrentTraits.stack.removeLast() }
        try actions()
    }
}

/// TR8: `UITraitCollection.current` while it is set.
@MainActor enum CurrentTraits {
    static var stack: [UITraitCollection] = []
}

/// TR8: the traits a `UITraitCollection(mutations:)` or `modifyingTraits(_:)` closure may set.
@preconcurrency @MainActor public protocol UIMutableTraits {
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
    var displayScale: CGFloat { get set }
    var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
    var verticalSizeClass: UIUserInterfaceSizeClass { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
}

/// The `UIMutableTraits` the closures get.
struct MutableTraitValues: UIMutableTraits {
    var values: TraitValues

    var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { values.idiom }
        set { values.idiom = newValue }
    }
    var userInterfaceStyle: UIUserInterfaceStyle {
        get { values.style }
        set { values.style = newValue }
    }
    var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { values.direction }
        set { values.direction = newValue }
    }
    var displayScale: CGFloat {
        get { values.scale }
        set { values.scale = newValue }
    }
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { values.horizontal }
        set { values.horizontal = newValue }
    }
    var verticalSizeClass: UIUserInterfaceSizeClass {
        get { values.vertical }
        set { values.vertical = newValue }
    }
    var preferredContentSizeCategory: UIContentSizeCategory {
        get { values.contentSize }
        set { values.contentSize = newValue }
    }

    /// `values` with `mutations` applied (a closure that replaces the traits with another type's changes
    /// nothing, as there is no other type to read).
    static func apply(_ mutations: (inout any UIMutableTraits) -> Void, to values: TraitValues) -> TraitValues {
        var traits: any UIMutableTraits = MutableTraitValues(values: values)
        mutations(&traits)
        return (traits as? MutableTraitValues)?.values ?? values
    }
}
