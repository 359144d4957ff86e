import Foundation

public struct ControllerSpec: Equatable, Sendable {
    public var responder: ResponderSpec
    /// `viewController` (default), `navigationController` or `tabBarController` (NV1, NV8).
    public var controllerClass = ControllerClass.viewController
    /// The id of its root view in `views`; nil: an implicit plain view `<id>.view`.
    public var view: String?
    /// The id of the controller that presents this one (R1: its next is the presenting controller).
    public var presentedBy: String?
    /// Its `title`: the navigation item's and the tab bar item's (NV1).
    public var title: String?
    /// Its navigation item's bar button items (NV6).
    public var rightBarButtonItem: BarButtonSpec?
    public var leftBarButtonItem: BarButtonSpec?
    /// Containers: their children, in order (a navigation stack root first, NV1; tabs, NV8).
    public var viewControllers: [String] = []
    /// Tab bar controllers: the tab selected at the start (NV8).
    public var selectedIndex: Int?
    /// Tab bar controllers: the tab bar's trace name and overrides (NV9).
    public var tabBar: BarViewSpec?
    /// Tab bar controllers: what its delegate's `shouldSelect` answers (NV8); nil: no such delegate method.
    public var shouldSelect: TabSelectionPolicy?
}

/// A tab bar controller delegate's `tabBarController(_:shouldSelect:)`: false for these tab indexes.
public struct TabSelectionPolicy: Equatable, Sendable {
    public var refuse: [Int] = []
}

/// The class of a scenario's view controller.
public enum ControllerClass: String, Equatable, Sendable, CaseIterable {
    case viewController, navigationController, tabBarController

    var isContainer: Bool { self != .viewController }
}

/// A `UIBarButtonItem(title:style:target:action:)` whose target is the controller owning the item (NV6).
public struct BarButtonSpec: Equatable, Sendable {
    public var title: String?
    public var action = ""
    /// A line written when the action is performed.
    public var log: String?
}

/// What a scenario says about a bar the engine makes (the tab bar): its trace name and overrides.
public struct BarViewSpec: Equatable, Sendable {
    public var name: String?
    public var passing = PassingPolicy()
    public var hitTest: HitTestOverride?
    public var pointInside: PointInsideOverride?
}
