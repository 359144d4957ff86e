// View controllers, containers, presentation controllers and layouts declared as iOS code declares them
// (SPEC DA4), overriding the members the usage tables count most, including the status bar, orientation and
// memory members of VE1–VE4.
import Testing
import UIKit

final class AuditViewController: UIViewController {
    var events: [String] = []
    var style: UIStatusBarStyle = .lightContent
    var hidesStatusBar = false

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        events.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
    }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        events.append("didReceiveMemoryWarning")
    }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { true }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { nil }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag, completion: completion)
    }
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
}

/// A container that hands the status bar to its child, as containers written for iOS do.
final class AuditContainer: UIViewController {
    let content = AuditViewController()
    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
    override var childForHomeIndicatorAutoHidden: UIViewController? { content }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

final class AuditNavigationController: UINavigationController {
    override var preferredStatusBarStyle: UIStatusBarStyle { topViewController?.preferredStatusBarStyle ?? .default }
    override var childForStatusBarHidden: UIViewController? { topViewController }
}

final class AuditTableController: UITableViewController, UIGestureRecognizerDelegate {
    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: "row")
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// The paging table of a popular pager library, as it is written for iOS: the table adopts
/// `UIGestureRecognizerDelegate` itself and implements the method without `override` (S6).
final class PagingTable: UITableView, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        otherGestureRecognizer.view is UIScrollView
    }
}

final class AuditFlowLayout: UICollectionViewFlowLayout {
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepare() { super.prepare() }
    override var collectionViewContentSize: CGSize { super.collectionViewContentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override class var layoutAttributesClass: AnyClass { AuditLayoutAttributes.self }
    override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
    }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.contentOffsetAdjustment = .zero
        return context
    }
    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint { proposedContentOffset }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
    }
    override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates() }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }
    override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { true }
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }
    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath) }
}

/// Layout attributes with a property of their own, as iOS code subclasses them (NSCopying, isEqual).
final class AuditLayoutAttributes: UICollectionViewLayoutAttributes {
    var progress: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! AuditLayoutAttributes
        copy.progress = progress
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AuditLayoutAttributes, other.progress == progress else { return false }
        return super.isEqual(object)
    }
}

final class AuditSizingCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = 80
        return attributes
    }
}

final class AuditPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        containerView.map {
            CGRect(x: 0, y: $0.bounds.height / 2, width: $0.bounds.width, height: $0.bounds.height / 2)
        }
            ?? .zero
    }
    override func presentationTransitionWillBegin() { super.presentationTransitionWillBegin() }
    override func presentationTransitionDidEnd(_ completed: Bool) { super.presentationTransitionDidEnd(completed) }
    override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }
    override func dismissalTransitionDidEnd(_ completed: Bool) { super.dismissalTransitionDidEnd(completed) }
    override func containerViewWillLayoutSubviews() { super.containerViewWillLayoutSubviews() }
}

final class AuditCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() { super.prepareForReuse() }
    override func setSelected(_ selected: Bool, animated: Bool) { super.setSelected(selected, animated: animated) }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
    }
    override func layoutSubviews() { super.layoutSubviews() }
}

final class AuditCollectionCell: UICollectionViewCell {
    override var isSelected: Bool {
        didSet { contentView.alpha = isSelected ? 0.5 : 1 }
    }
    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.7 : 1 }
    }
    override func prepareForReuse() { super.prepareForReuse() }
}

final class AuditRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .ended }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    override func reset() { super.reset() }
}

@MainActor @Suite struct ControllerDeclarationTests {
    @Test("S6: a UITableView subclass adopting UIGestureRecognizerDelegate is its pan's delegate and answers")
    func pagingTableAnswers() {
        let table = PagingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let inner = UIScrollView(frame: .zero)
        #expect(table.panGestureRecognizer.delegate === table)
        #expect(
            table.panGestureRecognizer.delegate?.gestureRecognizer(
                table.panGestureRecognizer, shouldRecognizeSimultaneouslyWith: inner.panGestureRecognizer) == true)
    }

    @Test("VE1, VE2: the status bar follows the root's childForStatusBarStyle; a full-screen presentation takes over")
    func statusBarFollowsDecider() {
        let simulator = EventSimulator()
        let container = AuditContainer()
        simulator.window.rootViewController = container
        simulator.advance(by: 0.1)
        #expect(simulator.statusBarStyle == .lightContent)
        #expect(!simulator.isStatusBarHidden && simulator.isHomeIndicatorAutoHidden)
        container.content.hidesStatusBar = true
        container.content.style = .darkContent
        container.setNeedsStatusBarAppearanceUpdate()
        #expect(simulator.statusBarStyle == .darkContent && simulator.isStatusBarHidden)
        // A sheet (not full screen) leaves the status bar to its presenter unless it captures it.
        let sheet = AuditViewController()
        sheet.style = .default
        container.present(sheet, animated: false)
        #expect(simulator.statusBarStyle == .darkContent)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        #expect(simulator.statusBarStyle == .default)
    }

    @Test("VE3, DV3: a device turn rotates only to orientations the root supports; VE4 memory warnings reach all")
    func orientationAndMemory() {
        let simulator = EventSimulator()
        let root = AuditViewController()
        simulator.window.rootViewController = root
        simulator.advance(by: 0.1)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        #expect(simulator.rotateDevice(to: .landscapeLeft) == false)  // portrait only
        #expect(UIDevice.current.orientation == .landscapeLeft)
        #expect(simulator.interfaceOrientation == .portrait)
        simulator.simulateMemoryWarning()
        #expect(root.events.last == "didReceiveMemoryWarning")
    }
}
