import Foundation
import Testing

@testable import ResponderKit

/// TB1: UIToolbar's layout and its items' actions.
@MainActor @Suite struct ToolbarTests {
    @MainActor final class Target {
        var lines: [String] = []
        func done(_ sender: UIBarButtonItem) { lines.append("done \(sender.title ?? "")") }
    }

    @Test("TB1: flexible spaces share the room left, fixed spaces take their width, buttons at least 44 pt")
    func layout() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        toolbar.items = [
            UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil),
            .flexibleSpace(),
            UIBarButtonItem(customView: custom),
            .fixedSpace(20),
            UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil),
        ]
        toolbar.layoutIfNeeded()
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.count == 2)
        #expect(buttons[0].frame == CGRect(x: 8, y: 0, width: 44, height: 44))
        // 375 − 16 − (44 + 60 + 20 + 44) = 191 pt of flexible space.
        #expect(custom.frame == CGRect(x: 8 + 44 + 191, y: 7, width: 60, height: 30))
        #expect(buttons[1].frame == CGRect(x: 375 - 8 - 44, y: 0, width: 44, height: 44))
        #expect(toolbar.intrinsicContentSize.height == 44)
        #expect(toolbar.sizeThatFits(CGSize(width: 200, height: 500)) == CGSize(width: 200, height: 44))
    }

    @Test("TB1: a tap on an item's button sends its action with the item as sender; a disabled item does nothing")
    func tapPerformsTheItem() {
        let simulator = EventSimulator()
        let target = Target()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 300, width: 375, height: 44))
        let done = UIBarButtonItem(title: "Done", style: .done, target: target, action: Target.done)
        var primary = 0
        let other = UIBarButtonItem(title: "Other", primaryAction: UIAction { _ in primary += 1 })
        toolbar.setItems([other, .flexibleSpace(), done], animated: false)
        simulator.window.addSubview(toolbar)
        simulator.window.layoutIfNeeded()
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        #expect(simulator.tap(on: buttons[1]))
        #expect(target.lines == ["done Done"])
        #expect(simulator.tap(on: buttons[0]))
        #expect(primary == 1)
        done.isEnabled = false
        #expect(!buttons[1].isEnabled)
        simulator.tap(at: buttons[1].convert(CGPoint(x: 22, y: 22), to: simulator.window))
        #expect(target.lines == ["done Done"])
        toolbar.items = nil
        #expect(toolbar.subviews.isEmpty)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TB1, NV6: a shown item's isEnabled and title reach its button on a toolbar and on a navigation bar")
    func shownItemsFollowTheirItem() throws {
        let simulator = EventSimulator()
        let post = UIBarButtonItem(title: "Post", style: .done, target: nil, action: nil)
        post.isEnabled = false
        let toolbarItem = UIBarButtonItem(title: "Send", style: .plain, target: nil, action: nil)
        toolbarItem.isEnabled = false
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 600, width: 375, height: 44))
        toolbar.items = [toolbarItem]
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = post
        let navigation = UINavigationController(rootViewController: controller)
        simulator.window.rootViewController = navigation
        simulator.window.addSubview(toolbar)
        simulator.window.layoutIfNeeded()
        let barButton = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first)
        let toolbarButton = try #require(toolbar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(!barButton.isEnabled && !toolbarButton.isEnabled)
        post.isEnabled = true
        toolbarItem.isEnabled = true
        toolbarItem.title = "Send All"
        #expect(barButton.isEnabled && toolbarButton.isEnabled)
        #expect(toolbarButton.title(for: .normal) == "Send All")
        #expect(simulator.issues.isEmpty)
    }
}

/// C5b: controls placed by Auto Layout take UIKit's intrinsic sizes.
@MainActor @Suite struct ControlIntrinsicSizeTests {
    @Test("C5b: a stepper and a slider placed by their centre and one edge get UIKit's sizes and take a tap")
    func stepperAndSliderSizes() {
        let simulator = EventSimulator()
        let stepper = UIStepper()
        let slider = UISlider()
        for control in [stepper, slider] as [UIView] {
            control.translatesAutoresizingMaskIntoConstraints = false
            simulator.window.addSubview(control)
        }
        NSLayoutConstraint.activate([
            stepper.trailingAnchor.constraint(equalTo: simulator.window.trailingAnchor, constant: -16),
            stepper.centerYAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 200),
            slider.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: 16),
            slider.trailingAnchor.constraint(equalTo: simulator.window.trailingAnchor, constant: -16),
            slider.centerYAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 300),
        ])
        simulator.window.layoutIfNeeded()
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(slider.frame.height == 31)
        #expect(stepper.intrinsicContentSize == UIStepper.defaultSize)
        stepper.maximumValue = 10
        simulator.tap(at: stepper.convert(CGPoint(x: 80, y: 16), to: simulator.window))
        #expect(stepper.value == 1)
        #expect(simulator.issues.isEmpty)
    }
}
