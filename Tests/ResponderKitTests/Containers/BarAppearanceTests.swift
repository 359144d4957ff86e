import Foundation
import ResponderKit
import Testing

/// Bar appearances (BA1–BA4): configured, copied, chosen by scroll edge and item, recorded in the bar's drawing.
@MainActor @Suite struct BarAppearanceTests {
    /// The colours of the view's recorded fills, in order.
    static func fills(_ view: UIView) -> [CGColor?] {
        view.layer.recordedDrawing.compactMap { operation -> CGColor?? in
            if case .fill = operation.kind { return .some(operation.color) }
            return nil
        }
    }

    static func phone(_ root: UIViewController) -> EventSimulator {
        let simulator = EventSimulator(
            screenSize: CGSize(width: 390, height: 844), safeAreaInsets: ContentInsetAdjustmentTests.phone)
        simulator.window.rootViewController = root
        simulator.window.makeKeyAndVisible()
        simulator.advance(by: 0)
        return simulator
    }

    @Test("BA1: the three configurations set Apple's background and shadow; init(barAppearance:) copies")
    func configurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        appearance.configureWithTransparentBackground()
        #expect(
            appearance.backgroundColor == nil && appearance.backgroundEffect == nil && appearance.shadowColor == nil)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.orange]
        let copy = UINavigationBarAppearance(barAppearance: appearance)
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        #expect(copy.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .orange)
        #expect(copy.backgroundEffect == nil)
        let tabs = UITabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .orange
        #expect(UITabBarAppearance(barAppearance: tabs).stackedLayoutAppearance.selected.iconColor == .orange)
        // A toolbar's appearance gives a navigation bar's its buttons (the values both share).
        let toolbar = UIToolbarAppearance()
        toolbar.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
        let fromToolbar = UINavigationBarAppearance(barAppearance: toolbar)
        #expect(fromToolbar.doneButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .green)
    }

    @Test("BA1: copy() is of the receiver's class, with every value, and independent")
    func copies() {
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .red
        appearance.setBackIndicatorImage(UIImage(), transitionMaskImage: UIImage())
        let copy: UINavigationBarAppearance = appearance.copy()
        #expect(copy !== appearance)
        #expect(copy.backgroundColor == .red)
        #expect(copy.backIndicatorImage === appearance.backIndicatorImage)
        copy.backgroundColor = .blue
        #expect(appearance.backgroundColor == .red)
        let item = UITabBarItemAppearance(style: .inline)
        item.normal.badgeBackgroundColor = .purple
        #expect(item.copy().normal.badgeBackgroundColor == .purple)
    }

    @Test("BA2: a bar keeps a copy of what it is given; changing the copy it returns redraws it")
    func copiedWhenSet() {
        let simulator = EventSimulator()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        simulator.window.addSubview(bar)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        bar.standardAppearance = appearance
        appearance.backgroundColor = .green  // the caller's object: not the bar's any more
        simulator.advance(by: 0)
        #expect(bar.standardAppearance !== appearance)
        #expect(Self.fills(bar).first == UIColor.red.cgColor)
        bar.standardAppearance.backgroundColor = .yellow
        simulator.advance(by: 0)
        #expect(Self.fills(bar).first == UIColor.yellow.cgColor)
        // The shadow line is the last fill: one pixel at the bottom, at 30 % black (Fidelity).
        let line = bar.layer.recordedDrawing.last
        #expect(line?.color == UIColor(white: 0, alpha: 0.3).cgColor)
        if case .fill(let path, _)? = line?.kind {
            #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 43.5, width: 320, height: 0.5))
        } else {
            Issue.record("no shadow line")
        }
    }

    @Test("BA4: at the scroll edge the bar draws its scroll-edge appearance, once scrolled the standard one")
    func scrollEdge() {
        let table = UITableViewController(style: .plain)
        let rows = ContentInsetAdjustmentTests.Rows()
        table.tableView.dataSource = rows
        let navigation = UINavigationController(rootViewController: table)
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .blue
        navigation.navigationBar.standardAppearance = standard
        let simulator = Self.phone(navigation)
        let bar = navigation.navigationBar
        // At the top with no scroll-edge appearance: the standard one made transparent (no fill at all).
        #expect(table.tableView.contentOffset.y == -91)
        #expect(Self.fills(bar).isEmpty)
        table.tableView.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        simulator.advance(by: 0)
        #expect(Self.fills(bar).first == UIColor.blue.cgColor)
        #expect(Self.fills(bar).count == 2)  // the background, then the shadow line
        // The item's scroll-edge appearance wins over the bar's when back at the top.
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .green
        navigation.navigationBar.scrollEdgeAppearance = standard
        table.navigationItem.scrollEdgeAppearance = edge
        table.tableView.setContentOffset(CGPoint(x: 0, y: -91), animated: false)
        simulator.advance(by: 0)
        #expect(Self.fills(bar).first == UIColor.green.cgColor)
        table.navigationItem.scrollEdgeAppearance = nil
        simulator.advance(by: 0)
        #expect(Self.fills(bar).first == UIColor.blue.cgColor)
    }

    @Test("BA2, UA1: the appearance proxy's standardAppearance and titleTextAttributes reach bars entering a window")
    func appearanceProxy() {
        let simulator = EventSimulator()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .red
        simulator.withCurrentWorld {
            UINavigationBar.appearance().standardAppearance = appearance
            UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.orange]
        }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.standardAppearance.backgroundColor != .red)
        simulator.window.addSubview(bar)
        simulator.advance(by: 0)
        #expect(bar.standardAppearance.backgroundColor == .red)
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .orange)
        #expect(Self.fills(bar).first == UIColor.red.cgColor)
    }

    @Test("BA4: a bar no container manages uses its standard appearance: the default blur and shadow")
    func standaloneBar() {
        let simulator = EventSimulator()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.scrollEdgeAppearance = UINavigationBarAppearance()
        bar.scrollEdgeAppearance?.backgroundColor = .red
        simulator.window.addSubview(bar)
        simulator.advance(by: 0)
        #expect(Self.fills(bar) == [UIColor(white: 0.97, alpha: 0.8).cgColor, UIColor(white: 0, alpha: 0.3).cgColor])
    }

    @Test("BA4: the title takes the appearance's text attributes over the bar's")
    func titleAttributes() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        bar.setItems([UINavigationItem(title: "Walks")], animated: false)
        bar.titleTextAttributes = [.foregroundColor: UIColor.green, .font: UIFont.systemFont(ofSize: 20)]
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .green)
        let title = bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Walks" }
        #expect(title?.textColor == .green)
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.purple]
        bar.standardAppearance = appearance
        #expect(title?.textColor == .purple)
        #expect(title?.font.pointSize == 20)
        bar.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34)]
        #expect((bar.largeTitleTextAttributes?[.font] as? UIFont)?.pointSize == 34)
    }

    @Test("BA4: a tab bar draws its items' titles in the stacked layout's state attributes")
    func tabBarItems() {
        let first = UIViewController()
        first.title = "Feed"
        let second = UIViewController()
        second.title = "Grid"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let appearance = UITabBarAppearance()
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.orange]
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.brown]
        appearance.backgroundColor = .black
        tabs.tabBar.standardAppearance = appearance
        tabs.tabBar.scrollEdgeAppearance = appearance
        let simulator = Self.phone(tabs)
        func texts() -> [(String, CGColor?)] {
            tabs.tabBar.layer.recordedDrawing.compactMap { operation -> (String, CGColor?)? in
                if case .text(let text) = operation.kind { return (text.string, operation.color) }
                return nil
            }
        }
        #expect(texts().map(\.0) == ["Feed", "Grid"])
        #expect(texts().first?.1 == UIColor.orange.cgColor)
        #expect(texts().last?.1 == UIColor.brown.cgColor)
        #expect(Self.fills(tabs.tabBar).contains(UIColor.black.cgColor))
        tabs.selectedIndex = 1
        simulator.advance(by: 0)
        #expect(texts().first?.1 == UIColor.brown.cgColor)
        #expect(texts().last?.1 == UIColor.orange.cgColor)
    }

    @Test("BA4: a toolbar records its standard appearance with the shadow line at its top")
    func toolbar() {
        let simulator = EventSimulator()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .orange
        appearance.shadowColor = .red
        toolbar.standardAppearance = appearance
        simulator.window.addSubview(toolbar)
        simulator.advance(by: 0)
        #expect(Self.fills(toolbar) == [UIColor.orange.cgColor, UIColor.red.cgColor])
        if case .fill(let path, _)? = toolbar.layer.recordedDrawing.last?.kind {
            #expect(path.boundingBoxOfPath.minY == 0)
        } else {
            Issue.record("no shadow line")
        }
    }
}
