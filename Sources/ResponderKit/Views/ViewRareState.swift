import Foundation

/// What most views never set, kept out of line so that a plain view stays small (`memory.view` in
/// BENCHMARKS.md): made by the first write of a value other than the default, never by a read.
@MainActor final class ViewRareState {
    /// `transformStorage`'s inverse (its pseudo-inverse when singular, G5); nil for the identity.
    var inverseTransform: CGAffineTransform?
    var appearance = ViewAppearance()
    var accessibilityIdentifier: String?
    /// AX1: the accessibility properties once any is set.
    var accessibility: AccessibilityState?
    var tag = 0
    var interactions: [any UIInteraction] = []
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var overrideStyle = UIUserInterfaceStyle.unspecified
    /// UA5: appearance bookkeeping, once a proxy or an explicit setting needs it.
    var appearanceTrackingIfMade: AppearanceTracking?
    /// TR8: the trait change registrations, once one is made.
    var traitRegistry: TraitChangeRegistry?
}

extension UIView {
    /// The out-of-line state, made on first use.
    var rareState: ViewRareState {
        if let rare = rareStorage { return rare }
        let rare = ViewRareState()
        rareStorage = rare
        return rare
    }

    /// Cached inverse of `transformStorage` (its pseudo-inverse when singular, G5); nil when the transform
    /// is the identity (the fast path: one load and a nil check).
    var inverseTransform: CGAffineTransform? {
        get { rareStorage?.inverseTransform }
        set { if newValue != nil || rareStorage != nil { rareState.inverseTransform = newValue } }
    }

    var appearanceStorage: ViewAppearance {
        get { rareStorage?.appearance ?? ViewAppearance() }
        set { rareState.appearance = newValue }
    }

    var interactionStorage: [any UIInteraction] {
        get { rareStorage?.interactions ?? [] }
        set { if !newValue.isEmpty || rareStorage != nil { rareState.interactions = newValue } }
    }
}
