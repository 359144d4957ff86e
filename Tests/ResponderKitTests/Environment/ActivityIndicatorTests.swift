import Foundation
import ResponderKit
import Testing

/// AI1–AI3 and PV1–PV3: activity indicators and progress views, as Apple's documentation describes them.
@MainActor @Suite struct ActivityIndicatorTests {
    @Test("AI1: hidesWhenStopped hides a stopped spinner (from the start), so touches pass through it (H1)")
    func hidesWhenStopped() {
        let simulator = EventSimulator()
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let spinner = UIActivityIndicatorView(style: .large)
        simulator.window.addSubview(below)
        simulator.window.addSubview(spinner)
        #expect(!spinner.isAnimating && spinner.isHidden)
        #expect(simulator.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === below)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        #expect(simulator.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === spinner)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden && !spinner.isAnimating)
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test("AI2, AI3: intrinsic sizes per style; init(style:) takes that size")
    func sizes() {
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame.size == CGSize(width: 37, height: 37))
        let spinner = UIActivityIndicatorView(frame: .zero)
        #expect(spinner.style == .medium && spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
        spinner.style = .whiteLarge
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test("PV1, PV2: progress is clamped to 0...1; NaN reads 0; intrinsic height per style")
    func progressClamped() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.setProgress(-2, animated: true)
        #expect(bar.progress == 0)
        bar.progress = .nan
        #expect(bar.progress == 0)
        bar.setProgress(0.25, animated: false)
        #expect(bar.progress == 0.25)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
    }

    @Test("PV3: with observedProgress, progress reads its fractionCompleted")
    func observedProgress() {
        let bar = UIProgressView(frame: .zero)
        let work = Progress(totalUnitCount: 4)
        bar.observedProgress = work
        work.completedUnitCount = 1
        #expect(bar.progress == 0.25)
        work.completedUnitCount = 4
        #expect(bar.progress == 1)
        bar.observedProgress = nil
        bar.progress = 0.5
        #expect(bar.progress == 0.5)
    }
}
