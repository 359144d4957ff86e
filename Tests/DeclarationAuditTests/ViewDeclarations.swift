// Declarations written exactly as iOS code writes them (SPEC DA4): UIView and UIControl subclasses overriding
// the members real code overrides most (the usage tables' overrides.tsv), with UIKit's spelling of each
// initializer, property and method. This file compiling is the audit; the tests check that the overrides run.
import CoreGraphics
import QuartzCore
import Testing
import UIKit

final class AuditView: UIView {
    var calls: [String] = []
    let gradient = CALayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(gradient)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class var layerClass: AnyClass { CALayer.self }
    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 44) }
    override var frame: CGRect {
        didSet { calls.append("frame") }
    }
    override var bounds: CGRect {
        didSet { calls.append("bounds") }
    }
    override var backgroundColor: UIColor? {
        didSet { calls.append("backgroundColor") }
    }
    override var tintColor: UIColor! {
        didSet { calls.append("tintColor") }
    }
    override var isHidden: Bool {
        didSet { calls.append("isHidden") }
    }
    override var contentMode: UIView.ContentMode {
        didSet { calls.append("contentMode") }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews")
    }

    /// UIKit's views are their layers' delegates (CALayerDelegate, DA3).
    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        gradient.frame = layer.bounds
        calls.append("layoutSublayers")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 100, height: 30) }
    override func didMoveToWindow() {
        super.didMoveToWindow()
        calls.append("didMoveToWindow")
    }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func tintColorDidChange() { super.tintColorDidChange() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    override func updateConstraints() { super.updateConstraints() }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        calls.append("touchesBegan")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        calls.append("touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
    override func isEqual(_ object: Any?) -> Bool { super.isEqual(object) }
    override func responds(to aSelector: Selector!) -> Bool { super.responds(to: aSelector) }
}

/// A stack view subclass as iOS code writes it: UIKit imports UIStackView's `initWithCoder:` non-failable,
/// so the override is `required init(coder:)` and chains without `!` (DA2).
final class AuditStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        axis = .vertical
    }
}

final class AuditControl: UIControl {
    var tracked: [String] = []
    override var isHighlighted: Bool {
        didSet { tracked.append("highlighted \(isHighlighted)") }
    }
    override var isSelected: Bool {
        didSet { tracked.append("selected \(isSelected)") }
    }
    override var isEnabled: Bool {
        didSet { tracked.append("enabled \(isEnabled)") }
    }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        tracked.append("begin")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        tracked.append("end")
    }
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
}

final class AuditButton: UIButton {
    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}

final class AuditLabel: UILabel {
    override var text: String? {
        didSet { accessibilityLabel = text }
    }
    override var attributedText: NSAttributedString? {
        didSet { setNeedsLayout() }
    }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 16, height: size.height + 8)
    }
}

final class AuditImageView: UIImageView {
    override var image: UIImage? {
        didSet { setNeedsLayout() }
    }
}

final class AuditTextField: UITextField {
    override var bounds: CGRect {
        didSet { setNeedsLayout() }
    }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
}

@MainActor @Suite struct ViewDeclarationTests {
    @Test("DA3, LY21: a view's layoutSublayers(of:) override runs in the layout pass and its super lays the view out")
    func layoutSublayersRuns() {
        let simulator = EventSimulator()
        let view = AuditView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        simulator.window.addSubview(view)
        view.setNeedsLayout()
        simulator.window.layoutIfNeeded()
        #expect(view.calls.contains("layoutSublayers") && view.calls.contains("layoutSubviews"))
        #expect(view.calls.firstIndex(of: "layoutSubviews")! < view.calls.firstIndex(of: "layoutSublayers")!)
        #expect(view.gradient.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("DA2: UIStackView's init(coder:) is non-failable, as UIKit imports it")
    func stackViewCoder() {
        let stack = AuditStack(coder: NSCoder())
        #expect(stack.axis == .vertical && stack.arrangedSubviews.isEmpty)
    }

    @Test("DA4, C1: a control subclass's tracking and state overrides run on a tap")
    func controlOverridesRun() {
        let simulator = EventSimulator()
        let control = AuditControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(control)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        #expect(control.tracked == ["begin", "highlighted true", "highlighted false", "end"])
    }
}
