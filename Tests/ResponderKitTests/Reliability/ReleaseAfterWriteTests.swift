import Foundation
import ResponderKit
import Testing

/// A11: a setter that drops the last reference to a user object releases it after the write, so that
/// the object's `deinit` may read the very property being set. Each test drops the last reference through
/// one setter and has the dying object read that property back; before A11 each of these stopped the
/// test process with "Simultaneous accesses".
@MainActor @Suite struct ReleaseAfterWriteTests {
    /// What a dying object saw when it read the property back.
    @MainActor final class Witness {
        var reads: [String] = []
    }

    final class ReadingController: UIViewController {
        var onDeinit: (@MainActor () -> String)?
        var witness: Witness?
        /// Isolated, as `UIViewController`'s own.
        @MainActor deinit {
            if let onDeinit, let witness { witness.reads.append(onDeinit()) }
        }
    }

    final class ReadingView: UIView {
        var onDeinit: (@MainActor () -> String)?
        var witness: Witness?
        deinit {
            MainActor.assumeIsolated {
                if let onDeinit, let witness { witness.reads.append(onDeinit()) }
            }
        }
    }

    final class ReadingLayer: CALayer {
        var onDeinit: (@MainActor () -> String)?
        var witness: Witness?
        deinit {
            MainActor.assumeIsolated {
                if let onDeinit, let witness { witness.reads.append(onDeinit()) }
            }
        }
    }

    /// A plain object captured by an action's handler, or held as a delegate.
    final class Token: NSObject, CAAnimationDelegate {
        let onDeinit: @MainActor () -> String
        let witness: Witness
        init(_ witness: Witness, _ onDeinit: @escaping @MainActor () -> String) {
            self.witness = witness
            self.onDeinit = onDeinit
        }
        deinit {
            MainActor.assumeIsolated { witness.reads.append(onDeinit()) }
        }
    }

    private func controller(_ witness: Witness, _ read: @escaping @MainActor () -> String) -> ReadingController {
        let controller = ReadingController()
        controller.witness = witness
        controller.onDeinit = read
        return controller
    }

    private func view(_ witness: Witness, _ read: @escaping @MainActor () -> String) -> ReadingView {
        let view = ReadingView()
        view.witness = witness
        view.onDeinit = read
        return view
    }

