import ResponderKit
import Testing

/// Counts `tintColorDidChange()` calls.
@MainActor private final class TintWatcher: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

@MainActor @Suite struct ViewAppearanceTests {
    @Test("AP3: appearance properties are stored and read back, with UIKit's defaults")
    func roundTrips() {
        let view = UIView()
        #expect(view.backgroundColor == nil && view.isOpaque && view.contentMode == .scaleToFill)
        #expect(!view.clipsToBounds && view.tintAdjustmentMode == .automatic)
        view.backgroundColor = .systemBackground
        view.isOpaque = false
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        view.tintAdjustmentMode = .dimmed
        #expect(view.backgroundColor == .systemBackground && !view.isOpaque)
        #expect(view.contentMode == .scaleAspectFill && view.clipsToBounds && view.tintAdjustmentMode == .dimmed)
    }

    @Test("AP3: tintColor is inherited from the nearest ancestor that sets one, else systemBlue")
    func tintInheritance() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(leaf.tintColor == .red && middle.tintColor == .red)
        middle.tintColor = .green
        #expect(leaf.tintColor == .green && root.tintColor == .red)
        middle.tintColor = nil
        #expect(leaf.tintColor == .red)
        leaf.removeFromSuperview()
        #expect(leaf.tintColor == .systemBlue)
    }

    @Test("AP3: tintColorDidChange reaches the view and the descendants that inherit, once per change")
    func tintColorDidChange() {
        let root = TintWatcher()
        let inheriting = TintWatcher()
        let own = TintWatcher()
        let belowOwn = TintWatcher()
        root.addSubview(inheriting)
        root.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .green
        #expect(own.changes == 1 && belowOwn.changes == 1 && root.changes == 0)
        root.tintColor = .red
        #expect(root.changes == 1 && inheriting.changes == 1)
        #expect(own.changes == 1 && belowOwn.changes == 1)  // they keep their own green
        root.tintColor = .red  // no change, no call
        #expect(root.changes == 1)
    }

    @Test("AP9: accessibility properties round-trip; defaults follow the view's class")
    func accessibility() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityLabel == nil && view.accessibilityTraits == [])
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Card"
        view.accessibilityHint = "Opens the card"
        view.accessibilityValue = "3 of 5"
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityIdentifier = "card"
        view.accessibilityElementsHidden = true
        view.accessibilityViewIsModal = true
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityLanguage = "fr"
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Card")
        #expect(view.accessibilityHint == "Opens the card" && view.accessibilityValue == "3 of 5")
        #expect(view.accessibilityTraits == [.button, .selected] && view.accessibilityIdentifier == "card")
        #expect(view.accessibilityElementsHidden && view.accessibilityViewIsModal)
        #expect(view.shouldGroupAccessibilityChildren && view.accessibilityLanguage == "fr")

        let label = UILabel()
        label.text = "Hello"
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Save")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let toggle = UISwitch()
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test("AP9: accessibilityFrame is the view's frame on screen unless set")
    func accessibilityFrame() {
        let simulator = EventSimulator()
        let parent = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        simulator.window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.accessibilityFrame == CGRect(x: 30, y: 40, width: 50, height: 40))
        child.accessibilityFrame = .zero
        #expect(child.accessibilityFrame == .zero)
    }

    @Test("AP16: a page control's indicator tints are nil until set and read back as set")
    func pageControlIndicatorTints() {
        let dots = UIPageControl()
        #expect(dots.pageIndicatorTintColor == nil)
        #expect(dots.currentPageIndicatorTintColor == nil)
        dots.pageIndicatorTintColor = .systemGray3
        dots.currentPageIndicatorTintColor = .label
        #expect(dots.pageIndicatorTintColor == .systemGray3)
        #expect(dots.currentPageIndicatorTintColor == .label)
        dots.pageIndicatorTintColor = nil
        #expect(dots.pageIndicatorTintColor == nil)
    }
}
