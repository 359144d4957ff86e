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
        if let document, let element = document.controller(identifier: identifier),
            let made = instantiate(element, creator: block.map { block in { block($0) } }) as? ViewController
        {
            return made
        }
        reportMissing(identifier)
        // UIKit raises; here the caller gets an empty controller of its class (made with an empty coder).
        let empty = IBCoder(element: IBElement(name: "viewController", attributes: [:], line: 0), builder: nil)
        return ViewController(coder: empty)!
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
        let modules = [IBClassResolver.module(of: bundle)].compactMap { $0 }
        let builder = IBBuilder(document: document, modules: modules, storyboard: self)
        builder.registerScenePlaceholders(scene)
        let controller: UIViewController?
        if let creator {
            controller = creator(IBCoder(element: element, builder: builder))
            if let controller { builder.adoptController(controller, element) }
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
