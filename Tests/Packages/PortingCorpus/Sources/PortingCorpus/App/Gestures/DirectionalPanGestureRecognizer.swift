//
//  DirectionalPanGestureRecognizer.swift
//  Trailmate
//

import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A pan that only begins when the finger first moves along its axis, so a vertical dismiss pan leaves
/// horizontal swipes to the scroll view underneath.
class DirectionalPanGestureRecognizer: UIPanGestureRecognizer {

    enum Direction {
        case vertical
        case horizontal
    }

    let direction: Direction
    private var initialLocation: CGPoint = .zero
    private let decisionDistance: CGFloat = 8

    init(direction: Direction, target: Any?, action: Selector?) {
        self.direction = direction
        super.init(target: target, action: action)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first {
            initialLocation = touch.location(in: view)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first {
            let location = touch.location(in: view)
            let dx = abs(location.x - initialLocation.x)
            let dy = abs(location.y - initialLocation.y)
            if max(dx, dy) >= decisionDistance {
                let isVertical = dy > dx
                if isVertical != (direction == .vertical) {
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    override func reset() {
        super.reset()
        initialLocation = .zero
    }
}
