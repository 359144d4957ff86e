import Foundation

/// Makes the objects of one instantiation of a document (IB3–IB8): a nib's top-level objects or a
/// storyboard scene. Objects are registered by id so that constraints and connections find them; every
/// problem is reported with the file, the object's id and its label (IB12), and the object left out.
@MainActor final class IBBuilder {
    let document: IBDocument
    /// Modules a custom class may be in besides its `customModule` (IB3).
    let modules: [String]
    /// Strong: a prototype cell made long after the storyboard call still makes its segues' scenes.
    var storyboard: UIStoryboard?
    private(set) var objects: [String: AnyObject] = [:]
    /// Objects in the order they were made (document order), for `awakeFromNib()` (IB8).
    private(set) var made: [AnyObject] = []
    private var awoken = 0
    /// The size-class variations of the objects made since the last `awakeNewObjects()` (IB19).
    var variations = IBTraitVariations()
    /// Connection elements already made, so a second pass (after a scene's view loads) skips them.
    var connected: Set<ObjectIdentifier> = []
    /// Placeholder ids standing for the responder chain (First Responder): actions to them are nil-targeted.
    var firstResponderIDs: Set<String> = []
    /// The controller of the scene being made (a storyboard's), for static cells and segues.
    weak var sceneController: UIViewController?
    /// The scene controller's id: it is found through the weak reference above, never held here, since
    /// the controller holds this builder until its view loads (IB13).
    var sceneControllerID: String?

    init(document: IBDocument, modules: [String], storyboard: UIStoryboard? = nil) {
        self.document = document
        self.modules = modules
        self.storyboard = storyboard
    }

    func report(_ message: String, at element: IBElement) {
        Diagnostics.report("\(document.location(element)): \(message)", application: CurrentWorld.application)
    }

    func register(_ object: AnyObject, for element: IBElement) {
        guard let id = element.id else { return }
        if objects[id] == nil { made.append(object) }
        objects[id] = object
    }

    /// Queues the scene's controller for `awakeFromNib()` without registering (holding) it.
    func madeController(_ controller: UIViewController) { made.append(controller) }

    /// Registers an object the caller supplies (File's Owner, an external object).
    func registerPlaceholder(_ object: AnyObject, id: String) { objects[id] = object }

    func object(_ id: String?) -> AnyObject? {
        guard let id else { return nil }
        if id == sceneControllerID { return sceneController }
        return objects[id]
    }

    /// The object of `element`, made now if needed; nil (reported) if it cannot be made.
    func make(_ element: IBElement) -> AnyObject? {
        if let existing = object(element.id) { return existing }
        if IBBuilder.viewClasses[element.name] != nil { return makeView(element) }
        if IBBuilder.recognizerClasses[element.name] != nil { return makeRecognizer(element) }
        if IBBuilder.controllerClasses[element.name] != nil { return makeController(element) }
        switch element.name {
        case "barButtonItem", "tabBarItem", "navigationItem": return makeItem(element)
        default: return nil
        }
    }

    /// Sends `awakeFromNib()` to the objects made since the last call, in document order (IB8).
    func awakeNewObjects() {
        applyVariations()
        while awoken < made.count {
            let object = made[awoken]
            awoken += 1
            (object as? UIResponder)?.awakeFromNib()
        }
        // Awoken objects are not kept: the views are held by their hierarchy, the controller by its user.
        made.removeAll()
        awoken = 0
    }

    // MARK: Classes (IB3)

