import Foundation

/// What a custom detent's resolver sees (SH2): the largest height a detent can have in the sheet's
/// container (the large detent's). UIKit's `containerTraitCollection` is not modelled.
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var maximumDetentValue: CGFloat { get }
}
