import Foundation
import ResponderKit
import Testing

/// Title text attributes (BA5): stored per state, read back, applied where the title is drawn.
@MainActor @Suite struct TitleTextAttributesTests {
    @Test("BA5: a bar item stores attributes per state and answers nil for a state never set")
    func barItemReadsBack() {
        let item = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        #expect(item.titleTextAttributes(for: .normal) == nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        #expect(item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor == .gray)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        item.setTitleTextAttributes(nil, for: .normal)
        #expect(item.titleTextAttributes(for: .normal) == nil)
    }

    @Test("BA5: a navigation bar's button takes its item's attributes over the appearance's buttons'")
    func navigationBarButtons() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let navigationItem = UINavigationItem(title: "Edit")
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let cancel = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem = save
        navigationItem.leftBarButtonItem = cancel
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.brown]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.purple]
        bar.standardAppearance = appearance
        bar.setItems([navigationItem], animated: false)
        func button(_ title: String) -> UIButton? {
            bar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == title }
        }
        #expect(button("Cancel")?.titleColor(for: .normal) == .brown)
        #expect(button("Save")?.titleColor(for: .normal) == .purple)
        save.setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .normal)
        #expect(button("Save")?.titleColor(for: .normal) == .orange)
        // Changing the appearance the bar holds reaches the buttons.
        bar.standardAppearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.cyan]
        #expect(button("Cancel")?.titleColor(for: .normal) == .cyan)
    }

    @Test("BA5: a tab bar item's own selected attributes colour its recorded title")
    func tabBarItem() {
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        first.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.magenta], for: .selected)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, UIViewController()]
        let simulator = BarAppearanceTests.phone(tabs)
        _ = simulator
        let home = tabs.tabBar.layer.recordedDrawing.first { operation in
            if case .text(let text) = operation.kind { return text.string == "Home" }
            return false
        }
        #expect(home?.color == UIColor.magenta.cgColor)
    }

    @Test("BA5: a segmented control records its titles in the normal and selected attributes")
    func segmentedControl() {
        let simulator = EventSimulator()
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .normal)
        control.setTitleTextAttributes(
            [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 15)], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
        control.selectedSegmentIndex = 1
        simulator.window.addSubview(control)
        simulator.advance(by: 0)
        let texts = control.layer.recordedDrawing.compactMap { operation -> (String, CGColor?, CGFloat)? in
            if case .text(let text) = operation.kind { return (text.string, operation.color, text.pointSize) }
            return nil
        }
        #expect(texts.map(\.0) == ["Day", "Week"])
        #expect(texts.first?.1 == UIColor.gray.cgColor)
        #expect(texts.last?.1 == UIColor.white.cgColor)
        #expect(texts.last?.2 == 15)
        #expect((texts.first?.2 ?? 0) == 13)
    }
}
