import Foundation

/// T5's question while an event's touches are bound — which other live touch still occupies a view of this
/// window — answered per view instead of per touch, so that one touch-down with 100,000 fingers binds in
/// linear time (T5; Reliability, "Hostile sizes"). Built once per event from the live touches, then told of each touch
/// bound.
///
/// A touch only starts occupying a view when it is bound (its delivery starts pending), and stops for good
/// when its view's part ends: each group keeps its touches in arrival order and skips the ones that stopped.
@MainActor final class ViewOccupancy {
    private struct Group {
        unowned let window: UIWindow
        unowned let view: UIView
        var touches: [UITouch] = []
        var orders: [Int] = []
        var head = 0
    }

    private struct Key: Hashable {
        let window: ObjectIdentifier
        let view: ObjectIdentifier
    }

    private var groups: [Group] = []
    private var slots: [Key: Int] = [:]
    private var arrivals = 0

    init(liveTouches: [UITouch]) {
        for touch in liveTouches { add(touch) }
    }

    /// Records `touch` if it occupies its view now (bound, not excluded).
    func add(_ touch: UITouch) {
        arrivals += 1
        guard touch.viewDelivery.occupiesView, let view = touch.view, let window = touch.window else { return }
        let key = Key(window: ObjectIdentifier(window), view: ObjectIdentifier(view))
        let slot: Int
        if let known = slots[key] {
            slot = known
        } else {
            slot = groups.count
            slots[key] = slot
            groups.append(Group(window: window, view: view))
        }
        groups[slot].touches.append(touch)
        groups[slot].orders.append(arrivals)
    }

    /// The earliest touch (in live-touch order) occupying a view of `window` for which `matches` holds.
    func first(in window: UIWindow?, where matches: (UIView) -> Bool) -> UITouch? {
        guard let window else { return nil }  // a bound touch always has its window
        var best: (touch: UITouch, order: Int)?
        for slot in groups.indices where groups[slot].window === window && matches(groups[slot].view) {
            guard let found = firstOccupying(slot), best == nil || found.order < best!.order else { continue }
            best = found
        }
        return best?.touch
    }

    private func firstOccupying(_ slot: Int) -> (touch: UITouch, order: Int)? {
        let window = groups[slot].window
        let view = groups[slot].view
        while groups[slot].head < groups[slot].touches.count {
            let touch = groups[slot].touches[groups[slot].head]
            if touch.viewDelivery.occupiesView, touch.window === window, touch.view === view {
                return (touch, groups[slot].orders[groups[slot].head])
            }
            groups[slot].head += 1  // its view's part is over for good (T6), or it was rebound elsewhere
        }
        return nil
    }
}
