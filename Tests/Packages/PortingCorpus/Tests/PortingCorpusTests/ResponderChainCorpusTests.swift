import Testing
import UIKit

@testable import PortingCorpus

/// PT3: nil-targeted actions travel the responder chain to the responder that implements them.
@MainActor @Suite struct ResponderChainCorpusTests {
    @Test("PT3: a nil-targeted button reaches the screen with signOut(_:), unless canPerformAction refuses")
    func signOutTravelsUpTheChain() {
        let world = CorpusWorld()
        let settings = SettingsViewController()
        world.show(settings)
        let action = Selector("signOut:")
        #expect(
            settings.footerView.signOutButton.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["signOut:"])
        #expect(settings.footerView.target(forAction: action, withSender: nil) as? SettingsViewController === settings)
        #expect(world.simulator.tap(on: settings.footerView.signOutButton))
        #expect(settings.signOutCount == 1)
        settings.isSyncing = true
        #expect(settings.footerView.target(forAction: action, withSender: nil) == nil)
        world.simulator.tap(on: settings.footerView.signOutButton)
        #expect(settings.signOutCount == 1)
    }

    @Test("PT3, PT4: target(forAction:) finds no one for an unimplemented optional action; the button disables")
    func exportIsNotOffered() {
        let world = CorpusWorld()
        let settings = SettingsViewController()
        world.show(settings)
        #expect(!settings.responds(to: Selector("exportData:")))
        #expect(settings.responds(to: Selector("signOut:")))
        world.simulator.tap(on: settings.footerView.exportButton)
        #expect(!settings.footerView.exportButton.isEnabled)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT2, PT3: a row's selection flips its switch through sendActions(for:) and #selector(switchChanged(_:))")
    func settingsRowFlipsSwitch() {
        let world = CorpusWorld()
        let settings = SettingsViewController()
        world.show(settings)
        withKnownIssue("PT2: ResponderKit's UITableView table has no setter selectors (setSeparatorInset:)") {
            #expect(settings.tableView.separatorInset.left == 56)
        }
        let cell = settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.textLabel?.text == "Download maps for offline use")
        settings.tableView(settings.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(settings.settings[.offlineMaps] == true)
        #expect(settings.switches[.offlineMaps]?.isOn == true)
    }

    @Test("PT3: a bar button item with a nil target reaches the app delegate at the end of the responder chain")
    func reportItemReachesAppDelegate() {
        let world = CorpusWorld()
        let appDelegate = AppDelegate()
        world.simulator.application.delegate = appDelegate
        appDelegate.window = world.window
        let list = TrailListViewController(store: TrailStore(trails: TrailStore.sampleTrails))
        let navigation = UINavigationController(rootViewController: list)
        world.show(navigation)
        #expect(list.navigationItem.leftBarButtonItem?.target == nil)
        let report = world.button(titled: "Report")
        #expect(report != nil)
        world.simulator.tap(on: report!)
        withKnownIssue("PT3: a nil-targeted bar button item's action does not reach the app delegate") {
            #expect(navigation.topViewController is ReportFormViewController)
            #expect(appDelegate.lastReportSender === list.navigationItem.leftBarButtonItem)
        }
    }

    @Test("PT3: sendAction(#selector(UIResponder.resignFirstResponder), to: nil, ...) ends editing")
    func tapOutsideResignsFirstResponder() {
        let world = CorpusWorld()
        let form = ReportFormViewController()
        world.show(form)
        let field = form.nameField.textField
        #expect(field.becomeFirstResponder())
        world.simulator.tap(at: CGPoint(x: 195, y: 700))
        #expect(!field.isFirstResponder)
    }
}
