//
//  Notifications.swift
//  Trailmate
//

import UIKit

extension Notification.Name {
    static let trailStoreDidChange = Notification.Name("TMTrailStoreDidChangeNotification")
    static let trailFavoriteToggled = Notification.Name("TMTrailFavoriteToggledNotification")
}

enum NotificationKey {
    static let trailIdentifier = "TMTrailIdentifierKey"
    static let isFavorite = "TMIsFavoriteKey"
}
