import Foundation

/// A storyboard document (IB2, IB13): its scenes are made on demand, each controller through
/// `init(coder:)` (or the creator block), its view when it loads.
@preconcurrency @MainActor open class UIStoryboard {
    let document: IBDocument?
    let bundle: Bundle?

    /// `Main.storyboard` in `storyboardBundleOrNil` (the main bundle if nil), at its root, in a copied folder
    /// or in a folder given as `Bundle(path:)`. A missing or malformed file is reported; its controllers are nil.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let url = IBResources.url(named: name, extension: "storyboard", in: storyboardBundleOrNil) else {
            bundle = storyboardBundleOrNil
            document = nil
            Diagnostics.report(
                "Could not find a storyboard named '\(name)' in bundle \((storyboardBundleOrNil ?? .main).bundlePath)",
                application: CurrentWorld.application)
            return
        }
        let bundle = IBResources.owningBundle(of: url, searchedIn: storyboardBundleOrNil)
        self.bundle = bundle
        switch IBDocument.load(url, bundle: bundle) {
        case .success(let document): self.document = document
        case .failure(let error):
            document = nil
            Diagnostics.report(error.message, application: CurrentWorld.application)
        }
    }

    /// A storyboard from a document's contents, named `name` in messages.
    public init(data: Data, name: String, bundle: Bundle?) {
        self.bundle = bundle
        switch IBDocument.parse(data, fileName: "\(name).storyboard", bundle: bundle) {
        case .success(let document): self.document = document
        case .failure(let error):
            document = nil
            Diagnostics.report(error.message, application: CurrentWorld.application)
        }
    }

    /// The controller the file marks as the entry point; nil (reported) if it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let document else { return nil }
        guard let id = document.root["initialViewController"], let element = document.elementsByID[id] else {
            Diagnostics.report(
                "\(document.fileName):\(document.root.line): Failed to instantiate the default view controller: the storyboard has no "
                    + "entry point (Is Initial View Controller)",
                application: CurrentWorld.application)
            return nil
        }
        return instantiate(element, creator: block.map { block in { block($0) } }) as? ViewController
    }

    /// The controller whose Storyboard ID is `identifier`; nil, reported, if there is none (UIKit raises).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        if let document, let element = document.controller(identifier: identifier),
            let made = instantiate(element, creator: nil)
        {
            return made
        }
        reportMissing(identifier)
        return UIViewController()
    }

    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)?
    ) -> ViewController {
        // IB12: a creator that asks for its own scene again (re-entrantly) would recurse without end; the
        // inner call makes the scene with init(coder:), reported.
        var block = block
        if block != nil, let document, creatorsRunning.contains(identifier) {
            Diagnostics.report(
                "Storyboard (\(document.fileName)): the creator block of '\(identifier)' instantiated it again "
                    + "(re-entrantly); the inner controller is made with init(coder:)",
                application: CurrentWorld.application)
            block = nil
        }
        if let document, let element = document.controller(identifier: identifier) {
            let outermost = creatorsRunning.insert(identifier).inserted
            let made = instantiate(element, creator: block.map { block in { block($0) } })
            if outermost { creatorsRunning.remove(identifier) }
            if let made = made as? ViewController { return made }
            if let made {
                Diagnostics.report(
                    "\(document.location(element)): the scene '\(identifier)' makes a \(type(of: made)), not a "
                        + "\(ViewController.self)", application: CurrentWorld.application)
            }
        } else {
            reportMissing(identifier)
        }
        // UIKit raises; here the caller gets a controller of its class (IB12): the creator's answer to an
        // empty coder (its usual `init?(coder:item:)` form), else the class's own `init?(coder:)`, else the
        // first scene of exactly that class, else the class's PT7 table (a translated class).
        let empty = IBCoder(element: IBElement(name: "viewController", attributes: [:], line: 0), builder: nil)
        if let made = block?(empty) ?? ViewController(coder: empty) { return made }
        if let made = firstScene(of: ViewController.self, creator: block) { return made }
        for initializer in ["init(nibName:bundle:)", "init()"] {
            let arguments: [Any?] = initializer == "init()" ? [] : [nil, nil]
            if let made = ObjCRuntime.makeObject(ViewController.self, initializer, arguments) as? ViewController {
                return made
            }
        }
        // No value of the class can be made without running user code that refuses: the one answer left
        // is UIKit's own (an exception), after the issue above is recorded.
        preconditionFailure(
            "Storyboard (\(document?.fileName ?? "unloaded")) has no view controller '\(identifier)' of class "
                + "\(ViewController.self), and \(ViewController.self) cannot be made with an empty coder")
    }

    /// The identifiers whose creator block is running (IB12's re-entrant creator).
    private var creatorsRunning: Set<String> = []

    /// The controller of the first scene whose class is exactly `type` (IB12's fallback for a missing
    /// identifier in the generic form).
    private func firstScene<ViewController: UIViewController>(
        of type: ViewController.Type, creator block: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let document else { return nil }
        let modules = [IBClassResolver.module(of: bundle)].compactMap { $0 }
        for scene in document.scenes {
            guard let element = document.sceneController(scene) else { continue }
            let declared: AnyClass? =
                element["customClass"] == nil
                ? IBBuilder.controllerClasses[element.name] : IBClassResolver.resolve(element, modules: modules) ?? nil
            guard declared.map(ObjectIdentifier.init) == ObjectIdentifier(type) else { continue }
            if let made = instantiate(element, creator: block.map { block in { block($0) } }) as? ViewController {
                return made
            }
        }
        return nil
    }

    private func reportMissing(_ identifier: String) {
        Diagnostics.report(
            "Storyboard (\(document?.fileName ?? "unloaded")) doesn't contain a view controller with identifier "
                + "'\(identifier)'",
            application: CurrentWorld.application)
    }

    /// Makes the controller of `element`'s scene and what it contains by relationship (IB13).
    func instantiate(_ element: IBElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document, let scene = element.parent?.parent, scene.name == "scene" else { return nil }
        // IB12: relationships that lead back to a scene being made (a cycle) end here, reported.
        guard IBBuilder.enterScene(element, in: document) else { return nil }
        defer { IBBuilder.nesting -= 1 }
        let modules = [IBClassResolver.module(of: bundle)].compactMap { $0 }
        let builder = IBBuilder(document: document, modules: modules, storyboard: self)
        builder.registerScenePlaceholders(scene)
        let controller: UIViewController?
        // A creator returning nil leaves the controller to init(coder:), as UIKit documents.
        if let made = creator?(IBCoder(element: element, builder: builder)) {
            builder.checkCreated(made, element)
            builder.adoptController(made, element)
            controller = made
        } else {
            controller = builder.makeController(element)
        }
        guard let controller else { return nil }
        builder.connect(under: scene) { source, segue, owner in
            builder.connectSegue(source, segue, owner, controller: controller)
        }
        builder.awakeNewObjects()
        return controller
    }

    func instantiate(id: String) -> UIViewController? {
        guard let element = document?.elementsByID[id] else { return nil }
        return instantiate(element, creator: nil)
    }
}
