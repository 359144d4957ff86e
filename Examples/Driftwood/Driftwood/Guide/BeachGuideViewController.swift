import UIKit

/// Beach guide: one beach a page, paged sideways, and a tide-times drawer pulled in from the right edge of
/// the screen. The edge pan wins over the pager's own pan, which waits for it to fail.
final class BeachGuideViewController: UIViewController, UIScrollViewDelegate {
    static let beaches = ["Kynance Cove", "Porthcurno", "Sennen", "Gwithian"]
    static let drawerWidth: CGFloat = 280

    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    let drawerView = UIView()
    let edgePan = UIScreenEdgePanGestureRecognizer()
    private let dimmingView = UIView()
    private var drawerLeading: NSLayoutConstraint!

    private(set) var isDrawerOpen = false

    var currentPage: Int {
        guard scrollView.bounds.width > 0 else { return 0 }
        return Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Beach Guide"
        view.backgroundColor = .systemBackground
        setUpPager()
        setUpDrawer()

        edgePan.edges = .right
        edgePan.addTarget(self, action: #selector(handleEdgePan(_:)))
        view.addGestureRecognizer(edgePan)
        // A pan that starts at the edge is the drawer's, never a page turn.
        scrollView.panGestureRecognizer.require(toFail: edgePan)
    }

    private func setUpPager() {
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.accessibilityIdentifier = "guide.pager"
        scrollView.delegate = self
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)

        let pages = UIStackView()
        pages.axis = .horizontal
        pages.distribution = .fillEqually
        pages.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(pages)
        for beach in BeachGuideViewController.beaches {
            let page = UILabel()
            page.text = beach
            page.textAlignment = .center
            page.font = .preferredFont(forTextStyle: .largeTitle)
            pages.addArrangedSubview(page)
        }

        pageControl.numberOfPages = BeachGuideViewController.beaches.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .systemGray3
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        // The dots sit over the bottom of the pages.
        view.addSubview(pageControl)

        let count = CGFloat(BeachGuideViewController.beaches.count)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            pages.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            pages.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            pages.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            pages.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
            pages.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, multiplier: count),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8),
        ])
    }

    private func setUpDrawer() {
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        dimmingView.alpha = 0
        dimmingView.accessibilityIdentifier = "guide.dimming"
        dimmingView.frame = view.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(closeDrawer)))
        view.addSubview(dimmingView)

        drawerView.backgroundColor = .secondarySystemBackground
        drawerView.accessibilityIdentifier = "guide.drawer"
        drawerView.translatesAutoresizingMaskIntoConstraints = false
        let tides = UILabel()
        tides.text = "High tide 06:42\nLow tide 12:58"
        tides.numberOfLines = 0
        tides.translatesAutoresizingMaskIntoConstraints = false
        drawerView.addSubview(tides)
        view.addSubview(drawerView)

        drawerLeading = drawerView.leadingAnchor.constraint(equalTo: view.trailingAnchor)
        NSLayoutConstraint.activate([
            drawerLeading,
            drawerView.widthAnchor.constraint(equalToConstant: BeachGuideViewController.drawerWidth),
            drawerView.topAnchor.constraint(equalTo: view.topAnchor),
            drawerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tides.topAnchor.constraint(equalTo: drawerView.safeAreaLayoutGuide.topAnchor, constant: 20),
            tides.leadingAnchor.constraint(equalTo: drawerView.leadingAnchor, constant: 20),
        ])
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = currentPage
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { pageControl.currentPage = currentPage }
    }

    // MARK: The drawer

    @objc private func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = BeachGuideViewController.drawerWidth
        let pulled = min(max(-pan.translation(in: view).x, 0), width)
        switch pan.state {
        case .began, .changed:
            drawerLeading.constant = -pulled
            dimmingView.alpha = pulled / width
        case .ended:
            let flicked = pan.velocity(in: view).x < -500
            setDrawer(open: flicked || pulled > width / 2)
        default:
            setDrawer(open: false)
        }
    }

    @objc func closeDrawer() {
        setDrawer(open: false)
    }

    private func setDrawer(open: Bool) {
        isDrawerOpen = open
        drawerLeading.constant = open ? -BeachGuideViewController.drawerWidth : 0
        UIView.animate(withDuration: 0.25) {
            self.dimmingView.alpha = open ? 1 : 0
            self.view.layoutIfNeeded()
        }
    }
}
