//
//  SettingsActions.swift
//  Trailmate
//

import UIKit

/// Actions the settings screen answers when a view deep inside it sends them with a nil target.
@objc protocol SettingsActions {
    func signOut(_ sender: Any?)
    @objc optional func exportData(_ sender: Any?)
}
