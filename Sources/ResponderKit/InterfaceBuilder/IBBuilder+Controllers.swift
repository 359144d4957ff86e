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
    }

    /// A bar button item (title, system item, style) or a standalone navigation or tab bar item.
    func makeItem(_ element: IBElement) -> AnyObject? {
        switch element.name {
        case "barButtonItem":
            let item: UIBarButtonItem
            // IB5: `systemItem="save"` makes the system item (its title, "Save"); the style may still be set.
            if let system = element["systemItem"].flatMap(Self.systemItem(named:)) {
                item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
                if element["style"] == "done" { item.style = .done }
                if let title = element["title"] { item.title = title }
            } else {
                item = UIBarButtonItem(
                    title: element["title"], style: element["style"] == "done" ? .done : .plain, target: nil,
                    action: nil)
            }
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

    /// IB5: Interface Builder's `systemItem` names (the Swift case names).
    static func systemItem(named name: String) -> UIBarButtonItem.SystemItem? {
        let all: [UIBarButtonItem.SystemItem] = [
            .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize,
            .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo,
            .pageCurl, .close,
        ]
        return all.first { "\($0)" == name }
    }

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
                return parent.makePrototypeCell(prototype)
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

    /// A new cell of a prototype: made by a builder of its own that sees the scene's objects (IB9).
    private func makePrototypeCell(_ prototype: IBElement) -> UITableViewCell? {
        let builder = IBBuilder(document: document, modules: modules, storyboard: storyboard)
        for (id, object) in objects { builder.registerPlaceholder(object, id: id) }
        builder.firstResponderIDs = firstResponderIDs
        builder.sceneController = sceneController
        builder.sceneControllerID = sceneControllerID
        guard let cell = builder.makeView(prototype) as? UITableViewCell else { return nil }
        let controller = sceneController
        builder.connect(under: prototype) { [unowned builder] source, segue, owner in
            guard let controller else { return }
            builder.connectSegue(source, segue, owner, controller: controller)
        }
        builder.awakeNewObjects()
        return cell
    }
}
