import ResponderKit

/// Sets up a paging scroll view from nonisolated code and tracks the page it settles on: "main
/// actor-isolated property 'delegate' can not be mutated from a nonisolated context" before (SPEC A5).
public final class PagingCoordinator: NSObject {
    public private(set) var currentPage = 0
    public private(set) var pageChanges: [Int] = []
    private let pageWidth: CGFloat

    public init(scrollView: UIScrollView, pageCount: Int) {
        pageWidth = scrollView.bounds.width
        super.init()
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: pageWidth * CGFloat(pageCount), height: scrollView.bounds.height)
        scrollView.delegate = self
    }
}

extension PagingCoordinator: UIScrollViewDelegate {
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = Int((scrollView.contentOffset.x / pageWidth).rounded())
        if page != currentPage {
            currentPage = page
            pageChanges.append(page)
        }
    }
}
