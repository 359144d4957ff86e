import Foundation
import ResponderKit
import Testing

/// Logs a popover's delegate calls; can refuse dismissal and choose the adaptive style.
@MainActor private final class PopoverLog: UIPopoverPresentationControllerDelegate {
    var lines: [String] = []
    var adaptiveStyle = UIModalPresentationStyle.automatic
    var refuses = false
    var sourceOnPrepare: UIView?

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        lines.append("prepare")
        if let sourceOnPrepare { popoverPresentationController.sourceView = sourceOnPrepare }
    }
    func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
        lines.append("shouldDismissPopover")
        return !refuses
    }
    func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) {
        lines.append("didDismissPopover")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        lines.append("didAttemptToDismiss")
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        lines.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        lines.append("didDismiss")
    }
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        lines.append("adaptive \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
        return adaptiveStyle
    }
}

@MainActor @Suite struct PopoverTests {
    static let pad = CGSize(width: 1024, height: 1366)

    /// A root controller with a button at (100, 100, 80, 40) and a passthrough-able label, and a content
    /// controller presented as a popover from the button.
    private func scene(screen: CGSize = pad) -> (EventSimulator, UIViewController, UIButton, UIViewController) {
        let simulator = EventSimulator(screenSize: screen)
        let root = UIViewController()
        simulator.window.rootViewController = root
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(button)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        return (simulator, root, button, content)
    }

