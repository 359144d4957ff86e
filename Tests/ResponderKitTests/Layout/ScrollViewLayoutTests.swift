import Foundation
import ResponderKit
import Testing

/// Auto Layout in a scroll view (LY34): the content and frame layout guides.
@MainActor @Suite struct ScrollViewLayoutTests {
    @MainActor struct Screen {
        let simulator = EventSimulator()  // 375 × 667
        let log = Log()
        let scroll = UIScrollView()
        let content = constrainedView("content")
        let top: LayoutTouchTarget
        let bottom: LayoutTouchTarget

        init() {
            top = LayoutTouchTarget("top", log: log)
            bottom = LayoutTouchTarget("bottom", log: log)
            scroll.translatesAutoresizingMaskIntoConstraints = false
            simulator.window.addSubview(scroll)
            scroll.addSubview(content)
            content.addSubview(top)
            content.addSubview(bottom)
            let window = simulator.window
            NSLayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                scroll.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
                scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
                top.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                top.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                top.topAnchor.constraint(equalTo: content.topAnchor),
                top.heightAnchor.constraint(equalToConstant: 100),
                bottom.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                bottom.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                bottom.bottomAnchor.constraint(equalTo: content.bottomAnchor),
                bottom.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
    }

    @Test("LY34: the content layout guide's constraints decide contentSize; the content is hit where it scrolls to")
    func contentGuide() {
        let screen = Screen()
        let (simulator, scroll, content) = (screen.simulator, screen.scroll, screen.content)
        let guide = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        simulator.advance(by: 0)
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(scroll.contentSize == CGSize(width: 375, height: 1500))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 647))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 1500))
        #expect(!content.hasAmbiguousLayout && !guide.hasAmbiguousLayout)
        #expect(tapped(simulator, CGPoint(x: 100, y: 70), screen.log) == "top")
        #expect(tapped(simulator, CGPoint(x: 100, y: 617), screen.log) == nil)  // content between the two
        // At the end of the content the bottom view is on screen, from y 567 to 667.
        scroll.setContentOffset(CGPoint(x: 0, y: 1500 - 647), animated: false)
        #expect(tapped(simulator, CGPoint(x: 100, y: 617), screen.log) == "bottom")
        // A wider screen: the content follows the frame's width, and so does the content size.
        simulator.setScreenSize(CGSize(width: 500, height: 667))
        #expect(scroll.contentSize == CGSize(width: 500, height: 1500))
        #expect(screen.bottom.frame == CGRect(x: 0, y: 1400, width: 500, height: 100))
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY34: an axis the content guide's constraints leave open keeps the content size set by code")
    func openAxis() {
        let screen = Screen()
        let (simulator, scroll, content) = (screen.simulator, screen.scroll, screen.content)
        scroll.contentSize = CGSize(width: 10, height: 900)
        NSLayoutConstraint.activate([
            scroll.contentLayoutGuide.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 200),
            content.heightAnchor.constraint(equalToConstant: 900),
        ])
        simulator.advance(by: 0)
        #expect(scroll.contentSize == CGSize(width: 375, height: 900))
        #expect(scroll.contentLayoutGuide.hasAmbiguousLayout)
        #expect(simulator.issues.isEmpty)
    }
}
