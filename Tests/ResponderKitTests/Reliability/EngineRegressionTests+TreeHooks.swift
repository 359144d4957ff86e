import Foundation
import ResponderKit
import Testing

/// Hooks that change the tree while it is being changed (T7) (EngineRegressionTests, split by topic).
extension EngineRegressionTests {
    /// Runs `onWillMove` from `willMove(toSuperview:)` and `onDidMoveToWindow` from `didMoveToWindow()`.
    final class HookedView: UIView {
        var onWillMove: ((UIView?) -> Void)?
        var onDidMoveToWindow: (() -> Void)?
        override func willMove(toSuperview newSuperview: UIView?) {
            let body = onWillMove
            onWillMove = nil
            body?(newSuperview)
        }
        override func didMoveToWindow() {
            let body = onDidMoveToWindow
            onDidMoveToWindow = nil
            body?()
        }
    }

    /// Every view's `window` is its superview's (its own for a window), throughout the tree.
    static func windowsConsistent(_ view: UIView, expected: UIWindow?) -> Bool {
        guard view.window === expected else { return false }
        return view.subviews.allSatisfy { windowsConsistent($0, expected: expected) }
    }

    @Test("T7: a willMove(toSuperview:) hook that takes the new superview out of the window leaves no stale window")
    func willMoveTakesParentOut() {
        let child = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grandchild = UIView(frame: .zero)
        child.addSubview(grandchild)
        weak var weakWindow: UIWindow?
        do {
            let simulator = EventSimulator()
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            simulator.window.addSubview(parent)
            weakWindow = simulator.window
            child.onWillMove = { newSuperview in newSuperview?.removeFromSuperview() }
            parent.addSubview(child)
            #expect(child.superview === parent && parent.window == nil)
            #expect(Self.windowsConsistent(parent, expected: nil))
            withExtendedLifetime(parent) {}
        }
        #expect(weakWindow == nil)
        #expect(child.window == nil && grandchild.window == nil)
    }

    @Test("T7: a didMoveToWindow hook that removes a sibling still to be told leaves that sibling windowless")
    func didMoveToWindowRemovesSibling() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(first)
        parent.addSubview(second)
        weak var weakWindow: UIWindow?
        do {
            let simulator = EventSimulator()
            weakWindow = simulator.window
            first.onDidMoveToWindow = { second.removeFromSuperview() }
            simulator.window.addSubview(parent)
            #expect(second.superview == nil)
            #expect(second.window == nil)
            #expect(Self.windowsConsistent(simulator.window, expected: simulator.window))
        }
        #expect(weakWindow == nil)
        #expect(parent.window == nil && second.window == nil)
    }

    @Test("T7: a didMoveToWindow hook that moves a sibling into another window leaves every window pointer right")
    func didMoveToWindowMovesSibling() {
        let simulator = EventSimulator()
        let other = UIWindow(windowScene: simulator.window.windowScene!)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(first)
        parent.addSubview(second)
        first.onDidMoveToWindow = { other.addSubview(second) }
        simulator.window.addSubview(parent)
        #expect(second.superview === other && second.window === other)
        #expect(Self.windowsConsistent(simulator.window, expected: simulator.window))
        #expect(Self.windowsConsistent(other, expected: other))
    }

    /// A view's `superview` lists it, and a recognizer's `view` holds it, throughout the tree.
    static func parentsConsistent(_ view: UIView) -> Bool {
        for sub in view.subviews where sub.superview !== view { return false }
        for recognizer in view.gestureRecognizers ?? [] where recognizer.view !== view { return false }
        return view.subviews.allSatisfy { parentsConsistent($0) }
    }

    @Test("T7: an adoption that a hook makes impossible leaves the view detached, not half in its old parent")
    func refusedAdoptionDetaches() {
        let view = HookedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let simulator = EventSimulator()
        let target = UIView(frame: .zero)
        do {
            let oldParent = UIView(frame: .zero)
            oldParent.addSubview(view)
            simulator.window.addSubview(oldParent)
            // Moving `view` into `target`: the hook first puts `target` inside `view`, so that adopting `view`
            // would make a cycle; the engine refuses (with an issue) after taking `view` out of `oldParent`.
            view.onWillMove = { _ in view.addSubview(target) }
            target.addSubview(view)
            #expect(view.superview == nil || view.superview?.subviews.contains(where: { $0 === view }) == true)
            #expect(Self.parentsConsistent(simulator.window))
            #expect(simulator.issues.count == 1)
            oldParent.removeFromSuperview()
        }
        #expect(view.superview == nil && view.window == nil)
        #expect(target.superview === view)
    }

    /// A tap that runs `onReset` once from `reset()`.
    final class ResettingTap: UITapGestureRecognizer {
        var onReset: (() -> Void)?
        override func reset() {
            super.reset()
            let body = onReset
            onReset = nil
            body?()
        }
    }

    @Test("T7: a recognizer attached elsewhere by its own reset() while being moved ends up on one view only")
    func recognizerMovedDuringMove() {
        let simulator = EventSimulator()
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let third = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [first, second, third] { simulator.window.addSubview(view) }
        var taps = 0
        let tap = ResettingTap { _ in taps += 1 }
        first.addGestureRecognizer(tap)
        let finger = simulator.touchDown(at: CGPoint(x: 10, y: 10))  // it takes part in a gesture
        tap.onReset = { third.addGestureRecognizer(tap) }
        second.addGestureRecognizer(tap)  // detaching it from `first` resets it, which moves it to `third`
        simulator.lift(finger)
        let holders = [first, second, third].filter { ($0.gestureRecognizers ?? []).contains { $0 === tap } }
        #expect(holders.count == 1 && holders.first === tap.view)
        #expect(Self.parentsConsistent(simulator.window))
        simulator.tap(at: CGPoint(x: (tap.view?.center.x ?? 0), y: 10))
        #expect(taps == 1)
        #expect(simulator.issues.isEmpty)
    }

    /// Begins on its first touch and never ends (its author's bug).
    final class NeverEnds: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .began }
    }

    @Test("Reliability: a recognizer stuck in .began does not keep its world alive once the simulator is dropped")
    func stuckRecognizerReleasesWorld() {
        weak var window: UIWindow?
        let stuck = NeverEnds(target: nil, action: nil)
        do {
            let simulator = EventSimulator()
            window = simulator.window
            let view = UIView(frame: simulator.window.bounds)
            simulator.window.addSubview(view)
            view.addGestureRecognizer(stuck)
            simulator.tap(at: CGPoint(x: 10, y: 10))
            #expect(stuck.state == .began)
            view.removeGestureRecognizer(stuck)
            view.addGestureRecognizer(NeverEnds(target: nil, action: nil))
            simulator.tap(at: CGPoint(x: 10, y: 10))
        }
        #expect(window == nil)
        // The one that outlived its world is usable in another.
        let simulator = EventSimulator()
        simulator.window.addGestureRecognizer(stuck)
        #expect(stuck.state == .possible)
        simulator.tap(at: CGPoint(x: 10, y: 10))
        #expect(stuck.state == .began && simulator.issues.isEmpty)
    }
}
