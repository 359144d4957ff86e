import Foundation
import ResponderKit

// The classes `Catalog.storyboard` and `Notes.storyboard` name, as the translator writes them (PT2).

/// A table controller fed in code whose cells come from the storyboard's prototype (IB9).
final class CatalogListController: UITableViewController {
    var products = ["Kettle", "Teapot", "Mug"]
    var prepared: [(identifier: String?, destination: UIViewController, sender: Any?)] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { products.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ProductRow", for: indexPath)
        cell.textLabel?.text = products[indexPath.row]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender))
        if let detail = segue.destination as? ProductDetailController, let cell = sender as? UITableViewCell,
            let row = tableView.indexPath(for: cell)?.row
        {
            detail.product = products[row]
        }
    }
}

final class ProductDetailController: UIViewController {
    var nameLabel: UILabel!
    var product: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = product
    }

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "nameLabel": return ObjCProperty(get: { self.nameLabel }, set: { self.nameLabel = $0 as? UILabel })
        default: return super._objcProperty(key)
        }
    }
}

/// A static table: its cells and the switch's action come from the storyboard.
final class SettingsController: UITableViewController {
    var notificationsSwitch: UISwitch!
    var changes: [Bool] = []

    func notificationsChanged(_ sender: UISwitch) { changes.append(sender.isOn) }

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "notificationsSwitch":
            return ObjCProperty(get: { self.notificationsSwitch }, set: { self.notificationsSwitch = $0 as? UISwitch })
        default: return super._objcProperty(key)
        }
    }

    override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
        switch selector.name {
        case "notificationsChanged:":
            return ObjCMethod(arity: 1) { arguments in
                guard let sender = arguments[0] as? UISwitch else { return nil }
                self.notificationsChanged(sender)
                return nil
            }
        default: return super._objcMethod(selector)
        }
    }
}

/// `@IBAction func unwindToNotes(_ segue: UIStoryboardSegue)`, `@IBAction func swipedLeft(_:)`.
final class NotesListController: UIViewController {
    var log: [String] = []
    var allowHelp = true

    func unwindToNotes(_ segue: UIStoryboardSegue) {
        log.append("unwind \(segue.identifier ?? "") from \(type(of: segue.source))")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        log.append("should \(identifier)")
        return identifier != "showHelp" || allowHelp
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "") \(type(of: segue.destination))")
    }

    override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
        switch selector.name {
        case "unwindToNotes:":
            return ObjCMethod(arity: 1) { arguments in
                guard let segue = arguments[0] as? UIStoryboardSegue else { return nil }
                self.unwindToNotes(segue)
                return nil
            }
        case "swipedLeft:":
            return ObjCMethod(arity: 1) { _ in
                self.log.append("swiped")
                return nil
            }
        default: return super._objcMethod(selector)
        }
    }
    override var _objcHasMethodTable: Bool { true }
}

final class NoteEditorController: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append("\(segue.identifier ?? "") to \(type(of: segue.destination))")
    }
}

/// A custom segue class: pushes without animation and records that it ran.
final class FadeSegue: UIStoryboardSegue {
    override func perform() {
        (source as? NotesListController)?.log.append("fade")
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

/// `Signup.storyboard`: `@IBAction func signUp(_:)` reached through First Responder (up the chain),
/// `@IBAction func nameChanged(_:)` on editing, and a manual presentation segue.
final class SignupController: UIViewController {
    var nameField: UITextField!
    var log: [String] = []

    func signUp(_ sender: UIButton) {
        log.append("signUp \(nameField.text ?? "")")
        performSegue(withIdentifier: "welcome", sender: sender)
    }

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "nameField": return ObjCProperty(get: { self.nameField }, set: { self.nameField = $0 as? UITextField })
        default: return super._objcProperty(key)
        }
    }

    override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
        switch selector.name {
        case "signUp:":
            return ObjCMethod(arity: 1) { arguments in
                guard let sender = arguments[0] as? UIButton else { return nil }
                self.signUp(sender)
                return nil
            }
        case "nameChanged:":
            return ObjCMethod(arity: 1) { _ in
                self.log.append("changed")
                return nil
            }
        default: return super._objcMethod(selector)
        }
    }
    override var _objcHasMethodTable: Bool { true }
}
