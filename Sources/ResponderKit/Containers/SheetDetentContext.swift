import Foundation

/// The resolution context a sheet hands its detents (SH2); it also knows the container's height, which the
/// medium detent halves.
@MainActor final class SheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let containerHeight: CGFloat?

    init(maximumDetentValue: CGFloat, containerHeight: CGFloat?) {
        self.maximumDetentValue = maximumDetentValue
        self.containerHeight = containerHeight
    }
}
