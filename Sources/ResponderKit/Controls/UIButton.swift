import Foundation

/// A button: its primary action is a touch up inside (C5); it highlights while the finger is inside.
@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// iOS 14's form: `primaryAction` runs on `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    open var currentTitle: String? { title(for: state) }

    /// The title's size plus 6 pt above and below it (UIKit's 30 pt tall button for a 15 pt title); an
    /// empty button is 30 × 34, as UIKit's (LY28).
    open override var intrinsicContentSize: CGSize {
        guard let title = currentTitle, !title.isEmpty else { return CGSize(width: 30, height: 34) }
        let text = TextMetrics.size(
            lines: [TextMetrics.width(title, pointSize: Self.titlePointSize)], pointSize: Self.titlePointSize,
            scale: pixelScale)
        return CGSize(width: text.width, height: text.height + 12)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The system font's 15 pt, UIKit's button title size.
    static let titlePointSize: CGFloat = 15

    /// C5: a lift inside is also the button's primary action.
    override var touchUpInsideEvents: UIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    /// C6: a single tap on a button is the button's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        DefaultControlAction.shouldBegin(
            gestureRecognizer, on: self, isDefaultAction: DefaultControlAction.isSingleTap(gestureRecognizer))
    }
}
