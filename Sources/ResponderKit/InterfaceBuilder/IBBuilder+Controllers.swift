import Foundation

/// View controllers, their items, scenes' views and table cells (IB9, IB10, IB13).
extension IBBuilder {
    func makeController(_ element: IBElement) -> UIViewController? {
        guard let base = IBBuilder.controllerClasses[element.name] else { return nil }
        let type = customClass(element, base)
        guard let controller = type.init(coder: IBCoder(element: element, builder: self)) else {
            report("init(coder:) of \(type) returned nil", at: element)
            return nil
        }
        adoptController(controller, element)
        return controller
    }

    /// IB12: a creator block's controller must be of the scene's class (UIKit raises "Custom instantiated …
    /// must be a kind of class …"); here it is reported and used.
    func checkCreated(_ controller: UIViewController, _ element: IBElement) {
        guard let base = IBBuilder.controllerClasses[element.name] else { return }
        let expected: AnyClass = customClass(element, base)
        var current: AnyClass? = type(of: controller)
        while let next = current, ObjectIdentifier(next) != ObjectIdentifier(expected) {
            current = _getSuperclass(next)
        }
        guard current == nil else { return }
        report(
            "Custom instantiated \(type(of: controller)) must be a kind of class \(expected) (the creator block's "
                + "controller is used)", at: element)
    }

