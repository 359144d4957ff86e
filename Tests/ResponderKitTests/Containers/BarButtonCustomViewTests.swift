import Foundation
import ResponderKit
import Testing

/// NV12: a bar button item's `customView` is a subview of the navigation bar where the item goes, and takes
/// its own touches: a button fires its own target-action, a tap recognizer on it wins over one on the bar.
@MainActor @Suite struct BarButtonCustomViewTests {
    final class Screen: UIViewController {
        var log: [String] = []
        func bell() { log.append("bell") }
        func item() { log.append("item action") }
        func avatarTapped() { log.append("avatar") }
        func barTapped() { log.append("bar") }
    }

    @Test("NV12: a button as a right item's custom view sits 8 pt from the trailing edge and fires its own action")
    func customButton() throws {
        let simulator = EventSimulator()
        let screen = Screen()
        screen.title = "Inbox"
        let bell = UIButton(type: .system)
        bell.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        bell.addTarget(screen, action: Screen.bell, for: .touchUpInside)
        // The item's own target-action is the custom view's business: a tap on the view does not send it.
        let item = UIBarButtonItem(title: "Bell", style: .plain, target: screen, action: Screen.item)
        item.customView = bell
        screen.navigationItem.rightBarButtonItem = item
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: screen, action: Screen.item)
        let navigation = UINavigationController(rootViewController: screen)
        simulator.window.rootViewController = navigation
        simulator.window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bell.superview === bar)
        // 60 × 30, ending 8 pt from the trailing edge, centred in the 44 pt bar (NV12's choice).
        #expect(bell.frame == CGRect(x: 375 - 8 - 60, y: 7, width: 60, height: 30))
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 375 - 8 - 30, y: 22))
        #expect(screen.log == ["bell"])
        #expect(simulator.trace.lines(kinds: ["action"]) == ["action 'Screen action' -> Screen"])
        // Outside the custom view (above it, still in the bar) the tap is the bar's: nothing fires.
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 375 - 8 - 30, y: 3))
        #expect(screen.log == ["bell"])
        // The left item is still a made button.
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 8 + 10, y: 22))
        #expect(screen.log == ["bell", "item action"])
        // Replacing the items takes the custom view out of the bar.
        screen.navigationItem.rightBarButtonItem = nil
        #expect(bell.superview == nil)
        #expect(simulator.issues.isEmpty)
    }

    @Test("NV12: a tap recognizer on a custom view wins over one on the bar (GR1 order, deepest first)")
    func customViewRecognizer() {
        let simulator = EventSimulator()
        let screen = Screen()
        let avatar = UIView(frame: CGRect(x: 0, y: 0, width: 36, height: 36))
        let avatarTap = UITapGestureRecognizer()
        avatarTap.addTarget(screen, action: Screen.avatarTapped)
        avatar.addGestureRecognizer(avatarTap)
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: avatar)
        let navigation = UINavigationController(rootViewController: screen)
        simulator.window.rootViewController = navigation
        let barTap = UITapGestureRecognizer()
        barTap.addTarget(screen, action: Screen.barTapped)
        navigation.navigationBar.addGestureRecognizer(barTap)
        simulator.window.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 8, y: 4, width: 36, height: 36))
        simulator.trace.setName("avatarTap", for: avatarTap)
        simulator.trace.setName("barTap", for: barTap)
        simulator.trace.isEnabled = true
        simulator.tap(at: CGPoint(x: 20, y: 20))
        #expect(screen.log == ["avatar"])
        // Beside the avatar, the bar's recognizer takes the tap.
        simulator.advance(by: 1)
        simulator.tap(at: CGPoint(x: 200, y: 20))
        #expect(screen.log == ["avatar", "bar"])
    }
}
