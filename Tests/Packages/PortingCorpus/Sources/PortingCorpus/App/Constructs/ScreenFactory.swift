import UIKit

/// A card view that plug-ins name by its Objective-C name (SPEC PT7).
@objc(RKOnboardingCard)
class OnboardingCard: UIView {
    var accent: UIColor = .systemBlue
}

/// A screen a deep link names by its Objective-C name (SPEC PT7).
@objc(RKSummaryScreen)
class SummaryScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Summary"
    }
}

/// Makes screens and views from class names, as a deep-link router or a plug-in list does (SPEC PT7).
enum ScreenFactory {
    static func screen(named name: String) -> UIViewController? {
        (NSClassFromString(name) as? UIViewController.Type)?.init()
    }

    static func view(named name: String, frame: CGRect) -> UIView? {
        guard let type = NSClassFromString(name) as? UIView.Type else { return nil }
        return type.init(frame: frame)
    }

    static func name(of screen: UIViewController) -> String {
        NSStringFromClass(type(of: screen))
    }
}
