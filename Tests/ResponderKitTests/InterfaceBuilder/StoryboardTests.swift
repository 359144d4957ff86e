import Foundation
import ResponderKit
import Testing

/// IB9, IB13–IB17: storyboards with containers, prototype and static cells, and segues of every kind.
@MainActor @Suite struct StoryboardTests {
    @Test("IB13, IB14: the initial controller is a tab bar of navigation stacks with their items")
    func tabBarApp() throws {
        let storyboard = UIStoryboard(name: "Catalog", bundle: .module)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        let stacks = try #require(tabs.viewControllers as? [UINavigationController])
        #expect(stacks.map { $0.tabBarItem.title } == ["Catalog", "Settings"])
        #expect(stacks[0].viewControllers.first is CatalogListController)
        #expect(stacks[1].viewControllers.first is SettingsController)
        #expect(stacks[0].viewControllers.first?.navigationItem.title == "Products")
        #expect(stacks[0].viewControllers.first?.storyboard === storyboard)
    }

    @Test("IB9, IB16: a cell tap performs its show segue; prepare(for:sender:) sees the destination and the cell")
    func cellSegue() throws {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Catalog", bundle: .module)
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        simulator.window.rootViewController = tabs
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        let list = try #require(navigation.viewControllers.first as? CatalogListController)
        simulator.window.layoutIfNeeded()
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.reuseIdentifier == "ProductRow" && cell.textLabel?.text == "Teapot")
        #expect(simulator.tap(on: cell))
        #expect(simulator.settle())
        #expect(list.prepared.count == 1)
        #expect(list.prepared.first?.identifier == "showProduct")
        #expect((list.prepared.first?.sender as? UITableViewCell) === cell)
        let detail = try #require(navigation.topViewController as? ProductDetailController)
        #expect(list.prepared.first?.destination === detail)
        #expect(detail.nameLabel.text == "Teapot")
        #expect(simulator.issues.isEmpty)
    }

    @Test("IB9: a static table shows the storyboard's sections and its switch sends its action")
    func staticCells() throws {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Catalog", bundle: .module)
        let settings = try #require(
            storyboard.instantiateViewController(withIdentifier: "Settings") as? SettingsController)
        simulator.window.rootViewController = settings
        simulator.window.layoutIfNeeded()
        #expect(settings.tableView.numberOfSections == 2)
        #expect(settings.tableView.numberOfRows(inSection: 0) == 2)
        #expect(settings.tableView.style == .insetGrouped)
        let toggle = try #require(settings.notificationsSwitch)
        #expect(toggle.isOn)
        #expect(simulator.tap(on: toggle))
        #expect(settings.changes == [false])
    }

    @Test("IB13: instantiate by identifier and with a creator block")
    func identifiersAndCreator() throws {
        let storyboard = UIStoryboard(name: "Catalog", bundle: .module)
        #expect(storyboard.instantiateViewController(withIdentifier: "ProductDetail") is ProductDetailController)
        var coderSeen = false
        let detail: ProductDetailController = storyboard.instantiateViewController(identifier: "ProductDetail") {
            coder in
            coderSeen = true
            let controller = ProductDetailController(coder: coder)
            controller?.product = "Injected"
            return controller
        }
        #expect(coderSeen)
        detail.loadViewIfNeeded()
        #expect(detail.nameLabel.text == "Injected")
    }

    @Test("IB14, IB15: embed, presentation with styles, custom segue class, popover adapted as on iPhone")
    func segueKinds() throws {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Notes", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        simulator.window.rootViewController = navigation
        let notes = try #require(navigation.topViewController as? NotesListController)
        #expect(notes.children.count == 1)  // the embedded summary
        #expect(notes.log.first == "prepare embedSummary UIViewController")
        #expect(notes.children.first?.view.backgroundColor != nil)

        simulator.window.layoutIfNeeded()
        #expect(simulator.tap(on: "notes.info"))
        #expect(simulator.settle())
        #expect(notes.log.suffix(3) == ["should showInfo", "prepare showInfo UIViewController", "fade"])
        #expect(navigation.viewControllers.count == 2)
        navigation.popViewController(animated: false)
        #expect(simulator.settle())

        notes.allowHelp = false
        simulator.window.layoutIfNeeded()
        #expect(simulator.tap(on: "notes.help"))
        #expect(notes.presentedViewController == nil)  // shouldPerformSegue said no
        notes.allowHelp = true
        simulator.window.layoutIfNeeded()
        #expect(simulator.tap(on: "notes.help"))
        #expect(simulator.settle())
        #expect(notes.presentedViewController?.modalPresentationStyle == .pageSheet)
        notes.dismiss(animated: false)
        #expect(simulator.settle())

        notes.performSegue(withIdentifier: "composeNote", sender: nil)
        #expect(simulator.settle())
        let editorStack = try #require(notes.presentedViewController as? UINavigationController)
        #expect(editorStack.modalPresentationStyle == .fullScreen)
        #expect(editorStack.modalTransitionStyle == .crossDissolve)
        #expect(editorStack.topViewController is NoteEditorController)
    }

    @Test("IB17: an unwind segue finds the action up the chain, prepares, calls it and dismisses")
    func unwind() throws {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Notes", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        simulator.window.rootViewController = navigation
        let notes = try #require(navigation.topViewController as? NotesListController)
        notes.performSegue(withIdentifier: "composeNote", sender: nil)
        #expect(simulator.settle())
        let editor = try #require(
            (notes.presentedViewController as? UINavigationController)?.topViewController as? NoteEditorController)
        #expect(simulator.tap(on: "editor.save"))
        #expect(simulator.settle())
        #expect(editor.prepared == ["saveNote to NotesListController"])
        #expect(notes.log.last == "unwind saveNote from NoteEditorController")
        #expect(notes.presentedViewController == nil)
    }

    @Test("IB11: a recognizer placed in a scene is attached to its view and sends to the controller")
    func sceneRecognizer() throws {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Notes", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        simulator.window.rootViewController = navigation
        let notes = try #require(navigation.topViewController as? NotesListController)
        #expect(notes.view.gestureRecognizers?.contains { $0 is UISwipeGestureRecognizer } == true)
        simulator.swipe(from: CGPoint(x: 300, y: 600), direction: .left, distance: 200)
        #expect(notes.log.contains("swiped"))
    }
}
