import Foundation
import ResponderKit
import Testing

/// AL1–AL5: alerts and action sheets presented like any controller, their buttons tapped by the simulator.
@MainActor @Suite struct AlertControllerTests {
    final class Screen: UIViewController {
        var log: [String] = []
    }

    private func presented(_ alert: UIAlertController) -> (EventSimulator, Screen) {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let screen = Screen()
        simulator.window.rootViewController = screen
        simulator.advance(by: 0.1)
        screen.present(alert, animated: false)
        simulator.advance(by: 0.1)
        return (simulator, screen)
    }

    /// The button showing the action titled `title`: its accessibility identifier is the title (AL3).
    private func button(_ title: String, in alert: UIAlertController) -> UIButton? {
        var pending: [UIView] = alert.viewIfLoaded.map { [$0] } ?? []
        while let view = pending.popLast() {
            if let button = view as? UIButton, button.accessibilityIdentifier == title { return button }
            pending += view.subviews
        }
        return nil
    }

    private func center(of button: UIButton?) -> CGPoint {
        guard let button else { return CGPoint(x: -1, y: -1) }
        return button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    }

    @Test("AL1, AL3, AL5: tapping an alert's button dismisses it, then runs that action's handler")
    func tapRunsHandler() {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        var log: [String] = []
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") }
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            log.append("\(action.title ?? "") presented=\(alert.presentingViewController != nil)")
        }
        alert.addAction(delete)
        alert.addAction(cancel)
        let (simulator, screen) = presented(alert)
        #expect(screen.presentedViewController === alert)
        #expect(alert.modalPresentationStyle == .overFullScreen)
        // Two actions side by side in a 270-point box centred on the screen, the cancel action on the left.
        let cancelPoint = center(of: button("Cancel", in: alert))
        let deletePoint = center(of: button("Delete", in: alert))
        #expect(cancelPoint.x < deletePoint.x && cancelPoint.y == deletePoint.y)
        #expect(abs((cancelPoint.x + deletePoint.x) / 2 - 195) < 1)
        // A tap outside the box does nothing.
        simulator.tap(at: CGPoint(x: 20, y: 100))
        #expect(screen.presentedViewController === alert && log.isEmpty)
        simulator.tap(at: deletePoint)
        #expect(log == ["Delete presented=false"])
        #expect(screen.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
    }

    @Test("AL3: a disabled action's button ignores taps until it is enabled")
    func disabledAction() {
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        var saved = 0
        let save = UIAlertAction(title: "Save", style: .default) { _ in saved += 1 }
        save.isEnabled = false
        alert.addAction(save)
        let (simulator, screen) = presented(alert)
        simulator.tap(at: center(of: button("Save", in: alert)))
        #expect(saved == 0 && screen.presentedViewController === alert)
        save.isEnabled = true
        simulator.tap(at: center(of: button("Save", in: alert)))
        #expect(saved == 1 && screen.presentedViewController == nil)
    }

    @Test("AL4: text fields are configured, typed into and read by the handler")
    func textFields() {
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Email" }
        alert.addTextField { field in field.isSecureTextEntry = true }
        var entered: String?
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in entered = alert.textFields?.first?.text })
        let (simulator, _) = presented(alert)
        let fields = alert.textFields ?? []
        #expect(fields.count == 2 && fields[0].placeholder == "Email" && fields[1].isSecureTextEntry)
        simulator.tap(at: fields[0].convert(CGPoint(x: 10, y: 10), to: nil))
        simulator.type("me@example.com")
        simulator.tap(at: center(of: button("OK", in: alert)))
        #expect(entered == "me@example.com")
    }

    @Test("AL2, AL4: a second cancel action and text fields on an action sheet are refused and reported")
    func programmerErrors() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let (simulator, _) = presented(sheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Close", style: .cancel))
        sheet.addTextField()
        sheet.preferredAction = UIAlertAction(title: "Other", style: .default)
        #expect(sheet.actions.count == 1 && sheet.textFields == nil && sheet.preferredAction == nil)
        #expect(simulator.issues.count == 3)
        #expect(simulator.issues.first?.contains("only have one action with a style of .cancel") == true)
    }

    @Test("AL5: an action sheet stacks its actions at the bottom, the cancel action in a box of its own below")
    func actionSheetLayout() {
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        var chosen: [String] = []
        for title in ["Copy", "Mail"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { chosen.append($0.title ?? "") })
        }
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        sheet.addAction(cancel)
        let (simulator, _) = presented(sheet)
        let copy = center(of: button("Copy", in: sheet))
        let mail = center(of: button("Mail", in: sheet))
        let cancelPoint = center(of: button("Cancel", in: sheet))
        #expect(copy.y < mail.y && mail.y < cancelPoint.y)
        #expect(cancelPoint.y > 844 - 100)
        simulator.tap(at: mail)
        #expect(chosen == ["Mail"])
    }
}
