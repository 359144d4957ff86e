import Foundation
import Testing

@testable import ResponderKit

/// SR7–SR10: a search controller activated by a tap on its bar, updated by typing, ended by Cancel.
@MainActor @Suite struct SearchControllerTests {
    @MainActor private final class Listener: UISearchResultsUpdating, UISearchControllerDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func updateSearchResults(for searchController: UISearchController) {
            log("update '\(searchController.searchBar.text ?? "")' active=\(searchController.isActive)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { log("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { log("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { log("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { log("didDismiss") }
    }

    @MainActor private final class Scene {
        let simulator = EventSimulator()
        let log = Log()
        let listener: Listener
        let results = UIViewController()
        let list = UIViewController()
        let search: UISearchController
        let navigation: UINavigationController

        init(results hasResults: Bool = true) {
            listener = Listener(log: log)
            search = UISearchController(searchResultsController: hasResults ? results : nil)
            search.searchResultsUpdater = listener
            search.delegate = listener
            list.title = "Places"
            list.navigationItem.searchController = search
            list.definesPresentationContext = true
            navigation = UINavigationController(rootViewController: list)
            simulator.window.rootViewController = navigation
            simulator.window.layoutIfNeeded()
        }

        var bar: UISearchBar { search.searchBar }

        func tapBar() {
            simulator.tap(at: bar.searchTextField.centerInWindow)
            simulator.advance(by: 0.5)
        }
    }

    @Test("SR10: the navigation item's search bar shows under the navigation bar, full width, 56 pt")
    func barUnderNavigationBar() {
        let scene = Scene()
        let navigationBar = scene.navigation.navigationBar
        #expect(scene.bar.superview === scene.navigation.view)
        #expect(scene.bar.frame == CGRect(x: 0, y: navigationBar.frame.maxY, width: 375, height: 56))
        #expect(scene.list.navigationItem.hidesSearchBarWhenScrolling)
        // Another controller on top: its item has no search controller, the bar leaves.
        scene.navigation.pushViewController(UIViewController(), animated: false)
        scene.simulator.window.layoutIfNeeded()
        #expect(scene.bar.superview == nil)
        scene.navigation.popViewController(animated: false)
        scene.simulator.window.layoutIfNeeded()
        #expect(scene.bar.superview === scene.navigation.view)
    }

    @Test("SR8: a tap on the bar activates: will/did present, Cancel shows, the updater hears it")
    func activation() throws {
        let scene = Scene()
        scene.tapBar()
        #expect(scene.search.isActive)
        #expect(scene.log.lines == ["willPresent", "didPresent", "update '' active=true"])
        #expect(scene.list.presentedViewController === scene.search)
        #expect(scene.bar.showsCancelButton)
        #expect(scene.navigation.isNavigationBarHidden)  // hidesNavigationBarDuringPresentation
        scene.simulator.window.layoutIfNeeded()
        #expect(scene.bar.frame.minY == scene.navigation.view.safeAreaInsets.top)
        #expect(scene.bar.isFirstResponder)
    }

    @Test("SR7: every typed change updates the results; the results controller shows over text")
    func typing() {
        let scene = Scene()
        scene.tapBar()
        scene.log.clear()
        #expect(scene.results.view.isHidden)
        scene.simulator.type("ca")
        #expect(scene.log.lines == ["update 'c' active=true", "update 'ca' active=true"])
        #expect(!scene.results.view.isHidden)
        // The results lie below the bar, and take the taps there.
        scene.simulator.window.layoutIfNeeded()
        let top = scene.bar.convert(scene.bar.bounds, to: nil).maxY
        #expect(scene.results.view.convert(scene.results.view.bounds, to: nil).minY == top)
        let below = CGPoint(x: 100, y: top + 100)
        #expect(scene.simulator.window.hitTest(below, with: nil)?.isDescendant(of: scene.results.view) == true)
    }

    @Test("SR8: Cancel clears the text, ends editing and dismisses; the updater hears the end")
    func cancel() throws {
        let scene = Scene()
        scene.tapBar()
        scene.simulator.type("x")
        scene.log.clear()
        scene.simulator.window.layoutIfNeeded()
        let cancel = try #require(scene.bar.cancelButton)
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: cancel.centerInWindow)
        scene.simulator.advance(by: 0.5)
        #expect(scene.log.lines == ["willDismiss", "didDismiss", "update '' active=false"])
        #expect(!scene.search.isActive && scene.list.presentedViewController == nil)
        #expect(!scene.bar.isFirstResponder && !scene.bar.showsCancelButton)
        #expect(!scene.navigation.isNavigationBarHidden)
        #expect(scene.bar.text == "")
    }

    @Test("SR9: a tap on the obscured background ends the search; without obscuring, the content takes it")
    func background() {
        let scene = Scene(results: false)
        scene.tapBar()
        scene.simulator.window.layoutIfNeeded()
        let top = scene.bar.convert(scene.bar.bounds, to: nil).maxY
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: CGPoint(x: 100, y: top + 200))
        #expect(!scene.search.isActive)
        // Not obscuring: the presenting list's own view is hit under the bar.
        scene.search.obscuresBackgroundDuringPresentation = false
        scene.simulator.advance(by: 1)
        scene.tapBar()
        #expect(scene.search.isActive)
        scene.simulator.window.layoutIfNeeded()
        #expect(scene.simulator.window.hitTest(CGPoint(x: 100, y: top + 200), with: nil) === scene.list.view)
    }

    @Test("SR8: setting isActive presents without focusing the bar; false dismisses")
    func programmatic() {
        let scene = Scene()
        scene.search.isActive = true
        #expect(scene.list.presentedViewController === scene.search)
        #expect(!scene.bar.isFirstResponder)
        scene.search.isActive = false
        #expect(scene.list.presentedViewController == nil)
        #expect(
            scene.log.lines.filter { !$0.hasPrefix("update") } == [
                "willPresent", "didPresent", "willDismiss", "didDismiss",
            ])
    }

    @Test("SR8: a search bar outside any window cannot activate, and says why")
    func outsideWindow() {
        let simulator = EventSimulator()
        let search = UISearchController(searchResultsController: nil)
        simulator.withCurrentWorld { search.isActive = true }
        #expect(!search.isActive)
        #expect(simulator.issues.contains { $0.contains("cannot activate") })
    }
}
