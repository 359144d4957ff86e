import ResponderKit
import Testing

@MainActor @Suite struct ContentTests {
    @Test("AP12: a label's text, attributed text and style round-trip, with UIKit's defaults")
    func label() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .label)
        #expect(label.numberOfLines == 1 && label.textAlignment == .natural && label.lineBreakMode == .byTruncatingTail)
        label.text = "Plain"
        #expect(label.attributedText?.string == "Plain")
        label.attributedText = NSAttributedString(string: "Rich")
        #expect(label.text == "Rich")
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        #expect(label.font.pointSize == 20 && label.textColor == .secondaryLabel)
        #expect(label.textAlignment == .center && label.numberOfLines == 0 && label.lineBreakMode == .byWordWrapping)
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == .label)
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test("AP12: an image view stores its image; init(image:) sizes it to the image")
    func imageView() {
        let image = UIImage(systemName: "star")
        let view = UIImageView(image: image)
        #expect(view.image == image && view.frame.size == image?.size)
        #expect(!view.isUserInteractionEnabled)
        view.highlightedImage = UIImage(systemName: "star.fill")
        view.isHighlighted = true
        #expect(view.highlightedImage == UIImage(systemName: "star.fill") && view.isHighlighted)
    }

    @Test("AP12: a button's titles, colours and images per state fall back to .normal")
    func buttonStates() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Playing", for: .selected)
        button.setTitleColor(.red, for: .normal)
        let icon = UIImage(systemName: "play")
        button.setImage(icon, for: .normal)
        #expect(button.title(for: .highlighted) == "Play" && button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Playing" && button.currentTitleColor == .red)
        #expect(button.image(for: .selected) == icon && button.currentImage == icon)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        #expect(UIButton(type: .system).titleColor(for: .normal) == .systemBlue)
    }

    @Test("AP12: titleLabel and imageView are non-interactive subviews showing the current state")
    func buttonSubviews() {
        let simulator = EventSimulator()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        simulator.window.addSubview(button)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        #expect(button.titleLabel?.text == "Go")
        #expect(button.titleLabel?.superview === button)
        #expect(button.titleLabel?.font.pointSize == 15)
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Going")
        button.isHighlighted = false
        #expect(button.imageView?.superview === button && button.imageView?.image == nil)
        // The label does not take the button's touches (H1).
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        simulator.tap(at: CGPoint(x: 50, y: 22))
        #expect(taps == 1)
    }

    @Test("AP12: a configuration supplies title and image; its update handler runs on state changes")
    func buttonConfiguration() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.image = UIImage(systemName: "cart")
        configuration.baseBackgroundColor = .systemGreen
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        #expect(button.configuration?.title == "Buy" && button.currentTitle == "Buy")
        #expect(button.currentImage == UIImage(systemName: "cart"))
        #expect(button.configuration?.cornerStyle == .capsule)
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            var updated = button.configuration
            updated?.title = button.isHighlighted ? "Buying" : "Buy"
            button.configuration = updated  // re-entrant: part of the same update
        }
        #expect(updates == 1)
        button.isHighlighted = true
        #expect(updates == 2 && button.currentTitle == "Buying")
        button.setTitle("Explicit", for: .normal)
        button.isHighlighted = false
        #expect(button.currentTitle == "Explicit")
    }

    @Test("AP13: a scroll view's indicator and scroll-to-top settings round-trip")
    func scrollView() {
        let scrollView = UIScrollView()
        #expect(scrollView.showsHorizontalScrollIndicator && scrollView.showsVerticalScrollIndicator)
        #expect(
            scrollView.scrollsToTop && scrollView.keyboardDismissMode == .none && scrollView.indicatorStyle == .default)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.keyboardDismissMode = .interactive
        scrollView.indicatorStyle = .white
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(!scrollView.showsHorizontalScrollIndicator && !scrollView.showsVerticalScrollIndicator)
        #expect(!scrollView.scrollsToTop && scrollView.keyboardDismissMode == .interactive)
        #expect(scrollView.indicatorStyle == .white)
        #expect(scrollView.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }
}
