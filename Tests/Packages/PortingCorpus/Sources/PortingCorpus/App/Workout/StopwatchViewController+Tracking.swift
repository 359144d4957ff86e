//
//  StopwatchViewController+Tracking.swift
//  Trailmate
//

import UIKit

extension StopwatchViewController {

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ScreenTracker.shared.trackScreen(self)
    }

    override var canBecomeFirstResponder: Bool {
        true
    }
}