    /// The custom class of `element` if it names one (reported if it cannot be found, then `fallback`).
    func customClass<T>(_ element: IBElement, _ fallback: T.Type) -> T.Type {
        guard element["customClass"] != nil else { return fallback }
        switch IBClassResolver.resolve(element, modules: modules) {
        case .some(let found?):
            if let type = found as? T.Type { return type }
            report(
                "custom class '\(element["customClass"] ?? "")' is not a subclass of \(fallback); using \(fallback)",
                at: element)
        case .some(nil): return fallback
        case .none:
            report(
                "Unknown class \(element["customClass"] ?? "") in Interface Builder file; using \(fallback)",
                at: element)
        }
        return fallback
    }

    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "textField": UITextField.self,
        "textView": UITextView.self, "imageView": UIImageView.self, "switch": UISwitch.self,
        "slider": UISlider.self, "stepper": UIStepper.self, "segmentedControl": UISegmentedControl.self,
        "pageControl": UIPageControl.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "tableView": UITableView.self, "tableViewCell": UITableViewCell.self, "collectionView": UICollectionView.self,
        "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
        "containerView": UIView.self, "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self,
        "control": UIControl.self,
    ]

    /// IB's recognizer elements: their UIKit class (a custom class's fallback) and how to make it.
    typealias RecognizerClass = (type: UIGestureRecognizer.Type, make: @MainActor () -> UIGestureRecognizer)

    static let recognizerClasses: [String: RecognizerClass] = [
        "tapGestureRecognizer": (UITapGestureRecognizer.self, { UITapGestureRecognizer() }),
        "panGestureRecognizer": (UIPanGestureRecognizer.self, { UIPanGestureRecognizer() }),
        "longPressGestureRecognizer": (UILongPressGestureRecognizer.self, { UILongPressGestureRecognizer() }),
        "swipeGestureRecognizer": (UISwipeGestureRecognizer.self, { UISwipeGestureRecognizer() }),
        "pinchGestureRecognizer": (UIPinchGestureRecognizer.self, { UIPinchGestureRecognizer() }),
        "rotationGestureRecognizer": (UIRotationGestureRecognizer.self, { UIRotationGestureRecognizer() }),
        "screenEdgePanGestureRecognizer": (
            UIScreenEdgePanGestureRecognizer.self, { UIScreenEdgePanGestureRecognizer() }
        ),
    ]

    static let controllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "tableViewController": UITableViewController.self,
        "navigationController": UINavigationController.self, "tabBarController": UITabBarController.self,
        "collectionViewController": UICollectionViewController.self,
        "pageViewController": UIPageViewController.self,
    ]

    // MARK: Views (IB4, IB5)

    func makeView(_ element: IBElement) -> UIView? {
        guard let base = IBBuilder.viewClasses[element.name] else { return nil }
        let type = customClass(element, base)
        guard let view = type.init(coder: IBCoder(element: element, builder: self)) else {
            report("init(coder:) of \(type) returned nil", at: element)
            return nil
        }
        // Made with a foreign coder path (an init that does not reach UIView's): decode now.
        if object(element.id) !== view { decode(view, from: element) }
        applyClassProperties(view, element)
        if let table = view as? UITableView { decodeTableContent(table, element) }
        if let cell = view as? UITableViewCell, let content = element.child("tableViewCellContentView") {
            register(cell.contentView, for: content)
            decodeTree(cell.contentView, from: content)
        }
        if let collection = view as? UICollectionView { decodeCollectionContent(collection, element) }
        if let cell = view as? UICollectionViewCell,
            let content = element.children.first(where: {
                $0.key == "contentView" && ($0.name == "collectionViewCellContentView" || $0.name == "view")
            })
        {
            register(cell.contentView, for: content)
            decodeTree(cell.contentView, from: content)
        }
        applyRuntimeAttributes(view, element)
        return view
    }

    /// Called from `UIView.init?(coder:)` (IB3): the element's frame, generic properties, subviews, layout
    /// guides and constraints, before the subclass's initializer continues.
    func decode(_ view: UIView, from element: IBElement) {
        register(view, for: element)
        if let frame = element.child("rect", key: "frame") { view.frame = IBValues.rect(frame) }
        applyViewProperties(view, element)
        decodeTree(view, from: element)
    }

    /// Subviews, guides and constraints of `element` into `view`.
    func decodeTree(_ view: UIView, from element: IBElement) {
        if element.name == "tableViewCellContentView" { applyViewProperties(view, element) }
        for child in element.list("subviews") {
            guard let subview = makeView(child) else { continue }
            view.addSubview(subview)
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) }
        }
        // LY45: an older storyboard's `viewControllerLayoutGuide`s belong to the controller's view.
        if element.key == "view", let owner = element.parent {
            for guide in owner.list("layoutGuides") where guide.name == "viewControllerLayoutGuide" {
                register(
                    view.layoutSupportGuide(guide["type"] == "bottom" ? .bottomLayoutSupport : .topLayoutSupport),
                    for: guide)
            }
        }
        for guide in element.children where guide.name == "viewLayoutGuide" {
            switch guide.key {
            case "safeArea": register(view.safeAreaLayoutGuide, for: guide)
            case "keyboard": register(view.keyboardLayoutGuide, for: guide)
            default: register(view.layoutMarginsGuide, for: guide)
            }
        }
        addConstraints(element.list("constraints"), to: view, container: element)
        collectVariations(of: view, element)
    }

    // MARK: Gesture recognizers (IB11)

    func makeRecognizer(_ element: IBElement) -> UIGestureRecognizer? {
        guard let base = IBBuilder.recognizerClasses[element.name] else { return nil }
        let recognizer = makeCustomRecognizer(element, base.type) ?? base.make()
        register(recognizer, for: element)
        applyRecognizerProperties(recognizer, element)
        applyRuntimeAttributes(recognizer, element)
        return recognizer
    }

    /// The element's custom class (IB3, IB11), made as UIKit makes it, through `init?(coder:)` (a
    /// convenience initializer running the designated `init(target:action:)`), else `init(target:action:)`,
    /// from the class's PT7 table: Swift can make a subclass from its name only through a `required`
    /// initializer, which UIGestureRecognizer has not, so the translator lists the ones the class has.
    /// A class without a table (its module not translated) or one whose initializers do not include these
    /// is reported and made as its IB class.
    private func makeCustomRecognizer(
        _ element: IBElement, _ base: UIGestureRecognizer.Type
    ) -> UIGestureRecognizer? {
        guard let name = element["customClass"] else { return nil }
        let type: AnyClass = customClass(element, base)
        guard ObjectIdentifier(type) != ObjectIdentifier(base) else { return nil }
        let coder = IBCoder(element: element, builder: self)
        if let made = ObjCRuntime.makeObject(type, "init(coder:)", [coder]) as? UIGestureRecognizer {
            return made
        }
        if let made = ObjCRuntime.makeObject(type, "init(target:action:)", [nil, nil]) as? UIGestureRecognizer {
            return made
        }
        report(
            "custom gesture recognizer class '\(name)' cannot be made: it has no initializer table (its module is "
                + "not translated by ResponderPortPlugin, PT7) or inherits neither init(coder:) nor "
                + "init(target:action:); made as its IB class", at: element)
        return nil
    }
}
