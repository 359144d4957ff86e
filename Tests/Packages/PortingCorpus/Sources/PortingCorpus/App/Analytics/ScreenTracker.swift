//
//  ScreenTracker.swift
//  Trailmate
//

import UIKit

/// Records screen views and taps on tagged views for the analytics backend.
final class ScreenTracker: NSObject {

    static let shared = ScreenTracker()

    private(set) var events: [String] = []

    func trackScreen(_ viewController: UIViewController) {
        // The Objective-C name when the class has one (TMStopwatchViewController), else Module.Class.
        events.append("screen:" + NSStringFromClass(type(of: viewController)))
    }

    /// The target of every control tagged with an `analyticsIdentifier` (see `track(_:)`).
    @objc func trackTap(_ sender: Any?) {
        guard let view = sender as? UIView, let identifier = view.analyticsIdentifier else { return }
        view.analyticsTapCount += 1
        events.append("tap:\(identifier)")
    }

    func track(_ control: UIControl, identifier: String, events controlEvents: UIControl.Event = .touchUpInside) {
        control.analyticsIdentifier = identifier
        control.addTarget(self, action: #selector(trackTap(_:)), for: controlEvents)
    }

    func reset() {
        events.removeAll()
    }
}
