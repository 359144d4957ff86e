import Foundation
import ResponderKit
import Testing

/// One handler call, flattened for comparison.
private struct Call<Value: Equatable>: Equatable {
    var new: Value?
    var old: Value?
    var isPrior = false
}

private func record<Value: Equatable>(_ change: NSKeyValueObservedChange<Value>) -> Call<Value> {
    Call(new: change.newValue, old: change.oldValue, isPrior: change.isPrior)
}

/// A subclass observed through its own type: the key path's root is `ListScrollView`, not `UIScrollView`.
private final class ListScrollView: UIScrollView {}

/// Counts `scrollViewDidScroll(_:)`: the independent record of every change of the offset.
private final class ScrollCounter: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
}

@MainActor @Suite struct KeyValueObservingOrderTests {
    @Test("A10: .initial fires once while registering, .prior before the change without newValue")
    func initialThenPriorThenChange() {
        let view = UIView()
        var calls: [Call<CGFloat>] = []
        let token = view.observe(\.alpha, options: [.initial, .prior, .old, .new]) { _, change in
            #expect(change.kind == .setting)
            calls.append(record(change))
        }
        #expect(calls == [Call(new: 1, old: nil)])  // registration: no old value, ever
        view.alpha = 0.5
        #expect(calls == [Call(new: 1, old: nil), Call(new: nil, old: 1, isPrior: true), Call(new: 0.5, old: 1)])
        token.invalidate()
    }

    @Test("A10: without .new and .old the values are nil; .prior without .old carries nothing")
    func valuesOnlyWhenAsked() {
        let view = UIView()
        var calls: [Call<Bool>] = []
        let token = view.observe(\.isHidden, options: [.prior]) { _, change in calls.append(record(change)) }
        view.isHidden = true
        #expect(calls == [Call(new: nil, old: nil, isPrior: true), Call(new: nil, old: nil)])
        withExtendedLifetime(token) {}
    }

    @Test("A10: every accepted write notifies, the same value too (KVO's automatic notification)")
    func sameValueNotifies() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var calls: [Call<CGPoint>] = []
        let token = view.observe(\.center, options: [.old, .new]) { _, change in calls.append(record(change)) }
        view.center = view.center
        #expect(calls == [Call(new: CGPoint(x: 5, y: 5), old: CGPoint(x: 5, y: 5))])
        withExtendedLifetime(token) {}
    }

    @Test("A10: a refused (non-finite) value changes nothing and notifies nothing")
    func refusedValueIsSilent() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        simulator.window.addSubview(view)
        var count = 0
        let token = view.observe(\.frame) { _, _ in count += 1 }
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(count == 0)
        #expect(simulator.issues.contains { $0.contains("refused") })
        withExtendedLifetime(token) {}
    }

    @Test("A10: observers are called in registration order, before and after the change")
    func registrationOrder() {
        let view = UIView()
        var log: [String] = []
        let first = view.observe(\.alpha, options: [.prior]) { _, c in log.append(c.isPrior ? "1 prior" : "1") }
        let second = view.observe(\.alpha, options: [.prior]) { _, c in log.append(c.isPrior ? "2 prior" : "2") }
        view.alpha = 0.2
        #expect(log == ["1 prior", "2 prior", "1", "2"])
        withExtendedLifetime((first, second)) {}
    }

    @Test("A10: a handler that sets the property again nests a complete change inside the outer one")
    func reentrantChange() {
        let view = UIView()
        var calls: [Call<CGFloat>] = []
        let token = view.observe(\.alpha, options: [.old, .new]) { view, change in
            calls.append(record(change))
            if let new = change.newValue, new > 0.8 { view.alpha = 0.8 }  // a clamp, as real code writes
        }
        view.alpha = 0.3
        view.alpha = 0.9
        #expect(calls == [Call(new: 0.3, old: 1), Call(new: 0.9, old: 0.3), Call(new: 0.8, old: 0.9)])
        #expect(view.alpha == 0.8)
        withExtendedLifetime(token) {}
    }
}

@MainActor @Suite struct KeyValueObservingLifetimeTests {
    @Test("A10: invalidate() stops the handler; calling it twice is harmless")
    func invalidateStops() {
        let view = UIView()
        var count = 0
        let token = view.observe(\.isHidden) { _, _ in count += 1 }
        view.isHidden = true
        token.invalidate()
        token.invalidate()
        view.isHidden = false
        #expect(count == 1)
    }

    @Test("A10: releasing the token ends the observation (Foundation's tokens invalidate on deinit)")
    func tokenDeinitStops() {
        let view = UIView()
        var count = 0
        weak var weakToken: NSKeyValueObservation?
        do {
            let token = view.observe(\.alpha) { _, _ in count += 1 }
            weakToken = token
            view.alpha = 0.5
        }
        #expect(weakToken == nil)
        view.alpha = 0.2
        #expect(count == 1)
    }

