import Foundation

/// A progress bar (PV1–PV3): a fraction between 0 and 1, stored and read back; nothing drawn.
@preconcurrency @MainActor open class UIProgressView: UIView {
    /// UIKit's styles, with its raw values.
    public enum Style: Int, Sendable {
        case `default` = 0, bar = 1
    }

    open var progressViewStyle: Style = .default
    /// PV1: clamped to 0...1 (a NaN reads 0), as UIKit pins it.
    open var progress: Float {
        get { observedProgress.map { Self.clamped(Float($0.fractionCompleted)) } ?? progressStorage }
        set { progressStorage = Self.clamped(newValue) }
    }
    var progressStorage: Float = 0
    open var progressTintColor: UIColor? {
        didSet {
            if AppearanceProxies.isActive { appearanceDidSet(\UIProgressView.progressTintColor, progressTintColor) }
        }  // UA1
    }
    open var trackTintColor: UIColor? {
        // UA1: an appearance-capable property.
        didSet { if AppearanceProxies.isActive { appearanceDidSet(\UIProgressView.trackTintColor, trackTintColor) } }
    }
    open var progressImage: UIImage?
    open var trackImage: UIImage?
    /// PV3: while set, `progress` follows its `fractionCompleted` each time it is read.
    open var observedProgress: Progress?

    public override init(frame: CGRect) { super.init(frame: frame) }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// PV1: the same value as setting `progress` (an animated change lands at once: nothing is drawn).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    private static func clamped(_ value: Float) -> Float { value.isNaN ? 0 : min(max(value, 0), 1) }

    /// PV2: no intrinsic width; 4 points high (2.5 for the bar style).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
}
