import Foundation
import ResponderKit
import Testing

/// AX6–AX10: VoiceOver's gestures on the focused element, driven through the simulator.
@MainActor @Suite struct VoiceOverActionTests {
    final class Screen: UIViewController {
        var log: [String] = []
        let button = UIButton(type: .system)
        let slider = UISlider()

        override func viewDidLoad() {
            super.viewDidLoad()
            button.setTitle("Sign In", for: .normal)
            button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            button.addTarget(self, action: Screen.signIn, for: .touchUpInside)
            slider.frame = CGRect(x: 20, y: 200, width: 300, height: 30)
            slider.addTarget(self, action: Screen.volumeChanged, for: .valueChanged)
            view.addSubview(button)
            view.addSubview(slider)
        }

        func signIn() { log.append("signIn") }
        func volumeChanged() { log.append("volume \(slider.value)") }
    }

    private func loaded(_ controller: UIViewController) -> EventSimulator {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844))
        simulator.window.rootViewController = controller
        simulator.advance(by: 0.1)
        return simulator
    }

    @Test(
        "AX6: activate taps the activation point when accessibilityActivate() returns false (Apple: the default returns false)"
    )
    func activateFallsBackToTap() {
        let screen = Screen()
        let simulator = loaded(screen)
        simulator.trace.isEnabled = true
        #expect(simulator.accessibilityActivate(labeled: "Sign In"))
        #expect(screen.log == ["signIn"])
        #expect(simulator.trace.entries.contains { $0.kind == "accessibility" && $0.text.contains("declined, tap at") })
        // The activation point, not the frame's centre, is where the tap lands.
        screen.button.accessibilityActivationPoint = CGPoint(x: 300, y: 500)
        simulator.accessibilityActivate()
        #expect(screen.log == ["signIn"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("AX6: with nothing focused, activate is refused with a reason and nothing is sent")
    func activateNeedsFocus() {
        let screen = Screen()
        let simulator = loaded(screen)
        #expect(!simulator.accessibilityActivate())
        #expect(simulator.issues.contains { $0.contains("no element has VoiceOver's focus") })
        #expect(screen.log.isEmpty)
    }

    @Test(
        "AX7: a slider moves by a tenth of its range and sends valueChanged (Apple: adjustable elements respond to swipe up and down)"
    )
    func sliderIncrements() {
        let screen = Screen()
        let simulator = loaded(screen)
        screen.slider.minimumValue = 0
        screen.slider.maximumValue = 50
        screen.slider.value = 20
        #expect(simulator.accessibilityFocus(on: screen.slider))
        #expect(simulator.accessibilityIncrement())
        #expect(screen.slider.value == 25 && screen.log == ["volume 25.0"])
        #expect(simulator.accessibilityFocus?.value == "50%")
        #expect(simulator.accessibilityDecrement() && simulator.accessibilityDecrement())
        #expect(screen.slider.value == 15)
        screen.slider.value = 50
        screen.log = []
        simulator.accessibilityIncrement()
        #expect(screen.slider.value == 50 && screen.log.isEmpty)
        // A button is not adjustable: the swipe does nothing.
        simulator.accessibilityFocus(on: screen.button)
        #expect(!simulator.accessibilityIncrement())
    }

    @Test("AX8: escape dismisses a presented controller (Apple: accessibilityPerformEscape dismisses a modal view)")
    func escapeDismissesPresented() {
        let screen = Screen()
        let simulator = loaded(screen)
        let sheet = Screen()
        sheet.modalPresentationStyle = .fullScreen
        screen.present(sheet, animated: false)
        simulator.advance(by: 0.1)
        #expect(simulator.accessibilityFocus(on: sheet.button))
        #expect(simulator.accessibilityEscape())
        simulator.advance(by: 1)
        #expect(screen.presentedViewController == nil)
    }

    @Test("AX8: escape pops a navigation controller; a controller that handles it itself wins")
    func escapePopsNavigation() {
        final class Editor: UIViewController {
            var escapes = 0
            override func accessibilityPerformEscape() -> Bool {
                escapes += 1
                return true
            }
            override func viewDidLoad() {
                let title = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 20))
                title.text = "Editing"
                view.addSubview(title)
            }
        }
        let root = Screen()
        let navigation = UINavigationController(rootViewController: root)
        let simulator = loaded(navigation)
        let detail = Screen()
        navigation.pushViewController(detail, animated: false)
        simulator.advance(by: 0.1)
        simulator.accessibilityFocus(on: detail.button)
        #expect(simulator.accessibilityEscape())
        simulator.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
        let editor = Editor()
        navigation.pushViewController(editor, animated: false)
        simulator.advance(by: 0.1)
        #expect(simulator.accessibilityFocus(labeled: "Editing"))
        #expect(simulator.accessibilityEscape())
        #expect(editor.escapes == 1 && navigation.viewControllers.count == 2)
    }

    @Test("AX8: escape on an alert runs its cancel action; a root screen has nothing to escape")
    func escapeAlert() {
        let screen = Screen()
        let simulator = loaded(screen)
        simulator.accessibilityFocus(on: screen.button)
        #expect(!simulator.accessibilityEscape())
        var log: [String] = []
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("delete") })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        screen.present(alert, animated: false)
        simulator.advance(by: 0.1)
        // The alert is modal: only its content is read.
        #expect(!simulator.accessibilityElements().contains { $0.label == "Sign In" })
        #expect(simulator.accessibilityFocus(labeled: "Delete"))
        #expect(simulator.accessibilityEscape())
        #expect(log == ["cancel"] && screen.presentedViewController == nil)
    }

    @Test("AX9: magic tap goes up the chain from the focus to the first object that handles it")
    func magicTap() {
        final class Player: UIViewController {
            var toggles = 0
            override func accessibilityPerformMagicTap() -> Bool {
                toggles += 1
                return true
            }
            override func viewDidLoad() {
                let label = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 20))
                label.text = "Now playing"
                view.addSubview(label)
            }
        }
        let player = Player()
        let simulator = loaded(player)
        simulator.accessibilityFocusNext()
        #expect(simulator.accessibilityFocus?.label == "Now playing")
        #expect(simulator.accessibilityMagicTap())
        #expect(player.toggles == 1)
    }

    @Test("AX9: custom actions run by name, with a handler or a target and selector; an unknown name is refused")
    func customActions() {
        final class Row: UIViewController {
            var log: [String] = []
            let card = UILabel(frame: CGRect(x: 0, y: 100, width: 300, height: 60))
            override func viewDidLoad() {
                card.text = "Photo by Ann"
                card.accessibilityCustomActions = [
                    UIAccessibilityCustomAction(name: "Like") { [unowned self] _ in
                        log.append("like")
                        return true
                    },
                    UIAccessibilityCustomAction(name: "Delete", target: self, selector: Selector("delete:")),
                ]
                view.addSubview(card)
            }
            func delete(_ action: UIAccessibilityCustomAction) -> Bool {
                log.append("delete via \(action.name)")
                return false
            }
            // What the porting translator writes for `@objc` methods (PT2).
            override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
                guard selector.name == "delete:" else { return super._objcMethod(selector) }
                return ObjCMethod(arity: 1) { [unowned self] arguments in
                    delete(arguments[0] as! UIAccessibilityCustomAction)
                }
            }
        }
        let row = Row()
        let simulator = loaded(row)
        simulator.accessibilityFocus(labeled: "Photo by Ann")
        #expect(simulator.accessibilityFocus?.customActions == ["Like", "Delete"])
        #expect(simulator.accessibilityFocus?.spoken == "Photo by Ann, Actions Available")
        #expect(simulator.accessibilityPerformCustomAction(named: "Like"))
        #expect(!simulator.accessibilityPerformCustomAction(named: "Delete"))
        #expect(row.log == ["like", "delete via Delete"])
        #expect(!simulator.accessibilityPerformCustomAction(named: "Share"))
        #expect(simulator.issues.last?.contains("has no such action (it has: \"Like\", \"Delete\")") == true)
    }

    @Test("AX10: a three-finger swipe up scrolls a scroll view by a page, within its content")
    func scroll() {
        let screen = UIViewController()
        let simulator = loaded(screen)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        scroll.contentSize = CGSize(width: 390, height: 1000)
        let label = UILabel(frame: CGRect(x: 0, y: 10, width: 200, height: 20))
        label.text = "Top"
        scroll.addSubview(label)
        screen.view.addSubview(scroll)
        simulator.accessibilityFocus(labeled: "Top")
        #expect(simulator.accessibilityScroll(.up))
        #expect(scroll.contentOffset.y == 400)
        #expect(simulator.accessibilityScroll(.up))
        #expect(scroll.contentOffset.y == 600)
        #expect(!simulator.accessibilityScroll(.up))
        #expect(simulator.accessibilityScroll(.down) && scroll.contentOffset.y == 200)
    }
}