    @Test("A11: the old root controller's deinit reads window.rootViewController (the new root)")
    func rootViewController() {
        let simulator = EventSimulator()
        let window = simulator.window
        let witness = Witness()
        window.rootViewController = controller(witness) { [unowned window] in
            window.rootViewController?.title ?? "nil"
        }
        let next = UIViewController()
        next.title = "next"
        window.rootViewController = next
        window.rootViewController = nil
        #expect(witness.reads == ["next"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("A11: a controller's old view reads controller.view in its deinit; a replaced input view too")
    func controllerViewAndInputViews() {
        let witness = Witness()
        let owner = UIViewController()
        owner.view = view(witness) { [unowned owner] in "\(owner.viewIfLoaded?.tag ?? -1)" }
        let replacement = UIView()
        replacement.tag = 7
        owner.view = replacement
        let field = UITextField()
        field.inputView = view(witness) { [unowned field] in "\(field.inputView == nil)" }
        field.inputView = nil
        field.inputAccessoryView = view(witness) { [unowned field] in "\(field.inputAccessoryView == nil)" }
        field.inputAccessoryView = nil
        #expect(witness.reads == ["7", "true", "true"])
    }

    @Test("A11: controllers dropped from a navigation stack, tabs, a presentation and a parent read them back")
    func containers() {
        let simulator = EventSimulator()
        let witness = Witness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        simulator.window.rootViewController = navigation
        navigation.pushViewController(
            controller(witness) { [unowned navigation] in "stack \(navigation.viewControllers.count)" }, animated: false
        )
        navigation.setViewControllers([UIViewController()], animated: false)
        simulator.advance(by: 1)

        let tabs = UITabBarController()
        tabs.viewControllers = [
            UIViewController(), controller(witness) { [unowned tabs] in "tabs \(tabs.viewControllers?.count ?? -1)" },
        ]
        tabs.viewControllers = [UIViewController()]

        let presenter = UIViewController()
        simulator.window.rootViewController = presenter
        presenter.present(
            controller(witness) { [unowned presenter] in "presented \(presenter.presentedViewController == nil)" },
            animated: false)
        presenter.dismiss(animated: false)
        simulator.advance(by: 1)

        let parent = UIViewController()
        do {
            let child = controller(witness) { [unowned parent] in "children \(parent.children.count)" }
            parent.addChild(child)
            child.didMove(toParent: parent)
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        #expect(witness.reads == ["stack 1", "tabs 1", "presented true", "children 0"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("A11: subviews, recognizers, refresh controls, bar items and accessory views read their owner back")
    func viewsAndRecognizers() {
        let witness = Witness()
        let parent = UIView()
        parent.addSubview(view(witness) { [unowned parent] in "subviews \(parent.subviews.count)" })
        parent.subviews.first?.removeFromSuperview()

        let scroll = UIScrollView()
        scroll.refreshControl = UIRefreshControl()
        final class ReadingRefresh: UIRefreshControl {
            var onDeinit: (@MainActor () -> String)?
            var witness: Witness?
            deinit { MainActor.assumeIsolated { if let onDeinit, let witness { witness.reads.append(onDeinit()) } } }
        }
        do {
            let refresh = ReadingRefresh()
            refresh.witness = witness
            refresh.onDeinit = { [unowned scroll] in "refresh \(scroll.refreshControl == nil)" }
            scroll.refreshControl = refresh
        }
        scroll.refreshControl = nil

        let item = UIBarButtonItem(customView: view(witness) { "custom" })
        item.customView = view(witness) { [unowned item] in "custom \(item.customView == nil)" }
        item.customView = nil

        let navigationItem = UINavigationItem(title: "t")
        navigationItem.titleView = view(witness) { [unowned navigationItem] in
            "title \(navigationItem.titleView == nil)"
        }
        navigationItem.titleView = nil

        final class ReadingRecognizer: UITapGestureRecognizer {
            var onDeinit: (@MainActor () -> String)?
            var witness: Witness?
            deinit { MainActor.assumeIsolated { if let onDeinit, let witness { witness.reads.append(onDeinit()) } } }
        }
        let host = UIView()
        do {
            let recognizer = ReadingRecognizer()
            recognizer.witness = witness
            recognizer.onDeinit = { [unowned host] in "recognizers \(host.gestureRecognizers?.count ?? 0)" }
            host.gestureRecognizers = [recognizer]
        }
        host.gestureRecognizers = []
        #expect(
            witness.reads == [
                "subviews 0", "refresh true", "custom", "custom true", "title true", "recognizers 0",
            ])
    }

    @Test("A11: a layer's mask, an animation's (strong) delegate and a removed action's captures read back")
    func layersDelegatesAndActions() {
        let witness = Witness()
        let layer = CALayer()
        do {
            let mask = ReadingLayer()
            mask.witness = witness
            mask.onDeinit = { [unowned layer] in "mask \(layer.mask == nil)" }
            layer.mask = mask
        }
        layer.mask = nil

        let animation = CABasicAnimation(keyPath: "opacity")
        animation.delegate = Token(witness) { [unowned animation] in "delegate \(animation.delegate == nil)" }
        animation.delegate = nil

        let button = UIButton()
        do {
            let token = Token(witness) { [unowned button] in "events \(button.allControlEvents.rawValue)" }
            button.addAction(
                UIAction(identifier: UIAction.Identifier("probe")) { [token] _ in _ = token }, for: .touchUpInside)
        }
        button.removeAction(identifiedBy: UIAction.Identifier("probe"), for: .touchUpInside)
        #expect(witness.reads == ["mask true", "delegate true", "events 0"])
    }
}
