import Foundation
import ResponderKit
import Testing

/// The public Auto Layout surface (LY13–LY17, LY29): UIKit's constraint and anchor API, priorities,
/// intrinsic sizes, fitting sizes, ambiguity and layout guides, with hand-computed frames.
@MainActor @Suite struct AutoLayoutAPITests {
    @Test("LY13: both initializers describe the same constraint; items, attributes, relation, multiplier read back")
    func initializers() {
        let a = UIView()
        let b = UIView()
        b.addSubview(a)
        let made = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: b, attribute: .height, multiplier: 0.5,
            constant: 10)
        #expect(made.firstItem === a && made.secondItem === b)
        #expect(made.firstAttribute == .width && made.secondAttribute == .height)
        #expect(made.relation == .lessThanOrEqual && made.multiplier == 0.5 && made.constant == 10)
        #expect(made.priority == .required && !made.isActive && made.identifier == nil)
        let anchored = a.widthAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 0.5, constant: 10)
        #expect(anchored.description == made.description)
        #expect(made.description == "<NSLayoutConstraint UIView(UIView.0).width <= 0.5*UIView.height + 10>")
        made.isActive = true
        #expect(made.isActive && b.constraints.count == 1 && b.constraints[0] === made)  // the common ancestor
        NSLayoutConstraint.deactivate([made])
        #expect(!made.isActive && b.constraints.isEmpty)
        b.addConstraint(made)
        #expect(made.isActive)
        b.removeConstraint(made)
        #expect(!made.isActive)
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
        #expect(a.leadingAnchor.name == "leading" && a.firstBaselineAnchor.item === a)
    }

    @Test("LY13: every anchor kind places a view; system spacing is 8 pt; centre and size multipliers")
    func anchors() {
        let simulator = EventSimulator()
        let root = simulator.window
        let a = constrainedView()
        let b = constrainedView()
        root.addSubview(a)
        root.addSubview(b)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 30),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.2, constant: 5),  // 0.2 × 375 + 5 = 80
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            a.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -15),
            b.heightAnchor.constraint(greaterThanOrEqualToConstant: 25),
            b.heightAnchor.constraint(lessThanOrEqualToConstant: 25),
        ])
        simulator.advance(by: 0)
        #expect(a.frame == CGRect(x: 10, y: 30, width: 80, height: 40))
        #expect(b.frame == CGRect(x: 106, y: 78, width: 254, height: 25))
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY6, LY13: constant and optional priority changes take effect at the next pass")
    func changes() {
        let simulator = EventSimulator()
        let view = constrainedView()
        simulator.window.addSubview(view)
        let preferred = view.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultLow
        let limit = view.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        limit.priority = .defaultHigh
        let top = view.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 5)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor), top,
            view.heightAnchor.constraint(equalToConstant: 10), preferred, limit,
        ])
        simulator.advance(by: 0)
        #expect(view.frame == CGRect(x: 0, y: 5, width: 200, height: 10))
        preferred.priority = .defaultHigh + 1  // 751 beats the limit's 750
        top.constant = 50
        #expect(view.frame.minY == 5)  // until the run loop turns
        simulator.advance(by: 0)
        #expect(view.frame == CGRect(x: 0, y: 50, width: 300, height: 10))
        #expect(UILayoutPriority.required - 1 == UILayoutPriority(rawValue: 999))
        #expect(
            UILayoutPriority.fittingSizeLevel.rawValue == 50 && UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }

    @Test(
        "LY14: intrinsic sizes, content hugging and compression resistance, with UIKit's defaults for views made in code"
    )
    func intrinsicSizes() {
        let simulator = EventSimulator()
        let label = UILabel()
        label.text = "Hello"  // H .65 + e .5 + l .25 + l .25 + o .5 = 2.15 em of 17 pt = 36.55 → 37 at 2x
        label.translatesAutoresizingMaskIntoConstraints = false
        let button = UIButton(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        let toggle = UISwitch()
        #expect(label.intrinsicContentSize == CGSize(width: 37, height: 20.5))
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))  // UIKit's empty button
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(
            UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)

        // A label between two edges hugs its text at 250 against a 251 pull wider, but is held at 251.
        simulator.window.addSubview(label)
        let wide = label.widthAnchor.constraint(equalToConstant: 100)
        wide.priority = .defaultLow + 1
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor),
            label.topAnchor.constraint(equalTo: simulator.window.topAnchor), wide,
        ])
        simulator.advance(by: 0)
        #expect(label.frame == CGRect(x: 0, y: 0, width: 100, height: 20.5))
        label.setContentHuggingPriority(.defaultLow + 2, for: .horizontal)
        simulator.advance(by: 0)
        #expect(label.frame.width == 37)
        label.text = "Hello, world"  // invalidates its intrinsic size
        simulator.advance(by: 0)
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.intrinsicContentSize.width > 37)
        wide.constant = 10  // a 251 squeeze against 750 compression resistance: the text wins
        simulator.advance(by: 0)
        #expect(label.frame.width == label.intrinsicContentSize.width)
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        simulator.advance(by: 0)
        #expect(label.frame.width == 10)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY17: systemLayoutSizeFitting sizes a view from its own constraints, compressed or to a target")
    func fitting() {
        let card = UIView()
        let title = UILabel()
        title.text = "Title"
        title.translatesAutoresizingMaskIntoConstraints = false
        let body = constrainedView()
        card.addSubview(title)
        card.addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            body.heightAnchor.constraint(equalToConstant: 50),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        let titleSize = title.intrinsicContentSize
        let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: titleSize.width + 32, height: 12 + titleSize.height + 8 + 50 + 12))
        let wide = card.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 320, height: compressed.height))
        #expect(card.frame == .zero)  // fitting lays nothing out
        #expect(title.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == titleSize)
    }

    @Test("LY29: hasAmbiguousLayout is true until a view's place is decided")
    func ambiguity() {
        let simulator = EventSimulator()
        let view = constrainedView()
        simulator.window.addSubview(view)
        view.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(view.hasAmbiguousLayout)
        #expect(view.leadingAnchor.hasAmbiguousLayout)
        NSLayoutConstraint.activate([
            view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor),
            view.topAnchor.constraint(equalTo: simulator.window.topAnchor),
        ])
        #expect(!view.hasAmbiguousLayout)
        #expect(!simulator.window.hasAmbiguousLayout)
        #expect(!UIView().hasAmbiguousLayout)  // not laid out by Auto Layout
    }

    @Test("LY25: a layout guide of one's own is placed like a view and read in its owner's coordinates")
    func layoutGuides() {
        let simulator = EventSimulator()
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        simulator.window.addSubview(container)
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        container.addLayoutGuide(spacer)
        let right = constrainedView()
        container.addSubview(right)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            spacer.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.25),
            spacer.topAnchor.constraint(equalTo: container.topAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 1),
            right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
            right.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            right.widthAnchor.constraint(equalToConstant: 20),
            right.heightAnchor.constraint(equalToConstant: 20),
        ])
        simulator.advance(by: 0)
        #expect(spacer.owningView === container && container.layoutGuides.count == 1)
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 50, height: 1))
        #expect(right.frame == CGRect(x: 50, y: 40, width: 20, height: 20))
        container.removeLayoutGuide(spacer)
        #expect(spacer.owningView == nil && container.constraints.count == 1)  // the 5 naming it went with it
        container.safeAreaLayoutGuide.identifier = "x"
        container.addLayoutGuide(container.safeAreaLayoutGuide)
        #expect(simulator.issues.count == 1)
    }

    @Test("LY15: removing a view removes the constraints that tie it to the views outside it, as UIKit does")
    func removalDropsCrossingConstraints() {
        let simulator = EventSimulator()
        let card = constrainedView()
        let inner = constrainedView()
        simulator.window.addSubview(card)
        card.addSubview(inner)
        let outer = [
            card.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor),
            card.topAnchor.constraint(equalTo: simulator.window.topAnchor),
            inner.widthAnchor.constraint(equalTo: simulator.window.widthAnchor, multiplier: 0.5),
        ]
        let inside = [
            inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            inner.heightAnchor.constraint(equalToConstant: 20),
            card.trailingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
            card.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
        ]
        NSLayoutConstraint.activate(outer + inside)
        simulator.advance(by: 0)
        #expect(card.frame == CGRect(x: 0, y: 0, width: 197.5, height: 30))
        card.removeFromSuperview()
        #expect(outer.allSatisfy { !$0.isActive })
        #expect(inside.allSatisfy { $0.isActive })
        inner.widthAnchor.constraint(equalToConstant: 40).isActive = true
        card.layoutIfNeeded()  // a detached hierarchy lays out on demand
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 40, height: 20))
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 50, height: 30))
        simulator.window.addSubview(card)
        card.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: 100).isActive = true
        card.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 100).isActive = true
        simulator.advance(by: 0)
        #expect(card.frame == CGRect(x: 100, y: 100, width: 50, height: 30))
        #expect(simulator.issues.isEmpty)
    }
}
