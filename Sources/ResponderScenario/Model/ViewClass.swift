import Foundation

/// The classes a view can have.
public enum ViewClass: String, Equatable, Sendable, CaseIterable {
    case view, button, `switch`, slider, segmented, stepper, pagecontrol, scrollview, tableview, customcontrol
    case imageview, label
    case textfield, textview, collectionview

    var isControl: Bool {
        switch self {
        case .button, .switch, .slider, .segmented, .stepper, .pagecontrol, .customcontrol, .textfield: return true
        default: return false
        }
    }

    var isScrollView: Bool { [.scrollview, .tableview, .textview, .collectionview].contains(self) }

    /// Scroll, table and collection views may have a `refreshControl` (RC1; a text view's is not offered).
    var hasRefreshControl: Bool { [.scrollview, .tableview, .collectionview].contains(self) }

    /// Table and collection views: they make cells, and a `cell` template fills them (S4, CV1).
    var hasCells: Bool { self == .tableview || self == .collectionview }

    var uikitName: String {
        switch self {
        case .view: return "UIView"
        case .button: return "UIButton"
        case .switch: return "UISwitch"
        case .slider: return "UISlider"
        case .segmented: return "UISegmentedControl"
        case .stepper: return "UIStepper"
        case .pagecontrol: return "UIPageControl"
        case .scrollview: return "UIScrollView"
        case .tableview: return "UITableView"
        case .customcontrol: return "UIControl"
        case .imageview: return "UIImageView"
        case .label: return "UILabel"
        case .textfield: return "UITextField"
        case .textview: return "UITextView"
        case .collectionview: return "UICollectionView"
        }
    }
}
