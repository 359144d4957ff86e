import Foundation

/// A view showing a blur or vibrancy effect (AP15). Its content goes in `contentView`, which fills it; a
/// subview added to the effect view itself is UIKit's runtime warning, reported, and still shown.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// Where subviews go; it fills the view, so a touch anywhere inside hit-tests through it.
    public let contentView: UIView
    /// Stored and read back; changing it is animatable on iOS, here it simply changes.
    open var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        self.contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.addSubview(contentView)
    }

    /// Inherited from `UIView` as a convenience initializer, as Swift imports UIKit's class (it names its own
    /// designated initializers): no effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        self.effect = nil
        self.contentView = UIView(frame: .zero)
        super.init(coder: coder)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        super.addSubview(contentView)
    }

    /// UIKit logs "<UIVisualEffectView> is being asked to add a subview directly; use contentView" (AP15).
    open override func addSubview(_ view: UIView) {
        if view !== contentView {
            reportProgrammerError(
                "\(TraceNames.preferredName(self)) has been asked to add \(TraceNames.preferredName(view)) as a "
                    + "subview directly: add it to its contentView instead (UIKit's runtime warning, AP15)")
        }
        super.addSubview(view)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
