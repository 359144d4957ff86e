import Testing
import UIKit

@testable import PortingCorpus

/// The translated construct files of `PortingCorpus/App/Constructs`, driven by the simulator (SPEC PT1-PT5).
@MainActor @Suite struct ConstructBehaviourTests {
    @Test("PT1, PT3: every #selector form of a button's target-action fires on a tap")
    func selectorFormsFireOnATap() {
        let simulator = EventSimulator()
        let controller = SelectorFormsViewController()
        simulator.window.rootViewController = controller
        controller.view.frame = simulator.window.bounds
        controller.saveButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.layoutIfNeeded()
        simulator.tap(at: CGPoint(x: 60, y: 120))
        #expect(controller.events == ["save", "tapped", "tapped with event"])
        #expect(SelectorFormsViewController.detailsSelector == Selector("showDetailsFor:"))
        #expect(SelectorFormsViewController.statusGetter == Selector("status"))
        #expect(SelectorFormsViewController.statusSetter == Selector("setStatus:"))
        #expect(simulator.issues.isEmpty)
    }

    @Test("PT2: the method table calls a renamed method and the property table sets a property")
    func tablesReachMethodsAndProperties() {
        let controller = SelectorFormsViewController()
        controller._objcMethod(Selector("showDetailsFor:"))?(["inbox"])
        #expect(controller.events == ["details inbox"])
        #expect(controller._objcProperty("status")?.setValue("busy") == true)
        #expect(controller.status == "busy")
        #expect(controller._objcHasMethodTable)
    }

    @Test("PT4: an optional delegate member is called only when implemented")
    func optionalMembersAreCalledOnlyWhenImplemented() {
        let list = ReminderList(frame: .zero)
        let compact = CompactReminderController()
        list.delegate = compact
        list.reload(count: 3)
        #expect(list.rowHeights == [60, 30, 30])
        #expect(compact.reloads == 1)
        let plain = PlainReminderController()
        list.delegate = plain
        list.reload(count: 2)
        #expect(list.rowHeights == [44, 44])
        list.select(1)
        #expect(plain.selected == [1])
        #expect(plain._objcMethod(Selector("reminderListDidReload:")) == nil)
        #expect(compact._objcMethod(Selector("reminderListDidReload:")) != nil)
    }

    @Test("PT2, PT5: outlets and inspectables are set by key; an override from an extension runs")
    func interfaceBuilderAttributesAndExtensionOverrides() {
        let simulator = EventSimulator()
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        simulator.window.addSubview(badge)
        let label = UILabel()
        #expect(badge._objcProperty("titleLabel")?.setValue(label) == true)
        #expect(badge.titleLabel === label)
        badge._objcProperty("cornerRadius")?.setValue(CGFloat(9))
        #expect(badge.layer.cornerRadius == 9)
        badge._objcMethod(Selector("increment"))?()
        #expect(badge.count == 1)
        badge._objcMethod(Selector("clear:"))?([badge])
        #expect(badge.count == 0)
        badge.setNeedsLayout()
        badge.layoutIfNeeded()
        #expect(badge.layoutPasses >= 1)
    }

    @Test("PT1, PT2: an NSObject subclass becomes ObjCObject and answers by selector")
    func anNSObjectTargetAnswersBySelector() {
        let formatter = ShareFormatter()
        let button = UIButton(type: .system)
        button.tag = 3
        formatter._objcMethod(Selector("shareButtonTapped:"))?([button])
        formatter._objcMethod(Selector("share:"))?(["note"])
        #expect(formatter.shared == ["Shared: button 3", "Shared: note"])
        #expect(formatter._objcProperty("prefix")?.value() as? String == "Shared: ")
    }
}
