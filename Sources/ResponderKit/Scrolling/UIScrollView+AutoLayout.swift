import Foundation

/// Auto Layout inside a scroll view (LY34): constraints to `contentLayoutGuide` decide `contentSize`.
extension UIScrollView {
    /// After the engine's frames are applied: on each axis the content layout guide's constraints decide,
    /// its solved length becomes the content size's; an axis they leave open keeps the size set by code.
    func adoptContentLayoutGuideSize() {
        guard let guide = layoutStorage.box?.scrollGuides.first(where: { $0.role == .scrollContent }),
            let engine = LayoutTree.engineRoot(of: self).layoutStorage.box?.engine
        else { return }
        let solved = engine.solvedSize(of: guide)
        let size = CGSize(width: solved.width ?? contentSize.width, height: solved.height ?? contentSize.height)
        if size != contentSize { contentSize = size }
    }
}
