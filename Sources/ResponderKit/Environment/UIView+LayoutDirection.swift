import Foundation

/// TR6: right-to-left layout. The world's direction is the simulator's (`setLayoutDirection(_:)`, left to right
/// at first); a view's own is its `semanticContentAttribute` relative to it. Auto Layout resolves leading and
/// trailing by the direction of the view a constraint is installed on, so a stack view forced right to left
/// lays its arranged subviews out from the right.
extension UIView {
    /// TR6: `semanticContentAttribute`'s store, out of line; a change re-resolves the leading and trailing
    /// constraints of the hierarchy.
    var semanticContentStorage: UISemanticContentAttribute {
        get { rareStorage?.semanticContentAttribute ?? .unspecified }
        set {
            guard newValue != semanticContentStorage else { return }
            rareState.semanticContentAttribute = newValue
            if newValue != .unspecified { LayoutDirectionState.viewsMayForceDirection = true }
            layoutDirectionDidChange()
        }
    }

    /// TR6: the direction this view's own content is arranged in: its semantic content attribute relative to
    /// its world's direction. As UIKit says, it does not propagate to subviews.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: worldLayoutDirection)
    }

    /// TR6: the direction `attribute` implies in the application's direction.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// TR6: playback and spatial content stay left to right; forced attributes win; unspecified follows
    /// `layoutDirection`.
    public class func userInterfaceLayoutDirection(
        for semanticContentAttribute: UISemanticContentAttribute,
        relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: return layoutDirection
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The direction of the world this view is in (the shared application's while it has no window).
    var worldLayoutDirection: UIUserInterfaceLayoutDirection {
        (windowStorage?.application ?? UIApplication.shared).userInterfaceLayoutDirection
    }

    /// Whether leading is the right edge for constraints installed on this view (TR6). Cheap in the common
    /// case: no world has been right to left and no view has forced a direction.
    var resolvesLeadingToRight: Bool {
        LayoutDirectionState.mayBeRightToLeft && effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The hierarchy's engines are rebuilt so that leading and trailing resolve again, and the view is laid
    /// out again (TR6).
    func layoutDirectionDidChange() {
        var engines: [LayoutEngine] = []
        walkSubtree { view, _ in
            if let engine = view.layoutStorage.box?.engine { engines.append(engine) }
            // TR10: a collection view places its elements again, mirrored or not.
            if let collection = view as? UICollectionView { collection.setNeedsLayout() }
            return .descend
        }
        LayoutTree.engineRoot(of: self).layoutStorage.box?.engine?.invalidate()
        for engine in engines { engine.invalidate() }
        setNeedsLayout()
        marginsSettingDidChange()
    }
}

/// Process-wide hints that keep TR6's check off the layout path until right-to-left is used: set once, never
/// cleared (a cleared hint would need every world's and view's state re-read).
@MainActor enum LayoutDirectionState {
    static var viewsMayForceDirection = false
    static var worldsMayBeRightToLeft = false
    static var mayBeRightToLeft: Bool { viewsMayForceDirection || worldsMayBeRightToLeft }
}
