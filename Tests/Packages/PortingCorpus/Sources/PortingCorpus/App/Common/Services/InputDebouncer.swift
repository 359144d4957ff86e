//
//  InputDebouncer.swift
//  Trailmate
//

import UIKit

/// Waits for the user to stop typing before it runs a search: every new query restarts the timer.
final class InputDebouncer: NSObject {

    let delay: TimeInterval
    private let handler: (String) -> Void
    private var timer: Timer?

    init(delay: TimeInterval = 0.3, handler: @escaping (String) -> Void) {
        self.delay = delay
        self.handler = handler
        super.init()
    }

    deinit {
        timer?.invalidate()
    }

    var isPending: Bool {
        timer?.isValid ?? false
    }

    func schedule(_ query: String) {
        timer?.invalidate()
        timer = Timer.scheduledTimer(
            timeInterval: delay,
            target: self,
            selector: #selector(fire(_:)),
            userInfo: query,
            repeats: false
        )
    }

    func cancel() {
        timer?.invalidate()
        timer = nil
    }

    @objc private func fire(_ timer: Timer) {
        guard let query = timer.userInfo as? String else { return }
        self.timer = nil
        handler(query)
    }
}
