//
//  UIView+AnalyticsIdentifier.swift
//  Trailmate
//

import ObjectiveC
import UIKit

private var analyticsIdentifierKey: UInt8 = 0
private var tapCountKey: UInt8 = 0

extension UIView {

    /// The name the analytics layer reports for taps on this view. Stored with the runtime because an
    /// extension cannot add stored properties.
    var analyticsIdentifier: String? {
        get { objc_getAssociatedObject(self, &analyticsIdentifierKey) as? String }
        set { objc_setAssociatedObject(self, &analyticsIdentifierKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    /// How many taps the analytics layer has counted on this view.
    var analyticsTapCount: Int {
        get { (objc_getAssociatedObject(self, &tapCountKey) as? NSNumber)?.intValue ?? 0 }
        set {
            objc_setAssociatedObject(
                self, &tapCountKey, NSNumber(value: newValue), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