    @Test("A10: the object does not keep its observer's handler alive; a handler capturing the object leaks nothing")
    func noRetainCycle() {
        weak var weakView: UIView?
        var token: NSKeyValueObservation?
        do {
            let view = UIView()
            weakView = view
            token = view.observe(\.alpha) { [view] _, _ in _ = view.tag }
            token?.invalidate()
            token = nil
        }
        #expect(weakView == nil)

        var outliving: NSKeyValueObservation?
        do {
            let view = UIView()
            weakView = view
            outliving = view.observe(\.alpha) { _, _ in }
        }
        #expect(weakView == nil)  // the token does not keep the view alive either
        outliving?.invalidate()  // and invalidating after the view is gone is harmless
    }

    @Test("A10: observing inside a handler: the new observation hears the next change, its .initial at once")
    func observingInsideAHandler() {
        let view = UIView()
        var inner: NSKeyValueObservation?
        var innerCalls: [Call<CGFloat>] = []
        let outer = view.observe(\.alpha, options: [.new]) { view, _ in
            guard inner == nil else { return }
            inner = view.observe(\.alpha, options: [.initial, .new]) { _, change in innerCalls.append(record(change)) }
        }
        view.alpha = 0.5
        #expect(innerCalls == [Call(new: 0.5, old: nil)])  // .initial only: it was not registered before
        view.alpha = 0.25
        #expect(innerCalls == [Call(new: 0.5, old: nil), Call(new: 0.25, old: nil)])
        withExtendedLifetime((outer, inner)) {}
    }

    @Test("A10: a handler registered in a prior call does not get the matching after-call")
    func observingInsideAPriorHandler() {
        let view = UIView()
        var inner: NSKeyValueObservation?
        var innerCount = 0
        let outer = view.observe(\.alpha, options: [.prior]) { view, change in
            guard change.isPrior, inner == nil else { return }
            inner = view.observe(\.alpha) { _, _ in innerCount += 1 }
        }
        view.alpha = 0.5
        #expect(innerCount == 0)
        view.alpha = 0.4
        #expect(innerCount == 1)
        withExtendedLifetime((outer, inner)) {}
    }

    @Test("A10: invalidating another observation inside a handler silences it for the change in progress")
    func invalidatingInsideAHandler() {
        let view = UIView()
        var second: NSKeyValueObservation?
        var secondCount = 0
        let first = view.observe(\.alpha) { _, _ in second?.invalidate() }
        second = view.observe(\.alpha) { _, _ in secondCount += 1 }
        view.alpha = 0.5
        #expect(secondCount == 0)
        withExtendedLifetime(first) {}
    }
}

