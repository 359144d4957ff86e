import Foundation

/// What a context menu shows (CM1): a menu made by `actionProvider` (given the suggested elements: none here)
/// and an optional preview controller (made but not shown here).
@preconcurrency @MainActor open class UIContextMenuConfiguration {
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
    public typealias PreviewProvider = @MainActor () -> UIViewController?

    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    public init(
        identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider?, actionProvider: ActionProvider?
    ) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
