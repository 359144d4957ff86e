import Foundation
import ResponderKit
import Yams

/// View controllers' class and the keys of the containers (NV1, NV6, NV8, NV9): a navigation
/// controller's stack, a tab bar controller's tabs, navigation items, the tab bar and `shouldSelect`.
extension ScenarioSchema {
    static let controllerClass = SchemaKey<ControllerSpec>.field(
        "class", \.controllerClass, .choice,
        "`viewController`, `navigationController` or `tabBarController` (NV1, NV8)",
        example: "navigationController"
    ).with(readFirst: true)

    static let containerKeys: [SchemaKey<ControllerSpec>] = [
        .optional(
            "title", \.title, .string, "its `title`: the navigation item's and the tab bar item's (NV1)",
            example: "Inbox"),
        .optional(
            "rightBarButtonItem", \.rightBarButtonItem, .mapping(barButton, form: "`{title, action, log}`"),
            "its navigation item's right item: a button whose action is sent to this controller (NV6)",
            example: "{title: Edit, action: edit}"),
        .optional(
            "leftBarButtonItem", \.leftBarButtonItem, .mapping(barButton, form: "`{title, action, log}`"),
            "its navigation item's left item, which hides the back button (NV6)",
            example: "{title: Close, action: close}"),
        SchemaKey.field(
            "viewControllers", \.viewControllers,
            ValueKind.identifiers.checked { validator, ids, path in
                for (index, id) in ids.enumerated() { validator.checkController(id, "\(path)[\(index)]") }
            },
            "containers: their children, a navigation stack root first (NV1), or the tabs in order (NV8)",
            example: "[VC]"
        ).with(
            refusal: { spec in
                spec.controllerClass.isContainer
                    ? nil : "only a navigationController or a tabBarController has viewControllers"
            }, context: [("class", "navigationController")]),
        SchemaKey.optional(
            "selectedIndex", \.selectedIndex, .integer(min: 0),
            "tab bar controllers: the tab selected at the start (NV8)",
            example: "0"
        ).with(refusal: tabsOnly("selectedIndex"), context: tabsContext),
        SchemaKey.optional(
            "tabBar", \.tabBar, .mapping(tabBar, form: "`{name, touches, hitTest, pointInside}`"),
            "tab bar controllers: the tab bar's trace name and overrides; its id is `<id>.tabBar` (NV9)",
            example: "{name: TabBar, hitTest: forwardOutside}"
        ).with(refusal: tabsOnly("tabBar"), context: [("class", "tabBarController")]),
        SchemaKey.optional(
            "shouldSelect", \.shouldSelect, .mapping(shouldSelect, form: "`{refuse}`"),
            "tab bar controllers: its delegate's `tabBarController(_:shouldSelect:)` refuses these indexes (NV8)",
            example: "{refuse: [0]}"
        ).with(refusal: tabsOnly("shouldSelect"), context: tabsContext),
    ]

    /// A tab bar controller with one tab, for the examples (the schema's tests).
    static let tabsContext = [("class", "tabBarController"), ("viewControllers", "[VC]")]

    static func tabsOnly(_ key: String) -> @Sendable (ControllerSpec) -> String? {
        { $0.controllerClass == .tabBarController ? nil : "only a tabBarController has '\(key)'" }
    }

    static let barButton = MappingSchema<BarButtonSpec>(
        keys: [
            .field("action", \.action, .identifier, "the action's name, sent to the controller", example: "edit")
                .with(.first),
            .optional("title", \.title, .string, "the item's title", example: "Edit"),
            .optional("log", \.log, .string, "a line written when it is performed", example: "\"editing\""),
        ], initial: BarButtonSpec())

    static let tabBar = MappingSchema<BarViewSpec>(
        keys: [
            .optional(
                "name", \.name, .string, "the tab bar's name in traces (default `<id>.tabBar`)", example: "TabBar"),
            .field("touches", \.passing, touches, "its `touches*` overrides, as a responder's", example: "next"),
            .optional(
                "hitTest", \.hitTest, hitTest, "its `hitTest` override, as a view's (H4, H5)", example: "forwardOutside"
            ),
            .optional(
                "pointInside", \.pointInside, .mapping(pointInside, form: "`{rects, subviews, answer}`"),
                "its `point(inside:)` override, as a view's (H5, H6)", example: "{subviews: true}"),
        ], initial: BarViewSpec())

    static let shouldSelect = MappingSchema<TabSelectionPolicy>(
        keys: [
            .field(
                "refuse", \.refuse, .every(.integer(min: 0), form: "index or [index]", single: true),
                "the tab indexes it answers `false` for", example: "[0]")
        ], initial: TabSelectionPolicy())

    /// `scrollView.panGestureRecognizer.require(toFail: navigationController.interactivePopGestureRecognizer!)`,
    /// the standard fix for the interactive pop over a horizontal scroll view, written in a file (NV5, GR5).
    static let scrollPanKey = SchemaKey<ViewSpec>.optional(
        "panGestureRecognizer", \.panGestureRecognizer, .mapping(scrollPan, form: "`{requireToFail}`"),
        "scroll views: their own pan recognizer `require(toFail:)` these (NV5, GR5)",
        example: "{requireToFail: [other]}"
    ).with(
        refusal: { $0.viewClass.isScrollView ? nil : "only scroll views have panGestureRecognizer" },
        context: [("class", "scrollview")])

    static let scrollPan = MappingSchema<ScrollPanSpec>(
        keys: [
            .field(
                "requireToFail", \.requireToFail, gestureIDs, "GR5: `require(toFail:)` these recognizers",
                example: "[other]")
        ], initial: ScrollPanSpec())
}
