import Foundation
import ResponderKit
import Testing

/// TR6: right-to-left layout — the world's direction, semantic content attributes, leading and trailing
/// constraints, stack views, layout margins, and touches that follow the flipped frames.
@MainActor @Suite struct LayoutDirectionTests {
    /// A 390-point-wide world whose root view holds `content`, laid out.
    private func world(_ build: (UIView) -> Void) -> EventSimulator {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        let root = UIView(frame: simulator.window.bounds)
        simulator.window.addSubview(root)
        build(root)
        simulator.advance(by: 0.1)
        return simulator
    }

    @Test("TR6: playback and spatial content never flips; forced attributes win; unspecified follows the world")
    func classFunctions() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UISemanticContentAttribute.forceRightToLeft.rawValue == 4)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
    }

    @Test("TR6: a right-to-left world puts leading on the right, with the constant measured leftwards, and back")
    func leadingConstraintFlips() {
        let label = UIView()
        let simulator = world { root in
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                label.widthAnchor.constraint(equalToConstant: 100),
                label.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        #expect(label.frame == CGRect(x: 16, y: 40, width: 100, height: 20))
        simulator.setLayoutDirection(.rightToLeft)
        #expect(simulator.application.userInterfaceLayoutDirection == .rightToLeft)
        #expect(label.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(label.frame == CGRect(x: 274, y: 40, width: 100, height: 20))
        simulator.setLayoutDirection(.leftToRight)
        #expect(label.frame == CGRect(x: 16, y: 40, width: 100, height: 20))
    }

    @Test("TR6: left and right constraints and centre constraints do not flip")
    func absoluteConstraintsStay() {
        let left = UIView()
        let centred = UIView()
        let simulator = world { root in
            for view in [left, centred] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                left.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                left.topAnchor.constraint(equalTo: root.topAnchor),
                left.widthAnchor.constraint(equalToConstant: 50), left.heightAnchor.constraint(equalToConstant: 50),
                centred.centerXAnchor.constraint(equalTo: root.centerXAnchor, constant: 30),
                centred.topAnchor.constraint(equalTo: root.topAnchor),
                centred.widthAnchor.constraint(equalToConstant: 50),
                centred.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        simulator.setLayoutDirection(.rightToLeft)
        #expect(left.frame.minX == 10)
        #expect(centred.frame.midX == CGFloat(195 + 30))
    }

    @Test(
        "TR6: a horizontal stack view forced right to left lays its first arranged view out on the right, and a touch there hits it"
    )
    func stackViewForcedRightToLeft() {
        let views = (0..<3).map { index -> UIView in
            let view = UIView()
            view.accessibilityIdentifier = "item\(index)"
            view.widthAnchor.constraint(equalToConstant: 60).isActive = true
            view.heightAnchor.constraint(equalToConstant: 44).isActive = true
            return view
        }
        let stack = UIStackView(arrangedSubviews: views)
        let simulator = world { root in
            stack.axis = .horizontal
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            ])
        }
        #expect(views[0].frame.minX < views[1].frame.minX)
        stack.semanticContentAttribute = .forceRightToLeft
        simulator.advance(by: 0.1)
        #expect(stack.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(views[0].frame.minX > views[1].frame.minX && views[1].frame.minX > views[2].frame.minX)
        let right = stack.convert(CGPoint(x: views[0].frame.midX, y: 22), to: simulator.window)
        #expect(simulator.window.hitTest(right, with: nil) === views[0])
        // The world stays left to right: the stack's superview is not flipped.
        #expect(stack.superview?.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("TR6: playback content keeps its order in a right-to-left world")
    func playbackStaysLeftToRight() {
        let first = UIView()
        let second = UIView()
        let stack = UIStackView(arrangedSubviews: [first, second])
        let simulator = world { root in
            stack.semanticContentAttribute = .playback
            stack.distribution = .fillEqually
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            root.addSubview(stack)
        }
        simulator.setLayoutDirection(.rightToLeft)
        #expect(stack.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(first.frame.minX == 0 && second.frame.minX == 100)
    }

    @Test("TR6: directional margins put leading on the right; a view on the margins guide's leading edge follows")
    func marginsFlip() {
        let child = UIView()
        let container = UIView()
        let simulator = world { root in
            container.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
            container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
            root.addSubview(container)
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                child.topAnchor.constraint(equalTo: container.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(container.layoutMargins.left == 20 && child.frame.minX == 20)
        simulator.setLayoutDirection(.rightToLeft)
        #expect(container.layoutMargins.left == 4 && container.layoutMargins.right == 20)
        #expect(container.directionalLayoutMargins.leading == 20)
        #expect(child.frame.maxX == CGFloat(300 - 20))
    }

    @Test("TR6, TR4: the traits report the direction and views hear the change once")
    func traitsChange() {
        final class Listener: UIView {
            var directions: [UITraitEnvironmentLayoutDirection] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                directions.append(traitCollection.layoutDirection)
            }
        }
        let listener = Listener()
        let simulator = world { $0.addSubview(listener) }
        simulator.setLayoutDirection(.rightToLeft)
        simulator.setLayoutDirection(.rightToLeft)
        #expect(listener.directions == [.rightToLeft])
        #expect(simulator.window.traitCollection.layoutDirection == .rightToLeft)
    }
}
