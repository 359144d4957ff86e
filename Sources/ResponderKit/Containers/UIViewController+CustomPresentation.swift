import Foundation

/// VC7, VC8: `.custom` presentations. The presented controller's `transitioningDelegate` supplies the
/// presentation controller, the animators and the interaction controllers (UIKit's when it gives none); the
/// transition runs in the presentation controller's container view, which covers the window from the start
/// of the presentation to the end of the dismissal. The wills come first, then the presentation
/// controller's `…WillBegin`, then the animator (or the interaction controller); `completeTransition(_:)`
/// runs the coordinator's completions, `animationEnded`, `…DidEnd`, the dids and the completion.
extension UIViewController {
    /// `given`: the popover's controller, or the one it adapts to (PO1, PO2), instead of the delegate's.
    func presentCustom(
        _ presented: UIViewController, animated: Bool, in window: UIWindow, completion: (() -> Void)?,
        controller given: UIPresentationController? = nil
    ) {
        // SH1: a sheet's presentation controller is its own (made when first asked for), not the delegate's.
        let sheet =
            given.map { $0 as? UISheetPresentationController }
            ?? (presented.modalPresentationStyle == .custom ? nil : presented.sheetPresentationController)
        let delegate = sheet == nil && given == nil ? presented.transitioningDelegate : nil
        let controller =
            given ?? sheet ?? delegate?.presentationController(forPresented: presented, presenting: self, source: self)
            ?? UIPresentationController(presentedViewController: presented, presenting: self)
        if controller.presentingStorage == nil || sheet != nil || given != nil { controller.presentingStorage = self }
        controller.presentedStrong = presented
        let popover = controller as? UIPopoverPresentationController
        let container =
            sheet != nil
            ? SheetContainerView(frame: window.bounds)
            : popover?.makeContainer(frame: window.bounds) ?? UIView(frame: window.bounds)
        (container as? SheetContainerView)?.sheet = sheet
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.containerStorage = container
        presented.presentationControllerStorage = controller
        window.addSubview(container)
        sheet?.install(in: container)
        let covers = controller.shouldRemovePresentersView
        // VC9: the presenter's views leave the window once the presentation has completed.
        let cover = covers ? PresentationCover.make(presenting: self, style: .custom, removesPresenter: true) : nil
        presented.presentationCoverStorage = cover
        presented.isBeingPresentedStorage = true
        appearanceAnimated = animated
        presented.appearanceAnimated = animated
        guard animated else {
            if covers { beginAppearance(false, animated: false) }
            presented.beginAppearance(true, animated: false)
            controller.presentationTransitionWillBegin()
            if let view = controller.presentedView {
                view.frame = controller.frameOfPresentedViewInContainerView
                container.addSubview(view)
            }
            controller.presentationTransitionDidEnd(true)
            controller.transitionEnded(presenting: true, completed: true)
            cover?.removeIfNeeded()
            presented.endAppearance()
            if covers { endAppearance() }
            presented.isBeingPresentedStorage = false
            completion?()
            return
        }
        let animator =
            delegate?.animationController(forPresented: presented, presenting: self, source: self)
            ?? CoverVerticalAnimator(presenting: true)
        let interaction = delegate?.interactionControllerForPresentation(using: animator)
        let context = beginCustomTransition(
            presented, controller: controller, presenting: true, animator: animator, interaction: interaction,
            window: window)
        if covers { beginAppearance(false, animated: true) }
        presented.beginAppearance(true, animated: true)
        context.interactionEnded = { [self] cancelled in
            guard cancelled else { return }
            // VC8: the controller that was appearing will disappear, then the one that was leaving will appear.
            presented.beginAppearance(false, animated: true)
            if covers { beginAppearance(true, animated: true) }
        }
        context.ending = { [self] didComplete in
            endCustomTransition(context, window: window)
            animator.animationEnded(didComplete)
            controller.presentationTransitionDidEnd(didComplete)
            controller.transitionEnded(presenting: true, completed: didComplete)
            if didComplete {
                cover?.removeIfNeeded()
            } else {
                container.removeFromSuperview()
                cover?.restoreIfNeeded()  // an animator may have moved it into the container
                detachCustom(presented)
            }
            presented.endAppearance()
            if covers { endAppearance() }
            presented.isBeingPresentedStorage = false
            if didComplete { completion?() }
        }
        controller.presentationTransitionWillBegin()
        runCustomTransition(context, interaction: interaction)
    }

