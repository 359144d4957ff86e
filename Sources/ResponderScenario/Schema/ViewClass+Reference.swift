import Foundation

extension ViewClass {
    /// What the key reference says of the class besides its properties.
    var note: String {
        switch self {
        case .imageview, .label: return "not interactive by default"
        case .switch: return "size fixed at 51 x 31"
        case .stepper: return "size fixed at 94 x 32"
        case .customcontrol: return "a `UIControl` subclass with no default action (C6)"
        default: return ""
        }
    }
}
