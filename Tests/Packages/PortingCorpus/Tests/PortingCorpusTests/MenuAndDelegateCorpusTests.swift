import Foundation
import Testing
import UIKit

@testable import PortingCorpus

/// ResponderKit's own protocols called with `?` (SPEC PT4), key commands and the edit menu (PT3), and
/// selector notifications posted off the main thread (PT3), through the translated construct files.
@MainActor @Suite struct MenuAndDelegateCorpusTests {
    @Test("PT4: UIKit's optional delegate members called with ? run only when the delegate implements them")
    func optionalMembersOfUIKitProtocols() {
        let world = CorpusWorld()
        let relay = DelegateRelay()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let path = IndexPath(row: 0, section: 0)
        let sized = SizedRowsScreen()
        relay.forwardTo = sized
        #expect(relay.tableView(table, heightForRowAt: path) == 60)
        table.contentOffset = CGPoint(x: 0, y: 30)
        relay.scrollViewDidScroll(table)
        #expect(relay.relayedOffsets == [30] && sized.scrolledOffsets == [30])
        // Not implemented: the call is not made and the relay's own fallback answers.
        let plain = PlainRowsScreen()
        relay.forwardTo = plain
        #expect(relay.tableView(table, heightForRowAt: path) == 52)
        relay.forwardTo = nil
        #expect(relay.tableView(table, heightForRowAt: path) == 52)
        #expect(relay.numberOfSections(in: table) == 1)
        #expect(!relay.tableView(table, canEditRowAt: path))

        let field = SubmitField(frame: .zero)
        field.delegate = sized
        field.submit()
        #expect(field.submissions == 0)
        field.delegate = plain
        field.submit()
        #expect(field.submissions == 1)

        let swipe = GuardedSwipeRecognizer(target: nil, action: nil)
        swipe.delegate = sized
        #expect(!swipe.shouldStartTracking() && swipe.refusals == 1)
        swipe.delegate = plain
        #expect(swipe.shouldStartTracking() && swipe.refusals == 1)

        let textView = ProgrammaticTextView(frame: .zero)
        textView.delegate = sized
        textView.replaceText(with: "Hello")
        #expect(sized.textChanges == 1)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(SectionCounter.sections(in: collection) == 1)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT3: a key command of a responder up the chain takes the key press and sends its action")
    func keyCommandsAlongTheResponderChain() {
        let world = CorpusWorld()
        let screen = ShortcutsViewController()
        world.show(screen)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        screen.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        world.simulator.pressKey("f", modifierFlags: .command)
        #expect(screen.log == ["find"])
        world.simulator.pressKey("f")
        #expect(screen.log == ["find"])
        let close = screen.keyCommands![1]
        #expect(close.discoverabilityTitle == "Close" && close.input == UIKeyCommand.inputEscape)
        world.simulator.pressKeyCommand(close)
        #expect(screen.log == ["find", "close"])
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT3: the edit menu shows the items canPerformAction allows and sends the chosen one up the chain")
    func editMenu() {
        let world = CorpusWorld()
        let screen = UIViewController()
        world.show(screen)
        let label = CopyableLabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        label.text = "Ridge loop"
        screen.view.addSubview(label)
        #expect(world.simulator.editMenuTitles.isEmpty)
        label.showEditMenu()
        #expect(UIMenuController.shared.isMenuVisible)
        #expect(world.simulator.editMenuTitles == ["Copy", "Share"])
        world.simulator.chooseEditMenuItem("Copy")
        #expect(label.copiedText == "Ridge loop")
        #expect(!UIMenuController.shared.isMenuVisible)
        label.showEditMenu()
        world.simulator.chooseEditMenuItem("Share")
        #expect(label.sharedText == "Ridge loop")
        world.simulator.chooseEditMenuItem("Paste")
        #expect(world.simulator.issues.count == 1)
        UIMenuController.shared.menuItems = nil
    }

    @Test("PT3: a selector notification posted from a detached task is delivered on the main queue, and reported")
    func notificationFromADetachedTask() async {
        let world = CorpusWorld()
        let banner = SyncStatusBanner(frame: .zero)
        await Task.detached {
            NotificationCenter.default.post(name: .syncDidFinish, object: nil, userInfo: ["count": 3])
        }.value
        // The hop to the main queue was queued by the post; let it run (it reports, then waits for a turn).
        for _ in 0..<100 where world.simulator.issues.isEmpty { await Task.yield() }
        #expect(world.simulator.issues.contains { $0.contains("posted off the main thread") && $0.contains("(PT3)") })
        #expect(banner.lastSyncedCount == 0)
        world.simulator.advance(by: 0)
        #expect(banner.lastSyncedCount == 3)
        // On the main thread, delivery is synchronous, as on iOS.
        NotificationCenter.default.post(name: .syncDidFinish, object: nil, userInfo: ["count": 5])
        #expect(banner.lastSyncedCount == 5)
        #expect(world.simulator.issues.count == 1)
    }
}
