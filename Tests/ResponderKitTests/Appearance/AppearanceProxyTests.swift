import Foundation
import ResponderKit
import Testing

/// A subclass that counts its own explicit colour settings, to check the proxy is of the class asked for.
@MainActor private final class BadgeLabel: UILabel {}

@MainActor @Suite struct AppearanceProxyTests {
    @Test("UA1, UA2: a proxy's settings reach instances as they enter a window, not before")
    func appliedOnEnteringWindow() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld {
            UINavigationBar.appearance().barTintColor = .red
            UINavigationBar.appearance().tintColor = .white
            UILabel.appearance().textColor = .green
        }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let label = UILabel(frame: .zero)
        #expect(bar.barTintColor == nil && label.textColor == .label)
        simulator.window.addSubview(bar)
        bar.addSubview(label)
        #expect(bar.barTintColor == .red && bar.tintColor == .white)
        #expect(label.textColor == .green)
        #expect(ObjectIdentifier(type(of: UINavigationBar.appearance())) == ObjectIdentifier(UINavigationBar.self))
    }

    @Test("UA5: explicit settings on an instance are never overwritten, before or after the proxy's")
    func explicitWins() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld { UIButton.appearance().setTitleColor(.red, for: .normal) }
        let button = UIButton(type: .system)
        button.setTitleColor(.blue, for: .normal)
        let other = UIButton(type: .system)
        simulator.window.addSubview(button)
        simulator.window.addSubview(other)
        #expect(button.titleColor(for: .normal) == .blue)
        #expect(other.titleColor(for: .normal) == .red)
        other.setTitleColor(.black, for: .normal)
        other.removeFromSuperview()
        simulator.window.addSubview(other)
        #expect(other.titleColor(for: .normal) == .black)
    }

    @Test("UA3: whenContainedInInstancesOf applies inside the containers, nested outermost first; it wins")
    func containment() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld {
            UILabel.appearance().textColor = .black
            UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .gray
            UILabel.appearance(whenContainedInInstancesOf: [UINavigationController.self, UIToolbar.self]).textColor =
                .blue
        }
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let inCell = UILabel(frame: .zero)
        cell.contentView.addSubview(inCell)
        let plain = UILabel(frame: .zero)
        let toolbar = UIToolbar(frame: .zero)
        let inLooseToolbar = UILabel(frame: .zero)
        toolbar.addSubview(inLooseToolbar)
        simulator.window.addSubview(cell)
        simulator.window.addSubview(plain)
        simulator.window.addSubview(toolbar)
        #expect(inCell.textColor == .gray && plain.textColor == .black)
        #expect(inLooseToolbar.textColor == .black)  // the toolbar is not inside a navigation controller
        let navigation = UINavigationController(rootViewController: UIViewController())
        simulator.window.rootViewController = navigation
        let nested = UIToolbar(frame: .zero)
        let inNested = UILabel(frame: .zero)
        nested.addSubview(inNested)
        navigation.topViewController?.view.addSubview(nested)
        #expect(inNested.textColor == .blue)
    }

    @Test("UA2: a subclass's proxy wins over its superclass's; the superclass's reaches the subclass")
    func classSpecificity() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld {
            BadgeLabel.appearance().backgroundColor = .red
            UIView.appearance().backgroundColor = .yellow
            UILabel.appearance().font = .systemFont(ofSize: 11)
        }
        let badge = BadgeLabel(frame: .zero)
        let view = UIView(frame: .zero)
        simulator.window.addSubview(badge)
        simulator.window.addSubview(view)
        #expect(badge.backgroundColor == .red && view.backgroundColor == .yellow)
        #expect(badge.font.pointSize == 11)
        simulator.withCurrentWorld {
            #expect(ObjectIdentifier(type(of: BadgeLabel.appearance())) == ObjectIdentifier(BadgeLabel.self))
        }
    }

    @Test("UA1: appearance is per world: another simulator's views are not styled")
    func perWorld() {
        let styled = EventSimulator()
        styled.withCurrentWorld { UIProgressView.appearance().progressTintColor = .purple }
        let plain = EventSimulator()
        let here = UIProgressView(progressViewStyle: .default)
        let there = UIProgressView(progressViewStyle: .default)
        styled.window.addSubview(here)
        plain.window.addSubview(there)
        #expect(here.progressTintColor == .purple && there.progressTintColor == nil)
    }

    @Test("UA4: appearance(for:) applies only where the traits match")
    func traits() {
        let phone = EventSimulator()
        phone.withCurrentWorld {
            UILabel.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).textColor = .red
            UILabel.appearance(for: UITraitCollection(horizontalSizeClass: .compact)).textColor = .blue
        }
        let label = UILabel(frame: .zero)
        phone.window.addSubview(label)
        #expect(label.textColor == .blue)
    }
}
