//
//  TapAreaButton+HitTesting.swift
//  Trailmate
//

import UIKit

extension TapAreaButton {

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard !isHidden, isEnabled, alpha > 0.01 else { return false }
        let dx = max(0, (minimumHitSide - bounds.width) / 2)
        let dy = max(0, (minimumHitSide - bounds.height) / 2)
        return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
    }
}
