import Foundation

/// What a controller made from a document, or given a nib name, keeps (IB10, IB13): where its view comes
/// from, the builder of its scene, its segues and, for a table controller with static cells, its cells.
@MainActor final class IBControllerState {
    var nibName: String?
    var bundle: Bundle?
    /// Strong, as UIKit's: a controller keeps the storyboard it came from (its segues make scenes from it).
    var storyboard: UIStoryboard?
    /// The scene's builder and the controller's element: the view is made from them when it loads.
    var builder: IBBuilder?
    var element: IBElement?
    /// Segues by identifier, for `performSegue(withIdentifier:sender:)` (IB15).
    var segues: [String: IBSegueTemplate] = [:]
    /// IB9: a static table's sections (header title, cells), answered by `UITableViewController`.
    var staticSections: [(title: String?, cells: [UITableViewCell])]?

    init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        self.bundle = bundle
    }
}

extension UIViewController {
    /// Makes the view from the controller's scene or nib; false when it has neither (IB10, IB13).
    func loadViewFromDocument() -> Bool {
        guard let state = documentState else { return false }
        if let builder = state.builder, let element = state.element {
            builder.loadSceneView(of: self, element)
            return viewStorage != nil
        }
        let name = state.nibName ?? defaultNibName(in: state.bundle)
        guard let name else { return false }
        _ = UINib(nibName: name, bundle: state.bundle).instantiate(withOwner: self)
        if viewStorage == nil {
            Diagnostics.report(
                "-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet "
                    + "was not set.",
                application: CurrentWorld.application)
        }
        return viewStorage != nil
    }

    /// UIKit's search when no nib name is given: the class's name without "Controller", then the name.
    private func defaultNibName(in bundle: Bundle?) -> String? {
        let name = String(describing: type(of: self))
        var candidates = [name]
        if name.hasSuffix("Controller") { candidates.insert(String(name.dropLast("Controller".count)), at: 0) }
        return candidates.first { IBResources.url(named: $0, extension: "xib", in: bundle) != nil }
    }
}

extension UITableViewController {
    /// IB9: the static cells of a storyboard table, when the controller has them.
    var staticSections: [(title: String?, cells: [UITableViewCell])]? { documentState?.staticSections }
}
