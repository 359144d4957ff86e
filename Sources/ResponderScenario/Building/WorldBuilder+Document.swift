import Foundation
import ResponderKit

/// IB18: an Interface Builder document as the scene of a world, through ResponderKit's loader (the same
/// `UIStoryboard` and `UINib` an app's code calls), its problems in the world's issues as
/// `File:LINE: Label (id ID): message` (IB12).
extension WorldBuilder {
    /// Makes the document's scene the window's root view controller; if the document gives nothing to show,
    /// the world's `documentFailure` says why (the loader's own messages are in its issues).
    static func loadDocument(_ spec: DocumentSpec, into world: ScenarioWorld) {
        let simulator = world.simulator
        let url = URL(fileURLWithPath: spec.path)
        let name = url.deletingPathExtension().lastPathComponent
        guard let data = FileManager.default.contents(atPath: spec.path) else {
            world.documentFailure = "\(spec.path):1: cannot read the document"
            return
        }
        // The document's folder is its bundle: images and nibs it names are found beside it (IB2).
        let bundle = Bundle(path: url.deletingLastPathComponent().path)
        let root: UIViewController? = simulator.withCurrentWorld {
            if url.pathExtension.lowercased() == "storyboard" {
                return storyboardScene(data, name: name, bundle: bundle, scene: spec.scene)
            }
            return nibScene(data, name: name, bundle: bundle)
        }
        guard let root else {
            let what = spec.scene.map { "the scene '\($0)'" } ?? "a scene"
            world.documentFailure = "\(url.lastPathComponent):1: \(what) cannot be shown (see the messages above)"
            return
        }
        world.retained.append(root)
        simulator.window.rootViewController = root
        simulator.window.layoutIfNeeded()
        nameDocumentViews(root.view, world)
    }

    private static func storyboardScene(
        _ data: Data, name: String, bundle: Bundle?, scene: String?
    ) -> UIViewController? {
        let storyboard = UIStoryboard(data: data, name: name, bundle: bundle)
        guard let scene else { return storyboard.instantiateInitialViewController() }
        let controller = storyboard.instantiateViewController(withIdentifier: scene)
        // A missing identifier answers a plain controller that no storyboard made (reported, IB12).
        return controller.storyboard == nil ? nil : controller
    }

    private static func nibScene(_ data: Data, name: String, bundle: Bundle?) -> UIViewController? {
        let objects = UINib(data: data, name: name, bundle: bundle).instantiate(withOwner: nil, options: nil)
        if let controller = objects.lazy.compactMap({ $0 as? UIViewController }).first { return controller }
        guard let view = objects.lazy.compactMap({ $0 as? UIView }).first else { return nil }
        // A xib's view (a cell, a card) shown as it was drawn: at its frame, in a plain controller's view.
        let host = UIViewController()
        host.view.addSubview(view)
        return host
    }

    /// Views the document gave an accessibility identifier are named by it in traces and pictures.
    private static func nameDocumentViews(_ view: UIView, _ world: ScenarioWorld) {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty, world.views[identifier] == nil {
            world.trace.setName(identifier, for: view)
            world.views[identifier] = view
        }
        for subview in view.subviews { nameDocumentViews(subview, world) }
    }
}

extension Scenario {
    /// IB18: builds the document's scene once and answers what went wrong: `loaded` is false if it gives
    /// nothing to show; `issues` are the loader's messages (`File:LINE: …`), in order. Nil without a document.
    @MainActor public func documentIssues() -> (loaded: Bool, issues: [String])? {
        guard document != nil else { return nil }
        let world = WorldBuilder.build(self)
        return (world.documentFailure == nil, world.simulator.issues + [world.documentFailure].compactMap { $0 })
    }
}
