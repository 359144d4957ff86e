import Foundation

/// An alert or action sheet (AL1–AL5), presented with `present(_:animated:completion:)` like any
/// controller: its view covers the screen (dimmed), its box shows the title, message, text fields and one
/// button per action; tapping an enabled button dismisses the alert and then runs the action's handler.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    /// UIKit's styles, with its raw values.
    public enum Style: Int, Sendable {
        case actionSheet = 0, alert = 1
    }

    open var message: String? {
        didSet { alertView?.setNeedsLayout() }
    }
    open var preferredStyle: Style { styleStorage }
    open var actions: [UIAlertAction] { actionStorage }
    /// AL2: the action the alert emphasizes; it must be one of `actions` (UIKit raises otherwise; here the
    /// assignment is refused and reported).
    open var preferredAction: UIAlertAction? {
        get { preferredStorage }
        set {
            if let newValue, !actionStorage.contains(where: { $0 === newValue }) {
                return refuse("preferredAction must be one of the alert's actions (AL2)")
            }
            preferredStorage = newValue
        }
    }
    /// AL4: the text fields added, in order; nil when there are none, as in UIKit.
    open var textFields: [UITextField]? { fieldStorage.isEmpty ? nil : fieldStorage }

    var styleStorage: Style = .alert
    var actionStorage: [UIAlertAction] = []
    var preferredStorage: UIAlertAction?
    var fieldStorage: [UITextField] = []
    var alertView: AlertContainerView? { viewIfLoaded as? AlertContainerView }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        styleStorage = preferredStyle
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// AL2: adds a button. A second `.cancel` action is refused and reported, as UIKit raises ("can only
    /// have one action with a style of UIAlertActionStyleCancel").
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actionStorage.contains(where: { $0.style == .cancel }) {
            return refuse("UIAlertController can only have one action with a style of .cancel (AL2)")
        }
        actionStorage.append(action)
        alertView?.addButton(for: action)
    }

    /// AL4: adds a text field, configured by the handler. Only alerts have them: on an action sheet UIKit
    /// raises; here the call is refused and reported.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return refuse("text fields can only be added to an alert controller of style .alert (AL4)")
        }
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        fieldStorage.append(field)
        configurationHandler?(field)
        alertView?.addField(field)
    }

    open override func loadView() {
        let container = AlertContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        for field in fieldStorage { container.addField(field) }
        for action in actionStorage { container.addButton(for: action) }
    }

    /// AL3: a tap on an enabled action's button dismisses the alert (without animation), then runs the handler.
    func actionTapped(_ action: UIAlertAction) {
        guard action.isEnabled else { return }
        let dismissing = presentingViewController ?? self
        dismissing.dismiss(animated: false) { action.handler?(action) }
    }

    private func refuse(_ message: String) {
        Diagnostics.report(message, application: viewIfLoaded?.window?.application ?? UIApplication.shared)
    }
}
