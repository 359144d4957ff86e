/// UIKit's superclasses of the classes iOS code subclasses most (SPEC PT2), so that the translator knows a
/// class descends from one of ResponderKit's root classes with method tables, and which UIKit class an
/// extension's members reach.
enum UIKitHierarchy {
    static let superclass: [String: String] = [
        "UIView": "UIResponder", "UIViewController": "UIResponder", "UIApplication": "UIResponder",
        "UIControl": "UIView", "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl",
        "UISlider": "UIControl", "UIStepper": "UIControl", "UISegmentedControl": "UIControl",
        "UIPageControl": "UIControl", "UIDatePicker": "UIControl", "UIRefreshControl": "UIControl",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView",
        "UIWindow": "UIView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UICollectionViewCell": "UICollectionReusableView", "UITableViewHeaderFooterView": "UIView",
        "UIVisualEffectView": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
        "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView",
        "UIPickerView": "UIView", "UITableViewController": "UIViewController",
        "UICollectionViewController": "UIViewController", "UINavigationController": "UIViewController",
        "UITabBarController": "UIViewController", "UIPageViewController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIAlertController": "UIViewController",
        "UISearchController": "UIViewController", "UIPanGestureRecognizer": "UIGestureRecognizer",
        "UITapGestureRecognizer": "UIGestureRecognizer", "UILongPressGestureRecognizer": "UIGestureRecognizer",
        "UIPinchGestureRecognizer": "UIGestureRecognizer", "UIRotationGestureRecognizer": "UIGestureRecognizer",
        "UISwipeGestureRecognizer": "UIGestureRecognizer", "UIHoverGestureRecognizer": "UIGestureRecognizer",
        "UIScreenEdgePanGestureRecognizer": "UIPanGestureRecognizer", "UIBarButtonItem": "UIBarItem",
        "UITabBarItem": "UIBarItem", "CAShapeLayer": "CALayer", "CAGradientLayer": "CALayer",
        "CATextLayer": "CALayer", "CAReplicatorLayer": "CALayer",
    ]

    /// ResponderKit's classes that declare `_objcMethod`/`_objcProperty` (PT2), and `ObjCObject`, the
    /// superclass a class declared `: NSObject` gets.
    static let tableRoots: Set<String> = [
        "UIResponder", "UIGestureRecognizer", "UIBarItem", "UINavigationItem", "CALayer", "NSLayoutConstraint",
        "UILayoutGuide", "UITouch", "UIEvent", "UIPress", "NSObject", "ObjCObject",
    ]
}
