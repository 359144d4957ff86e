import Foundation

/// The cell's editing controls (ED2): real subviews, hit-tested like any view — the delete or insert
/// control at the leading edge, the reorder control at the trailing edge. Their sizes are our choice
/// (README, Fidelity notes): UIKit documents none.
extension UITableViewCell {
    /// ED6: the controls a cell shows besides its content, as `willTransition(to:)` and `didTransition(to:)`
    /// report them (UIKit's raw values).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Editing mode with an editing control (delete or insert) or a reorder control.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The row's actions revealed by a swipe.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// ED6: the state as the cell shows it now.
    var currentStateMask: StateMask {
        var state: StateMask = []
        if isEditing { state.insert(.showingEditControl) }
        if swipeOffset != 0 { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// The leading delete or insert control's width, by which the content view is indented (ED2).
    static let editControlWidth: CGFloat = 40
    /// The trailing reorder control's width; it replaces the accessory while shown (ED2).
    static let reorderControlWidth: CGFloat = 40

    /// Whether the content view moves aside for the leading control.
    var indentsForEditControl: Bool {
        editingStyle != .none && shouldIndentWhileEditing && indentsWhileEditing
    }

    /// The content view's width while editing: the row less the indent and the reorder control, or the
    /// editing accessory (ED2).
    func editingContentWidth(forRowWidth width: CGFloat) -> CGFloat {
        let leading = indentsForEditControl ? Self.editControlWidth : 0
        let trailing: CGFloat
        if isEditing && showsReorderControlWhileEditing {
            trailing = Self.reorderControlWidth
        } else {
            trailing = editingAccessoryType == .none ? 0 : Self.builtInAccessoryWidth
        }
        return Swift.max(width - leading - trailing, 0)
    }

    /// Adds, places or removes the editing controls for the current state; answers the content view's
    /// indent. The accessory view hides while editing (UIKit shows the editing accessory instead).
    func layoutEditingControls() -> CGFloat {
        let style = editingStyle
        if style != .none {
            let control = editControl ?? UITableViewCellEditControl(style: style)
            if editControl == nil {
                editControl = control
                addSubview(control)
            }
            control.style = style
            control.frame = CGRect(x: swipeOffset, y: 0, width: Self.editControlWidth, height: bounds.height)
        } else if let control = editControl {
            editControl = nil
            control.removeFromSuperview()
        }
        if isEditing && showsReorderControlWhileEditing {
            let control = reorderControl ?? UITableViewCellReorderControl(frame: .zero)
            if reorderControl == nil {
                reorderControl = control
                addSubview(control)
            }
            control.frame = CGRect(
                x: bounds.width - Self.reorderControlWidth + swipeOffset, y: 0, width: Self.reorderControlWidth,
                height: bounds.height)
        } else if let control = reorderControl {
            reorderControl = nil
            control.removeFromSuperview()
        }
        if let accessoryView, accessoryView.isHidden != isEditing { accessoryView.isHidden = isEditing }
        return indentsForEditControl ? Self.editControlWidth : 0
    }

    /// The table showing this cell, if any.
    var owningTable: UITableView? { superview as? UITableView }
}
