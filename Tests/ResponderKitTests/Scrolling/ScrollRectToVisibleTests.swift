import Foundation
import Testing

@testable import ResponderKit

/// S9: `scrollRectToVisible(_:animated:)`, as forms call it to show the field being edited.
@MainActor @Suite struct ScrollRectToVisibleTests {
    private func makeScrollView() -> (EventSimulator, UIScrollView) {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        simulator.window.addSubview(scrollView)
        return (simulator, scrollView)
    }

    @Test("S9: a rect below the bounds scrolls until its bottom shows; one above until its top shows")
    func scrollsAsLittleAsNeeded() {
        let (simulator, scrollView) = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 300, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 550))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 300, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 550))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 300, height: 50), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(simulator.issues.isEmpty)
    }

    @Test("S9: the bottom inset (a keyboard's) shrinks the span; the offset stays within the content")
    func insetsAndLimits() {
        let (_, scrollView) = makeScrollView()
        scrollView.contentInset.bottom = 200
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 300, width: 300, height: 44), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 144))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 300, height: 44), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 2000 + 200 - 400))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 10, width: 300, height: 1000), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test("S9: animated, the offset gets there on the virtual clock")
    func animated() {
        let (simulator, scrollView) = makeScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 300, height: 50), animated: true)
        simulator.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 550))
    }
}
