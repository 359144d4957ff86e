import Foundation

/// What an id names.
enum IDKind: Equatable {
    case view(index: Int)
    case controllerView(controller: Int)
    case controller(index: Int)
    case gesture(view: Int, index: Int)
    case appDelegate

    var isView: Bool {
        switch self {
        case .view, .controllerView: return true
        default: return false
        }
    }

    var isResponder: Bool {
        if case .gesture = self { return false }
        return true
    }
}
