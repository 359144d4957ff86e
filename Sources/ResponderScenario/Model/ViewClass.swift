import Foundation

/// The classes a view can have.
public enum ViewClass: String, Equatable, Sendable, CaseIterable {
    case view, button, `switch`, slider, segmented, stepper, pagecontrol, scrollview, tableview, customcontrol
    case imageview, label

    var isControl: Bool {
        switch self {
        case .button, .switch, .slider, .segmented, .stepper, .pagecontrol, .customcontrol: return true
        default: return false
        }
    }

    var isScrollView: Bool { self == .scrollview || self == .tableview }

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
        }
    }
}