    @Test("PO1: popoverPresentationController exists for .popover and action sheets only, made before present")
    func existence() {
        let plain = UIViewController()
        #expect(plain.popoverPresentationController == nil)
        plain.modalPresentationStyle = .popover
        let popover = plain.popoverPresentationController
        #expect(popover != nil && popover === plain.popoverPresentationController)
        #expect(plain.presentationController === popover && popover?.arrowDirection == .unknown)
        #expect(
            UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).popoverPresentationController
                != nil)
        #expect(
            UIAlertController(title: nil, message: nil, preferredStyle: .alert).popoverPresentationController == nil)
    }

    @Test("PO1, PO3: in a regular width the popover shows below its source with its arrow up, presenter stays")
    func anchoredBelow() {
        let (simulator, root, button, content) = scene()
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.backgroundColor = .red
        root.present(content, animated: false)
        #expect(root.presentedViewController === content && root.view.window != nil)
        #expect(popover.arrowDirection == .up)
        // Centred under the button (midX 140), 13 pt of arrow below its bottom (140).
        #expect(content.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200))
        #expect(content.view.frame.size == CGSize(width: 300, height: 200))
        #expect(content.view.convert(content.view.bounds, to: nil).minY == 153)
        #expect(simulator.issues.isEmpty)
    }

    @Test("PO3: permitted directions and room decide the side; sourceRect narrows the anchor")
    func sides() {
        let (simulator, root, button, content) = scene()
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.sourceRect = CGRect(x: 60, y: 0, width: 20, height: 40)
        popover.permittedArrowDirections = [.left, .down]
        root.present(content, animated: false)
        // No room above the button (y 100 < 200 + 13 + margins), so the arrow points left: the popover
        // is right of the rect's right edge (100 + 80), centred on its midY (120) inside the margins.
        #expect(
            popover.arrowDirection == .left,
            "\(simulator.issues) \(String(describing: root.presentedViewController)) \(content.view.frame)")
        let frame = content.view.convert(content.view.bounds, to: nil)
        #expect(frame.minX == 193 && frame.width == 300)
    }

    @Test("PO5: a tap outside asks the delegate and dismisses; the dids follow the dismissal")
    func outsideTapDismisses() {
        let (simulator, root, button, content) = scene()
        let log = PopoverLog()
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.delegate = log
        root.present(content, animated: false)
        #expect(log.lines == ["prepare"])
        simulator.tap(at: CGPoint(x: 200, y: 250))  // inside the popover: nothing
        #expect(root.presentedViewController === content)
        simulator.tap(at: CGPoint(x: 800, y: 900))
        simulator.advance(by: 1)
        #expect(log.lines == ["prepare", "shouldDismissPopover", "willDismiss", "didDismissPopover", "didDismiss"])
        #expect(root.presentedViewController == nil && content.view.window == nil)
        #expect(popover.arrowDirection == .unknown)
    }

    @Test("PO4, PO5: a refusing delegate keeps the popover; isModalInPresentation keeps it without asking")
    func refusals() {
        let (simulator, root, button, content) = scene()
        let log = PopoverLog()
        log.refuses = true
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.delegate = log
        root.present(content, animated: false)
        simulator.tap(at: CGPoint(x: 800, y: 900))
        #expect(log.lines == ["prepare", "shouldDismissPopover", "didAttemptToDismiss"])
        content.isModalInPresentation = true
        log.lines = []
        simulator.tap(at: CGPoint(x: 800, y: 900))
        #expect(log.lines == ["didAttemptToDismiss"] && root.presentedViewController === content)
    }

    @Test("PO5: a passthrough view takes its touches while the popover stays")
    func passthrough() {
        let (simulator, root, button, content) = scene()
        var taps = 0
        let other = UIButton(frame: CGRect(x: 600, y: 800, width: 100, height: 50))
        other.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(other)
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.passthroughViews = [other]
        root.present(content, animated: false)
        simulator.tap(at: CGPoint(x: 650, y: 825))
        #expect(taps == 1 && root.presentedViewController === content)
        simulator.tap(at: CGPoint(x: 500, y: 825))
        simulator.advance(by: 1)
        #expect(taps == 1 && root.presentedViewController == nil)
    }

    @Test("PO2: on an iPhone a popover adapts to a sheet by default; the delegate's .none keeps it a popover")
    func compactAdaptation() {
        let (simulator, root, button, content) = scene(screen: CGSize(width: 390, height: 844))
        let log = PopoverLog()
        let popover = content.popoverPresentationController!
        popover.sourceView = button
        popover.delegate = log
        root.present(content, animated: false)
        #expect(log.lines == ["prepare", "adaptive compact"])
        #expect(popover.arrowDirection == .unknown && content.presentationController === popover)
        #expect(content.view.frame.width == 390)  // a sheet: full width
        root.dismiss(animated: false)
        log.lines = []
        log.adaptiveStyle = .none
        root.present(content, animated: false)
        #expect(popover.arrowDirection == .up && content.view.frame.width == 300)
        simulator.tap(at: CGPoint(x: 200, y: 700))
        simulator.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("PO1: a popover or a regular-width action sheet without a source is UIKit's exception: reported")
    func missingSource() {
        let (simulator, root, _, content) = scene()
        root.present(content, animated: false)
        #expect(root.presentedViewController == nil)
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        root.present(sheet, animated: false)
        #expect(root.presentedViewController == nil)
        #expect(simulator.issues.count == 2)
        #expect(simulator.issues.last?.contains("action sheet") == true)
    }

    @Test("PO1, PO4: prepareForPopoverPresentation may set the source; a bar button item anchors too")
    func sourceFromPrepareAndBarItem() {
        let (simulator, root, button, content) = scene()
        let log = PopoverLog()
        log.sourceOnPrepare = button
        content.popoverPresentationController?.delegate = log
        root.present(content, animated: false)
        #expect(root.presentedViewController === content && simulator.issues.isEmpty)
        root.dismiss(animated: false)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 1300, width: 1024, height: 44))
        root.view.addSubview(toolbar)
        let item = UIBarButtonItem(customView: custom)
        toolbar.items = [item]
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 100)
        menu.popoverPresentationController?.barButtonItem = item
        root.present(menu, animated: false)
        #expect(menu.popoverPresentationController?.arrowDirection == .down)
        #expect(menu.view.convert(menu.view.bounds, to: nil).maxY == 1300 + custom.frame.minY - 13)
    }
}
