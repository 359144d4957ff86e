import Foundation
import Testing

@testable import ResponderKit

/// CM4: UIAction's full initializer and the attributes a context menu honours.
@MainActor @Suite struct MenuActionAttributesTests {
    @MainActor final class MenuDelegate: UIContextMenuInteractionDelegate {
        var lines: [String] = []
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [self] _ in
                UIMenu(children: [
                    UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [self] _ in
                        lines.append("Share")
                    },
                    UIAction(title: "Archive", attributes: .disabled) { [self] _ in lines.append("Archive") },
                    UIAction(title: "Secret", attributes: .hidden) { [self] _ in lines.append("Secret") },
                    UIAction(title: "Favourite", attributes: .keepsMenuPresented, state: .on) { [self] _ in
                        lines.append("Favourite")
                    },
                    UIAction(title: "Delete", attributes: .destructive) { [self] _ in lines.append("Delete") },
                ])
            }
        }
    }

    private func row(_ title: String, in window: UIWindow) -> UIButton? {
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            if let button = view as? UIButton, button.title(for: .normal) == title { return button }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    @Test("CM4: UIAction's initializer keeps image, subtitle, state and attributes with UIKit's defaults")
    func initializerStoresEverything() {
        let plain = UIAction(title: "Copy") { _ in }
        #expect(plain.attributes.isEmpty && plain.state == .off && plain.image == nil && plain.subtitle == nil)
        let full = UIAction(
            title: "Pin", subtitle: "to the top", image: UIImage(systemName: "pin"), discoverabilityTitle: "Pin it",
            attributes: [.destructive, .disabled], state: .mixed
        ) { _ in }
        #expect(full.subtitle == "to the top" && full.image != nil && full.discoverabilityTitle == "Pin it")
        #expect(full.attributes == [.destructive, .disabled] && full.state == .mixed)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2 && UIMenuElement.Attributes.hidden.rawValue == 4)
        full.image = nil
        #expect(full.image == nil)
    }

    @Test("CM4: a hidden action is not shown, a disabled one does nothing, keepsMenuPresented keeps the menu")
    func menuHonoursAttributes() throws {
        let simulator = EventSimulator()
        let delegate = MenuDelegate()
        let card = UIView(frame: CGRect(x: 40, y: 100, width: 300, height: 200))
        simulator.window.addSubview(card)
        card.addInteraction(UIContextMenuInteraction(delegate: delegate))
        simulator.longPress(at: CGPoint(x: 190, y: 200), duration: 0.6)
        #expect(row("Secret", in: simulator.window) == nil)
        let archive = try #require(row("Archive", in: simulator.window))
        #expect(!archive.isEnabled)
        simulator.tap(at: archive.convert(CGPoint(x: 20, y: 22), to: simulator.window))
        #expect(delegate.lines.isEmpty)
        #expect(row("Share", in: simulator.window) != nil)
        let favourite = try #require(row("Favourite", in: simulator.window))
        simulator.tap(at: favourite.convert(CGPoint(x: 20, y: 22), to: simulator.window))
        #expect(delegate.lines == ["Favourite"])
        let delete = try #require(row("Delete", in: simulator.window))
        simulator.tap(at: delete.convert(CGPoint(x: 20, y: 22), to: simulator.window))
        #expect(delegate.lines == ["Favourite", "Delete"])
        #expect(row("Delete", in: simulator.window) == nil)
        #expect(simulator.issues.isEmpty)
    }
}
