import Foundation

/// What an id names.
enum IDKind: Equatable {
    case view(index: Int)
    case controllerView(controller: Int)
    case controller(index: Int)
    case gesture(view: Int, index: Int)
    case appDelegate
    /// A view of the cell template of `views[table]`: one instance per cell (CV1, "Cell templates").
    case cellView(table: Int)
    /// A recognizer of a cell template's view.
    case cellGesture(table: Int)

    /// The table or collection view whose cell template declares it, if it is in one.
    var template: Int? {
        switch self {
        case .cellView(let table), .cellGesture(let table): return table
        default: return nil
        }
    }
    /// A view a container makes: a tab bar controller's `<id>.tabBar` (NV9).
    case bar(controller: Int)
    /// A recognizer a container makes: a navigation controller's `<id>.interactivePop` (NV5).
    case containerGesture(controller: Int)

    var isView: Bool {
        switch self {
        case .view, .controllerView, .bar: return true
        default: return false
        }
    }

    var isGesture: Bool {
        switch self {
        case .gesture, .cellGesture, .containerGesture: return true
        default: return false
        }
    }

    var isResponder: Bool {
        !isGesture
    }
}
