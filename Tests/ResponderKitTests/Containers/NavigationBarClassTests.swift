import Foundation
import ResponderKit
import Testing

/// NV15: `init(navigationBarClass:toolbarClass:)` makes the bar from its class.
@MainActor @Suite struct NavigationBarClassTests {
    /// A bar subclass as the porting plugin translates it (PT7): it can be made from its metatype.
    @MainActor final class TallBar: UINavigationBar {
        var laidOut = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            laidOut += 1
        }
        override class func _objcInstantiate(_ initializer: String, _ arguments: [Any?]) -> AnyObject? {
            guard ObjectIdentifier(self) == ObjectIdentifier(TallBar.self), initializer == "init(frame:)",
                let frame = arguments.first as? CGRect
            else { return nil }
            return TallBar(frame: frame)
        }
    }

    @Test("NV15: the navigation bar is an instance of the class given, in the hierarchy, showing the stack's items")
    func customBar() {
        let simulator = EventSimulator()
        let navigation = UINavigationController(navigationBarClass: TallBar.self, toolbarClass: nil)
        let first = UIViewController()
        first.title = "First"
        let second = UIViewController()
        navigation.setViewControllers([first, second], animated: false)
        simulator.window.rootViewController = navigation
        simulator.advance(by: 0.1)
        let bar = navigation.navigationBar as? TallBar
        #expect(bar != nil && bar?.superview === navigation.view && (bar?.laidOut ?? 0) > 0)
        #expect(bar?.topItem === second.navigationItem && bar?.backItem === first.navigationItem)
        let plain = UINavigationController(navigationBarClass: nil, toolbarClass: nil)
        #expect(type(of: plain.navigationBar) == UINavigationBar.self)
        let wrong = UINavigationController(navigationBarClass: UIView.self, toolbarClass: nil)
        #expect(type(of: wrong.navigationBar) == UINavigationBar.self)
    }
}
