import Foundation

/// What the user chose in Settings for a double-tap on Apple Pencil (TD8), with UIKit's raw values. Each
/// simulator has its own setting (`EventSimulator.pencilPreferredTapAction`), `.switchEraser` by default,
/// as on a new iPad.
public enum UIPencilPreferredAction: Int, Sendable {
    case ignore = 0
    case switchEraser = 1
    case switchPrevious = 2
    case showColorPalette = 3
    case showInkAttributes = 4
    case showContextualPalette = 5
    case runSystemShortcut = 6
}
