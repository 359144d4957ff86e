import Foundation
import ResponderKit
import Testing

/// NV5: the interactive pop gesture against the top controller, a horizontal scroll view, and its cancel.
@MainActor @Suite struct InteractivePopTests {
    static let recognizerKinds: Set<String> = ["note", "state"]

    @Test("NV5: a quick drag from the left edge pops: B's will-disappear and A's will-appear as it begins")
    func quickDragFinishes() {
        let scene = NavigationScene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 5, y: 300))
        scene.simulator.advance(by: 0.02)
        scene.simulator.move(finger, to: CGPoint(x: 25, y: 300))
        #expect(scene.navigation.interactivePopGestureRecognizer?.state == .began)
        #expect(scene.notes() == ["willShow A", "B willDisappear animated moving", "A willAppear animated"])
        // The pop is under way: A is the top controller until a cancel puts B back.
        #expect(scene.navigation.topViewController === scene.a)
        // B's view follows the finger, A's lies beneath it.
        #expect(scene.b.view.frame.origin.x == 20)
        #expect(scene.a.view.window != nil)
        scene.simulator.advance(by: 0.02)
        scene.simulator.move(finger, to: CGPoint(x: 60, y: 300))
        #expect(scene.b.view.frame.origin.x == 55)
        scene.simulator.advance(by: 0.02)
        scene.simulator.lift(finger)
        // 1750 pt/s to the right: the pop finishes, sliding the remaining 320 pt in 0.35 × 320/375 s.
        #expect(scene.navigation.viewControllers == [scene.a])
        #expect(scene.b.parent === scene.navigation)
        scene.simulator.advance(by: 0.35 * 320 / 375 - 0.01)
        #expect(scene.notes().count == 3)
        scene.simulator.advance(by: 0.02)
        #expect(
            scene.notes() == [
                "willShow A", "B willDisappear animated moving", "A willAppear animated",
                "B didDisappear", "A didAppear", "B didMove(toParent: nil)", "didShow A",
            ])
        #expect(scene.navigation.viewControllers == [scene.a])
        #expect(scene.b.parent == nil && scene.b.view.window == nil)
        #expect(scene.simulator.issues.isEmpty)
    }

    @Test("NV5: a slow drag past half the width finishes; a slow one short of it is cancelled")
    func positionDecidesSlowDrags() {
        let far = NavigationScene()
        far.simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 250, y: 300), duration: 2, steps: 20)
        far.simulator.advance(by: 1)
        #expect(far.navigation.viewControllers == [far.a])

        let near = NavigationScene()
        near.simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 150, y: 300), duration: 2, steps: 20)
        near.simulator.advance(by: 1)
        #expect(near.navigation.viewControllers == [near.a, near.b])
        #expect(near.b.view.frame.origin.x == 0)
    }

    @Test("NV5: a flick back to the left cancels even past half the width")
    func leftVelocityCancels() {
        let scene = NavigationScene()
        let finger = scene.simulator.touchDown(at: CGPoint(x: 5, y: 300))
        for x in stride(from: 45, through: 325, by: 40) {
            scene.simulator.advance(by: 0.05)
            scene.simulator.move(finger, to: CGPoint(x: CGFloat(x), y: 300))
        }
        for x in [300, 250, 200] {
            scene.simulator.advance(by: 0.02)
            scene.simulator.move(finger, to: CGPoint(x: CGFloat(x), y: 300))
        }
        // Still more than half the width across (195 pt of 375) but moving left fast: cancelled.
        #expect(scene.b.view.frame.origin.x == 195)
        scene.simulator.advance(by: 0.01)
        scene.simulator.lift(finger)
        scene.simulator.advance(by: 1)
        #expect(scene.navigation.viewControllers == [scene.a, scene.b])
    }

    /// Apple documents the cancelled order: "When the user cancels a transition, UIKit executes your context
    /// block, calls the viewWillDisappear(_:) method on the presented view controller, and finally calls the
    /// viewWillAppear(_:)" on the one that was leaving (developer.apple.com/documentation/uikit/
    /// uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)). The dids are our choice (NV5).
    @Test("NV5: a cancelled pop: A will-disappear, B will-appear, then A did-disappear, B did-appear; B stays")
    func cancelledPopCallbacks() {
        let scene = NavigationScene()
        scene.simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 100, y: 300), duration: 1, steps: 10)
        #expect(
            scene.notes() == [
                "willShow A", "B willDisappear animated moving", "A willAppear animated",
                "A willDisappear animated", "B willAppear animated",
            ])
        #expect(scene.b.view.frame.origin.x == 0)
        scene.simulator.advance(by: 0.35 * 95 / 375 + 0.01)
        #expect(
            scene.notes() == [
                "willShow A", "B willDisappear animated moving", "A willAppear animated",
                "A willDisappear animated", "B willAppear animated",
                "A didDisappear", "B didAppear", "B didMove(toParent: nav)",
            ])
        #expect(scene.navigation.viewControllers == [scene.a, scene.b])
        #expect(scene.b.parent === scene.navigation && !scene.b.isMovingFromParent)
        #expect(scene.a.viewIfLoaded?.window == nil && scene.b.view.window != nil)
        // It can pop again afterwards.
        scene.navigation.popViewController(animated: false)
        #expect(scene.navigation.viewControllers == [scene.a])
    }

    @Test("NV5: the pop gesture does not begin at the root, nor away from the edge")
    func gate() {
        let root = NavigationScene(pushB: false)
        root.simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(root.notes().isEmpty)
        #expect(
            root.simulator.trace.lines(kinds: ["state"]).contains { $0.hasPrefix("edgePan possible -> failed") })

        let middle = NavigationScene()
        middle.simulator.drag(from: CGPoint(x: 40, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(middle.notes().isEmpty)
        #expect(middle.navigation.viewControllers.count == 2)
    }

    /// B's view is a horizontal scroll view across the whole screen.
    private func sceneWithScrollView() -> (NavigationScene, UIScrollView) {
        let scene = NavigationScene()
        let scroll = UIScrollView(frame: scene.b.view.bounds)
        scroll.contentSize = CGSize(width: 1125, height: scroll.bounds.height)
        scene.b.view.addSubview(scroll)
        scene.simulator.trace.setName("scrollPan", for: scroll.panGestureRecognizer)
        return (scene, scroll)
    }

    /// The pan's translation after the n-th 19.5 pt step of the drag, as the trace prints it.
    private func translation(_ step: Int) -> String {
        let value = 19.5 * Double(step)
        return value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test("NV5/GR4: from the edge over a horizontal scroll view, the scroll view's pan wins; nothing pops")
    func scrollViewWins() {
        let (scene, scroll) = sceneWithScrollView()
        scene.simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300))
        // The scroll view was pulled past its left edge (rubber band), not the controller.
        #expect(scroll.contentOffset.x < 0)
        #expect(scene.b.view.frame.origin.x == 0)
        scene.simulator.advance(by: 1)
        // Both pans pass their 10 pt hysteresis on the first 19.5 pt move; the scroll view's comes first in GR1
        // order (hit view outward), begins, and excludes the edge pan (GR4). No callbacks: nothing pops.
        // The drag moves 19.5 pt per step (195 pt in 10): the first change reports a translation of 39, each
        // later one 19.5 more (X15 step reasons).
        let changes = (3...10).map {
            "scrollPan changed -> changed (moved, translation {\(translation($0)), 0})"
        }
        #expect(
            scene.simulator.trace.lines(kinds: Self.recognizerKinds) == [
                "scrollPan possible -> began (moved 19.5 pt ≥ 10 pt hysteresis)",
                "UIScrollView.delayedTouches possible -> failed (excluded by 'scrollPan')",
                "edgePan possible -> failed (excluded by 'scrollPan')",
                "scrollPan began -> changed (moved, translation {39, 0})",
            ] + changes + ["scrollPan changed -> ended (lifted)"])
        #expect(scene.navigation.viewControllers.count == 2)
    }

    @Test("NV5/GR5: with the scroll view's pan requiring the pop gesture to fail, the edge drag pops")
    func requireToFailLetsThePopWin() {
        let (scene, scroll) = sceneWithScrollView()
        scroll.panGestureRecognizer.require(toFail: scene.navigation.interactivePopGestureRecognizer!)
        scene.simulator.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 200, y: 300))
        scene.simulator.advance(by: 1)
        // The scroll view's pan waits for the edge pan, which begins: the scroll pan fails (GR5), the pop runs its
        // callbacks as it begins and, released at 650 pt/s, finishes.
        // The drag moves 19.5 pt per step (195 pt in 10): the first change reports a translation of 39, each
        // later one 19.5 more (X15 step reasons).
        let changes = (3...10).map {
            "edgePan changed -> changed (moved, translation {\(translation($0)), 0})"
        }
        #expect(
            scene.simulator.trace.lines(kinds: Self.recognizerKinds) == [
                "edgePan possible -> began (moved 19.5 pt ≥ 10 pt hysteresis)",
                "scrollPan possible -> failed (required recognizer 'edgePan' recognized)",
                "UIScrollView.delayedTouches possible -> failed (excluded by 'edgePan')",
                "willShow A", "B willDisappear animated moving", "A willAppear animated",
                "edgePan began -> changed (moved, translation {39, 0})",
            ] + changes + [
                "edgePan changed -> ended (lifted)", "B didDisappear", "A didAppear", "B didMove(toParent: nil)",
                "didShow A",
            ])
        // Not scrolled: at rest below the bar, as iOS lays a scroll view out under a navigation bar (S10).
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -scroll.adjustedContentInset.top))
        #expect(scene.navigation.viewControllers == [scene.a])
        // A drag that starts away from the edge still scrolls: the pop gesture fails at once.
        let (other, otherScroll) = sceneWithScrollView()
        otherScroll.panGestureRecognizer.require(toFail: other.navigation.interactivePopGestureRecognizer!)
        other.simulator.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
        #expect(otherScroll.contentOffset.x > 0)
        #expect(other.navigation.viewControllers.count == 2)
    }
}
