import Foundation

/// Columns of view controllers side by side on a regular width, collapsed into one navigation stack on a
/// compact width (SP2–SP5). Its children's appearance follows their views in and out of the window (VC3).
@preconcurrency @MainActor open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified = 0, doubleColumn = 1, tripleColumn = 2 }
    public enum DisplayMode: Int, Sendable {
        case automatic = 0, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary
        case twoDisplaceSecondary
        @available(*, deprecated, renamed: "secondaryOnly") public static var primaryHidden: DisplayMode {
            .secondaryOnly
        }
        @available(*, deprecated, renamed: "oneBesideSecondary") public static var allVisible: DisplayMode {
            .oneBesideSecondary
        }
        @available(*, deprecated, renamed: "oneOverSecondary") public static var primaryOverlay: DisplayMode {
            .oneOverSecondary
        }
    }
    public enum Column: Int, Sendable { case primary = 0, supplementary, secondary, compact }
    /// UIKit's "let the system decide" value for the column widths.
    public static let automaticDimension: CGFloat = -1
    /// SP3: the primary column's width when nothing is preferred (our choice: UIKit's usual 320 pt).
    static let defaultPrimaryWidth: CGFloat = 320

    private var styleStorage = Style.unspecified
    /// What the app set for each column.
    var assigned: [Column: UIViewController] = [:]
    /// What each column shows: the assigned controller, wrapped in a navigation controller for the column
    /// styles (SP2), or what an expansion separated.
    var columns: [Column: UIViewController] = [:]
    var collapsedStorage = false
    /// Whether the traits have been applied (the first appearance does it, SP4).
    var hasAppliedTraits = false
    /// SP4: the primary navigation controller's stack height when it collapsed: what lies above it separates.
    var collapseBase: Int?
    var lastDisplayMode: DisplayMode?
    /// Set while a trait transition collapses or expands: the columns wait for the layout at the new size.
    var isApplyingTraits = false

    open weak var delegate: UISplitViewControllerDelegate?
    /// SP3: the display mode wanted in the expanded interface; `.automatic` lets the width decide.
    open var preferredDisplayMode: DisplayMode = .automatic { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// Stored: no gesture shows a hidden column here.
    open var presentsWithGesture = true

    public init(style: UISplitViewController.Style) {
        styleStorage = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        switch (coder as? IBCoder)?.element["style"] {
        case "doubleColumn": styleStorage = .doubleColumn
        case "tripleColumn": styleStorage = .tripleColumn
        default: styleStorage = .unspecified
        }
    }

    open var style: UISplitViewController.Style { styleStorage }
    /// SP4: true while the interface is collapsed (a compact width).
    open var isCollapsed: Bool { collapsedStorage }
    /// SP3: the mode shown in the expanded interface (the preferred one resolved for this width and style).
    open var displayMode: DisplayMode { resolvedDisplayMode }

    /// SP3: the primary column's width in the expanded interface.
    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? UIScreen.defaultSize.width
        let fraction = preferredPrimaryColumnWidthFraction
        var result = fraction >= 0 ? fraction * width : Self.defaultPrimaryWidth
        if minimumPrimaryColumnWidth >= 0 { result = Swift.max(result, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { result = Swift.min(result, maximumPrimaryColumnWidth) }
        return Swift.min(Swift.max(result, 0), width)
    }

    // MARK: Columns (SP2)

    /// SP2: classic style: `[primary, secondary]` (only the primary while collapsed); column styles: the
    /// columns' navigation controllers, primary first.
    open var viewControllers: [UIViewController] {
        get {
            if styleStorage == .unspecified {
                return collapsedStorage
                    ? [columns[.primary]].compactMap { $0 } : [.primary, .secondary].compactMap { columns[$0] }
            }
            return [Column.primary, .supplementary, .secondary].compactMap { columns[$0] }
        }
        set {
            let kinds: [Column] =
                styleStorage == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (index, column) in kinds.enumerated() {
                setViewController(index < newValue.count ? newValue[index] : nil, for: column)
            }
        }
    }

    /// SP2: the controller of a column. Column styles wrap one that is not a navigation controller in one, as
    /// UIKit does; `.supplementary` needs `.tripleColumn`.
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
        if column == .supplementary && styleStorage != .tripleColumn {
            report("setViewController(_:for:): the supplementary column needs the .tripleColumn style (SP2)")
            return
        }
        assigned[column] = vc
        let container = vc.map {
            styleStorage == .unspecified || $0 is UINavigationController ? $0 : wrap($0) as UIViewController
        }
        replaceColumn(column, with: container)
    }

    /// SP2: the controller set for the column (not the navigation controller wrapping it).
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { assigned[column] }

    private func wrap(_ vc: UIViewController) -> UINavigationController {
        if let nav = vc.parent as? UINavigationController, nav.parent === self { return nav }
        return UINavigationController(rootViewController: vc)
    }

    func replaceColumn(_ column: Column, with container: UIViewController?) {
        let old = columns[column]
        guard old !== container else { return }
        if let old {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = container
        if let container {
            addChild(container)
            container.didMove(toParent: self)
        }
        if isViewLoaded, !isApplyingTraits { layoutColumns() }
    }

    // MARK: Showing (SP1, SP2)

    /// SP2: the delegate first; collapsed, the primary navigation controller pushes `vc`; expanded, `vc`
    /// becomes the secondary column (UIKit: "In a regular environment, ... replaces the secondary").
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsedStorage {
            showCollapsed(vc, sender: sender)
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    /// SP2: the delegate first; collapsed, the primary navigation controller pushes `vc`; expanded, `vc`
    /// becomes the primary column (documented: "installs vc as the primary view controller").
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if collapsedStorage {
            showCollapsed(vc, sender: sender)
        } else {
            setViewController(vc, for: .primary)
        }
    }

    override func handlesShowAction(_ action: Selector) -> Bool {
        UIViewController.isShowAction(action) || UIViewController.isShowDetailAction(action)
            || super.handlesShowAction(action)
    }

    private func showCollapsed(_ vc: UIViewController, sender: Any?) {
        guard let nav = columns[.compact] as? UINavigationController ?? columns[.primary] as? UINavigationController
        else {
            (columns[.compact] ?? columns[.primary])?.show(vc, sender: sender)
            return
        }
        nav.pushViewController(vc, animated: true)
    }

    // MARK: The view (SP3)

    open override func loadView() {
        super.loadView()
        _ = ContainerRootView.replacingView(of: self) { [weak self] _ in self?.layoutColumns() }
    }

    /// SP4: the first appearance applies the width's traits: a compact width collapses (asking the delegate).
    open override func viewWillAppear(_ animated: Bool) {
        if !hasAppliedTraits { applyTraits() }
        super.viewWillAppear(animated)
    }

    /// SP4: a change of width class collapses or expands before the new size is laid out (CC2), as UIKit's
    /// split view controller does in its trait transition.
    open override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        if hasAppliedTraits { applyTraits(horizontal: newCollection.horizontalSizeClass, layOut: false) }
    }

    /// SP4: any other trait change that left the width class out of step (none here) is applied after it.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if hasAppliedTraits { applyTraits() }
    }

    func report(_ message: String) {
        Diagnostics.report("UISplitViewController.\(message)", application: viewIfLoaded?.window?.application)
    }
}
