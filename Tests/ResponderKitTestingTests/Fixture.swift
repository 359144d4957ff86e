import Foundation
import ResponderKit

/// A window with `button` (20, 100, 100, 40) carrying `tap`, and `other` (200, 100, 100, 40) with `otherTap`.
@MainActor struct Fixture {
    let simulator = EventSimulator()
    let button = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 40))
    let other = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 40))
    let tap = UITapGestureRecognizer()
    let otherTap = UITapGestureRecognizer()

    init() {
        button.accessibilityIdentifier = "button"
        other.accessibilityIdentifier = "other"
        tap.name = "buy"
        otherTap.name = "more"
        button.addGestureRecognizer(tap)
        other.addGestureRecognizer(otherTap)
        simulator.window.addSubview(button)
        simulator.window.addSubview(other)
    }

    /// Puts a view named `cover` over `button`.
    func cover() {
        let cover = UIView(frame: CGRect(x: 0, y: 90, width: 150, height: 60))
        cover.accessibilityIdentifier = "cover"
        simulator.window.addSubview(cover)
    }
}
