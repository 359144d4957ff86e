//
//  TrailStore.swift
//  Trailmate
//

import UIKit

/// Holds the trails and tells the app when a favourite changes. It watches each trail's `isFavorite`
/// with KVO, so a change made anywhere (a cell's button, a swipe action) reaches it.
final class TrailStore: NSObject {

    static let shared = TrailStore(trails: TrailStore.sampleTrails)

    private(set) var trails: [Trail] = []
    private var kvoContext = 0
    private let favoriteKey = NSStringFromSelector(#selector(getter: Trail.isFavorite))

    init(trails: [Trail]) {
        super.init()
        replaceTrails(with: trails)
    }

    deinit {
        for trail in trails {
            trail.removeObserver(self, forKeyPath: favoriteKey, context: &kvoContext)
        }
    }

    func replaceTrails(with newTrails: [Trail]) {
        for trail in trails {
            trail.removeObserver(self, forKeyPath: favoriteKey, context: &kvoContext)
        }
        trails = newTrails
        for trail in trails {
            trail.addObserver(self, forKeyPath: favoriteKey, options: [.old, .new], context: &kvoContext)
        }
        NotificationCenter.default.post(name: .trailStoreDidChange, object: self)
    }

    func remove(at index: Int) {
        var remaining = trails
        remaining.remove(at: index)
        replaceTrails(with: remaining)
    }

    func trails(matching filter: TrailFilter) -> [Trail] {
        trails.filter { $0.matches(filter) }
    }

    override func observeValue(
        forKeyPath keyPath: String?,
        of object: Any?,
        change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard context == &kvoContext else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
            return
        }
        guard let trail = object as? Trail,
            let old = change?[.oldKey] as? Bool,
            let new = change?[.newKey] as? Bool,
            old != new
        else { return }
        NotificationCenter.default.post(
            name: .trailFavoriteToggled,
            object: self,
            userInfo: [NotificationKey.trailIdentifier: trail.identifier, NotificationKey.isFavorite: new]
        )
        NotificationCenter.default.post(name: .trailStoreDidChange, object: self)
    }

    static var sampleTrails: [Trail] {
        [
            Trail(identifier: "lake-loop", name: "Lake Loop", lengthInKilometers: 4.2),
            Trail(identifier: "ridge", name: "Ridge Trail", lengthInKilometers: 11.8, isFavorite: true),
            Trail(identifier: "falls", name: "Falls Overlook", lengthInKilometers: 2.6),
            Trail(identifier: "summit", name: "Summit Push", lengthInKilometers: 16.0),
            Trail(identifier: "meadow", name: "Meadow Walk", lengthInKilometers: 3.1),
        ]
    }
}
