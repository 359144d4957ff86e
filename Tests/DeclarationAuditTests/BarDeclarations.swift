// Declarations written exactly as iOS code writes them (SPEC DA4): bar appearances (BA), title text attributes
// (BA5), layer rendering and custom drawn layer properties (DR11–DR13). This file compiling is the audit; the
// tests check that the overrides run.
import CoreGraphics
import QuartzCore
import Testing
import UIKit

/// A ring whose `progress` is drawn: Core Animation redisplays it when the key changes (DR12).
final class AuditRingLayer: CALayer {
    var progress: CGFloat = 0
    var rendered = 0

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "progress" { return true }
        return super.needsDisplay(forKey: key)
    }

    override func render(in ctx: CGContext) {
        rendered += 1
        super.render(in: ctx)
    }
}

/// A spinner made of replicated dots, configured in its initializer as apps do.
final class AuditSpinnerLayer: CAReplicatorLayer {
    convenience init(dots: Int) {
        self.init()
        instanceCount = dots
        instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(dots), 0, 0, 1)
        instanceAlphaOffset = -0.1
    }
}

/// A themed navigation bar appearance, set up in a `UINavigationController` subclass as apps do.
final class AuditThemedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationBar.standardAppearance = appearance
        navigationBar.scrollEdgeAppearance = appearance
        navigationBar.compactAppearance = appearance.copy()
        navigationBar.tintColor = .white
    }
}

/// A segmented control styled in its initializers.
final class AuditSegmentedControl: UISegmentedControl {
    override init(items: [Any]?) {
        super.init(items: items)
        setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor @Suite struct BarDeclarationTests {
    @Test("DR12, DR13: a layer subclass's needsDisplay(forKey:) and render(in:) overrides run; a replicator subclass")
    func layerOverrides() {
        let simulator = EventSimulator()
        let ring = AuditRingLayer()
        ring.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        simulator.window.layer.addSublayer(ring)
        simulator.advance(by: 0)
        #expect(!ring.needsDisplay())
        let animation = CABasicAnimation(keyPath: "progress")
        animation.toValue = 1
        ring.add(animation, forKey: "progress")
        #expect(ring.needsDisplay())
        let spinner = AuditSpinnerLayer(dots: 8)
        spinner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let dot = CALayer()
        dot.frame = CGRect(x: 18, y: 0, width: 4, height: 4)
        dot.backgroundColor = UIColor.black.cgColor
        spinner.addSublayer(dot)
        ring.addSublayer(spinner)
        let image = UIGraphicsImageRenderer(size: ring.bounds.size).image { ring.render(in: $0.cgContext) }
        #expect(ring.rendered == 1)
        let drawing = image.cgImage?.recordedDrawing ?? []
        #expect(drawing.count == 8)
        #expect(drawing.last?.color?.alpha ?? 0 < drawing.first?.color?.alpha ?? 0)
    }

    @Test("BA2, BA5: a navigation controller subclass themes its bar; a segmented control subclass its titles")
    func barOverrides() {
        let navigation = AuditThemedNavigationController(rootViewController: UIViewController())
        navigation.loadViewIfNeeded()
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
        #expect(navigation.navigationBar.compactAppearance?.backgroundColor == .systemIndigo)
        let control = AuditSegmentedControl(items: ["One", "Two"])
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
    }
}
