import Foundation
import ResponderKit

// The classes the documents in `Documents/` name, written as the translator writes iOS source (PT2): each
// `@IBOutlet` and `@IBAction` listed in `_objcProperty`/`_objcMethod`. Top-level and internal, so that
// `customModule.customClass` finds them by name (IB3).

/// `@IBOutlet weak var emailField: UITextField!`, `@IBAction func logIn(_ sender: UIButton)`.
final class LoginFormController: UIViewController {
    var emailField: UITextField!
    var passwordField: UITextField!
    var logInButton: UIButton!
    var log: [String] = []
    var outletsAtViewDidLoad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsAtViewDidLoad = emailField != nil && passwordField != nil && logInButton != nil
        log.append("viewDidLoad")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib")
    }

    func logIn(_ sender: UIButton) { log.append("logIn \(emailField.text ?? "")") }

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "emailField": return ObjCProperty(get: { self.emailField }, set: { self.emailField = $0 as? UITextField })
        case "passwordField":
            return ObjCProperty(get: { self.passwordField }, set: { self.passwordField = $0 as? UITextField })
        case "logInButton": return ObjCProperty(get: { self.logInButton }, set: { self.logInButton = $0 as? UIButton })
        default: return super._objcProperty(key)
        }
    }

    override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
        switch selector.name {
        case "logIn:":
            return ObjCMethod(arity: 1) { arguments in
                guard let sender = arguments[0] as? UIButton else { return nil }
                self.logIn(sender)
                return nil
            }
        default: return super._objcMethod(selector)
        }
    }
    override var _objcHasMethodTable: Bool { true }
}

/// A custom view loaded from its own xib: reads its own key in `init?(coder:)`, styles itself in
/// `awakeFromNib()` and has an outlet collection.
final class ProfileCardView: UIView {
    var nameLabel: UILabel!
    var badges: [UIView] = []
    var cardStyle: String?
    var events: [String] = []
    var cornerRadius: CGFloat = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        cardStyle = coder.decodeObject(forKey: "cardStyle") as? String
        events.append("init(coder:) subviews=\(subviews.count) name=\(nameLabel == nil ? "nil" : "set")")
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    override func awakeFromNib() {
        super.awakeFromNib()
        events.append("awakeFromNib name=\(nameLabel?.text ?? "nil") badges=\(badges.count)")
    }

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "nameLabel": return ObjCProperty(get: { self.nameLabel }, set: { self.nameLabel = $0 as? UILabel })
        case "badges": return ObjCProperty(get: { self.badges }, set: { self.badges = $0 as? [UIView] ?? [] })
        case "cornerRadius":
            return ObjCProperty(get: { self.cornerRadius }, set: { self.cornerRadius = $0 as? CGFloat ?? 0 })
        case "cardStyle": return ObjCProperty(get: { self.cardStyle }, set: { self.cardStyle = $0 as? String })
        default: return super._objcProperty(key)
        }
    }
}

/// A cell registered from a nib.
final class ProductCell: UITableViewCell {
    var titleLabel: UILabel!
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "titleLabel": return ObjCProperty(get: { self.titleLabel }, set: { self.titleLabel = $0 as? UILabel })
        default: return super._objcProperty(key)
        }
    }
}

/// The owner of `Gestures.xib`: `@IBAction func handleTap(_:)`, `@IBAction func handlePress(_:)`.
final class GestureBoardOwner: ObjCObject {
    var log: [String] = []
    var board: UIView?

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "board": return ObjCProperty(get: { self.board }, set: { self.board = $0 as? UIView })
        default: return super._objcProperty(key)
        }
    }

    override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
        switch selector.name {
        case "handleTap:":
            return ObjCMethod(arity: 1) { arguments in
                self.log.append("tap \((arguments[0] as? UITapGestureRecognizer)?.numberOfTapsRequired ?? 0)")
                return nil
            }
        case "handlePress:":
            return ObjCMethod(arity: 1) { arguments in
                if (arguments[0] as? UIGestureRecognizer)?.state == .began { self.log.append("press") }
                return nil
            }
        default: return super._objcMethod(selector)
        }
    }
}
