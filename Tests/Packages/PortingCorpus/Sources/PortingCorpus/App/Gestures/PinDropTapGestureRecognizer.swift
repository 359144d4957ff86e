//
//  PinDropTapGestureRecognizer.swift
//  Trailmate
//

import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A tap that remembers where it landed in its view, so the map can drop a pin there. It is placed on the
/// map in Main.storyboard (a Tap Gesture Recognizer whose class is set to this one).
class PinDropTapGestureRecognizer: UITapGestureRecognizer {

    private(set) var dropPoint: CGPoint?
    /// Taps closer than this to the view's edge are ignored: the edge belongs to the map's controls.
    var edgeInset: CGFloat = 0

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        edgeInset = 12
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, let view = view else { return }
        let point = touch.location(in: view)
        if view.bounds.insetBy(dx: edgeInset, dy: edgeInset).contains(point) {
            dropPoint = point
        } else {
            state = .failed
        }
    }

    override func reset() {
        super.reset()
        dropPoint = nil
    }
}