    /// Gives a controller (made here or by a creator block) its document state, title, items and styles.
    func adoptController(_ controller: UIViewController, _ element: IBElement) {
        sceneControllerID = element.id
        madeController(controller)
        let state = controller.documentState ?? IBControllerState(nibName: nil, bundle: document.bundle)
        state.storyboard = storyboard
        state.builder = self
        state.element = element
        controller.documentState = state
        sceneController = controller
        if let title = element["title"] { controller.title = title }
        if let item = element.child("navigationItem", key: "navigationItem") {
            register(controller.navigationItem, for: item)
            applyNavigationItem(controller.navigationItem, item)
        }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            let tabItem = UITabBarItem(
                title: item["title"], image: item["image"].flatMap { image(named: $0, item) },
                tag: item["tag"].flatMap { Int($0) } ?? 0)
            register(tabItem, for: item)
            controller.tabBarItem = tabItem
        }
        if let style = element["modalPresentationStyle"] {
            let styles: [String: UIModalPresentationStyle] = [
                "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet,
                "overFullScreen": .overFullScreen,
            ]
            if let value = styles[style] { controller.modalPresentationStyle = value }
        }
        applyRuntimeAttributes(controller, element)
    }

    private func applyNavigationItem(_ item: UINavigationItem, _ element: IBElement) {
        if let title = element["title"] { item.title = title }
        if let right = element.child("barButtonItem", key: "rightBarButtonItem").flatMap({ makeItem($0) }) {
            item.rightBarButtonItem = right as? UIBarButtonItem
        }
        if let left = element.child("barButtonItem", key: "leftBarButtonItem").flatMap({ makeItem($0) }) {
            item.leftBarButtonItem = left as? UIBarButtonItem
        }
        // Several items per side are written as a list (`<rightBarButtonItems>`), leading item first.
        let rights = element.list("rightBarButtonItems").compactMap { makeItem($0) as? UIBarButtonItem }
        if !rights.isEmpty { item.rightBarButtonItems = rights }
        let lefts = element.list("leftBarButtonItems").compactMap { makeItem($0) as? UIBarButtonItem }
        if !lefts.isEmpty { item.leftBarButtonItems = lefts }
    }

    /// A bar button item (title, system item, style) or a standalone navigation or tab bar item.
    func makeItem(_ element: IBElement) -> AnyObject? {
        switch element.name {
        case "barButtonItem":
            let item: UIBarButtonItem
            if let name = element["systemItem"], let system = Self.systemItems[name] {
                item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
            } else {
                if let name = element["systemItem"] { report("unknown system item '\(name)'", at: element) }
                item = UIBarButtonItem(
                    title: element["title"], style: element["style"] == "done" ? .done : .plain, target: nil,
                    action: nil)
            }
            if element["systemItem"] != nil, element["style"] == "done" { item.style = .done }
            if let name = element["image"] { item.image = image(named: name, element) }
            register(item, for: element)
            return item
        case "tabBarItem":
            let item = UITabBarItem(title: element["title"], image: nil, tag: element["tag"].flatMap { Int($0) } ?? 0)
            register(item, for: element)
            return item
        default:
            let item = UINavigationItem(title: element["title"] ?? "")
            register(item, for: element)
            return item
        }
    }

    /// IB's `systemItem` names (as Xcode writes them) for `UIBarButtonItem.SystemItem`.
    static let systemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play, "pause": .pause,
        "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo, "pageCurl": .pageCurl,
        "close": .close,
    ]

    /// First Responder and Exit placeholders of a storyboard scene.
    func registerScenePlaceholders(_ scene: IBElement) {
        for element in scene.list("objects") {
            guard let id = element.id else { continue }
            if element.name == "placeholder", element["placeholderIdentifier"] == "IBFirstResponder" {
                firstResponderIDs.insert(id)
            }
        }
    }

    /// IB13: the scene's view and its other objects, connected and awoken, before `viewDidLoad()`.
    func loadSceneView(of controller: UIViewController, _ element: IBElement) {
        guard let viewElement = element.children.first(where: { $0.key == "view" }) else { return }
        // IB12: embed segues that lead back to a scene whose view is loading (a cycle) end here, reported.
        guard Self.enterScene(element, in: document) else { return }
        defer { Self.nesting -= 1 }
        if let view = make(viewElement) as? UIView { controller.view = view }
        guard let scene = element.parent?.parent else { return }
        for other in scene.list("objects") where other !== element && other.name != "placeholder" {
            _ = make(other)
        }
        connect(under: scene) { [unowned self] source, segue, owner in
            connectSegue(source, segue, owner, controller: controller)
        }
        reportDangling(under: scene)
        awakeNewObjects()
    }

    /// Scenes being made or loading their views, one inside another (relationships, embeds).
    static var nesting = 0
    static let maximumNesting = 64

    /// Counts one more scene in the making; false (reported) beyond `maximumNesting`, which only a cycle of
    /// relationships or embed segues reaches.
    static func enterScene(_ element: IBElement, in document: IBDocument) -> Bool {
        guard nesting < maximumNesting else {
            Diagnostics.report(
                "\(document.location(element)): scenes nest deeper than \(maximumNesting): a cycle of relationship "
                    + "or embed segues; the scene is not made",
                application: CurrentWorld.application)
            return false
        }
        nesting += 1
        return true
    }

    // MARK: Table cells (IB9)

    /// Registers a table's prototypes and gathers its static sections.
    func decodeTableContent(_ table: UITableView, _ element: IBElement) {
        for prototype in element.list("prototypes") where prototype.name == "tableViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else {
                report("prototype cell has no reuse identifier", at: prototype)
                continue
            }
            let parent = self
            table.registeredMakers[identifier] = { [weak parent] in
                guard let parent else { return nil }
                return parent.makePrototypeCell(prototype) as? UITableViewCell
            }
        }
        guard element["dataMode"] == "static" else { return }
        var sections: [(title: String?, cells: [UITableViewCell])] = []
        for section in element.list("sections") where section.name == "tableViewSection" {
            let cells = section.list("cells").compactMap { make($0) as? UITableViewCell }
            sections.append((section["headerTitle"], cells))
        }
        let controller = sceneController
        controller?.documentState?.staticSections = sections
    }

    /// A new cell of a prototype (a table's or a collection's): made by a builder of its own that sees the
    /// scene's objects (IB9).
    func makePrototypeCell(_ prototype: IBElement) -> UIView? {
        let builder = IBBuilder(document: document, modules: modules, storyboard: storyboard)
        for (id, object) in objects { builder.registerPlaceholder(object, id: id) }
        builder.firstResponderIDs = firstResponderIDs
        builder.sceneController = sceneController
        builder.sceneControllerID = sceneControllerID
        guard let cell = builder.makeView(prototype) else { return nil }
        let controller = sceneController
        builder.connect(under: prototype) { [unowned builder] source, segue, owner in
            guard let controller else { return }
            builder.connectSegue(source, segue, owner, controller: controller)
        }
        builder.awakeNewObjects()
        return cell
    }
}
