import Foundation
import ResponderKit
import Testing

/// A view that says so when a touch begins in it, named by its accessibility identifier.
@MainActor final class LayoutTouchTarget: UIView {
    let log: Log

    init(_ name: String, log: Log) {
        self.log = log
        super.init(frame: .zero)
        accessibilityIdentifier = name
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log(accessibilityIdentifier ?? "?")
    }
}

/// Taps `point` and answers who said they got it (nil: nobody).
@MainActor func tapped(_ simulator: EventSimulator, _ point: CGPoint, _ log: Log) -> String? {
    log.clear()
    simulator.tap(at: point)
    simulator.advance(by: 1)
    return log.lines.last
}

/// A view controller whose hooks are counted, for layout timing (LY20, LY24).
@MainActor final class CountingController: UIViewController {
    var events: [String] = []

    override func viewWillLayoutSubviews() { events.append("willLayout") }
    override func viewDidLayoutSubviews() { events.append("didLayout") }
    override func viewSafeAreaInsetsDidChange() { events.append("safeArea \(view.safeAreaInsets)") }
}

/// A view whose `layoutSubviews()` calls are counted (LY20).
@MainActor final class CountingView: UIView {
    var layouts = 0
    var onLayout: (() -> Void)?

    override func layoutSubviews() {
        layouts += 1
        super.layoutSubviews()
        onLayout?()
    }
}

/// A plain view that uses Auto Layout.
@MainActor func constrainedView(_ name: String? = nil) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// Frames compare to the hundred-millionth of a point (the solver's tolerance is 1e-8, LY8).
func same(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
        && abs(a.height - b.height) < 1e-6
}
