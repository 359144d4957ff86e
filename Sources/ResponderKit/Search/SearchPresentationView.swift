import Foundation

/// The view of an active search controller (SR9), presented over the context. Everything above the
/// search bar's bottom edge is left to the views below (the bar, and the navigation bar when shown, stay
/// tappable); below it lie the dimming view (`obscuresBackgroundDuringPresentation`) and the results
/// controller's view (while there is text). Where neither shows, touches reach the presenting content.
@MainActor final class SearchPresentationView: UIView {
    weak var controller: UISearchController?
    let dimmingView = UIView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.1)
        dimmingView.accessibilityLabel = "Dismiss search"
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { nil }

    /// The top of the results area: the search bar's bottom edge in this view (0 when the bar is elsewhere).
    var resultsTop: CGFloat {
        guard let bar = controller?.searchBar, bar.window != nil, bar.window === window else { return 0 }
        return Swift.max(0, bar.convert(bar.bounds, to: self).maxY)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let area = CGRect(x: 0, y: resultsTop, width: bounds.width, height: Swift.max(0, bounds.height - resultsTop))
        dimmingView.frame = area
        controller?.searchResultsController?.viewIfLoaded?.frame = area
    }

    /// SR9: nothing above the bar's bottom edge is this view's; below it, only what shows.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard point.y >= resultsTop, let hit = super.hitTest(point, with: event), hit !== self else { return nil }
        return hit
    }
}
