import Foundation

public struct ViewSpec: Equatable, Sendable {
    public var responder: ResponderSpec
    public var viewClass: ViewClass = .view
    /// A view id, or nil for the window.
    public var parent: String?
    /// Geometry, flags and class properties, in file order.
    public var properties: [Property] = []
    public var gestures: [GestureSpec] = []
    public var actions: [ControlActionSpec] = []
    public var hitTest: HitTestOverride?
    public var pointInside: PointInsideOverride?
    /// Edge insets applied to the bounds for `point(inside:)`; negative values enlarge (H6, seed 001).
    public var touchAreaInsets: Value?
    /// Table views: what happens when a row is selected.
    public var didSelectLog: String?
    /// Table and collection views: the subviews every cell's `contentView` gets (a cell template: S4, CV1).
    public var cell: [ViewSpec] = []
    /// Text fields: what `textField(_:shouldChangeCharactersIn:replacementString:)` answers (TX4).
    public var shouldChangeCharacters: String?
    /// Scroll views: what the file changes on their own pan recognizer (NV5).
    public var panGestureRecognizer: ScrollPanSpec?
    /// Scroll, table and collection views: a `UIRefreshControl` installed as their `refreshControl` (RC1).
    public var refreshControl: RefreshControlSpec?

    public var id: String { responder.id }
}
