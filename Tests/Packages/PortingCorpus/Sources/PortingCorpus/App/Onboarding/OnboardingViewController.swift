//
//  OnboardingViewController.swift
//  Trailmate
//

import UIKit

@objc protocol OnboardingViewControllerDelegate: AnyObject {
    func onboardingDidFinish(_ controller: OnboardingViewController)
    @objc optional func onboarding(_ controller: OnboardingViewController, didShowPage page: Int)
}

/// Three pages in a paging scroll view with a page control; "Skip" and the last page's "Start" finish.
class OnboardingViewController: UIViewController, UIScrollViewDelegate {

    weak var delegate: OnboardingViewControllerDelegate?

    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    let skipButton = UIButton(type: .system)

    private let pages: [OnboardingPageView] = [
        OnboardingPageView(title: "Find trails", body: "Hikes near you, sorted by distance.", symbolName: "map"),
        OnboardingPageView(title: "Save favourites", body: "Swipe a trail to keep it.", symbolName: "heart"),
        OnboardingPageView(title: "Track your hike", body: "A stopwatch that keeps going.", symbolName: "timer"),
    ]

    private var observationContext = 0
    private(set) var observedOffsets: [CGPoint] = []

    var currentPage: Int {
        guard scrollView.bounds.width > 0 else { return 0 }
        return Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.delegate = self
        view.addSubview(scrollView)
        pages.forEach(scrollView.addSubview)

        pageControl.numberOfPages = pages.count
        pageControl.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)
        view.addSubview(pageControl)

        skipButton.setTitle("Skip", for: .normal)
        skipButton.addTarget(self, action: #selector(finish), for: .touchUpInside)
        view.addSubview(skipButton)

        scrollView.addObserver(
            self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: &observationContext)
    }

    deinit {
        scrollView.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), context: &observationContext)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        scrollView.frame = bounds
        for (index, page) in pages.enumerated() {
            page.frame = CGRect(x: CGFloat(index) * bounds.width, y: 0, width: bounds.width, height: bounds.height)
        }
        scrollView.contentSize = CGSize(width: bounds.width * CGFloat(pages.count), height: bounds.height)
        pageControl.frame = CGRect(x: 0, y: bounds.height - 80, width: bounds.width, height: 30)
        skipButton.frame = CGRect(x: bounds.width - 80, y: 50, width: 64, height: 44)
    }

    // MARK: - KVO

    override func observeValue(
        forKeyPath keyPath: String?,
        of object: Any?,
        change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard context == &observationContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        if keyPath == #keyPath(UIScrollView.contentOffset), let offset = change?[.newKey] as? CGPoint {
            observedOffsets.append(offset)
            // Fade the skip button out over the last page.
            let lastPageStart = scrollView.bounds.width * CGFloat(pages.count - 2)
            let progress = (offset.x - lastPageStart) / max(scrollView.bounds.width, 1)
            skipButton.alpha = 1 - min(max(progress, 0), 1)
        }
    }

    // MARK: - UIScrollViewDelegate

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = currentPage
        delegate?.onboarding?(self, didShowPage: currentPage)
    }

    // MARK: - Actions

    @objc private func pageControlChanged(_ sender: UIPageControl) {
        let offset = CGPoint(x: CGFloat(sender.currentPage) * scrollView.bounds.width, y: 0)
        scrollView.setContentOffset(offset, animated: true)
        delegate?.onboarding?(self, didShowPage: sender.currentPage)
    }

    @objc func finish() {
        delegate?.onboardingDidFinish(self)
    }
}
