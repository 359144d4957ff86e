import Foundation

/// What UIKit tells a controller about a change of its view's size (VC5), its traits (CC2) and its children's
/// preferred sizes (CC1). `UIViewController` adopts it.
@preconcurrency @MainActor public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
}
