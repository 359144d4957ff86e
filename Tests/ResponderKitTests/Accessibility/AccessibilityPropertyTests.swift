import Foundation
import ResponderKit
import Testing

/// AX1–AX3: the accessibility properties as UIKit declares them on NSObject, with each class's defaults.
@MainActor @Suite struct AccessibilityPropertyTests {
    /// Written as iOS code writes it: overrides of NSObject's informal protocol in a view and a control.
    final class RatingView: UIView {
        var rating = 3
        override var isAccessibilityElement: Bool {
            get { true }
            set {}
        }
        override var accessibilityLabel: String? {
            get { "Rating" }
            set {}
        }
        override var accessibilityValue: String? {
            get { "\(rating) of 5" }
            set {}
        }
        override var accessibilityTraits: UIAccessibilityTraits {
            get { .adjustable }
            set {}
        }
        override func accessibilityIncrement() { rating = min(rating + 1, 5) }
        override func accessibilityDecrement() { rating = max(rating - 1, 0) }
    }

    final class PlayButton: UIControl {
        var played = 0
        override func accessibilityActivate() -> Bool {
            played += 1
            return true
        }
    }

    @Test(
        "AX2: standard controls and labels are elements, plain views and image views are not (Apple: false unless the receiver is a standard UIKit control)"
    )
    func defaultsPerClass() {
        #expect(!UIView().isAccessibilityElement)
        #expect(!UIImageView().isAccessibilityElement)
        #expect(!UIControl().isAccessibilityElement)
        #expect(UILabel().isAccessibilityElement)
        #expect(UIButton(type: .system).isAccessibilityElement)
        #expect(UISwitch().isAccessibilityElement)
        #expect(UISlider().isAccessibilityElement)
        #expect(UITextField().isAccessibilityElement)
        #expect(!UISegmentedControl(items: ["A", "B"]).isAccessibilityElement)
        #expect(!UIStepper().isAccessibilityElement)
        #expect(UIImageView().accessibilityTraits == .image)
        #expect(UILabel().accessibilityTraits == .staticText)
    }

