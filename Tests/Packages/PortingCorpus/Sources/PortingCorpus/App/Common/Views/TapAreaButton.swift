//
//  TapAreaButton.swift
//  Trailmate
//

import UIKit

/// A small icon button whose touch area is grown to Apple's 44 pt minimum.
class TapAreaButton: UIButton {

    /// The smallest side the touch area may have.
    @IBInspectable var minimumHitSide: CGFloat = 44

    private(set) var touchUpCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        addTarget(self, action: #selector(countTouchUp), for: .touchUpInside)
    }

    @objc private func countTouchUp() {
        touchUpCount += 1
        analyticsTapCount += 1
    }
}
