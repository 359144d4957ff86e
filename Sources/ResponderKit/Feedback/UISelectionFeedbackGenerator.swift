import Foundation

/// A selection changing, e.g. a picker's row or a segmented control's segment (FB1).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() { occur(.selectionChanged) }
}
