import Foundation
import Testing

@testable import ResponderKit

/// S8: `zoom(to:animated:)`, the double-tap-to-zoom call of photo viewers.
@MainActor @Suite struct ZoomToRectTests {
    @MainActor final class ZoomDelegate: UIScrollViewDelegate {
        let view: UIView
        var zooms = 0
        init(view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    private func makeScene() -> (EventSimulator, UIScrollView, ZoomDelegate) {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.bounds.size
        scrollView.maximumZoomScale = 4
        let delegate = ZoomDelegate(view: photo)
        scrollView.delegate = delegate
        simulator.window.addSubview(scrollView)
        return (simulator, scrollView, delegate)
    }

    @Test("S8: the rect (in the zoomed view's coordinates) fills the bounds at the smaller ratio and is centred")
    func zoomFitsAndCentresTheRect() {
        let (simulator, scrollView, delegate) = makeScene()
        scrollView.zoom(to: CGRect(x: 150, y: 200, width: 100, height: 100), animated: true)
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentSize == CGSize(width: 900, height: 1200))
        // The rect's centre (200, 250) is at (600, 750) in content: centred in 300 × 400.
        #expect(scrollView.contentOffset == CGPoint(x: 450, y: 550))
        #expect(delegate.zooms == 1)
        #expect(simulator.issues.isEmpty)
    }

    @Test("S8: the scale is clamped to the limits and the offset to the content")
    func zoomIsClamped() {
        let (_, scrollView, delegate) = makeScene()
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 4)
        #expect(scrollView.contentOffset == .zero)
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 600, height: 800), animated: false)
        #expect(scrollView.zoomScale == 1)
        #expect(scrollView.contentOffset == .zero)
        #expect(delegate.zooms == 2)
    }

    @Test("S8: an empty or non-finite rect, or a scroll view with no view to zoom, changes nothing")
    func badRectsChangeNothing() {
        let (_, scrollView, delegate) = makeScene()
        scrollView.zoom(to: .zero, animated: false)
        scrollView.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
        scrollView.zoom(to: .null, animated: false)
        #expect(scrollView.zoomScale == 1 && delegate.zooms == 0)
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        plain.maximumZoomScale = 3
        plain.zoom(to: CGRect(x: 0, y: 0, width: 50, height: 50), animated: false)
        #expect(plain.zoomScale == 1)
    }
}
