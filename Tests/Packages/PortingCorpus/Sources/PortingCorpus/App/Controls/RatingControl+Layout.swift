//
//  RatingControl+Layout.swift
//  Trailmate
//

import UIKit

extension RatingControl {

    override var intrinsicContentSize: CGSize {
        let count = CGFloat(maximumRating)
        return CGSize(width: count * starSize + max(0, count - 1) * spacing, height: starSize)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, star) in starViews.enumerated() {
            star.frame = CGRect(
                x: CGFloat(index) * (starSize + spacing),
                y: (bounds.height - starSize) / 2,
                width: starSize,
                height: starSize)
        }
    }
}
