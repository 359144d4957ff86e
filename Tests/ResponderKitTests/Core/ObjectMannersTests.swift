import Foundation
import ResponderKit
import Testing

/// A view that compares by a key, as iOS code overriding `isEqual(_:)` and `hash` does.
/// `isEqual(_:)` and `hash` are nonisolated, as NSObject's: what they read must be too (a `let`).
private final class KeyedView: UIView {
    let key: String
    init(key: String) {
        self.key = key
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override func isEqual(_ object: Any?) -> Bool { (object as? KeyedView)?.key == key }
    override var hash: Int { key.hashValue }
}

private final class CardView: UIView {
    override var description: String { "CardView" }
}

/// An editor that performs "save" by name (C4) and has a typed action.
private final class Editor: UIView, UIResponderActionPerforming {
    func save() {}
    func responderAction(for action: Selector) -> ((Any?, UIEvent?) -> Void)? {
        action == "save" ? { _, _ in } : nil
    }
}

/// A view that adopts the delegate protocol in an extension and inherits `gestureRecognizerShouldBegin(_:)`
/// from `UIView` (A6: this failed to conform); it overrides the answer in its body.
private class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
extension RefusingView: UIGestureRecognizerDelegate {}

/// A view whose `isEqual(_:)` never answers yes, not even for itself (against `Hashable`'s reflexivity).
private final class NeverEqualView: UIView {
    override func isEqual(_ object: Any?) -> Bool { false }
}

/// The same adoption with no override: UIView's own answer (true) is the witness.
private final class PlainDelegateView: UIView {}
extension PlainDelegateView: UIGestureRecognizerDelegate {}

@MainActor @Suite struct ObjectMannersTests {
    @Test("A6: == is identity by default, for responders, recognizers and touches")
    func identityEquality() {
        let a = UIView(), b = UIView()
        #expect(a == a)
        #expect(a != b)
        #expect(!a.isEqual(b))
        #expect(!a.isEqual(nil))
        #expect(!a.isEqual("a string"))
        let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
        let recognizers: [UIGestureRecognizer] = [pan, tap]
        #expect(recognizers.firstIndex(of: tap) == 1)
        #expect(pan != tap)
        #expect(pan.isEqual(pan))
    }

    @Test("A6: == of an object with itself is true without asking isEqual(_:); other objects still ask it")
    func sameObjectIsEqualWithoutAsking() {
        let view = NeverEqualView(), other = NeverEqualView()
        #expect(!view.isEqual(view))
        #expect(view == view)
        #expect(view != other)
        let set: Set<UIView> = [view]
        #expect(set.contains(view))
        #expect(!set.contains(other))
    }

    @Test("A6: == and Set/Dictionary use an overridden isEqual(_:) and hash")
    func overriddenEqualityIsUsed() {
        let first = KeyedView(key: "k"), second = KeyedView(key: "k"), other = KeyedView(key: "o")
        #expect(first == second)
        #expect(first != other)
        let set: Set<UIView> = [first, second, other]
        #expect(set.count == 2)
        var counts: [UIResponder: Int] = [:]
        counts[first, default: 0] += 1
        counts[second, default: 0] += 1
        #expect(counts[first] == 2)
    }

    @Test("A6: recognizers go into sets and dictionaries by identity")
    func recognizersAreHashable() {
        let pan = UIPanGestureRecognizer(), pinch = UIPinchGestureRecognizer()
        var seen: Set<UIGestureRecognizer> = [pan, pinch, pan]
        #expect(seen.count == 2)
        seen.remove(pan)
        #expect(seen == [pinch])
        #expect(pan.hash == pan.hash)
    }

    @Test("A6: isKind(of:) follows inheritance, isMember(of:) is the exact class")
    func kindAndMembership() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.isKind(of: UITableViewCell.self))
        #expect(cell.isKind(of: UIView.self))
        #expect(cell.isKind(of: UIResponder.self))
        #expect(!cell.isKind(of: UIControl.self))
        #expect(cell.isMember(of: UITableViewCell.self))
        #expect(!cell.isMember(of: UIView.self))
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.isKind(of: UIGestureRecognizer.self))
        #expect(!swipe.isMember(of: UIGestureRecognizer.self))
        let edge = UIScreenEdgePanGestureRecognizer()
        #expect(edge.isKind(of: UIPanGestureRecognizer.self))
    }

    @Test("A6: description is NSObject's <Class: address>, overridable; string interpolation uses it")
    func descriptions() {
        let view = UIView()
        #expect(view.description.hasPrefix("<UIView: 0x"))
        #expect(view.description.hasSuffix(">"))
        #expect("\(view)" == view.description)
        #expect(UITapGestureRecognizer().description.hasPrefix("<UITapGestureRecognizer: 0x"))
        #expect("\(CardView())" == "CardView")
        #expect(KeyedView(key: "k").description.contains("KeyedView: 0x"))
    }

    @Test("A6: responds(to:) is true for the actions target-action can send to the object")
    func respondsToKnownSelectors() {
        let editor = Editor()
        #expect(editor.responds(to: "save"))
        #expect(!editor.responds(to: "delete"))
        #expect(!UIView().responds(to: "save"))
        #expect(!editor.responds(to: nil))
    }

    @Test("A6: a touch and its event are equal only to themselves and hash by identity")
    func touchesAndEvents() {
        let simulator = EventSimulator()
        var touches: [UITouch] = []
        var events: [UIEvent] = []
        final class Recorder: UIView {
            var onBegan: (Set<UITouch>, UIEvent?) -> Void = { _, _ in }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan(touches, event) }
        }
        let view = Recorder(frame: simulator.window.bounds)
        view.onBegan = { set, event in
            touches += set
            if let event { events.append(event) }
        }
        simulator.window.addSubview(view)
        simulator.tap(at: CGPoint(x: 10, y: 10))
        simulator.tap(at: CGPoint(x: 20, y: 20))
        #expect(touches.count == 2)
        #expect(touches[0] != touches[1])
        #expect(Set(touches).count == 2)
        #expect(touches[0].isKind(of: UITouch.self))
        #expect(events.count == 2)
        #expect(events[0].isEqual(events[0]))
    }

    @Test("A6/GR6: a view adopting the delegate in an extension answers with its inherited method")
    func delegateAdoptedInAnExtension() {
        let simulator = EventSimulator()
        var recognized: [String] = []
        // The delegates answer for recognizers on other views, so only the delegate path can refuse.
        let refusingDelegate = RefusingView(), plainDelegate = PlainDelegateView()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        let refusedTap = UITapGestureRecognizer { _ in recognized.append("refusing") }
        let acceptedTap = UITapGestureRecognizer { _ in recognized.append("plain") }
        refusedTap.delegate = refusingDelegate
        acceptedTap.delegate = plainDelegate
        top.addGestureRecognizer(refusedTap)
        bottom.addGestureRecognizer(acceptedTap)
        simulator.window.addSubview(top)
        simulator.window.addSubview(bottom)
        simulator.tap(at: CGPoint(x: 50, y: 50))
        simulator.tap(at: CGPoint(x: 50, y: 250))
        #expect(recognized == ["plain"])
    }
}
