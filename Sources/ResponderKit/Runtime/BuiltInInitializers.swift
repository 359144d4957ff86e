import Foundation

/// ResponderKit's own classes made from a metatype value (PT7): `(NSClassFromString("UILabel") as?
/// UIView.Type)?.init(frame: rect)`. Only the exact class: a subclass is made by its own table (translated)
/// or not at all, so an instance is never of a superclass the caller did not name.
@MainActor enum BuiltInInitializers {
    private typealias Maker = @MainActor (_ initializer: String, _ arguments: [Any?]) -> AnyObject?

    static func make(_ type: AnyClass, _ initializer: String, _ arguments: [Any?]) -> AnyObject? {
        makers[ObjectIdentifier(type)]?(initializer, arguments)
    }

    /// Views answer `init()` and `init(frame:)`; controllers `init()` and `init(nibName:bundle:)`.
    private static let makers: [ObjectIdentifier: Maker] = {
        var makers: [ObjectIdentifier: Maker] = [:]
        func view(_ type: UIView.Type, _ make: @escaping @MainActor (CGRect) -> UIView) {
            makers[ObjectIdentifier(type)] = { initializer, arguments in
                switch initializer {
                case "init()": return make(.zero)
                case "init(frame:)":
                    guard let frame = arguments.first as? CGRect else { return nil }
                    return make(frame)
                default: return nil
                }
            }
        }
        func controller(
            _ type: UIViewController.Type, _ make: @escaping @MainActor (String?, Bundle?) -> UIViewController
        ) {
            makers[ObjectIdentifier(type)] = { initializer, arguments in
                switch initializer {
                case "init()": return make(nil, nil)
                case "init(nibName:bundle:)":
                    return make(arguments.first as? String, arguments.dropFirst().first as? Bundle)
                default: return nil
                }
            }
        }
        view(UIView.self) { UIView(frame: $0) }
        view(UIControl.self) { UIControl(frame: $0) }
        view(UILabel.self) { UILabel(frame: $0) }
        view(UIButton.self) { UIButton(frame: $0) }
        view(UIImageView.self) { UIImageView(frame: $0) }
        view(UIScrollView.self) { UIScrollView(frame: $0) }
        view(UIStackView.self) { UIStackView(frame: $0) }
        view(UITextField.self) { UITextField(frame: $0) }
        view(UITextView.self) { UITextView(frame: $0) }
        view(UISwitch.self) { UISwitch(frame: $0) }
        view(UICollectionViewCell.self) { UICollectionViewCell(frame: $0) }
        view(UICollectionReusableView.self) { UICollectionReusableView(frame: $0) }
        controller(UIViewController.self) { UIViewController(nibName: $0, bundle: $1) }
        controller(UITableViewController.self) { UITableViewController(nibName: $0, bundle: $1) }
        controller(UINavigationController.self) { UINavigationController(nibName: $0, bundle: $1) }
        controller(UITabBarController.self) { UITabBarController(nibName: $0, bundle: $1) }
        return makers
    }()
}
