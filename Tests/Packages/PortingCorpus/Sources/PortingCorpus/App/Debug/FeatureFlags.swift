//
//  FeatureFlags.swift
//  Trailmate
//

import UIKit

/// Switches QA can flip from the debug menu. The menu lists them by key and reads and writes them with
/// key-value coding, so adding a flag is one line here.
@objcMembers
final class FeatureFlags: NSObject {

    static let allKeys = ["offlineMapsEnabled", "newOnboardingEnabled", "verboseLogging"]

    dynamic var offlineMapsEnabled = false
    dynamic var newOnboardingEnabled = true
    dynamic var verboseLogging = false

    func isEnabled(_ key: String) -> Bool {
        (value(forKey: key) as? Bool) ?? false
    }

    func setEnabled(_ enabled: Bool, for key: String) {
        setValue(enabled, forKey: key)
    }
}
