import Foundation

/// A button: its primary action is a touch up inside (C5); it highlights while the finger is inside.
///
/// Titles, colours and images per state are stored and read back (AP12), looked up as UIKit does: the
/// value for the current state, else the `.normal` one. `titleLabel` and `imageView` are made on first
/// use and added as (non-interactive, H1) subviews; their text and image follow the current state's
/// whenever they are read. A `configuration` supplies the title and image when none was set per state.
@preconcurrency @MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private(set) var titleLabelStorage: UILabel?
    private(set) var imageViewStorage: UIImageView?

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

    /// iOS 15's form: a system button showing `configuration`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    // MARK: Content per state (AP12)

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
        setNeedsLayout()  // TK7
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[0] ?? configuration?.title
    }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
    }

    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        if AppearanceProxies.isActive {  // UA1: per state, as UIKit's appearance selector
            appearanceSetterCalled("setTitleColor:forState:\(state.rawValue)") {
                ($0 as? UIButton)?.setTitleColor(color, for: state)
            }
        }
    }

    /// Unset: the tint for a system button, white for a custom one (UIKit's defaults).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[0] ?? (buttonType == .custom ? .white : tintColor)
    }

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
        setNeedsLayout()  // TK7
    }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[0] ?? configuration?.image
    }

    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        if AppearanceProxies.isActive {  // UA1
            appearanceSetterCalled("setBackgroundImage:forState:\(state.rawValue)") {
                ($0 as? UIButton)?.setBackgroundImage(image, for: state)
            }
        }
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    open var currentTitle: String? { title(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Made on first use; shows the current title in the current title colour (15 pt system font).
    open var titleLabel: UILabel? {
        let label = titleLabelStorage ?? makeTitleLabel()
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = currentTitle
        }
        label.textColor = currentTitleColor
        return label
    }

    /// Made on first use; shows the current image.
    open var imageView: UIImageView? {
        let view = imageViewStorage ?? makeImageView()
        view.image = currentImage
        return view
    }

    // MARK: Configuration (iOS 15)

    open var configuration: UIButton.Configuration? {
        didSet {
            setNeedsUpdateConfiguration()
            invalidateIntrinsicContentSize()
        }
    }

    /// Called by `updateConfiguration()` to let the app adjust the configuration to the state; setting
    /// it updates at once.
    open var configurationUpdateHandler: (@MainActor (UIButton) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }
    open var automaticallyUpdatesConfiguration = true
    private var isUpdatingConfiguration = false

    /// Updates at once, not at the next layout pass as UIKit does (AP12); a request made while updating
    /// (the handler setting `configuration`) is part of the same update.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        updateConfiguration()
        isUpdatingConfiguration = false
    }

    open func updateConfiguration() { configurationUpdateHandler?(self) }

    // A change of state updates the configuration, as UIKit does when `automaticallyUpdatesConfiguration`.
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    open override var isSelected: Bool {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { stateDidChange() } }
    }

    private func stateDidChange() {
        if automaticallyUpdatesConfiguration, configurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
    }

    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    // MARK: Content rectangles (TK7): overridable as in UIKit, and what the button lays out by

    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// TK7: the bounds less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// TK7: the title's one line after the image, the pair centred in the content rectangle, then inset
    /// by `titleEdgeInsets`; zero without a title.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRects(in: contentRect).title }
    /// TK7: the image at its size before the title, the pair centred, then inset by `imageEdgeInsets`;
    /// zero without an image.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRects(in: contentRect).image }

    /// TK7: the title label and image view (when made) go to `titleRect(forContentRect:)` and
    /// `imageRect(forContentRect:)` of `contentRect(forBounds:)`.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutContent()
    }
    open var adjustsImageWhenHighlighted = true
    open var showsTouchWhenHighlighted = false

    // MARK: Events

    /// The title beside the image plus `contentEdgeInsets`; without insets a title gets 6 pt above and
    /// below (UIKit's 30 pt tall button for a 15 pt title); an empty button is 30 × 34, as UIKit's (LY28).
    open override var intrinsicContentSize: CGSize {
        let title = currentTitle ?? ""
        let image = currentImage?.size ?? .zero
        guard !title.isEmpty || image != .zero else { return CGSize(width: 30, height: 34) }
        let font = titleFont
        let text =
            title.isEmpty
            ? CGSize.zero
            : TextMetrics.size(
                lines: [TextMetrics.width(title, pointSize: font.pointSize)], font: font, scale: pixelScale)
        let insets = contentEdgeInsets
        let vertical = insets == .zero && !title.isEmpty ? 12 : insets.top + insets.bottom
        return CGSize(
            width: text.width + image.width + insets.left + insets.right,
            height: Swift.max(text.height, image.height) + vertical)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The title label's font, without making the label: the system font's 15 pt by default.
    var titleFont: UIFont { titleLabelStorage?.font ?? .systemFont(ofSize: 15) }

    /// C5: a lift inside is also the button's primary action.
    override var touchUpInsideEvents: UIControl.Event { [.touchUpInside, .primaryActionTriggered] }

    /// C6: a single tap on a button is the button's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        DefaultControlAction.shouldBegin(
            gestureRecognizer, on: self, isDefaultAction: DefaultControlAction.isSingleTap(gestureRecognizer))
    }

    private func makeTitleLabel() -> UILabel {
        let label = UILabel(frame: bounds)
        label.font = .systemFont(ofSize: 15)
        titleLabelStorage = label
        addSubview(label)
        return label
    }

    private func makeImageView() -> UIImageView {
        let view = UIImageView(frame: .zero)
        imageViewStorage = view
        addSubview(view)
        return view
    }
}