    @Test(
        "AX2: a label reads its text, a button its title with the button trait, a switch 1/0, a slider a percentage and is adjustable"
    )
    func controlValues() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.accessibilityLabel == "Inbox")
        let button = UIButton(type: .system)
        button.setTitle("Sign In", for: .normal)
        #expect(button.accessibilityLabel == "Sign In" && button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let toggle = UISwitch()
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 12.5
        #expect(slider.accessibilityValue == "25%")
        #expect(slider.accessibilityTraits.contains(.adjustable))
        let field = UITextField()
        field.placeholder = "Email"
        field.text = "a@b.c"
        #expect(field.accessibilityLabel == "Email" && field.accessibilityValue == "a@b.c")
    }

    @Test("AX1: set values win over the defaults and read back; nothing is stored by a read")
    func roundTrip() {
        let button = UIButton(type: .system)
        button.setTitle("X", for: .normal)
        button.accessibilityLabel = "Close"
        button.accessibilityHint = "Closes the sheet"
        button.accessibilityTraits = [.button, .header]
        button.accessibilityLanguage = "fr"
        button.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(button.accessibilityLabel == "Close" && button.accessibilityHint == "Closes the sheet")
        #expect(button.accessibilityTraits == [.button, .header] && button.accessibilityLanguage == "fr")
        #expect(button.accessibilityActivationPoint == CGPoint(x: 2.5, y: 4))
        button.accessibilityActivationPoint = CGPoint(x: 9, y: 9)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 9, y: 9))
        let controller = UIViewController()
        controller.accessibilityViewIsModal = true
        #expect(controller.accessibilityViewIsModal)
        #expect(!UIViewController().accessibilityViewIsModal)
    }

    @Test("AX1: overrides of NSObject's accessibility members compile and are what VoiceOver reads")
    func overridesCompile() {
        let simulator = EventSimulator()
        let rating = RatingView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        let play = PlayButton(frame: CGRect(x: 0, y: 200, width: 44, height: 44))
        play.isAccessibilityElement = true
        play.accessibilityLabel = "Play"
        simulator.window.addSubview(rating)
        simulator.window.addSubview(play)
        #expect(simulator.accessibilityElements().map { $0.label } == ["Rating", "Play"])
        #expect(simulator.accessibilityFocus(on: rating))
        #expect(simulator.accessibilityIncrement())
        #expect(simulator.accessibilityFocus?.value == "4 of 5")
        #expect(simulator.accessibilityFocus(on: play) && simulator.accessibilityActivate())
        #expect(play.played == 1)
    }

    @Test("AX2: a view's accessibilityFrame is its frame in screen coordinates; convertToScreenCoordinates agrees")
    func frames() {
        let simulator = EventSimulator()
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 50, height: 20))
        card.addSubview(label)
        simulator.window.addSubview(card)
        #expect(label.accessibilityFrame == CGRect(x: 25, y: 46, width: 50, height: 20))
        #expect(
            UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 10, height: 10), in: card)
                == CGRect(x: 20, y: 40, width: 10, height: 10))
    }

    @Test(
        "AX3: a UIAccessibilityElement's frame in container space follows its container (Apple: UIKit converts it to screen coordinates)"
    )
    func elementInContainerSpace() {
        let simulator = EventSimulator()
        let chart = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 200))
        simulator.window.addSubview(chart)
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 50, width: 30, height: 150)
        bar.accessibilityLabel = "Monday"
        bar.isAccessibilityElement = true
        #expect(bar.accessibilityContainer === chart)
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 150, width: 30, height: 150))
        chart.frame.origin.x = 50
        #expect(bar.accessibilityFrame.minX == 50)
        chart.accessibilityElements = [bar]
        #expect(chart.accessibilityElementCount() == 1)
        #expect(chart.accessibilityElement(at: 0) as AnyObject? === bar)
        #expect(chart.accessibilityElement(at: 1) == nil)
        #expect(chart.index(ofAccessibilityElement: bar) == 0)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(simulator.accessibilityElements().map { $0.label } == ["Monday"])
    }

    @Test("AX2: a segmented control's segments and a stepper's buttons are its elements")
    func builtInContainers() {
        let simulator = EventSimulator()
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
        segmented.selectedSegmentIndex = 1
        let stepper = UIStepper(frame: CGRect(x: 0, y: 200, width: 94, height: 32))
        stepper.value = 3
        simulator.window.addSubview(segmented)
        simulator.window.addSubview(stepper)
        let nodes = simulator.accessibilityElements()
        #expect(nodes.map { $0.label } == ["Day", "Week", "Month", "Decrement", "Increment"])
        #expect(nodes[1].traits == [.button, .selected] && nodes[0].traits == .button)
        #expect(nodes[2].frame == CGRect(x: 200, y: 100, width: 100, height: 32))
        #expect(nodes[3].value == "3" && nodes[4].value == "3")
        // The same objects on every read: VoiceOver's focus keeps its place.
        #expect(segmented.accessibilityElements?.first as AnyObject? === nodes[0].element)
    }

    @Test("AX2: a tab bar's items are buttons named by their titles, activated by VoiceOver like a tap")
    func tabBarItems() {
        let simulator = EventSimulator()
        let tabs = UITabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Feed", image: nil, tag: 0)
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "More", image: nil, tag: 1)
        tabs.viewControllers = [first, second]
        simulator.window.rootViewController = tabs
        simulator.advance(by: 0.1)
        let items = simulator.accessibilityElements().filter { $0.traits == .button }
        #expect(items.map { $0.label } == ["Feed", "More"])
        #expect(simulator.accessibilityActivate(labeled: "More"))
        #expect(tabs.selectedIndex == 1)
    }
}