    /// `interaction`: the sheet's own interaction controller for a drag-to-dismiss (SH5), else the delegate's.
    func dismissCustom(
        _ presented: UIViewController, controller: UIPresentationController, animated: Bool,
        completion: (() -> Void)?, interaction sheetInteraction: (any UIViewControllerInteractiveTransitioning)? = nil
    ) {
        let container = controller.containerStorage
        let covers = controller.shouldRemovePresentersView
        let cover = presented.presentationCoverStorage
        presented.isBeingDismissedStorage = true
        appearanceAnimated = animated
        presented.appearanceAnimated = animated
        guard animated, let container, let window = container.windowStorage else {
            presented.beginAppearance(false, animated: animated)
            if covers { beginAppearance(true, animated: animated) }
            cover?.restoreIfNeeded()
            controller.dismissalTransitionWillBegin()
            controller.dismissalTransitionDidEnd(true)
            controller.transitionEnded(presenting: false, completed: true)
            container?.removeFromSuperview()
            cover?.restoreIfNeeded()
            if covers { endAppearance() }
            presented.endAppearance()
            detachCustom(presented)
            completion?()
            return
        }
        let own = controller is UISheetPresentationController || controller is UIPopoverPresentationController
        let delegate = own || presented.popoverStorage != nil ? nil : presented.transitioningDelegate
        let animator =
            delegate?.animationController(forDismissed: presented) ?? CoverVerticalAnimator(presenting: false)
        let interaction = sheetInteraction ?? delegate?.interactionControllerForDismissal(using: animator)
        let context = beginCustomTransition(
            presented, controller: controller, presenting: false, animator: animator, interaction: interaction,
            window: window)
        presented.beginAppearance(false, animated: true)
        if covers { beginAppearance(true, animated: true) }
        cover?.restoreIfNeeded()  // VC9: under the leaving view before the animator runs
        context.interactionEnded = { [self] cancelled in
            guard cancelled else { return }
            // VC8: as NV5's cancelled pop: the controller that was appearing will disappear, then the
            // presented one will appear again.
            if covers { beginAppearance(false, animated: true) }
            presented.beginAppearance(true, animated: true)
        }
        context.ending = { [self] didComplete in
            endCustomTransition(context, window: window)
            animator.animationEnded(didComplete)
            controller.dismissalTransitionDidEnd(didComplete)
            if didComplete {
                container.removeFromSuperview()
                cover?.restoreIfNeeded()  // an animator may have moved it into the container
            } else {
                cover?.removeIfNeeded()  // still presented: out again
            }
            if covers { endAppearance() }
            presented.endAppearance()
            if didComplete {
                detachCustom(presented)
                controller.transitionEnded(presenting: false, completed: true)
                completion?()
            } else {
                presented.isBeingDismissedStorage = false
                controller.transitionEnded(presenting: false, completed: false)
            }
        }
        controller.dismissalTransitionWillBegin()
        runCustomTransition(context, interaction: interaction)
    }

    /// The coordinator (both controllers', modal: VC6's refusals and the window's refusal of new touches
    /// apply) and the context, interactive from here when the interaction controller wants an interactive
    /// start, so that the wills see it (VC8).
    private func beginCustomTransition(
        _ presented: UIViewController, controller: UIPresentationController, presenting: Bool,
        animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?, window: UIWindow
    ) -> CustomTransitionContext {
        let container = controller.containerStorage ?? window
        let coordinator = AnimatedTransitionCoordinator(
            kind: .modal, presentationStyle: controller.presentationStyle, containerView: container)
        let context = CustomTransitionContext(
            presentationController: controller, isPresenting: presenting, isAnimated: true, coordinator: coordinator,
            animator: animator)
        coordinator.transitionDuration = animator.transitionDuration(using: context)
        transitionCoordinatorStorage = coordinator
        presented.transitionCoordinatorStorage = coordinator
        window.modalTransitionsRunning += 1
        if let interaction, interaction.wantsInteractiveStart { context.beginInteraction() }
        return context
    }

    private func endCustomTransition(_ context: CustomTransitionContext, window: UIWindow) {
        let presented = context.presentationController.presentedStorage
        context.coordinator.finish()
        if transitionCoordinatorStorage === context.coordinator { transitionCoordinatorStorage = nil }
        if presented.transitionCoordinatorStorage === context.coordinator {
            presented.transitionCoordinatorStorage = nil
        }
        window.modalTransitionsRunning -= 1
    }

    /// VC8: an interaction controller that wants an interactive start drives the transition; otherwise the
    /// animator runs it, with the coordinator's alongside blocks in an animation of its duration.
    private func runCustomTransition(
        _ context: CustomTransitionContext, interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
        if let interaction, context.isInteractive {
            interaction.startInteractiveTransition(context)
        } else {
            context.animator.animateTransition(using: context)
            context.animateAlongside()
        }
    }

    /// A sheet keeps its presentation controller (and its detents) for the next presentation (SH1).
    private func detachCustom(_ presented: UIViewController) {
        presented.isBeingDismissedStorage = false
        presented.presentationCoverStorage = nil
        if let sheet = presented.presentationControllerStorage as? UISheetPresentationController {
            sheet.containerStorage = nil
            sheet.presentedStrong = nil
            // PO2: the sheet a popover adapted to is the popover's, which stays the presentation controller.
            if presented.popoverStorage != nil { presented.presentationControllerStorage = nil }
        } else {
            presented.presentationControllerStorage = nil
        }
        presented.presentingStorage = nil
        if presentedStorage === presented { presentedStorage = nil }
    }
}
