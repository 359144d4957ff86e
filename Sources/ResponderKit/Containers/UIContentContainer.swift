import Foundation

/// What UIKit tells a controller about a change of its view's size (VC5). `UIViewController` adopts it;
/// only the size members UIKit calls on rotation are here.
@preconcurrency @MainActor public protocol UIContentContainer: AnyObject {
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
}
