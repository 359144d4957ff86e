import Foundation
import ResponderKit
import Testing

/// AX5, AX11–AX14: what VoiceOver reads, in which order, where its focus is and what the app posted.
@MainActor @Suite struct AccessibilityTreeTests {
    private func label(_ text: String, _ frame: CGRect, in parent: UIView) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        parent.addSubview(label)
        return label
    }

    @Test("AX5: elements are read top to bottom, then left to right, whatever their order among subviews")
    func readingOrder() {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let window = simulator.window
        _ = label("Bottom", CGRect(x: 0, y: 300, width: 100, height: 20), in: window)
        _ = label("Right", CGRect(x: 200, y: 100, width: 100, height: 20), in: window)
        // Taller, so its top is higher, but on the same row as "Right": read first, being on the left.
        _ = label("Left", CGRect(x: 0, y: 95, width: 100, height: 30), in: window)
        let card = UIView(frame: CGRect(x: 0, y: 150, width: 390, height: 100))
        _ = label("In card", CGRect(x: 10, y: 10, width: 100, height: 20), in: card)
        window.addSubview(card)
        #expect(simulator.accessibilityElements().map { $0.label } == ["Left", "Right", "In card", "Bottom"])
    }

    @Test("AX5: accessibilityElements overrides the order (Apple: the container's elements in the order given)")
    func explicitOrder() {
        let simulator = EventSimulator()
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let first = label("First", CGRect(x: 0, y: 300, width: 100, height: 20), in: form)
        let second = label("Second", CGRect(x: 0, y: 10, width: 100, height: 20), in: form)
        _ = label("Unlisted", CGRect(x: 0, y: 100, width: 100, height: 20), in: form)
        form.accessibilityElements = [first, second]
        simulator.window.addSubview(form)
        #expect(simulator.accessibilityElements().map { $0.label } == ["First", "Second"])
    }

    @Test("AX5: hidden, transparent and accessibilityElementsHidden views are not read; an element hides its subviews")
    func pruning() {
        let simulator = EventSimulator()
        let window = simulator.window
        label("Hidden", CGRect(x: 0, y: 10, width: 100, height: 20), in: window).isHidden = true
        label("Clear", CGRect(x: 0, y: 40, width: 100, height: 20), in: window).alpha = 0
        let box = UIView(frame: CGRect(x: 0, y: 70, width: 200, height: 40))
        _ = label("In hidden box", CGRect(x: 0, y: 0, width: 100, height: 20), in: box)
        box.accessibilityElementsHidden = true
        window.addSubview(box)
        let group = UIView(frame: CGRect(x: 0, y: 120, width: 200, height: 40))
        _ = label("Inside element", CGRect(x: 0, y: 0, width: 100, height: 20), in: group)
        group.isAccessibilityElement = true
        group.accessibilityLabel = "Group"
        window.addSubview(group)
        #expect(simulator.accessibilityElements().map { $0.label } == ["Group"])
    }

    @Test(
        "AX5: a modal view hides its siblings (Apple: VoiceOver ignores elements within views that are siblings of the receiver)"
    )
    func modalPruning() {
        let simulator = EventSimulator()
        let window = simulator.window
        _ = label("Behind", CGRect(x: 0, y: 10, width: 100, height: 20), in: window)
        let dialog = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 200))
        _ = label("Dialog", CGRect(x: 0, y: 0, width: 100, height: 20), in: dialog)
        window.addSubview(dialog)
        _ = label("Above", CGRect(x: 0, y: 500, width: 100, height: 20), in: window)
        #expect(simulator.accessibilityElements().count == 3)
        dialog.accessibilityViewIsModal = true
        #expect(simulator.accessibilityElements().map { $0.label } == ["Dialog"])
        let explanation = simulator.explainAccessibility()
        #expect(explanation.lines.contains { $0.contains("skipped, sibling of modal") })
    }

    @Test("AX5: a table cell is one element reading its labels; its value and selection come from the cell")
    func tableCell() {
        let simulator = EventSimulator()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
        _ = label("Ann", CGRect(x: 10, y: 5, width: 100, height: 20), in: cell.contentView)
        _ = label("Hello there", CGRect(x: 10, y: 30, width: 200, height: 20), in: cell.contentView)
        simulator.window.addSubview(cell)
        let nodes = simulator.accessibilityElements()
        #expect(nodes.count == 1 && nodes[0].label == "Ann, Hello there")
        cell.isSelected = true
        #expect(simulator.accessibilityElements()[0].traits.contains(.selected))
    }

    @Test("AX13: focus next and previous walk the reading order; focus callbacks and the focus notification follow")
    func focusMoves() {
        final class Tracked: UILabel {
            var log: [String] = []
            override func accessibilityElementDidBecomeFocused() { log.append("focused") }
            override func accessibilityElementDidLoseFocus() { log.append("lost") }
        }
        let simulator = EventSimulator()
        let first = Tracked(frame: CGRect(x: 0, y: 10, width: 100, height: 20))
        first.text = "One"
        simulator.window.addSubview(first)
        _ = label("Two", CGRect(x: 0, y: 50, width: 100, height: 20), in: simulator.window)
        var posted = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.elementFocusedNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(simulator.accessibilityFocusNext()?.label == "One")
        #expect(first.accessibilityElementIsFocused())
        #expect(simulator.accessibilityFocusNext()?.label == "Two")
        #expect(simulator.accessibilityFocusNext() == nil && simulator.accessibilityFocus?.label == "Two")
        #expect(simulator.accessibilityFocusPrevious()?.label == "One")
        #expect(first.log == ["focused", "lost", "focused"] && posted == 3)
        #expect(simulator.explainAccessibility().lines.contains { $0.hasPrefix("* 1. One") })
    }

    @Test("AX11: posted notifications are recorded with their argument; screenChanged moves the focus")
    func postedNotifications() {
        let simulator = EventSimulator()
        simulator.trace.isEnabled = true
        _ = label("Title", CGRect(x: 0, y: 10, width: 100, height: 20), in: simulator.window)
        let done = label("Done", CGRect(x: 0, y: 50, width: 100, height: 20), in: simulator.window)
        simulator.withCurrentWorld {
            UIAccessibility.post(notification: .announcement, argument: "Saved")
            UIAccessibility.post(notification: .layoutChanged, argument: done)
        }
        let posted = simulator.postedAccessibilityNotifications
        #expect(posted.map(\.notification) == [.announcement, .layoutChanged])
        #expect(posted[0].text == "Saved" && posted[1].argument as AnyObject? === done)
        #expect(simulator.accessibilityFocus?.label == "Done")
        simulator.withCurrentWorld { UIAccessibility.post(notification: .screenChanged, argument: nil) }
        #expect(simulator.accessibilityFocus?.label == "Title")
        #expect(
            simulator.trace.entries.contains {
                $0.kind == "accessibility" && $0.text == "UIAccessibility.post announcement argument: \"Saved\" (AX11)"
            })
    }

    @Test("AX12: isVoiceOverRunning is per simulator, and turning it on posts the status notification")
    func settingsPerWorld() {
        let first = EventSimulator()
        let second = EventSimulator()
        var heard = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { heard += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        first.accessibilitySettings.isVoiceOverRunning = true
        #expect(first.withCurrentWorld { UIAccessibility.isVoiceOverRunning })
        #expect(!second.withCurrentWorld { UIAccessibility.isVoiceOverRunning })
        #expect(heard == 1)
        first.accessibilitySettings.isReduceMotionEnabled = true
        #expect(heard == 1 && first.withCurrentWorld { UIAccessibility.isReduceMotionEnabled })
    }

    @Test("AX14: explain lists the elements with why each is read and the views skipped")
    func explain() {
        let simulator = EventSimulator()
        let chart = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "Monday"
        bar.accessibilityValue = "3 hours"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 30, height: 100)
        chart.accessibilityElements = [bar]
        simulator.window.addSubview(chart)
        let hidden = UILabel(frame: CGRect(x: 0, y: 300, width: 100, height: 20))
        hidden.isHidden = true
        simulator.window.addSubview(hidden)
        simulator.trace.setName("chart", for: chart)
        simulator.trace.setName("caption", for: hidden)
        let lines = simulator.explainAccessibility().lines
        #expect(
            lines.contains("  1. Monday, 3 hours — {{0, 0}, {30, 100}}, an element, from chart.accessibilityElements"))
        #expect(lines.contains { $0.contains("caption: skipped with its subviews, hidden (AX5)") })
    }
}
