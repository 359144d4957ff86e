import Foundation
import ResponderKit
import Testing

/// Seed 004, section 5: a tap recognizer on the controller's view, a logging table filling the screen
/// and a logging button — the four phenomena as logged, then the two fixes (S2, S4, GR7, GR8, C6).
@MainActor @Suite struct Seed004TableTests {
    /// The seed's `MyTableView`: logs, then calls super.
    final class MyTableView: UITableView {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?("MyTableView touchesBegan")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?("MyTableView touchesEnded")
            super.touchesEnded(touches, with: event)
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?("MyTableView touchesCancelled")
            super.touchesCancelled(touches, with: event)
        }
    }

    /// The seed's `Custombtn`: logs, then calls super.
    final class CustomButton: UIButton {
        var log: Log?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?("Custombtn touchesBegan")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log?("Custombtn touchesEnded")
            super.touchesEnded(touches, with: event)
        }
    }

    final class Controller: UIViewController, UITableViewDataSource, UITableViewDelegate, UIGestureRecognizerDelegate {
        let log = Log()
        let table = MyTableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .grouped)
        let button = CustomButton(type: .custom)
        let tap = UITapGestureRecognizer()
        var refuseTouchesInCells = false

        override func viewDidLoad() {
            super.viewDidLoad()
            tap.addTarget(self, action: Controller.actionTapView)
            tap.delegate = self
            view.addGestureRecognizer(tap)
            table.log = log
            table.delegate = self
            table.dataSource = self
            view.addSubview(table)
            button.log = log
            button.frame = CGRect(x: 200, y: 500, width: 100, height: 100)
            button.addTarget(self, action: Controller.btnClicked, for: .touchUpInside)
            view.addSubview(button)
        }

        func actionTapView() { log("tap action") }
        func btnClicked() { log("button action") }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "cell")
                ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
            cell.textLabel?.text = "tap me"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log("didSelectRowAt \(indexPath.row)")
        }

        /// The seed's second fix: no tap for touches in a cell's content view.
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            guard refuseTouchesInCells, let view = touch.view else { return true }
            return String(describing: type(of: view)) != "UITableViewCellContentView"
        }
    }

    private func press(cellRow row: Int = 2, for duration: TimeInterval, configure: (Controller) -> Void = { _ in })
        -> [String]
    {
        let simulator = EventSimulator()
        let controller = Controller()
        simulator.window.rootViewController = controller
        configure(controller)
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: CGFloat(row) * 60 + 30))
        simulator.advance(by: duration)
        simulator.lift(finger)
        simulator.advance(by: 1)
        return controller.log.lines
    }

    @Test("S2, GR7, GR8: phenomenon 1 — a quick tap (0.05 s) on a cell fires only the tap; the held touch is discarded")
    func quickTap() {
        #expect(press(for: 0.05) == ["tap action"])
    }

    @Test("S2, GR7: phenomenon 2 — a short press (0.3 s): the table gets the touch at 0.15 s, then the tap cancels it")
    func shortPress() {
        #expect(press(for: 0.3) == ["MyTableView touchesBegan", "tap action", "MyTableView touchesCancelled"])
    }

    @Test(
        "S4, GR13: phenomenon 3 — a long press (3.69 s from touchesBegan to touchesEnded, as logged) fails the tap (1.5 s); the cell is selected on lift"
    )
    func longPress() {
        #expect(press(for: 3.84) == ["MyTableView touchesBegan", "MyTableView touchesEnded", "didSelectRowAt 2"])
    }

    @Test("C6: phenomenon 4 — the custom button gets its touches and its action; the tap does not fire")
    func buttonTap() {
        let simulator = EventSimulator()
        let controller = Controller()
        simulator.window.rootViewController = controller
        simulator.tap(at: CGPoint(x: 250, y: 550))
        #expect(controller.log.lines == ["Custombtn touchesBegan", "Custombtn touchesEnded", "button action"])
    }

    @Test("GR7, S2, S4: fix 1 — tap.cancelsTouchesInView = false: the tap and didSelect both fire")
    func cancelsTouchesInViewOff() {
        let lines = press(for: 0.05) { $0.tap.cancelsTouchesInView = false }
        #expect(lines == ["tap action", "MyTableView touchesBegan", "MyTableView touchesEnded", "didSelectRowAt 2"])
    }

    @Test("GR1, S4: fix 2 — shouldReceive refuses touches in a cell's content view: only didSelect")
    func shouldReceiveRefusesCells() {
        let lines = press(for: 0.05) { $0.refuseTouchesInCells = true }
        #expect(lines == ["MyTableView touchesBegan", "MyTableView touchesEnded", "didSelectRowAt 2"])
    }

    @Test("S4: a cell highlights while the table has the touch and is selected on lift")
    func highlightThenSelect() {
        let simulator = EventSimulator()
        let controller = Controller()
        simulator.window.rootViewController = controller
        controller.tap.isEnabled = false
        let finger = simulator.touchDown(at: CGPoint(x: 100, y: 90))
        let cell = controller.table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.isHighlighted == false)  // held back for 0.15 s (S2)
        simulator.advance(by: 0.2)
        #expect(cell?.isHighlighted == true)
        simulator.lift(finger)
        #expect(cell?.isHighlighted == false)
        #expect(cell?.isSelected == true)
        #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}
