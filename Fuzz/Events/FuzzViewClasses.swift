import Foundation
import ResponderKit

// MARK: - One subclass per kind of view the engine has, each recording what it receives

final class FuzzView: UIView, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirst }
    override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
        fuzzHitTest(p, with: e) { super.hitTest(p, with: e) }
    }
    override func point(inside p: CGPoint, with e: UIEvent?) -> Bool {
        behaviour.insideMargin == 0 ? super.point(inside: p, with: e) : fuzzPointInside(p)
    }
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        fuzzShouldBegin() && super.gestureRecognizerShouldBegin(g)
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzControl: UIControl, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override var canBecomeFirstResponder: Bool { behaviour.canBecomeFirst }
    override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
        fuzzHitTest(p, with: e) { super.hitTest(p, with: e) }
    }
    override func point(inside p: CGPoint, with e: UIEvent?) -> Bool {
        behaviour.insideMargin == 0 ? super.point(inside: p, with: e) : fuzzPointInside(p)
    }
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        fuzzShouldBegin() && super.gestureRecognizerShouldBegin(g)
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzButton: UIButton, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
        fuzzHitTest(p, with: e) { super.hitTest(p, with: e) }
    }
    override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        fuzzShouldBegin() && super.gestureRecognizerShouldBegin(g)
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzSwitch: UISwitch, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzSlider: UISlider, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzStepper: UIStepper, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzSegmented: UISegmentedControl, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzPageControl: UIPageControl, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzScrollView: UIScrollView, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    var shouldCancelAnswer: Bool?
    override func hitTest(_ p: CGPoint, with e: UIEvent?) -> UIView? {
        fuzzHitTest(p, with: e) { super.hitTest(p, with: e) }
    }
    override func point(inside p: CGPoint, with e: UIEvent?) -> Bool {
        behaviour.insideMargin == 0 ? super.point(inside: p, with: e) : fuzzPointInside(p)
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        shouldCancelAnswer ?? super.touchesShouldCancel(in: view)
    }
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

final class FuzzTable: UITableView, FuzzResponderView {
    let behaviour = Behaviour()
    weak var world: EventCase?
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.began, t, e) { super.touchesBegan(t, with: e) }
    }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.moved, t, e) { super.touchesMoved(t, with: e) }
    }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.ended, t, e) { super.touchesEnded(t, with: e) }
    }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) {
        if record(.cancelled, t, e) { super.touchesCancelled(t, with: e) }
    }
}

/// Rows, selection and scrolling callbacks for tables and scroll views, with their mutations.
@MainActor final class FuzzTableSource: UITableViewDataSource, UITableViewDelegate {
    let rows: [Int]
    weak var world: EventCase?
    var onSelect: Mutation?
    var onScroll: Mutation?
    var cells = 0

    init(rows: [Int], world: EventCase) {
        self.rows = rows
        self.world = world
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.indices.contains(section) ? rows[section] : 0
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let cell = tableView.dequeueReusableCell(withIdentifier: "cell") { return cell }
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        cells += 1
        world?.simulator.trace.setName("\(world.map { $0.name(tableView) } ?? "table").cell\(cells)", for: cell)
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if let mutation = onSelect {
            onSelect = nil
            world?.apply(mutation, fromCallback: true)
        }
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if let mutation = onScroll {
            onScroll = nil
            world?.apply(mutation, fromCallback: true)
        }
    }
}