@MainActor @Suite struct KeyValueObservingKeysTests {
    @Test("A10: frame, bounds and center each notify their own key only; no dependent keys (as UIKit)")
    func noDependentKeys() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var log: [String] = []
        let tokens = [
            view.observe(\.frame) { _, _ in log.append("frame") },
            view.observe(\.bounds) { _, _ in log.append("bounds") },
            view.observe(\.center) { _, _ in log.append("center") },
        ]
        view.center = CGPoint(x: 60, y: 60)
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(log == ["center", "bounds", "frame"])
        withExtendedLifetime(tokens) {}
    }

    @Test("A10: new and old frame values are the frames read before and after the write")
    func frameValues() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var calls: [Call<CGRect>] = []
        let token = view.observe(\.frame, options: [.old, .new]) { _, change in calls.append(record(change)) }
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let before = view.frame
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        #expect(calls == [Call(new: view.frame, old: before)])
        withExtendedLifetime(token) {}
    }

    @Test("A10: layout sets bounds and center as Auto Layout does, so their observers hear it")
    func layoutNotifies() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleWidth]
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.addSubview(view)
        simulator.window.addSubview(parent)
        var widths: [CGFloat] = []
        let token = view.observe(\.bounds, options: [.new]) { _, change in widths.append(change.newValue?.width ?? -1) }
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        parent.layoutIfNeeded()
        #expect(widths == [view.bounds.width])
        #expect(view.bounds.width == 200)
        withExtendedLifetime(token) {}
    }

    @Test("A10: isHidden and alpha notify with their values")
    func hiddenAndAlpha() {
        let view = UIView()
        var hidden: [Call<Bool>] = []
        var alpha: [Call<CGFloat>] = []
        let tokens = [
            view.observe(\.isHidden, options: [.old, .new]) { _, change in hidden.append(record(change)) },
            view.observe(\.alpha, options: [.old, .new]) { _, change in alpha.append(record(change)) },
        ]
        view.isHidden = true
        view.alpha = 0
        #expect(hidden == [Call(new: true, old: false)])
        #expect(alpha == [Call(new: 0, old: 1)])
        withExtendedLifetime(tokens) {}
    }

    @Test("A10: contentSize and contentInset notify; contentOffset notifies and so does bounds, which it sets")
    func scrollViewKeys() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var log: [String] = []
        let tokens = [
            scrollView.observe(\.contentSize, options: [.new]) { _, c in log.append("size \(c.newValue!.height)") },
            scrollView.observe(\.contentInset, options: [.new]) { _, c in log.append("inset \(c.newValue!.top)") },
            scrollView.observe(\.contentOffset, options: [.prior]) { _, c in
                log.append(c.isPrior ? "offset?" : "offset")
            },
            scrollView.observe(\.bounds) { _, _ in log.append("bounds") },
        ]
        scrollView.contentSize = CGSize(width: 100, height: 400)
        scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(log == ["size 400.0", "inset 8.0", "offset?", "bounds", "offset"])
        withExtendedLifetime(tokens) {}
    }

    @Test("A10: scrolling notifies contentOffset once per change, as scrollViewDidScroll(_:) is called")
    func scrollingNotifiesPerFrame() {
        let simulator = EventSimulator()
        let scrollView = ListScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 300, height: 4000)
        simulator.window.addSubview(scrollView)
        let counter = ScrollCounter()
        scrollView.delegate = counter
        var offsets: [CGPoint] = []
        let token = scrollView.observe(\.contentOffset, options: [.new]) { scrollView, change in
            #expect(change.newValue == scrollView.contentOffset)
            offsets.append(change.newValue!)
        }
        simulator.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 50), duration: 0.2, steps: 8)
        let afterDrag = offsets.count
        #expect(simulator.settle())
        #expect(offsets.count > afterDrag)  // deceleration frames too
        #expect(offsets == counter.offsets)
        #expect(offsets.last == scrollView.contentOffset)
        withExtendedLifetime(token) {}
    }

    @Test("A10: a view observed through a supertype's static type still notifies")
    func staticSupertypeRoot() {
        let scrollView = ListScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let asView: UIView = scrollView
        var count = 0
        let token = asView.observe(\.bounds) { _, _ in count += 1 }
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(count == 1)
        withExtendedLifetime(token) {}
    }

    @Test("A10: a control's isHighlighted follows a tap; isEnabled and isSelected notify")
    func controlKeys() {
        let simulator = EventSimulator()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        simulator.window.addSubview(button)
        var highlighted: [Bool] = []
        var log: [String] = []
        let tokens = [
            button.observe(\.isHighlighted, options: [.new]) { _, c in highlighted.append(c.newValue!) },
            button.observe(\.isSelected, options: [.new]) { _, c in log.append("selected \(c.newValue!)") },
            button.observe(\.isEnabled, options: [.new]) { _, c in log.append("enabled \(c.newValue!)") },
        ]
        simulator.tap(at: CGPoint(x: 50, y: 22))
        #expect(highlighted == [true, false])
        button.isSelected = true
        button.isEnabled = false
        #expect(log == ["selected true", "enabled false"])
        withExtendedLifetime(tokens) {}
    }

    @Test("A10: a recognizer's state notifies every state its action sees, then the reset to .possible")
    func recognizerState() {
        let simulator = EventSimulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        simulator.window.addSubview(view)
        var actionStates: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { actionStates.append($0.state) }
        view.addGestureRecognizer(pan)
        var observed: [UIGestureRecognizer.State] = []
        let token = pan.observe(\.state, options: [.new]) { _, change in observed.append(change.newValue!) }
        simulator.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.2, steps: 5)
        #expect(simulator.settle())
        #expect(actionStates.first == .began && actionStates.last == .ended)
        #expect(observed == actionStates + [.possible])
        withExtendedLifetime(token) {}
    }
}

@MainActor @Suite struct KeyValueObservingSilentKeysTests {
    @Test("A10: a key path that does not notify gets .initial, then nothing, and is reported in issues")
    func silentKeyPath() {
        let simulator = EventSimulator()
        let view = UIView()
        view.tag = 7
        simulator.window.addSubview(view)
        var calls: [Call<Int>] = []
        let token = view.observe(\.tag, options: [.initial, .new]) { _, change in calls.append(record(change)) }
        view.tag = 8
        #expect(calls == [Call(new: 7, old: nil)])
        #expect(simulator.issues.contains { $0.contains("this key path does not notify observers here") })
        withExtendedLifetime(token) {}
    }

    @Test("A10: a view controller has observe(_:options:changeHandler:) too; none of its keys notify")
    func controllerKeyPath() {
        let simulator = EventSimulator()
        let controller = UIViewController()
        let token = controller.observe(\.title) { _, _ in }
        #expect(simulator.issues.contains { $0.contains("this key path does not notify observers here") })
        withExtendedLifetime(token) {}
    }
}
