import Foundation
import ResponderKit
import Testing

/// CM1–CM3: `UIContextMenuInteraction` — a 0.5 s press asks the delegate, shows the menu, cancels the touch for
/// the views under it; a tap on an action runs it, a tap outside ends the menu.
@MainActor @Suite struct ContextMenuInteractionTests {
    @MainActor final class MenuDelegate: UIContextMenuInteractionDelegate {
        var lines: [String] = []
        var offersMenu = true
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            lines.append("configuration at \(Int(location.x)),\(Int(location.y))")
            guard offersMenu else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [self] _ in
                UIMenu(children: [
                    UIAction(title: "Copy") { [self] _ in lines.append("Copy") },
                    UIMenu(
                        title: "", options: .displayInline,
                        children: [
                            UIAction(title: "Delete") { [self] action in
                                lines.append("Delete from \(action.sender is UIContextMenuInteraction)")
                            }
                        ]),
                ])
            }
        }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { lines.append("willDisplay") }
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { lines.append("willEnd") }
    }

    /// Notes the touches it gets.
    @MainActor final class TouchView: UIView {
        var lines: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { lines.append("began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { lines.append("ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { lines.append("cancelled") }
    }

    @MainActor struct Scene {
        let simulator = EventSimulator()
        let delegate = MenuDelegate()
        let card = TouchView(frame: CGRect(x: 40, y: 100, width: 300, height: 200))
        let button = UIButton(type: .system)
        let interaction: UIContextMenuInteraction

        init() {
            interaction = UIContextMenuInteraction(delegate: delegate)
            simulator.window.addSubview(card)
            button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
            card.addSubview(button)
            for (event, name) in [
                (UIControl.Event.touchDown, "touchDown"), (.touchCancel, "touchCancel"),
                (.touchUpInside, "touchUpInside"),
            ] {
                button.addAction(UIAction { [delegate] _ in delegate.lines.append("button \(name)") }, for: event)
            }
            card.addInteraction(interaction)
        }

        func row(_ title: String) -> UIButton? {
            func find(_ view: UIView) -> UIButton? {
                if let button = view as? UIButton, button.title(for: .normal) == title { return button }
                for subview in view.subviews { if let found = find(subview) { return found } }
                return nil
            }
            return find(simulator.window)
        }

        func center(of view: UIView) -> CGPoint {
            let frame = view.convert(view.bounds, to: simulator.window)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    @Test("CM2: a 0.5 s press shows the menu and cancels the button's and the view's touch")
    func pressShowsMenuAndCancelsTouch() {
        let scene = Scene()
        #expect(scene.card.interactions.count == 1 && scene.interaction.view === scene.card)
        let finger = scene.simulator.touchDown(at: CGPoint(x: 100, y: 140))
        scene.simulator.advance(by: 0.49)
        #expect(scene.delegate.lines == ["button touchDown"])
        #expect(scene.row("Copy") == nil)
        scene.simulator.advance(by: 0.02)
        #expect(
            scene.delegate.lines == [
                "button touchDown", "configuration at 60,40", "willDisplay", "button touchCancel",
            ])
        #expect(scene.row("Copy") != nil && scene.row("Delete") != nil)
        scene.simulator.lift(finger)
        // The lift ends nothing: the touch was cancelled for the button.
        #expect(scene.delegate.lines.last == "button touchCancel")
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("CM3: a tap on an action ends the menu, then runs the action; the menu is gone")
    func tapRunsAction() {
        let scene = Scene()
        scene.simulator.longPress(at: CGPoint(x: 200, y: 250), duration: 0.6)
        #expect(scene.card.lines == ["began", "cancelled"])
        guard let delete = scene.row("Delete") else {
            Issue.record("no Delete row")
            return
        }
        // The panel lies 8 pt below the pressed view, 44 pt per row.
        #expect(delete.convert(delete.bounds, to: scene.simulator.window).minY == 300 + 8 + 44)
        scene.delegate.lines.removeAll()
        scene.simulator.tap(at: scene.center(of: delete))
        #expect(scene.delegate.lines == ["willEnd", "Delete from true"])
        #expect(scene.row("Delete") == nil)
        #expect(scene.simulator.window.subviews == [scene.card])
    }

    @Test("CM3: a tap outside the menu ends it and reaches nothing below")
    func tapOutsideDismisses() {
        let scene = Scene()
        scene.simulator.longPress(at: CGPoint(x: 200, y: 250), duration: 0.6)
        scene.delegate.lines.removeAll()
        scene.card.lines.removeAll()
        scene.simulator.tap(at: CGPoint(x: 80, y: 140))
        #expect(scene.delegate.lines == ["willEnd"])
        #expect(scene.card.lines.isEmpty)
        #expect(scene.row("Copy") == nil)
        // Now the button works again.
        scene.simulator.tap(at: CGPoint(x: 80, y: 140))
        #expect(scene.delegate.lines == ["willEnd", "button touchDown", "button touchUpInside"])
    }

    @Test("CM2: a nil configuration fails the press: the touch carries on and the button fires on lift")
    func nilConfigurationLeavesTouch() {
        let scene = Scene()
        scene.delegate.offersMenu = false
        scene.simulator.longPress(at: CGPoint(x: 100, y: 140), duration: 1)
        #expect(
            scene.delegate.lines == ["button touchDown", "configuration at 60,40", "button touchUpInside"])
        #expect(scene.row("Copy") == nil)
        scene.card.removeInteraction(scene.interaction)
        #expect(scene.card.interactions.isEmpty && scene.interaction.view == nil)
    }
}
