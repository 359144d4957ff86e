//
//  HoldToConfirmGestureRecognizer.swift
//  Trailmate
//

import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes a finger held still for `holdDuration`; reports `.began` on touch down and `.changed`
/// with `progress` on every display frame, so a ring can fill while the user holds "End workout".
class HoldToConfirmGestureRecognizer: UIGestureRecognizer {

    var holdDuration: TimeInterval = 1.0
    var allowableMovement: CGFloat = 10

    private(set) var progress: CGFloat = 0
    private var startTime: CFTimeInterval = 0
    private var startLocation: CGPoint = .zero
    private var displayLink: CADisplayLink?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, let touch = touches.first, state == .possible else {
            state = .failed
            return
        }
        startLocation = touch.location(in: view)
        startTime = CACurrentMediaTime()
        progress = 0
        state = .began

        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let location = touch.location(in: view)
        if hypot(location.x - startLocation.x, location.y - startLocation.y) > allowableMovement {
            stopDisplayLink()
            state = .cancelled
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        stopDisplayLink()
        state = progress >= 1 ? .ended : .cancelled
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        stopDisplayLink()
        state = .cancelled
    }

    override func reset() {
        super.reset()
        stopDisplayLink()
        progress = 0
    }

    @objc private func step(_ link: CADisplayLink) {
        progress = min(1, CGFloat((CACurrentMediaTime() - startTime) / holdDuration))
        if progress >= 1 {
            stopDisplayLink()
            state = .ended
        } else {
            state = .changed
        }
    }

    private func stopDisplayLink() {
        displayLink?.invalidate()
        displayLink = nil
    }
}
